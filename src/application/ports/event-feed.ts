import { DomainEventType } from '../../domain/events';
import { PaymentRequest } from '../../domain/payment-requests';
import { IdGenerator } from './id-generator';
import { Owner } from '../../domain/mode';
import { token } from './token';

/** An event as stored, beside the change it records and in the same transaction. */
export interface StoredEvent {
  id: string;
  merchantId: string;
  livemode: boolean;
  type: DomainEventType;
  createdAt: Date;
  /** The payment request (or, for a refund's event, the refund) right after the change, rendered once when the event was stored. */
  object: unknown;
}

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

/** What an event carries as `data.object`: the payment request as the API shows it to its merchant. */
export type EventObjectRenderer = (request: PaymentRequest) => unknown;

/** What a refund's event carries as `data.object`: the refund as the API shows it. */
export type RefundObjectRenderer = (request: PaymentRequest, refundId: string) => unknown;

/** How a use case turns the events a change recorded into the rows stored with it: their ids and `data.object`. */
export interface EventWriting {
  ids: IdGenerator;
  render: EventObjectRenderer;
  renderRefund: RefundObjectRenderer;
}
export const EVENT_WRITING = token<EventWriting>('EventWriting');
