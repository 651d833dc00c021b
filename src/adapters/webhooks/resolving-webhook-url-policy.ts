import { WebhookUrlPolicy, WebhookUrlVerdict } from '../../application/ports/webhook-url-policy';
import { ResolveHost, resolveWebhookTarget } from './webhook-target';

/** The URL rule of webhook-target.ts, host resolution included (docs/api-and-webhooks.md, "Webhook endpoints"). */
export class ResolvingWebhookUrlPolicy implements WebhookUrlPolicy {
  constructor(private readonly options: { allowPrivate: boolean; resolve: ResolveHost }) {}

  async check(url: string): Promise<WebhookUrlVerdict> {
    const result = await resolveWebhookTarget(url, this.options);
    return result.ok ? { allowed: true } : { allowed: false, reason: result.reason };
  }
}
