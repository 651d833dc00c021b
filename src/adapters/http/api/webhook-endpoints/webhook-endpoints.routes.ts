import { MAX_WEBHOOK_ENDPOINTS_PER_MERCHANT } from '../../../../domain/webhook-endpoint';
import { DELIVERIES_QUERY } from './deliveries-query';
import { CreateWebhookEndpointBody, UpdateWebhookEndpointBody } from './webhook-endpoint.dto';
import { CreateWebhookEndpoint } from '../../../../application/webhooks/create-webhook-endpoint';
import { DeleteWebhookEndpoint } from '../../../../application/webhooks/delete-webhook-endpoint';
import { ListWebhookDeliveries } from '../../../../application/webhooks/list-webhook-deliveries';
import { GetWebhookEndpoint, ListWebhookEndpoints } from '../../../../application/webhooks/read-webhook-endpoints';
import { RotateWebhookSecret } from '../../../../application/webhooks/rotate-webhook-secret';
import { UpdateWebhookEndpoint } from '../../../../application/webhooks/update-webhook-endpoint';
import { declareRoute } from '../../kit/api-route-declaration';
import { GET_BODY } from '../payment-requests/payment-requests.routes';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  getWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  rotateWebhookSecret,
  updateWebhookEndpoint,
} from './webhook-endpoints.handlers';

const tag = 'Webhook endpoints';
const ID = {
  id: {
    description: 'The webhook endpoint id (`we_…`). Another merchant\'s endpoint is simply not found.',
    schema: { type: 'string', examples: ['we_7Hq2LmX9vB4nR1kT8sW3cZpD'] },
  },
};

const URL_RULE =
  '`url` must be an absolute `https` URL whose host resolves only to public addresses (not loopback, private, link-local, CGNAT, ' +
  'multicast, IPv4 inside IPv6, reserved or the cloud metadata address), otherwise a 422 `validation_error` on `url`. Every refused ' +
  'host, whatever the cause (such an address, no answer, no answer in time), gets the same message, which names no address. It is ' +
  'checked again at every delivery. With `WEBHOOK_ALLOW_PRIVATE_URLS=true` (development and tests) `http` and such hosts are allowed.';

const CREATE_EXAMPLES = {
  all: { summary: 'Every event type', value: { url: 'https://shop.example.com/webhooks/payments' } },
  paid: {
    summary: 'Only paid requests',
    value: { url: 'https://shop.example.com/webhooks/paid', events: ['payment_request.paid'], description: 'Ships the order' },
  },
};

export const WEBHOOK_ENDPOINT_ROUTES = [
  declareRoute({
    operationId: 'listWebhookEndpoints', method: 'get', path: '/webhook_endpoints', tag,
    summary: 'List webhook endpoints',
    description: `Every webhook endpoint of this merchant, oldest first, without their secrets. ${GET_BODY}`,
    success: { status: 200, description: 'The endpoints.', schema: 'WebhookEndpointList' },
    errors: [],
    uses: { list: ListWebhookEndpoints },
    handle: listWebhookEndpoints,
  }),
  declareRoute({
    operationId: 'createWebhookEndpoint', method: 'post', path: '/webhook_endpoints', tag,
    summary: 'Create a webhook endpoint',
    description:
      'Registers a URL to receive this merchant\'s events, signed per Standard Webhooks with the `secret` of the answer: the only time ' +
      `it is shown (a retry with the same Idempotency-Key replays it). At most ${MAX_WEBHOOK_ENDPOINTS_PER_MERCHANT} endpoints per ` +
      `merchant (422 \`too_many_webhook_endpoints\`). ${URL_RULE}`,
    body: { dto: CreateWebhookEndpointBody, examples: CREATE_EXAMPLES },
    success: { status: 201, description: 'The new endpoint, `enabled`, with its signing secret.', schema: 'WebhookEndpointWithSecret' },
    errors: ['validation_error', 'too_many_webhook_endpoints'],
    uses: { create: CreateWebhookEndpoint },
    handle: createWebhookEndpoint,
  }),
  declareRoute({
    operationId: 'getWebhookEndpoint', method: 'get', path: '/webhook_endpoints/:id', tag, pathParameters: ID,
    summary: 'Read a webhook endpoint',
    description: `The endpoint without its secret. ${GET_BODY}`,
    success: { status: 200, description: 'The endpoint.', schema: 'WebhookEndpoint' },
    errors: ['not_found'],
    uses: { get: GetWebhookEndpoint },
    handle: getWebhookEndpoint,
  }),
  declareRoute({
    operationId: 'updateWebhookEndpoint', method: 'patch', path: '/webhook_endpoints/:id', tag, pathParameters: ID,
    summary: 'Update a webhook endpoint',
    description:
      'Changes the URL, the event types (null: every type), the description (null removes it), the status (a `disabled` endpoint ' +
      `receives nothing until enabled again), or several of them; members left out stay as they are. ${URL_RULE}`,
    body: {
      dto: UpdateWebhookEndpointBody,
      requireOneOf: ['url', 'events', 'description', 'status'],
      examples: { disable: { summary: 'Disable', value: { status: 'disabled' } } },
    },
    success: { status: 200, description: 'The updated endpoint, without its secret.', schema: 'WebhookEndpoint' },
    errors: ['not_found', 'validation_error'],
    uses: { update: UpdateWebhookEndpoint },
    handle: updateWebhookEndpoint,
  }),
  declareRoute({
    operationId: 'deleteWebhookEndpoint', method: 'delete', path: '/webhook_endpoints/:id', tag, pathParameters: ID,
    summary: 'Delete a webhook endpoint',
    description: `Removes the endpoint and its deliveries; nothing more is sent to it. A second DELETE is a 404. ${GET_BODY}`,
    success: { status: 204, description: 'Deleted; no body.' },
    errors: ['not_found'],
    uses: { remove: DeleteWebhookEndpoint },
    handle: deleteWebhookEndpoint,
  }),
  declareRoute({
    operationId: 'rotateWebhookSecret', method: 'post', path: '/webhook_endpoints/:id/rotate_secret', tag, pathParameters: ID,
    summary: 'Rotate a webhook endpoint\'s secret',
    description:
      'Issues a new signing secret, shown in this answer only. For 24 hours every delivery carries two signatures, by the new secret and ' +
      'by the one it replaced, so receivers can switch without losing a delivery; ' +
      'a second rotation within those hours retires the oldest secret at once. No body, or `{}`.',
    emptyBody: true,
    success: { status: 200, description: 'The endpoint with its new secret.', schema: 'WebhookEndpointWithSecret' },
    errors: ['not_found', 'validation_error'],
    uses: { rotateSecret: RotateWebhookSecret },
    handle: rotateWebhookSecret,
  }),
  declareRoute({
    operationId: 'listWebhookDeliveries', method: 'get', path: '/webhook_endpoints/:id/deliveries', tag, pathParameters: ID,
    summary: 'List an endpoint\'s deliveries',
    description: `The latest deliveries of events to this endpoint, newest first. ` +
      `A parameter other than \`limit\`, or one given twice, is a 400. ${GET_BODY}`,
    query: DELIVERIES_QUERY,
    success: { status: 200, description: 'The deliveries.', schema: 'WebhookDeliveryList' },
    errors: ['not_found'],
    uses: { listDeliveries: ListWebhookDeliveries },
    handle: listWebhookDeliveries,
  }),
];
