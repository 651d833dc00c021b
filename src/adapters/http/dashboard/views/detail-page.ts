import { EventPage } from '../../../../application/ports/event-feed';
import { PaymentRequest } from '../../../../domain/payment-requests';
import { Sums, refundedOf, remainingOf } from '../../../../domain/refunds/refund-plan';
import { SafeHtml, html } from '../../kit/html/escape-html';
import { dateTimeEsVe, moneyEsVe, rateEsVe } from '../../kit/html/format-es-ve';
import { SignedIn, dashboardDocument } from './dashboard-layout';
import { LINKS_PAGE } from './payment-links-page';
import { REFUND_REASON_LABELS, declineLabel, eventTypeLabel } from './code-labels-es';
import { INTENT_STATUS_LABELS, REFUND_STATUS_LABELS, instrumentLabel, statusLabel } from './request-labels';

export interface DetailPageView {
  request: PaymentRequest;
  paymentUrl: string;
  qrCode: SafeHtml;
  nonce: string;
  signedIn: SignedIn;
  timeZone: string;
  /** Shown once at the top (a request just created, canceled or refunded). */
  notice?: string;
  /** An action refused, in the API's words; nothing was changed. */
  refusal?: string;
  /** Forms of the actions that apply to the request now. */
  actions?: SafeHtml | null;
  /** The request's stored events, oldest first, as many as the page shows. */
  events: EventPage;
}

function summary(request: PaymentRequest, timeZone: string): SafeHtml {
  const when = (instant: Date | null) => (instant ? dateTimeEsVe(instant, timeZone) : '—');
  return html`<dl>
<dt>Estado</dt><dd><span class="status status-${request.status}">${statusLabel(request)}</span></dd>
<dt>Monto</dt><dd>${moneyEsVe(request.amount)} · ${moneyEsVe(request.conversionAmount)}</dd>
${refundLines(request)}
<dt>Tasa</dt><dd>${rateEsVe(request.rate)}</dd>
<dt>Cliente</dt><dd>${request.customer.dni} · ${request.customer.email}</dd>
${request.externalId ? html`<dt>Referencia interna</dt><dd>${request.externalId}</dd>` : ''}
${request.paymentLinkId ? linkLine(request.paymentLinkId) : ''}
<dt>Creada</dt><dd>${when(request.createdAt)}</dd>
<dt>Vence</dt><dd>${request.expiresAt ? when(request.expiresAt) : 'No vence'}</dd>
${request.canceledAt ? html`<dt>Anulada</dt><dd>${when(request.canceledAt)}</dd>` : ''}
<dt>Identificador</dt><dd>${request.id}</dd>
</dl>`;
}

/** The reusable link the customer paid through, when there was one: its page in the dashboard. */
const linkLine = (id: string): SafeHtml => html`<dt>Enlace de pago</dt><dd><a href="${LINKS_PAGE}/${id}">${id}</a></dd>`;

const OVER_REFUNDED_HINT = 'El banco procesó tarde un reembolso que se dio por fallido: tu cliente recibió esto de más. Recupéralo con él.';

/** Once money went back: how much, what can still be refunded (while paid), and what went back beyond what was paid. */
function refundLines(request: PaymentRequest): SafeHtml | string {
  if (!request.refunds.some((refund) => refund.status === 'succeeded')) return '';
  const refunded = refundedOf(request.refunds);
  const remaining = remainingOf(request, request.refunds);
  const over = request.overRefunded;
  const both = (sums: Sums) => html`${moneyEsVe(sums.amount)} · ${moneyEsVe(sums.conversionAmount)}`;
  return html`<dt>Reembolsado</dt><dd>${both(refunded)}</dd>
${request.status === 'paid' ? html`<dt>Queda por reembolsar</dt><dd>${both(remaining)}</dd>` : ''}
${over.conversionAmount.cents > 0 ? html`<dt>Reembolsado de más</dt><dd class="alert">${both(over)}
<span class="hint">${OVER_REFUNDED_HINT}</span></dd>` : ''}`;
}

function share(request: PaymentRequest, paymentUrl: string, qrCode: SafeHtml): SafeHtml {
  const whatsApp = `https://wa.me/?text=${encodeURIComponent(`${request.description}: ${paymentUrl}`)}`;
  return html`<section class="card" aria-labelledby="share-title">
<h2 id="share-title">Enlace de pago</h2>
<label for="payment-link">Copia este enlace y envíalo a tu cliente\
<span class="hint" id="payment-link-hint">Toca el campo para seleccionarlo todo.</span></label>
<input id="payment-link" class="copy-field" type="url" readonly value="${paymentUrl}" aria-describedby="payment-link-hint">
<p><a href="${paymentUrl}">Abrir la página de pago</a> · <a href="${whatsApp}" rel="noopener noreferrer">Compartir por WhatsApp</a></p>
<figure class="qr-figure">${qrCode}<figcaption>Código QR del enlace de pago</figcaption></figure>
</section>`;
}

