import { WebhookDeliveryRecord } from '../../../../application/ports/webhook-endpoint-repository';
import { WebhookEndpoint, WebhookEndpointStatus } from '../../../../domain/webhook-endpoint';
import { SafeHtml, html } from '../../kit/html/escape-html';
import { dateTimeEsVe } from '../../kit/html/format-es-ve';
import { EMPTY_FORM, FormState } from '../../kit/html/form-fields';
import { DASHBOARD_PREFIX } from '../session-cookie';
import { endpointForm } from './webhook-endpoint-form';
import { eventTypeLabel } from './code-labels-es';
import { SignedIn, csrfField, dashboardDocument } from './dashboard-layout';

export interface EndpointWithDeliveries {
  endpoint: WebhookEndpoint;
  /** Its latest deliveries, newest first, as `GET …/deliveries` lists them. */
  deliveries: WebhookDeliveryRecord[];
}

export interface WebhookEndpointsPageView {
  endpoints: EndpointWithDeliveries[];
  /** How many deliveries are shown per endpoint at most. */
  deliveriesShown: number;
  nonce: string;
  signedIn: SignedIn;
  timeZone: string;
  notice?: string;
  /** An action refused, in Spanish; nothing was changed. */
  refusal?: string;
  /** The create form, filled back in with the refusal's messages. */
  createState?: FormState;
  /** Right after a creation: the new endpoint's signing secret, shown on this answer only (as the API does). */
  created?: { endpoint: WebhookEndpoint; secret: string };
}

const ENDPOINT_STATUS_NAMES: Record<WebhookEndpointStatus, string> = { enabled: 'Activo', disabled: 'Desactivado' };
const DELIVERY_STATUS_NAMES: Record<WebhookDeliveryRecord['status'], string> = {
  pending: 'Pendiente', succeeded: 'Entregado', failed: 'Fallido',
};

function deliveriesTable(deliveries: WebhookDeliveryRecord[], timeZone: string): SafeHtml {
  if (deliveries.length === 0) return html`<p>Todavía no hay envíos.</p>`;
  const when = (instant: Date | null) =>
    (instant ? html`<time datetime="${instant.toISOString()}">${dateTimeEsVe(instant, timeZone)}</time>` : '—');
  const rows = deliveries.map((delivery) => html`<tr>
<td data-label="Evento">${eventTypeLabel(delivery.eventType)}<br><span class="hint">${delivery.eventId}</span></td>
<td data-label="Estado"><span class="status delivery-${delivery.status}">${DELIVERY_STATUS_NAMES[delivery.status]}</span></td>
<td data-label="Intentos">${String(delivery.attempts)}</td>
<td data-label="Última respuesta">${delivery.lastResponseStatus === null ? '—' : String(delivery.lastResponseStatus)}</td>
<td data-label="Último intento">${when(delivery.lastAttemptAt)}</td>
<td data-label="Próximo intento">${when(delivery.nextAttemptAt)}</td>
</tr>`);
  return html`<table><thead><tr><th scope="col">Evento</th><th scope="col">Estado</th><th scope="col">Intentos</th>\
<th scope="col">Última respuesta</th><th scope="col">Último intento</th><th scope="col">Próximo intento</th></tr></thead>
<tbody>${rows}</tbody></table>`;
}

function endpointCard({ endpoint, deliveries }: EndpointWithDeliveries, view: WebhookEndpointsPageView): SafeHtml {
  const events = endpoint.events === 'all' ? 'Todos (también los que se agreguen)' : endpoint.events.map(eventTypeLabel).join(', ');
  return html`<section class="card" aria-labelledby="endpoint-${endpoint.id}">
<h2 id="endpoint-${endpoint.id}" class="copy-field">${endpoint.url}</h2>
<dl>
<dt>Estado</dt><dd>${ENDPOINT_STATUS_NAMES[endpoint.status]}</dd>
${endpoint.description ? html`<dt>Descripción</dt><dd>${endpoint.description}</dd>` : ''}
<dt>Eventos</dt><dd>${events}</dd>
<dt>Creado</dt><dd><time datetime="${endpoint.createdAt.toISOString()}">${dateTimeEsVe(endpoint.createdAt, view.timeZone)}</time></dd>
<dt>Identificador</dt><dd>${endpoint.id}</dd>
</dl>
<p><a href="${DASHBOARD_PREFIX}/webhook_endpoints/${endpoint.id}/edit">Editar</a></p>
<form method="post" action="${DASHBOARD_PREFIX}/webhook_endpoints/${endpoint.id}/delete">${csrfField(view.signedIn.csrfToken)}
<button type="submit" class="danger" aria-label="Eliminar el endpoint ${endpoint.url}">Eliminar</button></form>
<h3>Últimos envíos</h3>
${deliveriesTable(deliveries, view.timeZone)}
</section>`;
}

function createdNotice({ endpoint, secret }: NonNullable<WebhookEndpointsPageView['created']>): SafeHtml {
  return html`<section class="card" aria-labelledby="new-endpoint-title">
<h2 id="new-endpoint-title">Endpoint creado: ${endpoint.url}</h2>
<div class="alert" role="alert">Copia el secreto de firma ahora y guárdalo en tu servidor: con él compruebas que cada aviso viene de \
nosotros. No se volverá a mostrar.</div>
<label for="new-endpoint-secret">Secreto de firma<span class="hint" id="new-endpoint-secret-hint">Toca el campo para \
seleccionarlo todo.</span></label>
<input id="new-endpoint-secret" class="copy-field" readonly value="${secret}" aria-describedby="new-endpoint-secret-hint">
</section>`;
}

function createCard(view: WebhookEndpointsPageView): SafeHtml {
  return html`<section class="card" aria-labelledby="create-endpoint-title">
<h2 id="create-endpoint-title">Nuevo endpoint</h2>
${endpointForm({
  form: 'endpoint-new', action: `${DASHBOARD_PREFIX}/webhook_endpoints`, csrfToken: view.signedIn.csrfToken,
  state: view.createState ?? EMPTY_FORM, editing: false, submitLabel: 'Crear endpoint',
})}
</section>`;
}

/** The webhook endpoints of the session's mode, oldest first, each with its latest deliveries and actions; never a secret but once. */
export function webhookEndpointsPage(view: WebhookEndpointsPageView): string {
  const list = view.endpoints.length === 0
    ? html`<p>No hay endpoints de webhook en este modo.</p>`
    : html`${view.endpoints.map((item) => endpointCard(item, view))}`;
  return dashboardDocument({
    title: 'Webhooks',
    nonce: view.nonce,
    signedIn: view.signedIn,
    body: html`<section class="card" aria-labelledby="webhooks-title">
<h1 id="webhooks-title">Webhooks</h1>
<p>Los endpoints de este modo, el más antiguo primero, con sus ${String(view.deliveriesShown)} envíos más recientes.</p>
</section>
${view.notice ? html`<div class="alert success" role="status">${view.notice}</div>` : ''}
${view.refusal ? html`<div class="alert" role="alert">${view.refusal}</div>` : ''}
${view.created ? createdNotice(view.created) : ''}
${list}
${createCard(view)}`,
  });
}
