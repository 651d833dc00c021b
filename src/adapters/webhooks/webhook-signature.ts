import { Webhook } from 'standardwebhooks';

/** An endpoint's signing secrets: during a rotation the previous one signs too until it expires. */
export interface SigningSecrets {
  current: string;
  previous: string | null;
  previousExpiresAt: Date | null;
}

/**
 * The Standard Webhooks headers of one attempt: `webhook-signature` holds one `v1,<base64>` per
 * secret in force, space-separated, so a receiver still holding the previous secret keeps verifying.
 */
export function signedHeaders(secrets: SigningSecrets, eventId: string, body: string, now: Date): Record<string, string> {
  const inForce = [secrets.current];
  if (secrets.previous && secrets.previousExpiresAt && secrets.previousExpiresAt.getTime() > now.getTime()) inForce.push(secrets.previous);
  return {
    'webhook-id': eventId,
    'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
    'webhook-signature': inForce.map((secret) => new Webhook(secret).sign(eventId, now, body)).join(' '),
  };
}
