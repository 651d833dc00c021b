import { DOMAIN_EVENT_TYPES, DomainEventType, REFUND_EVENT_TYPES } from '../../../domain/events';
import { PREVIOUS_SECRET_VALIDITY_MS } from '../../../domain/webhook-endpoint';
import { JsonSchema, ref } from '../kit/openapi/types';

/**
 * How deliveries are signed, retried and answered, as the webhooks adapter does it. That adapter is
 * another folder, which this one may not import: tests/unit/adapters/http/webhooks-documented.test.ts
 * checks these against it (the headers signedHeaders() writes, the settings' defaults, the library's
 * tolerance).
 */
export const WEBHOOK_HEADER_NAMES = { id: 'webhook-id', timestamp: 'webhook-timestamp', signature: 'webhook-signature' } as const;
export const DEFAULT_RETRY_SCHEDULE_SECONDS: readonly number[] = [5, 300, 1800, 7200, 18000, 36000, 36000];
export const DEFAULT_ATTEMPT_TIMEOUT_SECONDS = 10;
/** standardwebhooks' verify() refuses a webhook-timestamp further than this from the receiver's clock, either way. */
export const VERIFY_TOLERANCE_SECONDS = 300;

const PREVIOUS_SECRET_HOURS = PREVIOUS_SECRET_VALIDITY_MS / 3_600_000;

/** 5 → "5 s", 300 → "5 min", 7200 → "2 h". */
function duration(seconds: number): string {
  if (seconds % 3600 === 0) return `${seconds / 3600} h`;
  if (seconds % 60 === 0) return `${seconds / 60} min`;
  return `${seconds} s`;
}

const SCHEDULE = DEFAULT_RETRY_SCHEDULE_SECONDS.map(duration).join(', ');
const ATTEMPTS = DEFAULT_RETRY_SCHEDULE_SECONDS.length + 1;

/** The merchant document's account of webhook delivery: the `webhooks` section's tag says it, /docs shows it. */
export const WEBHOOKS_DESCRIPTION = `Every event is POSTed to each enabled webhook endpoint of its merchant and mode that subscribes to \
its type, signed per [Standard Webhooks](https://www.standardwebhooks.com/). Each entry below is one event type.

**The request.** \`POST <url>\`, \`Content-Type: application/json\`, the body the event exactly as \`GET /api/v1/events/{id}\` \
returns it, with three headers: \`${WEBHOOK_HEADER_NAMES.id}\` (the event id, the same on every attempt), \
\`${WEBHOOK_HEADER_NAMES.timestamp}\` (Unix seconds of this attempt) and \`${WEBHOOK_HEADER_NAMES.signature}\`.

**The signature.** The secret (shown once, by create and rotate_secret) is \`whsec_\` then base64 of 32 random bytes; the HMAC key is \
the base64-decoded part after \`whsec_\`. The signed content is \`{webhook-id}.{webhook-timestamp}.{body}\`, the body as the raw \
bytes received. \`${WEBHOOK_HEADER_NAMES.signature}\` is \`v1,\` then the base64 HMAC-SHA256 of that content; for \
${PREVIOUS_SECRET_HOURS} hours after a rotation it holds a second \`v1,…\` made with the previous secret, space-separated. To verify: \
compute the signature with your secret, compare it in constant time with each \`v1,\` one (any match is valid), and refuse a \
timestamp more than ${VERIFY_TOLERANCE_SECONDS / 60} minutes away from your clock (replays); \`new Webhook(secret).verify(rawBody, \
headers)\` of the \`standardwebhooks\` library does all of it and returns the parsed event. Verify before parsing the body.

**The answer.** A 2xx status within the attempt's timeout (\`WEBHOOK_TIMEOUT_MS\`, ${DEFAULT_ATTEMPT_TIMEOUT_SECONDS} s by default) \
means received: the delivery \`succeeded\` and is never sent again; the body of the answer is ignored. Anything else fails the \
attempt: another status, a redirect (never followed), no answer in time, a refused or reset connection, a host that no longer \
resolves or now resolves to a non-public address.

**Retries.** A failed attempt is retried after ${SCHEDULE} (\`WEBHOOK_RETRY_SCHEDULE_SECONDS\`; these are the defaults). When the \
last attempt (the ${ATTEMPTS}th by default) fails too, the delivery is \`failed\` and never sent again. \
\`GET /api/v1/webhook_endpoints/{id}/deliveries\` shows each delivery's attempts, last status and next attempt. A disabled \
endpoint's deliveries wait, unsent, until it is enabled again; deleting an endpoint deletes them.

**Duplicates and order.** Delivery is at least once: an instance stopped during an attempt leaves it to be sent again, so the same \
event may arrive twice, with the same \`${WEBHOOK_HEADER_NAMES.id}\`: drop the ones you have seen. Events may arrive in any order: \
order them by \`created_at\`, or read \`GET /api/v1/events\`, the ordered record. An event id from a webhook is a safe \`after\` \
for that feed: webhooks send only events it already lists.`;

