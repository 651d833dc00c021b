import { RecordedState } from '../../../application/ports/event-feed';
import { toPaymentIntentRows, toPaymentRequestRow, toRefundRows } from './payment-request-mapper';
import { PaymentRequestWithIntents, fromRowWithIntents } from './payment-request-with-intents';

/**
 * The state an event records, as events.state keeps it: the request as its rows would be stored
 * (the row, its payment intents and its refunds, times as ISO strings in JSON) and which refund, for a refund's event.
 */
interface StateJson {
  request: Omit<PaymentRequestWithIntents, 'createdAt' | 'updatedAt' | 'expiresAt' | 'canceledAt'> & {
    createdAt: string; updatedAt: string; expiresAt: string | null; canceledAt: string | null;
  };
  refundId?: string;
}

/** The value to store in events.state (JSON.stringify writes the times as ISO strings). */
export function toStateJson({ request, refundId }: RecordedState): unknown {
  // The row with its payment intents and refunds added, not spread into a new object: see PaymentRequest's record().
  const state = Object.assign(toPaymentRequestRow(request), { intents: toPaymentIntentRows(request), refunds: toRefundRows(request) });
  return refundId === undefined ? { request: state } : { request: state, refundId };
}

/** The state an events.state value holds, the request rebuilt through the same mapper as a stored one. */
export function fromStateJson(stored: unknown): RecordedState {
  const { request, refundId } = stored as StateJson;
  const instant = (iso: string | null) => (iso === null ? null : new Date(iso));
  const rebuilt = fromRowWithIntents({
    ...request,
    createdAt: new Date(request.createdAt),
    updatedAt: new Date(request.updatedAt),
    expiresAt: instant(request.expiresAt),
    canceledAt: instant(request.canceledAt),
  } as PaymentRequestWithIntents);
  return refundId === undefined ? { request: rebuilt } : { request: rebuilt, refundId };
}