function intents(request: PaymentRequest, timeZone: string): SafeHtml {
  if (request.intents.length === 0) return html`<p>Todavía no hay intentos de pago.</p>`;
  const rows = request.intents.map((intent) => html`<tr>
<td data-label="Fecha">${dateTimeEsVe(intent.createdAt, timeZone)}</td>
<td data-label="Medio">${instrumentLabel(intent)}</td>
<td data-label="Monto">${moneyEsVe(intent.amount)}</td>
<td data-label="Resultado">${INTENT_STATUS_LABELS[intent.status]}${intent.duplicate ? ' (cobro duplicado)' : ''}</td>
<td data-label="Motivo del rechazo">${intent.declineCode ? declineLabel(intent.declineCode) : '—'}</td>
<td data-label="Referencia">${intent.referenceId ?? '—'}</td>
</tr>`);
  return html`<table><thead><tr><th scope="col">Fecha</th><th scope="col">Medio</th><th scope="col">Monto</th>\
<th scope="col">Resultado</th><th scope="col">Motivo del rechazo</th><th scope="col">Referencia</th></tr></thead>
<tbody>${rows}</tbody></table>`;
}

function refunds(request: PaymentRequest, timeZone: string): SafeHtml {
  if (request.refunds.length === 0) return html`<p>Sin reembolsos.</p>`;
  const rows = request.refunds.map((refund) => html`<tr>
<td data-label="Fecha">${dateTimeEsVe(refund.createdAt, timeZone)}</td>
<td data-label="Monto">${moneyEsVe(refund.amount)} · ${moneyEsVe(refund.conversionAmount)}</td>
<td data-label="Estado">${REFUND_STATUS_LABELS[refund.status]}${refund.failureCode ? ` (${declineLabel(refund.failureCode)})` : ''}</td>
<td data-label="Motivo">${refundReasonText(refund)}</td>
</tr>`);
  return html`<table><thead><tr><th scope="col">Fecha</th><th scope="col">Monto</th><th scope="col">Estado</th>\
<th scope="col">Motivo</th></tr></thead>
<tbody>${rows}</tbody></table>`;
}

function refundReasonText(refund: PaymentRequest['refunds'][number]): string {
  const reason = refund.reason ? REFUND_REASON_LABELS[refund.reason] : null;
  return [reason, refund.description].filter((part) => part).join(' · ') || '—';
}

/** What happened to the request, oldest first, read from the request itself (its payment intents, refunds and cancellation). */
function history(request: PaymentRequest, timeZone: string): SafeHtml {
  const entries: [Date, string][] = [[request.createdAt, 'Solicitud creada']];
  for (const intent of request.intents) {
    entries.push([intent.createdAt, `Intento de pago: ${instrumentLabel(intent)}`]);
    if (intent.resolvedAt) {
      const why = intent.declineCode ? declineLabel(intent.declineCode) : 'sin motivo';
      const outcome = intent.status === 'succeeded' ? 'Pago aprobado' : `Pago rechazado (${why})`;
      entries.push([intent.resolvedAt, outcome]);
    }
  }
  for (const refund of request.refunds) entries.push([refund.createdAt, `Reembolso de ${moneyEsVe(refund.amount)} solicitado`]);
  if (request.canceledAt) {
    entries.push([request.canceledAt, request.cancellationReason === 'expired' ? 'Solicitud vencida' : 'Solicitud anulada']);
  }
  entries.sort((a, b) => a[0].getTime() - b[0].getTime());
  return html`<ol class="history">${entries.map(([at, text]) =>
    html`<li><time datetime="${at.toISOString()}">${dateTimeEsVe(at, timeZone)}</time> — ${text}</li>`)}</ol>`;
}

/** The events stored with the request's changes, as the events feed holds them: type, time and id, oldest first. */
function storedEvents({ events, hasMore }: EventPage, timeZone: string): SafeHtml {
  if (events.length === 0) return html`<p>Sin eventos.</p>`;
  const rows = events.map((event) => html`<tr>
<td data-label="Tipo">${eventTypeLabel(event.type)}</td>
<td data-label="Fecha"><time datetime="${event.createdAt.toISOString()}">${dateTimeEsVe(event.createdAt, timeZone)}</time></td>
<td data-label="Identificador"><code>${event.id}</code></td>
</tr>`);
  const more = hasMore
    ? html`<p class="hint" role="note">Se muestran los ${events.length} primeros eventos; esta solicitud tiene más.</p>`
    : '';
  return html`<table><thead><tr><th scope="col">Tipo</th><th scope="col">Fecha</th><th scope="col">Identificador</th></tr></thead>
<tbody>${rows}</tbody></table>${more}`;
}

export function detailPage({
  request, paymentUrl, qrCode, nonce, signedIn, timeZone, notice, refusal, actions, events,
}: DetailPageView): string {
  return dashboardDocument({
    title: request.description,
    nonce,
    signedIn,
    body: html`${notice ? html`<div class="alert success" role="status">${notice}</div>` : ''}
${refusal ? html`<div class="alert" role="alert">${refusal}</div>` : ''}
<section class="card" aria-labelledby="detail-title">
<p class="eyebrow">Solicitud de pago</p>
<h1 id="detail-title" class="description">${request.description}</h1>
${summary(request, timeZone)}
</section>
${share(request, paymentUrl, qrCode)}
${actions ?? ''}
<section class="card" aria-labelledby="intents-title"><h2 id="intents-title">Intentos de pago</h2>${intents(request, timeZone)}</section>
<section class="card" aria-labelledby="refunds-title"><h2 id="refunds-title">Reembolsos</h2>${refunds(request, timeZone)}</section>
<section class="card" aria-labelledby="history-title"><h2 id="history-title">Historial</h2>${history(request, timeZone)}</section>
<section class="card" aria-labelledby="events-title"><h2 id="events-title">Eventos</h2>${storedEvents(events, timeZone)}</section>`,
  });
}
