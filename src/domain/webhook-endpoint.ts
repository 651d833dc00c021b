import { DOMAIN_EVENT_TYPES, DomainEventType } from './events';

export const MAX_WEBHOOK_ENDPOINTS_PER_MERCHANT = 16;
export const MAX_WEBHOOK_DESCRIPTION_LENGTH = 200;
/** How long the secret replaced by a rotation keeps signing deliveries. */
export const PREVIOUS_SECRET_VALIDITY_MS = 24 * 3_600_000;
export const WEBHOOK_ENDPOINT_STATUSES = ['enabled', 'disabled'] as const;
export type WebhookEndpointStatus = (typeof WEBHOOK_ENDPOINT_STATUSES)[number];

/** The event types an endpoint receives: `all` (also the ones added later) or a non-empty list without repeats. */
export type EventSelection = 'all' | readonly DomainEventType[];

export interface WebhookEndpoint {
  id: string;
  merchantId: string;
  /** Receives only the events of its own mode. */
  livemode: boolean;
  url: string;
  events: EventSelection;
  description: string | null;
  status: WebhookEndpointStatus;
  /** `whsec_…`: signs every delivery. */
  secret: string;
  /** The secret a rotation replaced: signs too until `previousSecretExpiresAt`. */
  previousSecret: string | null;
  previousSecretExpiresAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** What a PATCH may change; a member left out stays as it is. */
export interface WebhookEndpointChanges {
  url?: string;
  events?: EventSelection;
  description?: string | null;
  status?: WebhookEndpointStatus;
}

/** Null for anything but null (every type) or a non-empty array of known types without repeats. */
export function parseEventSelection(raw: unknown): EventSelection | null {
  if (raw === null) return 'all';
  if (!Array.isArray(raw) || raw.length === 0) return null;
  if (!raw.every((type) => (DOMAIN_EVENT_TYPES as readonly unknown[]).includes(type))) return null;
  if (new Set(raw).size !== raw.length) return null;
  return raw as DomainEventType[];
}

export function isValidWebhookDescription(description: string | null): boolean {
  return description === null || (description.length >= 1 && description.length <= MAX_WEBHOOK_DESCRIPTION_LENGTH);
}

export type NewWebhookEndpoint = Pick<WebhookEndpoint, 'id' | 'merchantId' | 'livemode' | 'url' | 'events' | 'description' | 'secret'>;

export function newWebhookEndpoint(fields: NewWebhookEndpoint, now: Date): WebhookEndpoint {
  if (!isValidWebhookDescription(fields.description)) throw new RangeError('webhook endpoint description out of range');
  return { ...fields, status: 'enabled', previousSecret: null, previousSecretExpiresAt: null, createdAt: now, updatedAt: now };
}

export function changeWebhookEndpoint(endpoint: WebhookEndpoint, changes: WebhookEndpointChanges, now: Date): WebhookEndpoint {
  if (changes.description !== undefined && !isValidWebhookDescription(changes.description)) {
    throw new RangeError('webhook endpoint description out of range');
  }
  const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  return { ...endpoint, ...defined, updatedAt: now };
}

/**
 * A new current secret; the one it replaces signs for 24 more hours. A second rotation within those
 * hours drops the older previous secret: only the two latest secrets ever sign.
 */
export function rotateWebhookSecret(endpoint: WebhookEndpoint, newSecret: string, now: Date): WebhookEndpoint {
  return {
    ...endpoint,
    secret: newSecret,
    previousSecret: endpoint.secret,
    previousSecretExpiresAt: new Date(now.getTime() + PREVIOUS_SECRET_VALIDITY_MS),
    updatedAt: now,
  };
}

/** The secrets a delivery made at `now` is signed with: the current one first, then a previous one still valid. */
export function signingSecretsOf(
  endpoint: Pick<WebhookEndpoint, 'secret' | 'previousSecret' | 'previousSecretExpiresAt'>,
  now: Date,
): string[] {
  const previousValid = endpoint.previousSecret !== null && endpoint.previousSecretExpiresAt !== null
    && endpoint.previousSecretExpiresAt > now;
  return previousValid ? [endpoint.secret, endpoint.previousSecret!] : [endpoint.secret];
}

/** True when the endpoint should receive an event of this type. */
export function subscribesTo(endpoint: Pick<WebhookEndpoint, 'status' | 'events'>, type: DomainEventType): boolean {
  return endpoint.status === 'enabled' && (endpoint.events === 'all' || endpoint.events.includes(type));
}
