import { PaymentIntent } from '../../../../domain/payment-intent';
import { CancellationReason } from '../../../../domain/payment-requests';
import { SafeHtml, html } from '../../kit/html/escape-html';
import { dateTimeWithZoneEsVe, moneyEsVe } from '../../kit/html/format-es-ve';
import { CANCELED_NOTICES, REFUNDED_LABELS } from './messages-es';
import { Money } from '../../../../domain/money';

function methodOf(intent: PaymentIntent): string {
  const instrument = intent.instrument;
  if (instrument.kind === 'c2p') return `Pago Móvil (C2P) · ${instrument.bankName}`;
  if (instrument.kind === 'p2p') return `Pago Móvil (transferencia) · ${instrument.bankName}`;
  const brand = instrument.brand === 'visa' ? 'Visa' : instrument.brand === 'mastercard' ? 'Mastercard' : 'Tarjeta';
  return `${brand} terminada en ${instrument.last4}`;
}

/** The receipt of a paid request: reference, date in the business's time zone, method and amount. */
export function paidConfirmation(intent: PaymentIntent, timeZone: string): SafeHtml {
  const at = intent.resolvedAt ?? intent.createdAt;
  return html`<section class="card" aria-labelledby="paid-title">
<div class="alert success" role="status"><h2 id="paid-title">¡Pago recibido!</h2>Gracias. Guarda la referencia como comprobante.</div>
<dl>
<dt>Referencia</dt><dd>${intent.referenceId ?? '—'}</dd>
<dt>Fecha</dt><dd><time datetime="${at.toISOString()}">${dateTimeWithZoneEsVe(at, timeZone)}</time></dd>
<dt>Método</dt><dd>${methodOf(intent)}</dd>
<dt>Monto pagado</dt><dd>${moneyEsVe(intent.amount)}</dd>
</dl>
</section>`;
}

/** What went back to the customer of a paid request: the sum of its succeeded refunds, in bolívares. */
export function refundedNotice(refunded: Money, all: boolean): SafeHtml {
  return html`<section class="card" aria-labelledby="refunded-title">
<div class="alert notice" role="status"><h2 id="refunded-title">${all ? REFUNDED_LABELS.all : REFUNDED_LABELS.part}</h2>
Se te devolvieron ${moneyEsVe(refunded)}.</div>
</section>`;
}

export function processingNotice(): SafeHtml {
  return html`<section class="card" aria-labelledby="processing-title">
<div class="alert notice" role="status"><h2 id="processing-title">Estamos procesando tu pago</h2>
El banco aún no ha confirmado el pago. No vuelvas a pagar: esta página se actualizará sola en unos segundos.</div>
</section>`;
}

/** A reported Pago Móvil transfer the bank has not shown yet: it is asked again, and the page reloads itself. */
export function verifyingNotice(): SafeHtml {
  return html`<section class="card" aria-labelledby="processing-title">
<div class="alert notice" role="status"><h2 id="processing-title">Estamos verificando tu pago…</h2>
Tu banco todavía no nos muestra la transferencia; puede tardar unos minutos. No la envíes de nuevo:
seguimos consultando al banco y esta página se actualiza sola.</div>
</section>`;
}

/**
 * The way back to the merchant (the request's return_url), under a receipt or a canceled notice. A
 * plain link: the page's CSP restricts where forms post, not where links go. The URL is escaped like
 * any interpolated text, and the merchant's page learns neither this page nor a handle on it.
 */
export function returnLink(returnUrl: string | null, merchantName: string): SafeHtml | '' {
  if (returnUrl === null) return '';
  return html`<p class="return-link"><a href="${returnUrl}" rel="noopener noreferrer">Volver a ${merchantName}</a></p>`;
}

/** A canceled request: by the merchant (anulada) or because its expiry passed (venció). */
export function canceledNotice(reason: CancellationReason | null): SafeHtml {
  const { title, message } = CANCELED_NOTICES[reason ?? 'requested'];
  return html`<section class="card" aria-labelledby="canceled-title">
<div class="alert" role="status"><h2 id="canceled-title">${title}</h2>
${message} Ya no se puede pagar. Si crees que es un error, comunícate con el comercio.</div>
</section>`;
}
