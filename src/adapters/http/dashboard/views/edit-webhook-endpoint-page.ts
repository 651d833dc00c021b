import { WebhookEndpoint } from '../../../../domain/webhook-endpoint';
import { html } from '../../kit/html/escape-html';
import { FormState } from '../../kit/html/form-fields';
import { DASHBOARD_PREFIX } from '../session-cookie';
import { SignedIn, dashboardDocument } from './dashboard-layout';
import { endpointForm } from './webhook-endpoint-form';

/** One endpoint's form: URL, event types, description and whether it is active. */
export function editWebhookEndpointPage(
  { endpoint, state, nonce, signedIn }: { endpoint: WebhookEndpoint; state: FormState; nonce: string; signedIn: SignedIn },
): string {
  return dashboardDocument({
    title: 'Editar endpoint',
    nonce,
    signedIn,
    body: html`<section class="card" aria-labelledby="edit-endpoint-title">
<h1 id="edit-endpoint-title">Editar endpoint</h1>
<p class="hint">${endpoint.id}</p>
${endpointForm({
  form: `endpoint-${endpoint.id}`, action: `${DASHBOARD_PREFIX}/webhook_endpoints/${endpoint.id}`, csrfToken: signedIn.csrfToken,
  state, editing: true, submitLabel: 'Guardar cambios',
})}
<p><a href="${DASHBOARD_PREFIX}/webhook_endpoints">Volver</a></p>
</section>`,
  });
}
