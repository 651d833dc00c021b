import { Owner } from '../../domain/mode';
import { hasIdShape } from '../../domain/ids';
import { EventFeed, EventPage } from '../ports/event-feed';

/** The most a page of one request shows: a request has a handful of events, rarely dozens. */
export const MAX_PAYMENT_REQUEST_EVENTS = 50;

export class ListPaymentRequestEvents {
  constructor(private readonly events: EventFeed) {}

  /**
   * One payment request's events as stored, oldest first, at most `limit`. Another merchant's or the
   * other mode's request has none, exactly like one that does not exist.
   */
  async execute(owner: Owner, paymentRequestId: string, limit = MAX_PAYMENT_REQUEST_EVENTS): Promise<EventPage> {
    if (!hasIdShape('paymentRequest', paymentRequestId)) return { events: [], hasMore: false };
    return this.events.listForPaymentRequest(owner, paymentRequestId, Math.min(Math.max(limit, 1), MAX_PAYMENT_REQUEST_EVENTS));
  }
}
