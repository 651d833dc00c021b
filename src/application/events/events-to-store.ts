import { DomainEvent } from '../../domain/events';
import { PaymentRequest } from '../../domain/payment-requests';
import { EventWriting, StoredEvent } from '../ports/event-feed';

/**
 * The events `request` recorded and no save has stored yet, each carrying the request (or its
 * refund) as it is about to be stored (several events stored by one save carry the same state: the state after all of them).
 */
export function eventsToStore(request: PaymentRequest, { ids, render, renderRefund }: EventWriting): StoredEvent[] {
  const recorded = request.eventsToStore();
  if (recorded.length === 0) return [];
  let requestObject: unknown;
  const objectOf = (event: DomainEvent) =>
    'refundId' in event ? renderRefund(request, event.refundId) : (requestObject ??= render(request));
  return recorded.map((event) => ({
    id: ids.next('event'),
    merchantId: event.merchantId,
    livemode: event.livemode,
    type: event.type,
    createdAt: event.occurredAt,
    object: objectOf(event),
  }));
}
