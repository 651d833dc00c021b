import { DEFAULT_DELIVERY_PAGE_SIZE } from '../../../../../application/webhooks/list-webhook-deliveries';
import { DOMAIN_EVENT_TYPES } from '../../../../../domain/events';
import { MAX_WEBHOOK_DESCRIPTION_LENGTH, WEBHOOK_ENDPOINT_STATUSES } from '../../../../../domain/webhook-endpoint';
import { JsonSchema, LIVEMODE, UNIX_TIME, closedObject as object, idSchema, ref } from '../types';

const ENDPOINT_FIELDS: Record<string, JsonSchema> = {
  id: idSchema('webhookEndpoint', { examples: ['we_7Hq2LmX9vB4nR1kT8sW3cZpD'] }),
  livemode: LIVEMODE,
  url: { type: 'string', description: 'Where deliveries are sent (POST).', examples: ['https://shop.example.com/webhooks/payments'] },
  events: {
    type: ['array', 'null'],
    items: { type: 'string', enum: [...DOMAIN_EVENT_TYPES] },
    description: 'The event types delivered to this endpoint; null: every type, including types added later.',
  },
  description: { type: ['string', 'null'], maxLength: MAX_WEBHOOK_DESCRIPTION_LENGTH },
  status: { type: 'string', enum: [...WEBHOOK_ENDPOINT_STATUSES], description: 'A disabled endpoint receives nothing.' },
  created_at: UNIX_TIME,
};

const SECRET: JsonSchema = {
  type: 'string',
  pattern: '^whsec_[A-Za-z0-9+/]+={0,2}$',
  description: 'The signing secret (Standard Webhooks): `whsec_` then base64 of 32 random bytes. Shown only here; keep it.',
  examples: ['whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'],
};

const unixOrNull = (description: string): JsonSchema => ({
  type: ['integer', 'null'],
  description: `${description} Unix time in seconds.`,
});

/** The answers of routes/webhook-endpoints.routes.ts, member for member. */
const SCHEMAS = {
  WebhookEndpoint: object(
    ENDPOINT_FIELDS,
    'A URL that receives this merchant\'s events. The secret is never shown again after create and rotate_secret.',
  ),
  WebhookEndpointWithSecret: object(
    { ...ENDPOINT_FIELDS, secret: SECRET },
    'A webhook endpoint with its signing secret: the answer of create and rotate_secret only.',
  ),
  WebhookEndpointList: object(
    {
      data: {
        type: 'array',
        items: ref('WebhookEndpoint'),
        description: 'Every endpoint of this merchant in the key\'s mode (at most 16), oldest first.',
      },
    },
    'This merchant\'s webhook endpoints.',
  ),
  WebhookDelivery: object(
    {
      event_id: idSchema('event', { description: 'The event delivered; also the `webhook-id` header of every attempt.' }),
      event_type: { type: 'string', enum: [...DOMAIN_EVENT_TYPES] },
      status: {
        type: 'string',
        enum: ['pending', 'succeeded', 'failed'],
        description: '`pending` until an attempt succeeds (`succeeded`) or the last retry fails (`failed`).',
      },
      attempts: { type: 'integer', minimum: 0, description: 'Attempts made (or started) so far.' },
      last_attempt_at: unixOrNull('When the latest attempt started; null before the first.'),
      last_response_status: {
        type: ['integer', 'null'],
        description: 'The HTTP status the endpoint last answered; ' +
          'null before any answer, or when the last attempt got none (timeout, refused connection).',
      },
      next_attempt_at: unixOrNull('When the next attempt is due; null once the delivery has succeeded or failed.'),
    },
    'One event\'s delivery to this endpoint.',
  ),
  WebhookDeliveryList: object(
    {
      data: {
        type: 'array',
        items: ref('WebhookDelivery'),
        description: `Newest first, at most \`limit\` (${DEFAULT_DELIVERY_PAGE_SIZE} by default).`,
      },
    },
    'The endpoint\'s latest deliveries.',
  ),
} satisfies Record<string, JsonSchema>;

export type WebhookEndpointSchemaName = keyof typeof SCHEMAS;

export const webhookEndpointSchemas = (): Record<string, JsonSchema> => SCHEMAS;
