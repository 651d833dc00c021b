import { Money } from '../money';
import { Refund, RefundReason } from '../refunds/refund';
import { Sums } from '../refunds/refund-plan';

/** A refund as the merchant asks for it, with the facts its rail depends on (see planRefund). */
export interface RefundRequest {
  id: string;
  /** USD, or null for everything that remains. */
  amount: Money | null;
  reason: RefundReason | null;
  description: string | null;
  paidToday: boolean;
  cardGatewayRefunds: boolean;
  /** The paying gateway pays refunds out by Pago Móvil (see RefundAsk); left out: it does not. */
  paysOutRefunds?: boolean;
  now: Date;
}

/** What the statement's booking of a refund changed (see settleBookedRefund). */
export type BookedRefundResult = { kind: 'booked'; overRefunded: Sums | null } | { kind: 'nothing' };

/** The facts the refund of a late charge depends on, when one is due (see settleLateCharge). */
export interface DuplicateRefundRequest {
  id: string;
  /** The bank booked the late charge on the calendar day it is now (BUSINESS_TIME_ZONE). */
  paidToday: boolean;
  cardGatewayRefunds: boolean;
}

/**
 * What a late charge did: paid the request; was refunded in full (`duplicate`) because the request
 * was paid by another payment intent or closed (or refunded again, its last refund having failed); nothing
 * yet, because another payment intent is in flight (`busy`: ask again later); or nothing at all, because it
 * is settled already, or the payment intent is not one judged not processed.
 */
export type LateChargeResult =
  | { kind: 'paid' }
  | { kind: 'refunded'; refund: Refund }
  | { kind: 'busy' }
  | { kind: 'nothing' };

/**
 * How many refunds of a duplicate charge go to its gateway, each after the last one never reached
 * it (failed `not_processed`); after a refusal, or that many, the merchant is asked to return it.
 */
export const DUPLICATE_REFUND_TRIES = 3;
