import { Owner, belongsTo } from '../../../domain/mode';
import { WebhookDeliveryRecord, WebhookEndpointRepository } from '../../../application/ports/webhook-endpoint-repository';
import { WebhookEndpoint, signingSecretsOf } from '../../../domain/webhook-endpoint';

const copy = (endpoint: WebhookEndpoint): WebhookEndpoint => ({
  ...endpoint,
  events: endpoint.events === 'all' ? 'all' : [...endpoint.events],
});

export class InMemoryWebhookEndpointRepository implements WebhookEndpointRepository {
  private readonly endpoints = new Map<string, WebhookEndpoint>();
  private readonly deliveries = new Map<string, WebhookDeliveryRecord[]>();

  async add(endpoint: WebhookEndpoint, limit: number): Promise<'added' | 'limit_reached'> {
    if (this.endpoints.has(endpoint.id)) throw new Error(`webhook endpoint ${endpoint.id} already stored`);
    if (this.ownedBy(endpoint).length >= limit) return 'limit_reached';
    this.endpoints.set(endpoint.id, copy(endpoint));
    return 'added';
  }

  async findById(owner: Owner, id: string): Promise<WebhookEndpoint | null> {
    const found = this.owned(owner, id);
    return found ? copy(found) : null;
  }

  async list(owner: Owner): Promise<WebhookEndpoint[]> {
    return this.ownedBy(owner)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1))
      .map(copy);
  }

  async modify(owner: Owner, id: string, change: (endpoint: WebhookEndpoint) => WebhookEndpoint): Promise<WebhookEndpoint | null> {
    // No await between the read and the write: nothing else runs in between.
    const found = this.owned(owner, id);
    if (!found) return null;
    const changed = copy(change(copy(found)));
    this.endpoints.set(id, changed);
    return copy(changed);
  }

  async remove(owner: Owner, id: string): Promise<boolean> {
    if (!this.owned(owner, id)) return false;
    this.endpoints.delete(id);
    this.deliveries.delete(id);
    return true;
  }

  async signingSecretsFor(endpointId: string, now: Date): Promise<string[] | null> {
    const found = this.endpoints.get(endpointId);
    return found ? signingSecretsOf(found, now) : null;
  }

  async listDeliveries(owner: Owner, endpointId: string, limit: number): Promise<WebhookDeliveryRecord[] | null> {
    if (!this.owned(owner, endpointId)) return null;
    return [...(this.deliveries.get(endpointId) ?? [])]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.eventId < b.eventId ? 1 : -1))
      .slice(0, limit)
      .map((delivery) => ({ ...delivery }));
  }

  private owned(owner: Owner, id: string): WebhookEndpoint | undefined {
    const found = this.endpoints.get(id);
    return found && belongsTo(found, owner) ? found : undefined;
  }

  private ownedBy(owner: Owner): WebhookEndpoint[] {
    return [...this.endpoints.values()].filter((endpoint) => belongsTo(endpoint, owner));
  }

  /** What the delivery pipeline would have written: for tests of the deliveries list. */
  recordDelivery(endpointId: string, delivery: WebhookDeliveryRecord): void {
    const list = (this.deliveries.get(endpointId) ?? []).filter((stored) => stored.eventId !== delivery.eventId);
    this.deliveries.set(endpointId, [...list, { ...delivery }]);
  }
}
