import { Money } from '../money';

export const REFUND_REASONS = ['requested_by_customer', 'duplicate', 'fraudulent'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/**
 * How the money goes back: `reversal` voids a same-day full C2P payment at the bank; `p2p` is a
 * Pago Móvil transfer to the phone, id and bank the customer paid from; `card` goes back to the
 * card through its gateway; `manual` is returned by the merchant outside the service.
 */
export const REFUND_METHODS = ['reversal', 'p2p', 'card', 'manual'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed', 'requires_action'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** The failure code of a refund the merchant gave up on (`POST /refunds/:id/cancel`). */
export const CANCELED_BY_MERCHANT = 'canceled_by_merchant';

export interface RefundProps {
  id: string;
  paymentRequestId: string;
  paymentIntentId: string;
  amount: Money;
  conversionAmount: Money;
  method: RefundMethod;
  /** The gateway asked to return the money (the paying intent's own); null for a manual refund. */
  gatewayId: string | null;
  /** The merchant's own bank account the refunded charge went through; null: the deployment's own account (or manual). */
  bankAccountId: string | null;
  status: RefundStatus;
  reason: RefundReason | null;
  description: string | null;
  referenceId: string | null;
  failureCode: string | null;
  createdAt: Date;
  updatedAt: Date;
}

type Move = 'bankReturned' | 'bankBookedLate' | 'bankRefused' | 'markSucceeded' | 'cancel';

/**
 * Every move a refund may make. Nothing leaves `succeeded`; a `failed` refund leaves it only when the
 * bank's statement shows it booked after all (the statement is the truth).
 */
const TRANSITIONS: Record<Move, { from: readonly RefundStatus[]; to: RefundStatus }> = {
  bankReturned: { from: ['pending'], to: 'succeeded' },
  bankBookedLate: { from: ['failed'], to: 'succeeded' },
  bankRefused: { from: ['pending'], to: 'failed' },
  markSucceeded: { from: ['requires_action'], to: 'succeeded' },
  cancel: { from: ['requires_action'], to: 'failed' },
};

/** What the gateway said of a refund it has settled: the money went back, or it refused. */
export type RefundResult = { status: 'refunded'; gatewayReference: string } | { status: 'declined'; declineCode: string };

/** The refund is not in a status that allows the move (mark_succeeded or cancel outside `requires_action`). */
export type RefundNotActionable = { kind: 'refund_not_actionable'; id: string; status: RefundStatus };

/**
 * Money a merchant gives back from a paid payment request. A refund holds its amount from the
 * moment it is made until it fails: `pending`, `requires_action` and `succeeded` refunds all count
 * against what remains refundable, so two refunds can never together exceed what was paid.
 */
export class Refund {
  private constructor(private props: RefundProps) {}

  /** A refund as planned (see `planRefund`): pending at its gateway, or waiting for the merchant when manual. */
  static open(init: Omit<RefundProps, 'status' | 'referenceId' | 'failureCode' | 'updatedAt'>): Refund {
    return new Refund({
      ...init,
      status: init.method === 'manual' ? 'requires_action' : 'pending',
      referenceId: null,
      failureCode: null,
      updatedAt: init.createdAt,
    });
  }

  static rehydrate(props: RefundProps): Refund {
    return new Refund({ ...props });
  }

  get id(): string { return this.props.id; }
  get paymentRequestId(): string { return this.props.paymentRequestId; }
  get paymentIntentId(): string { return this.props.paymentIntentId; }
  get amount(): Money { return this.props.amount; }
  get conversionAmount(): Money { return this.props.conversionAmount; }
  get method(): RefundMethod { return this.props.method; }
  get gatewayId(): string | null { return this.props.gatewayId; }
  get bankAccountId(): string | null { return this.props.bankAccountId; }
  get status(): RefundStatus { return this.props.status; }
  get reason(): RefundReason | null { return this.props.reason; }
  get description(): string | null { return this.props.description; }
  get referenceId(): string | null { return this.props.referenceId; }
  get failureCode(): string | null { return this.props.failureCode; }
  get createdAt(): Date { return this.props.createdAt; }
  get updatedAt(): Date { return this.props.updatedAt; }

  /** Whether its amount is spoken for: everything but a failed refund. */
  get holdsAmount(): boolean {
    return this.props.status !== 'failed';
  }

  /** The gateway returned the money. Called only on a pending refund: the caller has just asked about it. */
  bankReturned(referenceId: string, now: Date): void {
    this.move('bankReturned', { referenceId }, now);
  }

  /**
   * The bank's statement shows the refund booked: a pending one succeeds, as does a failed one at a
   * gateway (judged not processed, or refused, before the bank booked it). false: nothing to change.
   */
  bankBooked(referenceId: string, now: Date): boolean {
    if (this.props.status === 'pending') this.move('bankReturned', { referenceId }, now);
    else if (this.props.status === 'failed' && this.props.gatewayId !== null) {
      this.move('bankBookedLate', { referenceId, failureCode: null }, now);
    }
    else return false;
    return true;
  }

  /** The gateway refused: the amount is refundable again. */
  bankRefused(failureCode: string, now: Date): void {
    this.move('bankRefused', { failureCode }, now);
  }

  /** The merchant returned the money by other means. */
  markSucceeded(referenceId: string, now: Date): RefundNotActionable | null {
    if (!TRANSITIONS.markSucceeded.from.includes(this.props.status)) return this.notActionable();
    this.move('markSucceeded', { referenceId }, now);
    return null;
  }

  /** The merchant gave up on returning the money: the amount is refundable again. */
  cancel(now: Date): RefundNotActionable | null {
    if (!TRANSITIONS.cancel.from.includes(this.props.status)) return this.notActionable();
    this.move('cancel', { failureCode: CANCELED_BY_MERCHANT }, now);
    return null;
  }

  /** A deep copy of the state. */
  snapshot(): RefundProps {
    return { ...this.props, createdAt: new Date(this.props.createdAt), updatedAt: new Date(this.props.updatedAt) };
  }

  private notActionable(): RefundNotActionable {
    return { kind: 'refund_not_actionable', id: this.props.id, status: this.props.status };
  }

  private move(move: Move, change: Partial<Pick<RefundProps, 'referenceId' | 'failureCode'>>, now: Date): void {
    const { from, to } = TRANSITIONS[move];
    if (!from.includes(this.props.status)) throw new Error(`refund ${this.props.id} cannot ${move} from ${this.props.status}`);
    this.props = { ...this.props, ...change, status: to, updatedAt: now };
  }
}
