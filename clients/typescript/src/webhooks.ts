import { Webhook } from 'standardwebhooks';
import type { components } from './schema';

/** The body of every webhook delivery: the event, as `GET /api/v1/events/{id}` gives it. */
export type WebhookEvent = components['schemas']['Event'];

/** Node's `req.headers`, a fetch `Headers`, or a plain object of header names to values. */
export type WebhookHeaders = Record<string, string | string[] | undefined> | { get(name: string): string | null };

const SIGNED_HEADERS = ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const;

/**
 * Checks a delivery's Standard Webhooks signature with the endpoint's `whsec_…` secret and returns
 * its event. Throws `WebhookVerificationError` when a header is missing, no signature matches
 * the raw body, or the timestamp is more than 5 minutes away from now (a replay).
 * `rawBody` must be the bytes as received, before any JSON parsing.
 */
export function verifyWebhook(secret: string, headers: WebhookHeaders, rawBody: string | Uint8Array): WebhookEvent {
  const body = typeof rawBody === 'string' ? rawBody : new TextDecoder().decode(rawBody);
  return new Webhook(secret).verify(body, signedHeaders(headers)) as WebhookEvent;
}

function signedHeaders(headers: WebhookHeaders): Record<string, string> {
  const read = (name: string): string | undefined => {
    if (typeof headers.get === 'function') return (headers as { get(name: string): string | null }).get(name) ?? undefined;
    const entry = Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
    return Array.isArray(entry) ? entry.join(' ') : (entry as string | undefined);
  };
  return Object.fromEntries(SIGNED_HEADERS.flatMap((name) => {
    const value = read(name);
    return value === undefined ? [] : [[name, value]];
  }));
}
