import { StoredEvent } from '../../../../application/ports/event-feed';
import { PaymentRequestWire } from '../payment-requests/payment-request.schema';
import { RefundWire } from '../refunds/refund.schema';
import { EventWire, isRefundEvent } from './event.schema';

/** An event as the API shows it; `object` is its `data.object`, rendered by eventObjectView. */
export function presentEvent(event: StoredEvent, object: unknown): EventWire {
  const { id, type, livemode } = event;
  const created_at = Math.floor(event.createdAt.getTime() / 1000);
  // `object` was rendered by the presenter of the event's kind (or stored so, before events kept their state).
  return isRefundEvent(type)
    ? { id, type, livemode, created_at, data: { object: object as RefundWire } }
    : { id, type, livemode, created_at, data: { object: object as PaymentRequestWire } };
}
