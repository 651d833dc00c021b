import { Request, Response } from 'express';
import { ownerOf } from '../../../application/merchants/authenticate-merchant';
import { CreateWebhookEndpoint } from '../../../application/webhooks/create-webhook-endpoint';
import { DeleteWebhookEndpoint } from '../../../application/webhooks/delete-webhook-endpoint';
import { ListWebhookDeliveries } from '../../../application/webhooks/list-webhook-deliveries';
import { GetWebhookEndpoint, ListWebhookEndpoints } from '../../../application/webhooks/read-webhook-endpoints';
import { UpdateWebhookEndpoint } from '../../../application/webhooks/update-webhook-endpoint';
import { cspNonce } from '../kit/html/page-security-headers';
import { FormState } from '../kit/html/form-fields';
import { refusalProblem } from '../kit/refusal-problem';
import { ApiRefusal, apiRefusalOf, refusalWords } from './api-refusal';
import { isConfirmed } from './confirmation';
import { DashboardContext } from './dashboard-page';
import { callerOf, signedInOf } from './require-session';
import { DASHBOARD_PREFIX } from './session-cookie';
import {
  PostedEndpointForm, endpointFormValues, postedEndpointForm, readCreateEndpointForm, readEditEndpointForm,
} from './webhook-endpoint-form';
import { confirmPage } from './views/confirm-page';
import { editWebhookEndpointPage } from './views/edit-webhook-endpoint-page';
import { EndpointWithDeliveries, WebhookEndpointsPageView, webhookEndpointsPage } from './views/webhook-endpoints-page';
import { messagePage } from './views/dashboard-layout';

/** How many of each endpoint's latest deliveries the page shows. */
export const DASHBOARD_DELIVERIES_SHOWN = 5;

export interface WebhookEndpointsUses {
  listEndpoints: ListWebhookEndpoints;
  listDeliveries: ListWebhookDeliveries;
}
export interface EndpointUses {
  getEndpoint: GetWebhookEndpoint;
}

const PAGE = `${DASHBOARD_PREFIX}/webhook_endpoints`;
const DONE_NOTICES: Record<string, string> = {
  updated: 'Endpoint guardado.',
  deleted: 'Endpoint eliminado: ya no recibe avisos, ni los pendientes.',
};

type Extras = Partial<Pick<WebhookEndpointsPageView, 'notice' | 'refusal' | 'createState' | 'created'>>;

/** The endpoints and their deliveries, read by the use cases of `GET /api/v1/webhook_endpoints` and `…/:id/deliveries`. */
async function sendEndpointsPage(
  uses: WebhookEndpointsUses, context: DashboardContext, res: Response, status: number, extras: Extras = {},
) {
  const owner = ownerOf(callerOf(res));
  // At most 16 endpoints per mode, so at most 16 small reads of an indexed table.
  const endpoints = await uses.listEndpoints.execute(owner);
  const withDeliveries: EndpointWithDeliveries[] = [];
  for (const endpoint of endpoints) {
    const listed = await uses.listDeliveries.execute(owner, endpoint.id, DASHBOARD_DELIVERIES_SHOWN);
    // Deleted meanwhile: it is simply left out.
    if (listed.kind === 'listed') withDeliveries.push({ endpoint, deliveries: listed.deliveries });
  }
  const page = webhookEndpointsPage({
    endpoints: withDeliveries, deliveriesShown: DASHBOARD_DELIVERIES_SHOWN,
    nonce: cspNonce(res), signedIn: signedInOf(res), timeZone: context.timeZone, ...extras,
  });
  res.status(status).type('html').send(page);
}

/** The form again with what was typed, a Spanish message beside each field refused and the refusal's on top. */
function stateOf(values: PostedEndpointForm, refusal: ApiRefusal): FormState {
  const placed = new Set(['url', 'events', 'description']);
  const errors = Object.fromEntries(refusal.fields.filter(({ field }) => placed.has(field)).map(({ field, message }) => [field, message]));
  return { values, errors, alert: refusalWords(refusal, placed) };
}

export function showWebhookEndpoints(uses: WebhookEndpointsUses, context: DashboardContext) {
  return (req: Request, res: Response): Promise<void> => {
    const done = req.query.done;
    const notice = typeof done === 'string' && Object.hasOwn(DONE_NOTICES, done) ? DONE_NOTICES[done] : undefined;
    return sendEndpointsPage(uses, context, res, 200, { notice });
  };
}

