import { Owner } from '../../domain/mode';
import { hasIdShape } from '../../domain/ids';
import { WebhookDeliveryRecord, WebhookEndpointRepository } from '../ports/webhook-endpoint-repository';
import { WebhookEndpointNotFound } from './webhook-endpoint-outcomes';

export const DEFAULT_DELIVERY_PAGE_SIZE = 10;
export const MAX_DELIVERY_PAGE_SIZE = 50;

export class ListWebhookDeliveries {
  constructor(private readonly endpoints: WebhookEndpointRepository) {}

  /** The endpoint's latest deliveries, newest first. */
  async execute(
    owner: Owner,
    endpointId: string,
    limit: number,
  ): Promise<{ kind: 'listed'; deliveries: WebhookDeliveryRecord[] } | WebhookEndpointNotFound> {
    const deliveries = hasIdShape('webhookEndpoint', endpointId) ? await this.endpoints.listDeliveries(owner, endpointId, limit) : null;
    return deliveries ? { kind: 'listed', deliveries } : { kind: 'webhook_endpoint_not_found', id: endpointId };
  }
}
