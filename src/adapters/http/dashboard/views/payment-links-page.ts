import { PaymentLinkList } from '../../../../application/payment-links/read-payment-links';
import { PaymentLink, closedReason } from '../../../../domain/payment-links';
import { SafeHtml, html } from '../../kit/html/escape-html';
import { dateTimeEsVe, moneyEsVe } from '../../kit/html/format-es-ve';
import { EMPTY_FORM, FormState, formAlert, inputField } from '../../kit/html/form-fields';
import { DASHBOARD_PREFIX } from '../session-cookie';
import { SignedIn, csrfField, dashboardDocument } from './dashboard-layout';

export const LINKS_PAGE = `${DASHBOARD_PREFIX}/payment_links`;

export interface PaymentLinksPageView {
  nonce: string;
  signedIn: SignedIn;
  timeZone: string;
  now: Date;
  /** Absent when the page number was refused. */
  list?: PaymentLinkList;
  /** Why the list could not be read (a page number that is not one), in Spanish. */
  error?: string;
  /** The create form, filled back in with the refusal's messages. */
  createState?: FormState;
}

/** Whether the link creates requests now, as a person says it. */
export function linkStateEs(link: PaymentLink, now: Date): { key: string; label: string } {
  const reason = closedReason(link, now);
  if (reason === 'inactive') return { key: 'inactive', label: 'Desactivado' };
  if (reason === 'expired') return { key: 'expired', label: 'Vencido' };
  return { key: 'active', label: 'Activo' };
}

const FORM = 'link';

function createForm(state: FormState, csrfToken: string): SafeHtml {
  return html`<section class="card" aria-labelledby="new-link-title">
<h2 id="new-link-title">Nuevo enlace de pago</h2>
<p class="hint">Un mismo enlace lo pagan muchos clientes: cada uno deja su cédula y paga su propia solicitud.</p>
${formAlert(state)}
<form method="post" action="${LINKS_PAGE}" novalidate>
${csrfField(csrfToken)}
${inputField({
  form: FORM, name: 'amount', label: 'Monto en USD', hint: 'Se cobra en bolívares a la tasa BCV del día del pago.',
  attributes: { inputmode: 'decimal', autocomplete: 'off', placeholder: '1.234,50' },
}, state)}
${inputField({ form: FORM, name: 'description', label: 'Descripción', attributes: { maxlength: '500', autocomplete: 'off' } }, state)}
${inputField({
  form: FORM, name: 'expires_at', label: 'Vence', optional: true,
  hint: 'Opcional: fecha y hora (hora de tu negocio). Déjalo vacío: sin vencimiento.',
  attributes: { type: 'datetime-local', autocomplete: 'off', placeholder: 'AAAA-MM-DD HH:MM' },
}, state)}
<button type="submit">Crear enlace</button>
</form>
</section>`;
}

function row(link: PaymentLink, now: Date, timeZone: string): SafeHtml {
  const state = linkStateEs(link, now);
  return html`<tr>
<td data-label="Descripción"><a href="${LINKS_PAGE}/${link.id}">${link.description}</a></td>
<td data-label="Monto">${moneyEsVe(link.amount)}</td>
<td data-label="Estado"><span class="status link-${state.key}">${state.label}</span></td>
<td data-label="Creado">${dateTimeEsVe(link.createdAt, timeZone)}</td>
</tr>`;
}

function table(list: PaymentLinkList, now: Date, timeZone: string): SafeHtml {
  if (list.items.length === 0) {
    return list.page > 1 ? html`<p>Esta página de la lista está vacía.</p>` : html`<p>Todavía no hay enlaces de pago.</p>`;
  }
  const pageLink = (page: number, text: string, rel: string) =>
    html`<a rel="${rel}" href="${LINKS_PAGE}${page > 1 ? `?page=${page}` : ''}">${text}</a>`;
  return html`<table>
<caption class="hint">${list.totalObjects} ${list.totalObjects === 1 ? 'enlace' : 'enlaces'} · \
página ${list.page} de ${Math.max(list.totalPages, 1)}</caption>
<thead><tr><th scope="col">Descripción</th><th scope="col">Monto</th><th scope="col">Estado</th><th scope="col">Creado</th></tr></thead>
<tbody>${list.items.map((link) => row(link, now, timeZone))}</tbody>
</table>
<nav class="pages" aria-label="Páginas">
<span>${list.page > 1 ? pageLink(list.page - 1, '← Anterior', 'prev') : ''}</span>
<span>${list.page < list.totalPages ? pageLink(list.page + 1, 'Siguiente →', 'next') : ''}</span>
</nav>`;
}

/** The mode's links, newest first and paged, with the form to create one. */
export function paymentLinksPage(view: PaymentLinksPageView): string {
  return dashboardDocument({
    title: 'Enlaces de pago',
    nonce: view.nonce,
    signedIn: view.signedIn,
    body: html`<section class="card" aria-labelledby="links-title">
<h1 id="links-title">Enlaces de pago</h1>
${view.error ? html`<div class="alert" role="alert">${view.error}</div>` : ''}
${view.list ? table(view.list, view.now, view.timeZone) : ''}
</section>
${createForm(view.createState ?? EMPTY_FORM, view.signedIn.csrfToken)}`,
  });
}