/** Creates by the API's rules, through its use case; the signing secret is on this answer only (never redirected to, never stored here). */
export function createWebhookEndpointHandler(
  uses: WebhookEndpointsUses & { createEndpoint: CreateWebhookEndpoint }, context: DashboardContext,
) {
  return async (req: Request, res: Response): Promise<void> => {
    const form = postedEndpointForm(req.body);
    const read = readCreateEndpointForm(form, ownerOf(callerOf(res)));
    const outcome = 'command' in read ? await uses.createEndpoint.execute(read.command) : null;
    if (outcome?.kind === 'created') {
      return sendEndpointsPage(uses, context, res, 201, { created: { endpoint: outcome.endpoint, secret: outcome.endpoint.secret } });
    }
    const refusal = 'refusal' in read ? read.refusal : apiRefusalOf(refusalProblem(outcome!));
    await sendEndpointsPage(uses, context, res, refusal.status, { createState: stateOf(form, refusal) });
  };
}

function notFound(res: Response): void {
  res.status(404).type('html').send(messagePage(
    'Endpoint no encontrado', 'No hay un endpoint de webhook con este identificador en este modo.', cspNonce(res), signedInOf(res),
  ));
}

export function showEditWebhookEndpoint(uses: EndpointUses) {
  return async (req: Request, res: Response): Promise<void> => {
    const found = await uses.getEndpoint.execute(ownerOf(callerOf(res)), String(req.params.id));
    if (found.kind !== 'found') return notFound(res);
    const page = editWebhookEndpointPage({
      endpoint: found.endpoint, state: { values: endpointFormValues(found.endpoint), errors: {} },
      nonce: cspNonce(res), signedIn: signedInOf(res),
    });
    res.status(200).type('html').send(page);
  };
}

/** Changes URL, event types, description and whether it is active, by the API's rules, through its use case. */
export function updateWebhookEndpointHandler(uses: EndpointUses & { updateEndpoint: UpdateWebhookEndpoint }) {
  return async (req: Request, res: Response): Promise<void> => {
    const owner = ownerOf(callerOf(res));
    const found = await uses.getEndpoint.execute(owner, String(req.params.id));
    if (found.kind !== 'found') return notFound(res);
    const form = postedEndpointForm(req.body);
    const read = readEditEndpointForm(form);
    const outcome = 'command' in read ? await uses.updateEndpoint.execute(owner, found.endpoint.id, read.command) : null;
    if (outcome?.kind === 'updated') return res.redirect(303, `${PAGE}?done=updated`);
    if (outcome?.kind === 'webhook_endpoint_not_found') return notFound(res);
    const refusal = 'refusal' in read ? read.refusal : apiRefusalOf(refusalProblem(outcome!));
    const page = editWebhookEndpointPage({
      endpoint: found.endpoint, state: stateOf(form, refusal), nonce: cspNonce(res), signedIn: signedInOf(res),
    });
    res.status(refusal.status).type('html').send(page);
  };
}

/** Removes once confirmed, through the API's use case: its pending deliveries go with it. */
export function deleteWebhookEndpointHandler(
  uses: WebhookEndpointsUses & EndpointUses & { deleteEndpoint: DeleteWebhookEndpoint }, context: DashboardContext,
) {
  return async (req: Request, res: Response): Promise<void> => {
    const owner = ownerOf(callerOf(res));
    const id = String(req.params.id);
    const found = isConfirmed(req) ? null : await uses.getEndpoint.execute(owner, id);
    if (found?.kind === 'found') {
      res.status(200).type('html').send(confirmPage({
        title: 'Eliminar el endpoint',
        lines: [
          `Se eliminará el endpoint ${found.endpoint.url} (${found.endpoint.id}).`,
          'Deja de recibir avisos, también los pendientes. No se puede deshacer.',
        ],
        action: `${PAGE}/${id}/delete`, back: PAGE, confirmLabel: 'Confirmar: eliminar', nonce: cspNonce(res), signedIn: signedInOf(res),
      }));
      return;
    }
    const outcome = await uses.deleteEndpoint.execute(owner, id);
    if (outcome.kind === 'deleted') return res.redirect(303, `${PAGE}?done=deleted`);
    const refusal = apiRefusalOf(refusalProblem(outcome));
    await sendEndpointsPage(uses, context, res, refusal.status, { refusal: refusalWords(refusal) });
  };
}
