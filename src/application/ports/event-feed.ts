import { DomainEventType } from '../../domain/events';
import { PaymentRequest } from '../../domain/payment-requests';
import { Owner } from '../../domain/mode';
import { token } from './token';

/** An event as stored, beside the change it records and in the same transaction. */
export interface StoredEvent {
  id: string;
  merchantId: string;
  livemode: boolean;
  type: DomainEventType;
  createdAt: Date;
  /** What `data.object` shows, rendered by whoever shows the event (the API, a webhook). */
  object: EventObject;
}

/** What an event records: the payment request right after the change and, for a refund's event, which of its refunds. */
export interface RecordedState {
  request: PaymentRequest;
  refundId?: string;
}

/**
 * The state an event recorded; or, for an event stored before states were kept, the object as it
 * was rendered then, which is served exactly as stored.
 */
export type EventObject = RecordedState | { rendered: unknown };

export interface EventPageQuery {
  /** Only events stored after this one, which must be an event of the same owner. */
  after?: string;
  type?: DomainEventType;
  limit: number;
}

export interface EventPage {
  events: StoredEvent[];
  hasMore: boolean;
}

/** Reads the events the payment request repository stores with each change. */
export interface EventFeed {
  /** Only the owner's own events are ever found. */
  findById(owner: Owner, id: string): Promise<StoredEvent | null>;
  /**
   * The owner's events in the order they were stored, oldest first. An event is never listed
   * after an event stored later than it, so a reader that asks again with `after` = the last id it
   * saw never skips one. Null when `after` names no event of this owner.
   */
  listAfter(owner: Owner, query: EventPageQuery): Promise<EventPage | null>;
  /**
   * The events of one payment request of the owner, oldest first (in the order they were stored),
   * at most `limit`; `hasMore` when more follow. Empty for a request of another owner or none.
   */
  listForPaymentRequest(owner: Owner, paymentRequestId: string, limit: number): Promise<EventPage>;
}
export const EVENT_FEED = token<EventFeed>('EventFeed');
