import { WebhookDeliveryRecord } from '../../../../application/ports/webhook-endpoint-repository';
import { WebhookEndpoint } from '../../../../domain/webhook-endpoint';
import { WebhookDeliveryWire, WebhookEndpointWire, WebhookEndpointWithSecretWire } from './webhook-endpoint.schema';

const unixSeconds = (instant: Date): number => Math.floor(instant.getTime() / 1000);
const optionalUnixSeconds = (instant: Date | null): number | null => (instant === null ? null : unixSeconds(instant));

/** An endpoint as the API shows it: never its secret, except right after create and rotate_secret (`withSecret`). */
export function presentWebhookEndpoint(endpoint: WebhookEndpoint, withSecret = false): WebhookEndpointWire | WebhookEndpointWithSecretWire {
  return {
    id: endpoint.id,
    livemode: endpoint.livemode,
    url: endpoint.url,
    events: endpoint.events === 'all' ? null : [...endpoint.events],
    description: endpoint.description,
    status: endpoint.status,
    ...(withSecret ? { secret: endpoint.secret } : {}),
    created_at: unixSeconds(endpoint.createdAt),
  };
}

export function presentWebhookDelivery(delivery: WebhookDeliveryRecord): WebhookDeliveryWire {
  return {
    event_id: delivery.eventId,
    event_type: delivery.eventType,
    status: delivery.status,
    attempts: delivery.attempts,
    last_attempt_at: optionalUnixSeconds(delivery.lastAttemptAt),
    last_response_status: delivery.lastResponseStatus,
    next_attempt_at: optionalUnixSeconds(delivery.nextAttemptAt),
  };
}
