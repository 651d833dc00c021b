import { randomBytes } from 'node:crypto';
import { WebhookSecretGenerator } from '../../application/ports/webhook-secret-generator';

/** 32 bytes from the operating system's CSPRNG, as Standard Webhooks writes a secret. */
export class CryptoWebhookSecretGenerator implements WebhookSecretGenerator {
  next(): string {
    return 'whsec_' + randomBytes(32).toString('base64');
  }
}
