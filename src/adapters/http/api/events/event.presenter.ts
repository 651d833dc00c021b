import { StoredEvent } from '../../../../application/ports/event-feed';
import { PaymentRequestWire } from '../payment-requests/payment-request.schema';
import { RefundWire } from '../refunds/refund.schema';
import { EventWire, isRefundEvent } from './event.schema';

/** An event as the API shows it; `data.object` is the payment request (or the refund) as stored with the event. */
export function presentEvent(event: StoredEvent): EventWire {
  const { id, type, livemode } = event;
  const created_at = Math.floor(event.createdAt.getTime() / 1000);
  // The object was rendered, when the event was stored, by the presenter of its kind.
  return isRefundEvent(type)
    ? { id, type, livemode, created_at, data: { object: event.object as RefundWire } }
    : { id, type, livemode, created_at, data: { object: event.object as PaymentRequestWire } };
}
