import { Owner } from '../../domain/mode';
import { hasIdShape } from '../../domain/ids';
import { WebhookEndpoint } from '../../domain/webhook-endpoint';
import { WebhookEndpointRepository } from '../ports/webhook-endpoint-repository';
import { WebhookEndpointFound, WebhookEndpointNotFound } from './webhook-endpoint-outcomes';

export class GetWebhookEndpoint {
  constructor(private readonly endpoints: WebhookEndpointRepository) {}

  async execute(owner: Owner, id: string): Promise<WebhookEndpointFound | WebhookEndpointNotFound> {
    const endpoint = hasIdShape('webhookEndpoint', id) ? await this.endpoints.findById(owner, id) : null;
    return endpoint ? { kind: 'found', endpoint } : { kind: 'webhook_endpoint_not_found', id };
  }
}

export class ListWebhookEndpoints {
  constructor(private readonly endpoints: WebhookEndpointRepository) {}

  /** At most MAX_WEBHOOK_ENDPOINTS_PER_MERCHANT, oldest first: one page holds them all. */
  execute(owner: Owner): Promise<WebhookEndpoint[]> {
    return this.endpoints.list(owner);
  }
}