/** What each event type says happened. */
const EVENT_MEANINGS: Record<DomainEventType, string> = {
  'payment_request.created': 'A payment request was created.',
  'payment_request.updated': 'A payment request was updated by the merchant.',
  'payment_request.paid': 'A payment intent succeeded: the payment request is paid.',
  'payment_request.payment_failed': 'A payment intent was declined, by the bank or by the screening of a card, or found never processed.',
  'payment_request.canceled': 'A payment request was canceled on request or because its expiry passed (`cancellation_reason`).',
  'refund.created': 'A refund of a paid payment request was made.',
  'refund.succeeded': 'A refund returned the money.',
  'refund.failed': 'A refund was refused by the bank or given up on, or the merchant canceled it.',
  'refund.requires_action': 'A refund is left to the merchant, who returns the money by other means and says so ' +
    '(`mark_succeeded` or `cancel`).',
};

const isRefundEvent = (type: DomainEventType) => (REFUND_EVENT_TYPES as readonly string[]).includes(type);

/** The `webhook-…` request headers, declared once under components/parameters. */
export const WEBHOOK_PARAMETERS: Record<string, JsonSchema> = {
  WebhookId: {
    name: WEBHOOK_HEADER_NAMES.id, in: 'header', required: true,
    description: 'The event id: the same on every attempt of this delivery. Drop an id you have already handled.',
    schema: { type: 'string', pattern: '^evt_[A-Za-z0-9]+$' },
  },
  WebhookTimestamp: {
    name: WEBHOOK_HEADER_NAMES.timestamp, in: 'header', required: true,
    description: `Unix seconds of this attempt; refuse one more than ${VERIFY_TOLERANCE_SECONDS / 60} minutes from your clock.`,
    schema: { type: 'string', pattern: '^[0-9]+$' },
  },
  WebhookSignature: {
    name: WEBHOOK_HEADER_NAMES.signature, in: 'header', required: true,
    description: '`v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">`, keyed with the base64-decoded part of ' +
      `the secret after \`whsec_\`; during the ${PREVIOUS_SECRET_HOURS} h after a rotation, a second one by the previous secret, ` +
      'space-separated.',
    schema: { type: 'string', pattern: '^v1,[A-Za-z0-9+/=]+( v1,[A-Za-z0-9+/=]+)*$' },
  },
};

export const WEBHOOKS_TAG = 'Webhooks';

/** One OpenAPI 3.1 webhook per event type: what this service POSTs to an endpoint subscribed to it. */
export function webhookPathItems(): Record<string, JsonSchema> {
  return Object.fromEntries(DOMAIN_EVENT_TYPES.map((type) => [type, { post: webhookOperation(type) }]));
}

function webhookOperation(type: DomainEventType): JsonSchema {
  const envelope = isRefundEvent(type) ? 'RefundEvent' : 'PaymentRequestEvent';
  return {
    operationId: `webhook_${type.replace('.', '_')}`,
    tags: [WEBHOOKS_TAG],
    summary: type,
    description: `${EVENT_MEANINGS[type]} Sent as described under the tag "${WEBHOOKS_TAG}".`,
    security: [],
    parameters: [ref('WebhookId', 'parameters'), ref('WebhookTimestamp', 'parameters'), ref('WebhookSignature', 'parameters')],
    requestBody: {
      required: true,
      description: 'The event, as `GET /api/v1/events/{id}` returns it. Verify the signature on these raw bytes before parsing them.',
      content: { 'application/json': { schema: { allOf: [ref(envelope)], properties: { type: { const: type } } } } },
    },
    responses: {
      '2XX': { description: 'Received: the delivery succeeded and is not sent again. The body of the answer is ignored.' },
      default: { description: 'Any other status, or none within the timeout: the attempt failed and is retried on the schedule.' },
    },
  };
}
