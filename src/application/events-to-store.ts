import { PaymentRequest } from '../domain/payment-request';
import { EventObjectRenderer, StoredEvent } from './ports/event-feed';
import { IdGenerator } from './ports/id-generator';

/** How a payment request repository turns the events a request recorded into the rows it stores. */
export interface EventWriting {
  ids: IdGenerator;
  render: EventObjectRenderer;
}

/**
 * The events `request` recorded and no save has stored yet, each carrying the request as this save
 * stores it (several events stored by one save carry the same state: the state after all of them).
 */
export function eventsToStore(request: PaymentRequest, { ids, render }: EventWriting): StoredEvent[] {
  const recorded = request.eventsToStore();
  if (recorded.length === 0) return [];
  const object = render(request);
  return recorded.map((event) => ({
    id: ids.next('event'),
    merchantId: event.merchantId,
    type: event.type,
    createdAt: event.occurredAt,
    object,
  }));
}
