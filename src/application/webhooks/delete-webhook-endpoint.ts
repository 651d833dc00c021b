import { Owner } from '../../domain/mode';
import { hasIdShape } from '../../domain/ids';
import { WebhookEndpointRepository } from '../ports/webhook-endpoint-repository';
import { WebhookEndpointNotFound } from './webhook-endpoint-outcomes';

export class DeleteWebhookEndpoint {
  constructor(private readonly endpoints: WebhookEndpointRepository) {}

  /** Its pending deliveries go with it: nothing more is sent to its URL. */
  async execute(owner: Owner, id: string): Promise<{ kind: 'deleted' } | WebhookEndpointNotFound> {
    const removed = hasIdShape('webhookEndpoint', id) && (await this.endpoints.remove(owner, id));
    return removed ? { kind: 'deleted' } : { kind: 'webhook_endpoint_not_found', id };
  }
}
