import { PaymentRequest } from '../../domain/payment-requests';
import { StoredEvent } from '../ports/event-feed';
import { IdGenerator } from '../ports/id-generator';

/**
 * The events `request` recorded and no save has stored yet, each with the state it records: a copy
 * of the request as it is about to be stored (several events stored by one save record the same
 * state: the state after all of them) and, for a refund's event, which refund. Nothing is rendered here.
 */
export function eventsToStore(request: PaymentRequest, ids: IdGenerator): StoredEvent[] {
  const recorded = request.eventsToStore();
  if (recorded.length === 0) return [];
  const state = PaymentRequest.rehydrate(request.snapshot());
  return recorded.map((event) => ({
    id: ids.next('event'),
    merchantId: event.merchantId,
    livemode: event.livemode,
    type: event.type,
    createdAt: event.occurredAt,
    object: 'refundId' in event ? { request: state, refundId: event.refundId } : { request: state },
  }));
}
