import { PaymentRequestList } from '../../../../application/payment-requests/list-payment-requests';
import { PAYMENT_REQUEST_STATUSES, PaymentRequest } from '../../../../domain/payment-requests';
import { SafeHtml, html } from '../../kit/html/escape-html';
import { dateTimeEsVe, moneyEsVe } from '../../kit/html/format-es-ve';
import { STATUS_LABELS } from '../../kit/html/status-labels-es';
import { queryStringOf } from '../list-filters';
import { DASHBOARD_PREFIX } from '../session-cookie';
import { SignedIn, dashboardDocument } from './dashboard-layout';

export interface ListPageView {
  query: Record<string, unknown>;
  nonce: string;
  signedIn: SignedIn;
  timeZone: string;
  list?: PaymentRequestList;
  /** The API's message for filters it refuses. */
  error?: string;
}

const valueOf = (query: Record<string, unknown>, name: string, part?: string): string => {
  const value = part === undefined ? query[name] : (query[name] as Record<string, unknown> | undefined)?.[part];
  return typeof value === 'string' ? value : '';
};

/** The requests made through one payment link (from its page): kept while the other filters change. */
function linkFilterNote(linkId: string): SafeHtml {
  if (linkId === '') return html``;
  return html`<p class="hint">Solo las solicitudes hechas con el enlace \
<a href="${DASHBOARD_PREFIX}/payment_links/${linkId}">${linkId}</a> · <a href="${DASHBOARD_PREFIX}">Ver todas</a></p>
`;
}

function filterForm(query: Record<string, unknown>): SafeHtml {
  const status = valueOf(query, 'status');
  const options = PAYMENT_REQUEST_STATUSES.map((value) =>
    html`<option value="${value}"${value === status ? html` selected` : ''}>${STATUS_LABELS[value]}</option>`);
  const day = valueOf(query, 'created_at');
  const linkId = valueOf(query, 'payment_link_id');
  return html`${linkFilterNote(linkId)}<form method="get" action="${DASHBOARD_PREFIX}" class="filters" aria-label="Filtros">
<div><label for="f-status">Estado</label><select id="f-status" name="status"><option value="">Todos</option>${options}</select></div>
<div><label for="f-dni">Cédula del cliente</label>\
<input id="f-dni" name="customer_dni" value="${valueOf(query, 'customer_dni')}" autocomplete="off"></div>
<div><label for="f-email">Correo del cliente</label>\
<input id="f-email" name="customer_email" type="email" value="${valueOf(query, 'customer_email')}" autocomplete="off"></div>
<div><label for="f-external">Tu referencia</label>\
<input id="f-external" name="external_id" value="${valueOf(query, 'external_id')}" autocomplete="off"></div>
<div><label for="f-from">Desde</label>\
<input id="f-from" name="created_at[start]" type="date" value="${valueOf(query, 'created_at', 'start') || day}"></div>
<div><label for="f-to">Hasta</label>\
<input id="f-to" name="created_at[end]" type="date" value="${valueOf(query, 'created_at', 'end') || day}"></div>
${linkId ? html`<input type="hidden" name="payment_link_id" value="${linkId}">` : ''}\
<button type="submit">Filtrar</button>
</form>`;
}

function row(request: PaymentRequest, timeZone: string): SafeHtml {
  return html`<tr>
<td data-label="Fecha">${dateTimeEsVe(request.createdAt, timeZone)}</td>
<td data-label="Descripción"><a href="${DASHBOARD_PREFIX}/payment_requests/${request.id}">${request.description}</a></td>
<td data-label="Cliente">${request.customer.dni}<br>${request.customer.email}</td>
<td data-label="Monto">${moneyEsVe(request.amount)}<br>${moneyEsVe(request.conversionAmount)}</td>
<td data-label="Estado"><span class="status status-${request.status}">${STATUS_LABELS[request.status]}</span></td>
</tr>`;
}

function table(list: PaymentRequestList, query: Record<string, unknown>, timeZone: string): SafeHtml {
  if (list.items.length === 0) return html`<p>No hay solicitudes de pago con estos filtros.</p>`;
  const pageLink = (page: number, text: string, rel: string) =>
    html`<a rel="${rel}" href="${DASHBOARD_PREFIX}${queryStringOf(query, page)}">${text}</a>`;
  return html`<table>
<caption class="hint">${list.totalObjects} ${list.totalObjects === 1 ? 'solicitud' : 'solicitudes'} · \
página ${list.page} de ${Math.max(list.totalPages, 1)}</caption>
<thead><tr><th scope="col">Fecha</th><th scope="col">Descripción</th><th scope="col">Cliente</th><th scope="col">Monto</th>\
<th scope="col">Estado</th></tr></thead>
<tbody>${list.items.map((request) => row(request, timeZone))}</tbody>
</table>
<p><a href="${DASHBOARD_PREFIX}/payment_requests.csv${queryStringOf(query)}" download>\
Descargar CSV (todas las filas con estos filtros)</a> ·
<a href="${DASHBOARD_PREFIX}/payment_requests.csv${queryStringOf({ ...query, format: 'excel' })}" download>Descargar para Excel</a></p>
<nav class="pages" aria-label="Páginas">
<span>${list.page > 1 ? pageLink(list.page - 1, '← Anterior', 'prev') : ''}</span>
<span>${list.page < list.totalPages ? pageLink(list.page + 1, 'Siguiente →', 'next') : ''}</span>
</nav>`;
}

export function listPage({ query, nonce, signedIn, timeZone, list, error }: ListPageView): string {
  return dashboardDocument({
    title: 'Solicitudes de pago',
    nonce,
    signedIn,
    body: html`<section class="card" aria-labelledby="list-title">
<h1 id="list-title">Solicitudes de pago</h1>
${filterForm(query)}
</section>
<section class="card" aria-label="Resultados">
${error ? html`<div class="alert" role="alert">${error}</div>` : ''}
${list ? table(list, query, timeZone) : ''}
</section>`,
  });
}
