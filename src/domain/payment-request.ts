import { DomainEvent } from './events';
import { ExchangeRate, Money } from './money';
import { PaymentIntent } from './payment-intent';
import { PaymentOutcome } from './payment-outcome';

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

/** Why the aggregate refused a move: the request is not in a status that allows it. */
export type NotUpdatable = { kind: 'not_updatable'; id: string; status: PaymentRequestStatus };
export type NotPayable = { kind: 'not_payable'; id: string; status: PaymentRequestStatus };

type Transition = 'revise' | 'beginPayment' | 'approvePayment' | 'declinePayment';

/** Every move a payment request may make. Anything not listed here is refused. */
const TRANSITIONS: Record<Transition, { from: readonly PaymentRequestStatus[]; to: PaymentRequestStatus | 'unchanged' }> = {
  revise: { from: ['waiting_for_payment'], to: 'unchanged' },
  beginPayment: { from: ['waiting_for_payment'], to: 'waiting_for_payment_confirmation' },
  approvePayment: { from: ['waiting_for_payment_confirmation'], to: 'paid' },
  declinePayment: { from: ['waiting_for_payment_confirmation'], to: 'waiting_for_payment' },
};

export type IssuePaymentRequest = Pick<
  PaymentRequestProps,
  'id' | 'merchantId' | 'token' | 'description' | 'externalId' | 'customer' | 'amount' | 'rate'
> & { now: Date };

export class PaymentRequest {
  /** Recorded since the last pullEvents(); each is stored once, by the save that stores its change. */
  private events: DomainEvent[] = [];
  /** How many of `events` a save has already stored. */
  private storedEvents = 0;

  private constructor(private props: PaymentRequestProps) {}

  static issue(init: IssuePaymentRequest): PaymentRequest {
    const request = new PaymentRequest({
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
    request.record({ type: 'payment_request.created' }, init.now);
    return request;
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
  revise(change: { amount?: Money; description?: string; rate: ExchangeRate; now: Date }): NotUpdatable | null {
    if (!this.move('revise')) return { kind: 'not_updatable', id: this.id, status: this.status };
    const amount = change.amount ?? this.props.amount;
    this.props = {
      ...this.props,
      amount,
      description: change.description ?? this.props.description,
      rate: change.rate,
      conversionAmount: amount.convert(change.rate),
      updatedAt: change.now,
    };
    this.record({ type: 'payment_request.updated' }, change.now);
    return null;
  }

  /** Claims the request for one payment attempt; no other attempt or revision gets through until it settles. */
  beginPayment(intent: PaymentIntent, now: Date): NotPayable | null {
    if (!this.move('beginPayment')) return { kind: 'not_payable', id: this.id, status: this.status };
    this.props = { ...this.props, intents: [...this.props.intents, intent], updatedAt: now };
    return null;
  }

  /**
   * Records what the gateway said about the pending attempt `intentId`. Settling an attempt that is
   * not pending is a bug of the caller, not an answer: it throws.
   */
  settlePayment(intentId: string, outcome: PaymentOutcome, now: Date): void {
    const intent = this.pendingIntents.find((i) => i.id === intentId);
    if (!intent) throw new Error(`payment intent ${intentId} is not pending on ${this.id}`);
    const attempt = { method: intent.method, paymentIntentId: intent.id };
    if (outcome.status === 'approved') {
      if (!this.move('approvePayment')) throw new Error(`cannot approve ${this.id} from ${this.status}`);
      intent.succeed(outcome.gatewayReference, now);
      this.record({ type: 'payment_request.paid', ...attempt }, now);
    } else {
      if (!this.move('declinePayment')) throw new Error(`cannot decline ${this.id} from ${this.status}`);
      intent.reject(outcome.declineCode, now);
      this.record({ type: 'payment_request.payment_failed', ...attempt, declineCode: outcome.declineCode }, now);
    }
    this.props = { ...this.props, updatedAt: now };
  }

  /** The events no save has stored yet, oldest first: the next save stores them with the state. */
  eventsToStore(): readonly DomainEvent[] {
    return this.events.slice(this.storedEvents);
  }

  /** The events recorded since the last call, oldest first; the aggregate forgets them. */
  pullEvents(): DomainEvent[] {
    const events = this.events;
    this.events = [];
    this.storedEvents = 0;
    return events;
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

  /** Called by a repository once this state, and eventsToStore() with it, is stored. */
  markSaved(): void {
    this.props = { ...this.props, version: this.props.version + 1 };
    this.storedEvents = this.events.length;
  }

  /** Makes the move if the table allows it from the current status; false when it does not. */
  private move(transition: Transition): boolean {
    const rule = TRANSITIONS[transition];
    if (!rule.from.includes(this.props.status)) return false;
    if (rule.to !== 'unchanged') this.props = { ...this.props, status: rule.to };
    return true;
  }

  private record(event: DistributiveOmit<DomainEvent, 'paymentRequestId' | 'merchantId' | 'occurredAt'>, now: Date): void {
    this.events.push({ ...event, paymentRequestId: this.id, merchantId: this.merchantId, occurredAt: now } as DomainEvent);
  }
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
