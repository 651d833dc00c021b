import { WebhookDeliveryRecord } from '../../../../application/ports/webhook-endpoint-repository';
import { WebhookEndpoint, WebhookEndpointStatus } from '../../../../domain/webhook-endpoint';
import { SafeHtml, html } from '../../kit/html/escape-html';
import { dateTimeEsVe } from '../../kit/html/format-es-ve';
import { eventTypeLabel } from './code-labels-es';
import { SignedIn, dashboardDocument } from './dashboard-layout';

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
<h3>Últimos envíos</h3>
${deliveriesTable(deliveries, view.timeZone)}
</section>`;
}

/** The webhook endpoints of the session's mode, oldest first, each with its latest deliveries; read-only, never a secret. */
export function webhookEndpointsPage(view: WebhookEndpointsPageView): string {
  const list = view.endpoints.length === 0
    ? html`<p>No hay endpoints de webhook en este modo. Se crean con la API (<code>POST /api/v1/webhook_endpoints</code>).</p>`
    : html`${view.endpoints.map((item) => endpointCard(item, view))}`;
  return dashboardDocument({
    title: 'Webhooks',
    nonce: view.nonce,
    signedIn: view.signedIn,
    body: html`<section class="card" aria-labelledby="webhooks-title">
<h1 id="webhooks-title">Webhooks</h1>
<p>Los endpoints de este modo, el más antiguo primero, con sus ${String(view.deliveriesShown)} envíos más recientes. \
Se crean y cambian con la API.</p>
</section>
${list}`,
  });
}
