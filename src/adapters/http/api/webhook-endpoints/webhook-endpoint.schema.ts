import { DEFAULT_DELIVERY_PAGE_SIZE } from '../../../../application/webhooks/list-webhook-deliveries';
import { DOMAIN_EVENT_TYPES } from '../../../../domain/events';
import { MAX_WEBHOOK_DESCRIPTION_LENGTH, WEBHOOK_ENDPOINT_STATUSES } from '../../../../domain/webhook-endpoint';
import { LIVEMODE, UNIX_TIME, idSchema } from '../../kit/openapi/shared-schemas';
import {
  Wire, arrayOf, closedObject as object, component, integer, oneOfValues, orNull, schemasOf, string,
} from '../../kit/openapi/wire-schema';

const ENDPOINT_FIELDS = {
  id: idSchema('webhookEndpoint', { examples: ['we_7Hq2LmX9vB4nR1kT8sW3cZpD'] }),
  livemode: LIVEMODE,
  url: string({ description: 'Where deliveries are sent (POST).', examples: ['https://shop.example.com/webhooks/payments'] }),
  events: orNull(arrayOf(oneOfValues(DOMAIN_EVENT_TYPES), {
    description: 'The event types delivered to this endpoint; null: every type, including types added later.',
  })),
  description: orNull(string({ maxLength: MAX_WEBHOOK_DESCRIPTION_LENGTH })),
  status: oneOfValues(WEBHOOK_ENDPOINT_STATUSES, { description: 'A disabled endpoint receives nothing.' }),
  created_at: UNIX_TIME,
};

const SECRET = string({
  pattern: '^whsec_[A-Za-z0-9+/]+={0,2}$',
  description: 'The signing secret (Standard Webhooks): `whsec_` then base64 of 32 random bytes. Shown only here; keep it.',
  examples: ['whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'],
});

const unixOrNull = (description: string) => orNull(integer(), { description: `${description} Unix time in seconds.` });

/** The answers of webhook-endpoints.routes.ts: what webhook-endpoint.presenter.ts returns. */
const WEBHOOK_ENDPOINT = component('WebhookEndpoint', object(
  ENDPOINT_FIELDS,
  'A URL that receives this merchant\'s events. The secret is never shown again after create and rotate_secret.',
));
const WEBHOOK_ENDPOINT_WITH_SECRET = component('WebhookEndpointWithSecret', object(
  { ...ENDPOINT_FIELDS, secret: SECRET },
  'A webhook endpoint with its signing secret: the answer of create and rotate_secret only.',
));
const WEBHOOK_ENDPOINT_LIST = component('WebhookEndpointList', object(
  {
    data: arrayOf(WEBHOOK_ENDPOINT.ref, {
      description: 'Every endpoint of this merchant in the key\'s mode (at most 16), oldest first.',
    }),
  },
  'This merchant\'s webhook endpoints.',
));
const WEBHOOK_DELIVERY = component('WebhookDelivery', object(
  {
    event_id: idSchema('event', { description: 'The event delivered; also the `webhook-id` header of every attempt.' }),
    event_type: oneOfValues(DOMAIN_EVENT_TYPES),
    status: oneOfValues(['pending', 'succeeded', 'failed'], {
      description: '`pending` until an attempt succeeds (`succeeded`) or the last retry fails (`failed`).',
    }),
    attempts: integer({ minimum: 0, description: 'Attempts made (or started) so far.' }),
    last_attempt_at: unixOrNull('When the latest attempt started; null before the first.'),
    last_response_status: orNull(integer(), {
      description: 'The HTTP status the endpoint last answered; ' +
        'null before any answer, or when the last attempt got none (timeout, refused connection).',
    }),
    next_attempt_at: unixOrNull('When the next attempt is due; null once the delivery has succeeded or failed.'),
  },
  'One event\'s delivery to this endpoint.',
));
const WEBHOOK_DELIVERY_LIST = component('WebhookDeliveryList', object(
  {
    data: arrayOf(WEBHOOK_DELIVERY.ref, {
      description: `Newest first, at most \`limit\` (${DEFAULT_DELIVERY_PAGE_SIZE} by default).`,
    }),
  },
  'The endpoint\'s latest deliveries.',
));

export type WebhookEndpointWire = Wire<typeof WEBHOOK_ENDPOINT>;
export type WebhookEndpointWithSecretWire = Wire<typeof WEBHOOK_ENDPOINT_WITH_SECRET>;
export type WebhookEndpointListWire = Wire<typeof WEBHOOK_ENDPOINT_LIST>;
export type WebhookDeliveryWire = Wire<typeof WEBHOOK_DELIVERY>;
export type WebhookDeliveryListWire = Wire<typeof WEBHOOK_DELIVERY_LIST>;

const SCHEMAS = schemasOf(WEBHOOK_ENDPOINT, WEBHOOK_ENDPOINT_WITH_SECRET, WEBHOOK_ENDPOINT_LIST, WEBHOOK_DELIVERY, WEBHOOK_DELIVERY_LIST);

export type WebhookEndpointSchemaName = keyof typeof SCHEMAS;

declare module '../../kit/api-route-declaration' {
  interface ResponseSchemaRegistry extends Record<WebhookEndpointSchemaName, true> {}
}

export const webhookEndpointSchemas = () => SCHEMAS;
