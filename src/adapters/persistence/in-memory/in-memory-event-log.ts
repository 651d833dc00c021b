import { Owner, belongsTo } from '../../../domain/mode';
import { EventFeed, EventObject, EventPage, EventPageQuery, StoredEvent } from '../../../application/ports/event-feed';
import { PaymentRequest } from '../../../domain/payment-requests';

/** The events the in-memory payment request repository stores, in the order it stored them. */
export class InMemoryEventLog implements EventFeed {
  private readonly events: StoredEvent[] = [];
  /** The payment request each event was stored with, by event id (like the table's payment_request_id). */
  private readonly requestOf = new Map<string, string>();

  /** Called by the repository within its save of `paymentRequestId`; keeps copies, so a later change alters no event. */
  append(paymentRequestId: string, events: readonly StoredEvent[]): void {
    for (const event of events) {
      this.events.push(copy(event));
      this.requestOf.set(event.id, paymentRequestId);
    }
  }

  async findById(owner: Owner, id: string): Promise<StoredEvent | null> {
    const event = this.events.find((candidate) => candidate.id === id && belongsTo(candidate, owner));
    return event ? copy(event) : null;
  }

  async listAfter(owner: Owner, { after, type, limit }: EventPageQuery): Promise<EventPage | null> {
    const own = this.events.filter((event) => belongsTo(event, owner));
    const start = after === undefined ? 0 : own.findIndex((event) => event.id === after) + 1;
    if (start === 0 && after !== undefined) return null;
    const matching = own.slice(start).filter((event) => type === undefined || event.type === type);
    return pageOf(matching, limit);
  }

  async listForPaymentRequest(owner: Owner, paymentRequestId: string, limit: number): Promise<EventPage> {
    return pageOf(this.events.filter((event) => belongsTo(event, owner) && this.requestOf.get(event.id) === paymentRequestId), limit);
  }
}

function pageOf(matching: StoredEvent[], limit: number): EventPage {
  return { events: matching.slice(0, limit).map(copy), hasMore: matching.length > limit };
}

function copy(event: StoredEvent): StoredEvent {
  return { ...event, createdAt: new Date(event.createdAt), object: copyOf(event.object) };
}

function copyOf(object: EventObject): EventObject {
  if ('rendered' in object) return { rendered: structuredClone(object.rendered) };
  return { ...object, request: PaymentRequest.rehydrate(object.request.snapshot()) };
}
