import { Owner } from '../../domain/mode';
import { hasIdShape } from '../../domain/ids';
import { WebhookEndpointChanges, changeWebhookEndpoint } from '../../domain/webhook-endpoint';
import { Clock } from '../ports/clock';
import { WebhookEndpointRepository } from '../ports/webhook-endpoint-repository';
import { WebhookUrlPolicy } from '../ports/webhook-url-policy';
import { UpdateWebhookEndpointOutcome } from './webhook-endpoint-outcomes';

export class UpdateWebhookEndpoint {
  constructor(
    private readonly clock: Clock,
    private readonly urls: WebhookUrlPolicy,
    private readonly endpoints: WebhookEndpointRepository,
  ) {}

  /** A new URL is checked like one at creation (a refused URL is answered before an unknown id); the other members change as given. */
  async execute(owner: Owner, id: string, changes: WebhookEndpointChanges): Promise<UpdateWebhookEndpointOutcome> {
    if (changes.url !== undefined) {
      const verdict = await this.urls.check(changes.url);
      if (!verdict.allowed) return { kind: 'webhook_url_refused', reason: verdict.reason };
    }
    if (!hasIdShape('webhookEndpoint', id)) return { kind: 'webhook_endpoint_not_found', id };
    const endpoint = await this.endpoints.modify(owner, id, (stored) => changeWebhookEndpoint(stored, changes, this.clock.now()));
    return endpoint ? { kind: 'updated', endpoint } : { kind: 'webhook_endpoint_not_found', id };
  }
}
