/** A payment request's statuses, the moves between them, and the refusals of a move. */

export const PAYMENT_REQUEST_STATUSES = [
  'waiting_for_payment',
  'waiting_for_payment_confirmation',
  'paid',
  'canceled',
] as const;
export type PaymentRequestStatus = (typeof PAYMENT_REQUEST_STATUSES)[number];

/**
 * Why the aggregate refused a move: the request is not in a status that allows it, or (`expiredAt`)
 * it is still stored as waiting for payment but its expiry has passed.
 */
export type Refused<Kind extends string> = { kind: Kind; id: string; status: PaymentRequestStatus; expiredAt?: Date };
export type NotUpdatable = Refused<'not_updatable'>;
export type NotPayable = Refused<'not_payable'>;
export type NotCancelable = Refused<'not_cancelable'>;
/** The request has had as many declined payment intents as it accepts: a new one must be made to pay again. */
export type IntentsExhausted = { kind: 'attempts_exhausted'; id: string; limit: number };

/**
 * Declined payment intents one request accepts. Each payment_failed event carries the request with every
 * payment intent, so without a bound an events page (and the stored events) would grow with their square.
 */
export const MAX_REJECTED_INTENTS = 20;

export type Transition = 'revise' | 'beginPayment' | 'approvePayment' | 'approveLateCharge' | 'declinePayment' | 'cancel' | 'expire';

/** Every move a payment request may make. Anything not listed here is refused: nothing leaves `canceled`. */
export const TRANSITIONS: Record<Transition, { from: readonly PaymentRequestStatus[]; to: PaymentRequestStatus | 'unchanged' }> = {
  revise: { from: ['waiting_for_payment'], to: 'unchanged' },
  beginPayment: { from: ['waiting_for_payment'], to: 'waiting_for_payment_confirmation' },
  approvePayment: { from: ['waiting_for_payment_confirmation'], to: 'paid' },
  /** The bank booked a payment intent we had judged not processed, and nothing else paid the request meanwhile. */
  approveLateCharge: { from: ['waiting_for_payment'], to: 'paid' },
  declinePayment: { from: ['waiting_for_payment_confirmation'], to: 'waiting_for_payment' },
  cancel: { from: ['waiting_for_payment'], to: 'canceled' },
  expire: { from: ['waiting_for_payment'], to: 'canceled' },
};
