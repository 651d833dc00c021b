import { EventObject, StoredEvent } from '../../../../application/ports/event-feed';
import { PaymentRequestPresenter } from '../payment-requests/payment-request.presenter';
import { refundViewById } from '../refunds/refund.presenter';
import { presentEvent } from './event.presenter';
import { EventWire } from './event.schema';

/**
 * An event's `data.object`, rendered when the event is shown from the state it recorded: the request
 * in the management view with the Pago Móvil account it recorded, or for a refund's event that
 * refund. An event stored rendered is shown as stored.
 */
export function eventObjectView(presenter: PaymentRequestPresenter, object: EventObject): unknown {
  if ('rendered' in object) return object.rendered;
  return object.refundId === undefined ? presenter.asRecorded(object.request) : refundViewById(object.request, object.refundId);
}

/** Shows events as the API does, for its answers and for webhook bodies alike. */
export const eventPresenter = (presenter: PaymentRequestPresenter) => (event: StoredEvent): EventWire =>
  presentEvent(event, eventObjectView(presenter, event.object));
