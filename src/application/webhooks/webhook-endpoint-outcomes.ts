import { WebhookEndpoint } from '../../domain/webhook-endpoint';

/** The merchant has no endpoint with this id (another merchant's is not found either). */
export type WebhookEndpointNotFound = { kind: 'webhook_endpoint_not_found'; id: string };
export type TooManyWebhookEndpoints = { kind: 'too_many_webhook_endpoints'; limit: number };
/** The URL may not receive deliveries: not https, or its host is refused (the reason never says why a host was). */
export type WebhookUrlRefused = { kind: 'webhook_url_refused'; reason: string };

export type WebhookEndpointFound = { kind: 'found'; endpoint: WebhookEndpoint };

export type CreateWebhookEndpointOutcome = { kind: 'created'; endpoint: WebhookEndpoint } | TooManyWebhookEndpoints | WebhookUrlRefused;
export type UpdateWebhookEndpointOutcome = { kind: 'updated'; endpoint: WebhookEndpoint } | WebhookEndpointNotFound | WebhookUrlRefused;
export type RotateWebhookSecretOutcome = { kind: 'rotated'; endpoint: WebhookEndpoint } | WebhookEndpointNotFound;
