import { DomainEventType } from '../../domain/events';
import { WebhookEndpoint } from '../../domain/webhook-endpoint';
import { Owner } from '../../domain/mode';
import { token } from './token';

export type WebhookDeliveryStatus = 'pending' | 'succeeded' | 'failed';

/** One event's delivery to one endpoint, as the delivery worker last left it. */
export interface WebhookDeliveryRecord {
  eventId: string;
  eventType: DomainEventType;
  status: WebhookDeliveryStatus;
  attempts: number;
  lastAttemptAt: Date | null;
  lastResponseStatus: number | null;
  /** Null once the delivery has succeeded or failed for good. */
  nextAttemptAt: Date | null;
  createdAt: Date;
}

export interface WebhookEndpointRepository {
  /** Stores a new endpoint unless its owner (merchant and mode) already has `limit` of them, even against concurrent adds. */
  add(endpoint: WebhookEndpoint, limit: number): Promise<'added' | 'limit_reached'>;
  /** Only the owner's own endpoints are ever found. */
  findById(owner: Owner, id: string): Promise<WebhookEndpoint | null>;
  /** The owner's endpoints, oldest first. */
  list(owner: Owner): Promise<WebhookEndpoint[]>;
  /**
   * Read-modify-write, atomic against other writers of the same endpoint: stores what `change`
   * makes of the stored endpoint and returns it; null when the owner has no such endpoint.
   */
  modify(owner: Owner, id: string, change: (endpoint: WebhookEndpoint) => WebhookEndpoint): Promise<WebhookEndpoint | null>;
  /** Removes the endpoint and its deliveries; false when the owner has no such endpoint. */
  remove(owner: Owner, id: string): Promise<boolean>;
  /** The secrets a delivery made at `now` is signed with (current first); null for an unknown endpoint. */
  signingSecretsFor(endpointId: string, now: Date): Promise<string[] | null>;
  /** The endpoint's deliveries, newest first; null when the owner has no such endpoint. */
  listDeliveries(owner: Owner, endpointId: string, limit: number): Promise<WebhookDeliveryRecord[] | null>;
}
export const WEBHOOK_ENDPOINT_REPOSITORY = token<WebhookEndpointRepository>('WebhookEndpointRepository');
