import { Money } from './money';
import { NOT_PROCESSED } from './payment-outcome';

export const PAYMENT_METHODS = ['c2p', 'credit_or_debit_card', 'p2p'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type PaymentIntentStatus = 'pending' | 'succeeded' | 'rejected';
export type CardBrand = 'visa' | 'mastercard';

/** What a payment intent was paid with. Never a full card number, a CVV or an OTP. */
export type PaymentInstrument =
  | { kind: 'c2p'; bankCode: string; bankName: string; payerId: string; phoneNumber: string }
  | { kind: 'card'; brand: CardBrand | 'unknown'; first6: string; last4: string; holderId: string }
  /**
   * A Pago Móvil transfer the payer says they made: from that phone and bank, with that reference, on that day;
   * `payerId` the payer's cédula or RIF when they gave it (a refund by Pago Móvil payout needs it).
   */
  | { kind: 'p2p'; bankCode: string; bankName: string; phoneNumber: string; reference: string; paidOn: string; payerId?: string };

export interface PaymentIntentProps {
  id: string;
  amount: Money;
  instrument: PaymentInstrument;
  /** The gateway that took the payment intent (`sandbox`, `mercantil`, …): every later question goes to it. */
  gatewayId: string;
  /** The merchant's own bank account at that gateway that took it; null: the deployment's own account. */
  bankAccountId: string | null;
  status: PaymentIntentStatus;
  declineCode: string | null;
  referenceId: string | null;
  createdAt: Date;
  resolvedAt: Date | null;
  /**
   * A charge the bank booked after we judged it not processed, on a request by then paid by another
   * payment intent or closed: it paid nothing, and a `duplicate` refund returns it.
   */
  duplicate: boolean;
}

/** One try to pay a payment request: pending while the gateway answers, then succeeded or rejected. */
export class PaymentIntent {
  private constructor(private props: PaymentIntentProps) {}

  static start(init: {
    id: string; amount: Money; instrument: PaymentInstrument; gatewayId: string; bankAccountId?: string | null; now: Date;
  }): PaymentIntent {
    return new PaymentIntent({
      id: init.id,
      amount: init.amount,
      instrument: init.instrument,
      gatewayId: init.gatewayId,
      bankAccountId: init.bankAccountId ?? null,
      status: 'pending',
      declineCode: null,
      referenceId: null,
      createdAt: init.now,
      resolvedAt: null,
      duplicate: false,
    });
  }

  static rehydrate(props: PaymentIntentProps): PaymentIntent {
    return new PaymentIntent({ ...props });
  }

  get id(): string { return this.props.id; }
  get amount(): Money { return this.props.amount; }
  get instrument(): PaymentInstrument { return this.props.instrument; }
  get gatewayId(): string { return this.props.gatewayId; }
  get bankAccountId(): string | null { return this.props.bankAccountId; }
  get status(): PaymentIntentStatus { return this.props.status; }
  get declineCode(): string | null { return this.props.declineCode; }
  get referenceId(): string | null { return this.props.referenceId; }
  get createdAt(): Date { return this.props.createdAt; }
  get resolvedAt(): Date | null { return this.props.resolvedAt; }
  get duplicate(): boolean { return this.props.duplicate; }

  /** Judged not processed: the one rejection the bank's statement can still prove wrong. */
  get judgedNotProcessed(): boolean {
    return this.props.status === 'rejected' && this.props.declineCode === NOT_PROCESSED;
  }

  get method(): PaymentMethod {
    const kind = this.props.instrument.kind;
    return kind === 'card' ? 'credit_or_debit_card' : kind;
  }

  /** The paying bank's name (C2P, P2P) or the card network (card). */
  get type(): string {
    const instrument = this.props.instrument;
    return instrument.kind === 'card' ? instrument.brand : instrument.bankName;
  }

  succeed(referenceId: string, now: Date): void {
    this.resolve({ status: 'succeeded', referenceId, declineCode: null, resolvedAt: now });
  }

  reject(declineCode: string, now: Date): void {
    this.resolve({ status: 'rejected', referenceId: null, declineCode, resolvedAt: now });
  }

  /**
   * The bank booked the charge of a payment intent judged not processed: it succeeded after all, paying
   * its request, or (`duplicate`) paying nothing, to be refunded.
   */
  succeedLate(referenceId: string, now: Date, duplicate: boolean): void {
    if (!this.judgedNotProcessed) throw new Error(`payment intent ${this.id} was not judged not processed`);
    this.props = { ...this.props, status: 'succeeded', referenceId, declineCode: null, resolvedAt: now, duplicate };
  }

  /** A deep copy of the state. */
  snapshot(): PaymentIntentProps {
    const { instrument, createdAt, resolvedAt } = this.props;
    return {
      ...this.props,
      instrument: { ...instrument },
      createdAt: new Date(createdAt),
      resolvedAt: resolvedAt && new Date(resolvedAt),
    };
  }

  private resolve(outcome: Pick<PaymentIntentProps, 'status' | 'referenceId' | 'declineCode' | 'resolvedAt'>): void {
    if (this.props.status !== 'pending') throw new Error(`payment intent ${this.id} is already ${this.props.status}`);
    this.props = { ...this.props, ...outcome };
  }
}
