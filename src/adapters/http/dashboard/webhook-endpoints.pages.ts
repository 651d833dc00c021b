import { CreateWebhookEndpoint } from '../../../application/webhooks/create-webhook-endpoint';
import { DeleteWebhookEndpoint } from '../../../application/webhooks/delete-webhook-endpoint';
import { ListWebhookDeliveries } from '../../../application/webhooks/list-webhook-deliveries';
import { GetWebhookEndpoint, ListWebhookEndpoints } from '../../../application/webhooks/read-webhook-endpoints';
import { UpdateWebhookEndpoint } from '../../../application/webhooks/update-webhook-endpoint';
import { page } from '../kit/openapi/responses';
import { declarePage } from './dashboard-page';
import { CSRF, FEATURE_FORM_ANSWERS, PAGE_ANSWERS, REDIRECT, form, idParameter } from './page-answers';
import {
  createWebhookEndpointHandler, deleteWebhookEndpointHandler, showEditWebhookEndpoint, showWebhookEndpoints,
  updateWebhookEndpointHandler,
} from './webhook-endpoints.handlers';

const ENDPOINT_ID = idParameter('The webhook endpoint\'s id (`we_…`).');
/** A webhook endpoint's form: refusals in Spanish beside each field; nothing changed. */
const WEBHOOK_FORM_ANSWERS = {
  ...FEATURE_FORM_ANSWERS,
  '404': page('No webhook endpoint of this merchant in this mode has this id; nothing changed.'),
  '422': page('The API refuses the form (URL, event types) or the endpoint limit is reached: the form again; nothing changed.'),
};
/** What the endpoints page lists them with. */
const LIST = { listEndpoints: ListWebhookEndpoints, listDeliveries: ListWebhookDeliveries };

export const WEBHOOK_ENDPOINT_PAGES = [
  declarePage({
    operationId: 'showDashboardWebhookEndpoints', method: 'get', path: '/webhook_endpoints',
    summary: 'The webhook endpoints of the session\'s mode with their latest deliveries (read-only, never a secret)',
    responses: { '200': page('The endpoints, oldest first, each with its five latest deliveries.'), ...PAGE_ANSWERS },
    access: 'session', uses: LIST, handler: showWebhookEndpoints,
  }),
  declarePage({
    operationId: 'createEndpointFromDashboard', method: 'post', path: '/webhook_endpoints', summary: 'Create a webhook endpoint',
    description: 'Read by the API\'s DTO: `events_all`, or one checkbox per event type (`event_<type>`).',
    requestBody: form({ url: 'An https URL.', description: 'Optional.', events_all: 'Present when checked.', ...CSRF }),
    responses: {
      ...WEBHOOK_FORM_ANSWERS,
      '201': page('The endpoints, with the new one\'s signing secret, shown on this answer only.'),
    },
    access: 'session_form', uses: { ...LIST, createEndpoint: CreateWebhookEndpoint }, handler: createWebhookEndpointHandler,
  }),
  declarePage({
    operationId: 'showDashboardEndpointEdit', method: 'get', path: '/webhook_endpoints/:id/edit',
    summary: 'The form to change a webhook endpoint', parameters: ENDPOINT_ID,
    responses: { '200': page('The form, filled in.'), '404': WEBHOOK_FORM_ANSWERS['404'], ...PAGE_ANSWERS },
    access: 'session', uses: { getEndpoint: GetWebhookEndpoint }, handler: showEditWebhookEndpoint,
  }),
  declarePage({
    operationId: 'updateEndpointFromDashboard', method: 'post', path: '/webhook_endpoints/:id',
    summary: 'Change a webhook endpoint\'s URL, event types, description and whether it is active', parameters: ENDPOINT_ID,
    requestBody: form({ url: 'An https URL.', description: 'Empty removes it.', enabled: 'Present when checked.', ...CSRF }),
    responses: { ...WEBHOOK_FORM_ANSWERS, '303': REDIRECT('Saved: to the endpoints page; or no open session (the sign-in page).') },
    access: 'session_form', uses: { getEndpoint: GetWebhookEndpoint, updateEndpoint: UpdateWebhookEndpoint },
    handler: updateWebhookEndpointHandler,
  }),
  declarePage({
    operationId: 'deleteEndpointFromDashboard', method: 'post', path: '/webhook_endpoints/:id/delete',
    summary: 'Remove a webhook endpoint: the first post shows a confirmation page, the confirming post (`confirmed=yes`) removes it',
    parameters: ENDPOINT_ID, requestBody: form({ confirmed: '`yes` on the confirmation page\'s post.', ...CSRF }),
    responses: {
      ...WEBHOOK_FORM_ANSWERS,
      '200': page('The confirmation page: what will be removed, "Confirmar" and "Volver".'),
      '303': REDIRECT('Removed: to the endpoints page; or no open session (the sign-in page).'),
    },
    access: 'session_form', uses: { ...LIST, getEndpoint: GetWebhookEndpoint, deleteEndpoint: DeleteWebhookEndpoint },
    handler: deleteWebhookEndpointHandler,
  }),
];
