import { token } from './token';

export type WebhookUrlVerdict = { allowed: true } | { allowed: false; reason: string };

/** Whether a webhook URL may receive deliveries (scheme, and where its host resolves). */
export interface WebhookUrlPolicy {
  check(url: string): Promise<WebhookUrlVerdict>;
}
export const WEBHOOK_URL_POLICY = token<WebhookUrlPolicy>('WebhookUrlPolicy');
