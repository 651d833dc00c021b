import { token } from './token';

export interface WebhookSecretGenerator {
  /** A new signing secret in the Standard Webhooks format, `whsec_` + base64 of random bytes. */
  next(): string;
}
export const WEBHOOK_SECRET_GENERATOR = token<WebhookSecretGenerator>('WebhookSecretGenerator');
