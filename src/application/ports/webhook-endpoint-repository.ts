import { DomainEventType } from '../../domain/events';
import { WebhookEndpoint } from '../../domain/webhook-endpoint';
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
  /** Stores a new endpoint unless its merchant already has `limit` of them, even against concurrent adds. */
  add(endpoint: WebhookEndpoint, limit: number): Promise<'added' | 'limit_reached'>;
  /** Only the merchant's own endpoints are ever found. */
  findById(merchantId: string, id: string): Promise<WebhookEndpoint | null>;
  /** The merchant's endpoints, oldest first. */
  list(merchantId: string): Promise<WebhookEndpoint[]>;
  /**
   * Read-modify-write, atomic against other writers of the same endpoint: stores what `change`
   * makes of the stored endpoint and returns it; null when the merchant has no such endpoint.
   */
  modify(merchantId: string, id: string, change: (endpoint: WebhookEndpoint) => WebhookEndpoint): Promise<WebhookEndpoint | null>;
  /** Removes the endpoint and its deliveries; false when the merchant has no such endpoint. */
  remove(merchantId: string, id: string): Promise<boolean>;
  /** The secrets a delivery made at `now` is signed with (current first); null for an unknown endpoint. */
  signingSecretsFor(endpointId: string, now: Date): Promise<string[] | null>;
  /** The endpoint's deliveries, newest first; null when the merchant has no such endpoint. */
  listDeliveries(merchantId: string, endpointId: string, limit: number): Promise<WebhookDeliveryRecord[] | null>;
}
export const WEBHOOK_ENDPOINT_REPOSITORY = token<WebhookEndpointRepository>('WebhookEndpointRepository');
