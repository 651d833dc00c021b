import { DomainError, PaymentRequestNotPayable, PaymentRequestNotUpdatable } from './errors';
import { ExchangeRate, Money } from './money';
import { PaymentIntent } from './payment-intent';

export const PAYMENT_REQUEST_STATUSES = [
  'waiting_for_payment',
  'waiting_for_payment_confirmation',
  'paid',
  'canceled',
] as const;
export type PaymentRequestStatus = (typeof PAYMENT_REQUEST_STATUSES)[number];

/** The customer as the request was issued to them. */
export interface CustomerSnapshot {
  id: string;
  dni: string;
  email: string;
}

export interface PaymentRequestProps {
  id: string;
  merchantId: string;
  token: string;
  description: string;
  externalId: string | null;
  customer: CustomerSnapshot;
  amount: Money;
  rate: ExchangeRate;
  conversionAmount: Money;
  status: PaymentRequestStatus;
  createdAt: Date;
  updatedAt: Date;
  intents: PaymentIntent[];
  /** Optimistic-concurrency version: 0 until first saved, then bumped by every save. */
  version: number;
}

export type PaymentOutcome = { approved: true; referenceId: string } | { approved: false; declineCode: string };

type Transition = 'revise' | 'beginPayment' | 'approvePayment' | 'declinePayment';

/** Every move a payment request may make. Anything not listed here is refused. */
const TRANSITIONS: Record<Transition, { from: readonly PaymentRequestStatus[]; to: PaymentRequestStatus | 'unchanged' }> = {
  revise: { from: ['waiting_for_payment'], to: 'unchanged' },
  beginPayment: { from: ['waiting_for_payment'], to: 'waiting_for_payment_confirmation' },
  approvePayment: { from: ['waiting_for_payment_confirmation'], to: 'paid' },
  declinePayment: { from: ['waiting_for_payment_confirmation'], to: 'waiting_for_payment' },
};

class IllegalTransition extends DomainError {
  readonly code = 'illegal_transition';
}

export type IssuePaymentRequest = Pick<
  PaymentRequestProps,
  'id' | 'merchantId' | 'token' | 'description' | 'externalId' | 'customer' | 'amount' | 'rate'
> & { now: Date };

export class PaymentRequest {
  private constructor(private props: PaymentRequestProps) {}

  static issue(init: IssuePaymentRequest): PaymentRequest {
    return new PaymentRequest({
      id: init.id,
      merchantId: init.merchantId,
      token: init.token,
      description: init.description,
      externalId: init.externalId,
      customer: init.customer,
      amount: init.amount,
      rate: init.rate,
      conversionAmount: init.amount.convert(init.rate),
      status: 'waiting_for_payment',
      createdAt: init.now,
      updatedAt: init.now,
      intents: [],
      version: 0,
    });
  }

  static rehydrate(props: PaymentRequestProps): PaymentRequest {
    return new PaymentRequest({ ...props, intents: [...props.intents] });
  }

  get id(): string { return this.props.id; }
  get merchantId(): string { return this.props.merchantId; }
  get token(): string { return this.props.token; }
  get description(): string { return this.props.description; }
  get externalId(): string | null { return this.props.externalId; }
  get customer(): CustomerSnapshot { return this.props.customer; }
  get amount(): Money { return this.props.amount; }
  get rate(): ExchangeRate { return this.props.rate; }
  get conversionAmount(): Money { return this.props.conversionAmount; }
  get status(): PaymentRequestStatus { return this.props.status; }
  get createdAt(): Date { return this.props.createdAt; }
  get updatedAt(): Date { return this.props.updatedAt; }
  get version(): number { return this.props.version; }
  get intents(): readonly PaymentIntent[] { return this.props.intents; }

  get pendingIntents(): PaymentIntent[] { return this.props.intents.filter((i) => i.status === 'pending'); }
  get rejectedIntents(): PaymentIntent[] { return this.props.intents.filter((i) => i.status === 'rejected'); }
  get succeededIntent(): PaymentIntent | null {
    return this.props.intents.find((i) => i.status === 'succeeded') ?? null;
  }

  /** Changes amount and/or description, repriced at `rate`. Only while waiting for payment. */
  revise(change: { amount?: Money; description?: string; rate: ExchangeRate; now: Date }): void {
    this.move('revise', () => new PaymentRequestNotUpdatable(this.id, this.status));
    const amount = change.amount ?? this.props.amount;
    this.props = {
      ...this.props,
      amount,
      description: change.description ?? this.props.description,
      rate: change.rate,
      conversionAmount: amount.convert(change.rate),
      updatedAt: change.now,
    };
  }

  /** Claims the request for one payment attempt; no other attempt or revision gets through until it settles. */
  beginPayment(intent: PaymentIntent, now: Date): void {
    this.move('beginPayment', () => new PaymentRequestNotPayable(this.id, this.status));
    this.props = { ...this.props, intents: [...this.props.intents, intent], updatedAt: now };
  }

  /** Records what the gateway said about the pending attempt `intentId`. */
  settlePayment(intentId: string, outcome: PaymentOutcome, now: Date): void {
    const intent = this.pendingIntents.find((i) => i.id === intentId);
    if (!intent) throw new IllegalTransition(`payment intent ${intentId} is not pending on ${this.id}`);
    if (outcome.approved) {
      this.move('approvePayment', () => new IllegalTransition(`cannot approve ${this.id} from ${this.status}`));
      intent.succeed(outcome.referenceId, now);
    } else {
      this.move('declinePayment', () => new IllegalTransition(`cannot decline ${this.id} from ${this.status}`));
      intent.reject(outcome.declineCode, now);
    }
    this.props = { ...this.props, updatedAt: now };
  }

  /** A deep copy of the state, for repositories. */
  snapshot(): PaymentRequestProps {
    return {
      ...this.props,
      customer: { ...this.props.customer },
      createdAt: new Date(this.props.createdAt),
      updatedAt: new Date(this.props.updatedAt),
      intents: this.props.intents.map((i) => PaymentIntent.rehydrate(i.snapshot())),
    };
  }

  /** Called by a repository once this state is stored. */
  markSaved(): void {
    this.props = { ...this.props, version: this.props.version + 1 };
  }

  private move(transition: Transition, refusal: () => DomainError): void {
    const rule = TRANSITIONS[transition];
    if (!rule.from.includes(this.props.status)) throw refusal();
    if (rule.to !== 'unchanged') this.props = { ...this.props, status: rule.to };
  }
}
