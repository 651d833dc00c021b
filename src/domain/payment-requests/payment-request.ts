import { CANCELLATION_REASONS, CancellationReason } from './cancellation-reason';
import { DomainEvent } from '../events';
import { ExchangeRate, Money } from '../money';
import { Owner } from '../mode';
import { PaymentIntent } from '../payment-intent';
import { PaymentOutcome } from '../payment-outcome';
import { CANCELED_BY_MERCHANT, Refund, RefundNotActionable, RefundResult } from '../refunds/refund';
import { NOT_PROCESSED } from '../payment-outcome';
import { ExceedsRemaining, NotRefundable, RefundPlan, Sums, overRefundedOf, planDuplicateRefund, planRefund } from '../refunds/refund-plan';
import { RefundEventType } from '../events';
import { ReturnUrl } from '../return-url';
import { PagoMovilAccount, RecordedPagoMovil } from './pago-movil-account';
import {
  IntentsExhausted, MAX_REJECTED_INTENTS, NotCancelable, NotPayable, NotUpdatable, PaymentRequestStatus, Refused, TRANSITIONS, Transition,
} from './lifecycle';
import { BookedRefundResult, DUPLICATE_REFUND_TRIES, DuplicateRefundRequest, LateChargeResult, RefundRequest } from './refunds';

export { CANCELLATION_REASONS, type CancellationReason };

/** The customer as the request was issued to them. */
export interface CustomerSnapshot {
  id: string;
  dni: string;
  email: string;
}

export interface PaymentRequestProps {
  id: string;
  merchantId: string;
  /** Made with a live key (paid through the configured banks) or a test key (paid through the sandbox only). */
  livemode: boolean;
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
  /** Oldest first. They belong to the request: one save stores a refund with the version that allowed it. */
  refunds: Refund[];
  /** From this instant on the request can no longer be paid, updated or canceled; null: never. */
  expiresAt: Date | null;
  /** Where the hosted page links the customer back to the merchant once paid or canceled; null: no link. */
  returnUrl: ReturnUrl | null;
  /** The payment link (`plink_…`) the customer created it through; null: the merchant created it. Set once, at issue. */
  paymentLinkId: string | null;
  /**
   * Where payers were told to send a Pago Móvil transfer, recorded when issued and when revised by
   * the merchant: what its events show forever, whatever the routing becomes.
   */
  pagoMovil: RecordedPagoMovil;
  canceledAt: Date | null;
  cancellationReason: CancellationReason | null;
  /** Optimistic-concurrency version: 0 until first saved, then bumped by every save. */
  version: number;
}

export type IssuePaymentRequest = Pick<
  PaymentRequestProps,
  'id' | 'merchantId' | 'livemode' | 'token' | 'description' | 'externalId' | 'customer' | 'amount' | 'rate'
> & {
  now: Date; expiresAt?: Date | null; returnUrl?: ReturnUrl | null; paymentLinkId?: string | null;
  /** Left out: no account takes Pago Móvil for it. */
  pagoMovil?: PagoMovilAccount | null;
};

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
      livemode: init.livemode,
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
      refunds: [],
      expiresAt: init.expiresAt ?? null,
      returnUrl: init.returnUrl ?? null,
      paymentLinkId: init.paymentLinkId ?? null,
      pagoMovil: init.pagoMovil ?? null,
      canceledAt: null,
      cancellationReason: null,
      version: 0,
    });
    request.record({ type: 'payment_request.created' }, init.now);
    return request;
  }

  static rehydrate(props: PaymentRequestProps): PaymentRequest {
    return new PaymentRequest({ ...props, intents: [...props.intents], refunds: [...props.refunds] });
  }

  get id(): string { return this.props.id; }
  get merchantId(): string { return this.props.merchantId; }
  get livemode(): boolean { return this.props.livemode; }
  get owner(): Owner { return { merchantId: this.props.merchantId, livemode: this.props.livemode }; }
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
  get refunds(): readonly Refund[] { return this.props.refunds; }
  get expiresAt(): Date | null { return this.props.expiresAt; }
  get returnUrl(): ReturnUrl | null { return this.props.returnUrl; }
  get paymentLinkId(): string | null { return this.props.paymentLinkId; }
  get pagoMovil(): RecordedPagoMovil { return this.props.pagoMovil; }
  get canceledAt(): Date | null { return this.props.canceledAt; }
  get cancellationReason(): CancellationReason | null { return this.props.cancellationReason; }

  /** True from `expiresAt` on, whether or not the request has been stored as expired yet. */
  hasExpiredAt(now: Date): boolean {
    return this.props.expiresAt !== null && now.getTime() >= this.props.expiresAt.getTime();
  }

  get pendingIntents(): PaymentIntent[] { return this.props.intents.filter((i) => i.status === 'pending'); }
  get rejectedIntents(): PaymentIntent[] { return this.props.intents.filter((i) => i.status === 'rejected'); }
  /** The payment intent that paid the request (a late charge refunded as a duplicate paid nothing). */
  get succeededIntent(): PaymentIntent | null {
    return this.props.intents.find((i) => i.status === 'succeeded' && !i.duplicate) ?? null;
  }

  /**
   * Changes amount, description, expiry and/or return URL (null removes either); repriced at `rate`
   * when one is given; `pagoMovil`, when given, is recorded as where payers send a transfer from now
   * on. Only while waiting for payment and not expired.
   */
  revise(change: {
    amount?: Money; description?: string; expiresAt?: Date | null; returnUrl?: ReturnUrl | null; rate?: ExchangeRate; now: Date;
    pagoMovil?: PagoMovilAccount | null;
  }): NotUpdatable | null {
    const refusal = this.refuseIfExpired('not_updatable', change.now);
    if (refusal) return refusal;
    if (!this.move('revise')) return this.refused('not_updatable');
    const amount = change.amount ?? this.props.amount;
    const rate = change.rate ?? this.props.rate;
    this.props = {
      ...this.props,
      amount,
      description: change.description ?? this.props.description,
      expiresAt: change.expiresAt === undefined ? this.props.expiresAt : change.expiresAt,
      returnUrl: change.returnUrl === undefined ? this.props.returnUrl : change.returnUrl,
      pagoMovil: change.pagoMovil === undefined ? this.props.pagoMovil : change.pagoMovil,
      rate,
      conversionAmount: amount.convert(rate),
      updatedAt: change.now,
    };
    this.record({ type: 'payment_request.updated' }, change.now);
    return null;
  }

  /** Why a payment could not begin now (beginPayment's refusal), asked without beginning one; null when it could. */
  paymentRefusal(now: Date): NotPayable | IntentsExhausted | null {
    const refusal = this.refuseIfExpired('not_payable', now);
    if (refusal) return refusal;
    if (this.status === 'waiting_for_payment' && this.rejectedIntents.length >= MAX_REJECTED_INTENTS) {
      return { kind: 'attempts_exhausted', id: this.id, limit: MAX_REJECTED_INTENTS };
    }
    const allowed = TRANSITIONS.beginPayment.from.includes(this.status);
    return this.props.conversionAmount.cents === 0 || !allowed ? this.refused('not_payable') : null;
  }

  /** Claims the request for one payment intent; no other payment intent or revision gets through until it settles. */
  beginPayment(intent: PaymentIntent, now: Date): NotPayable | IntentsExhausted | null {
    const refusal = this.paymentRefusal(now);
    if (refusal) return refusal;
    this.move('beginPayment');
    this.props = { ...this.props, intents: [...this.props.intents, intent], updatedAt: now };
    return null;
  }

  /**
   * Records what the gateway said about the pending payment intent `intentId`. Settling a payment intent that is
   * not pending is a bug of the caller, not an answer: it throws. A payment intent begun before the expiry
   * settles after it all the same: approved, the request is paid; declined, it is expired at once.
   */
  settlePayment(intentId: string, outcome: PaymentOutcome, now: Date): void {
    const intent = this.pendingIntents.find((i) => i.id === intentId);
    if (!intent) throw new Error(`payment intent ${intentId} is not pending on ${this.id}`);
    const intentFields = { method: intent.method, paymentIntentId: intent.id };
    if (outcome.status === 'approved') {
      if (!this.move('approvePayment')) throw new Error(`cannot approve ${this.id} from ${this.status}`);
      intent.succeed(outcome.gatewayReference, now);
      this.record({ type: 'payment_request.paid', ...intentFields }, now);
    } else {
      if (!this.move('declinePayment')) throw new Error(`cannot decline ${this.id} from ${this.status}`);
      intent.reject(outcome.declineCode, now);
      this.record({ type: 'payment_request.payment_failed', declineCode: outcome.declineCode, ...intentFields }, now);
    }
    this.props = { ...this.props, updatedAt: now };
    if (this.status === 'waiting_for_payment' && this.hasExpiredAt(now)) this.expire(now);
  }

  /**
   * The bank's statement shows a charge, `gatewayReference`, for payment intent `intentId`, which we had
   * judged not processed. Payable still, the request is paid by it; paid by another payment intent or
   * closed (an expiry that has passed included), the charge is recorded and refunded in full at
   * once, so no money is kept for nothing. Settled once: a second call finds the payment intent succeeded.
   */
  settleLateCharge(intentId: string, gatewayReference: string, refund: DuplicateRefundRequest, now: Date): LateChargeResult {
    const intent = this.props.intents.find((i) => i.id === intentId);
    if (intent?.duplicate) return this.refundDuplicateAgain(intent, refund, now);
    if (!intent?.judgedNotProcessed) return { kind: 'nothing' };
    if (this.status === 'waiting_for_payment_confirmation') return { kind: 'busy' };
    if (this.status === 'waiting_for_payment' && this.hasExpiredAt(now)) this.expire(now);
    this.props = { ...this.props, updatedAt: now };
    if (this.move('approveLateCharge')) {
      intent.succeedLate(gatewayReference, now, false);
      this.record({ type: 'payment_request.paid', method: intent.method, paymentIntentId: intent.id }, now);
      return { kind: 'paid' };
    }
    intent.succeedLate(gatewayReference, now, true);
    return this.refundDuplicate(intent, refund, 'gateway', now);
  }

  /**
   * A duplicate whose refunds all failed is refunded again: through its gateway while none reached
   * it, else by the merchant (`manual`). One the merchant gave up on (canceled) is left to them.
   */
  private refundDuplicateAgain(intent: PaymentIntent, refund: DuplicateRefundRequest, now: Date): LateChargeResult {
    const earlier = this.props.refunds.filter((r) => r.paymentIntentId === intent.id);
    if (earlier.some((r) => r.holdsAmount || r.failureCode === CANCELED_BY_MERCHANT)) return { kind: 'nothing' };
    const neverReached = earlier.length < DUPLICATE_REFUND_TRIES && earlier.every((r) => r.failureCode === NOT_PROCESSED);
    return this.refundDuplicate(intent, refund, neverReached ? 'gateway' : 'merchant', now);
  }

  private refundDuplicate(intent: PaymentIntent, refund: DuplicateRefundRequest, by: 'gateway' | 'merchant', now: Date): LateChargeResult {
    const plan = planDuplicateRefund(this, intent, refund, by);
    return { kind: 'refunded', refund: this.openRefund(plan, { id: refund.id, reason: 'duplicate', description: null, now }) };
  }

  /** The merchant withdraws the request: only while waiting for payment and not expired. */
  cancel(now: Date): NotCancelable | null {
    const refusal = this.refuseIfExpired('not_cancelable', now);
    if (refusal) return refusal;
    if (!this.move('cancel')) return this.refused('not_cancelable');
    this.closeAs('requested', now, now);
    return null;
  }

  /**
   * Stores the request as canceled because its expiry passed, as of the expiry itself. Refused while
   * it has not expired, or when it is not waiting for payment (a payment intent in flight settles first).
   */
  expire(now: Date): NotCancelable | null {
    const expiresAt = this.props.expiresAt;
    if (expiresAt === null || !this.hasExpiredAt(now) || !this.move('expire')) return this.refused('not_cancelable');
    this.closeAs('expired', new Date(expiresAt), now);
    return null;
  }

  /**
   * Gives back part or all of a paid request (see planRefund for the amounts and the rail). The
   * request stays `paid`; a refund left to the merchant (`manual`) says so at once.
   */
  refund(ask: RefundRequest): Refund | NotRefundable | ExceedsRemaining {
    const plan = planRefund(this, this.props.refunds, {
      amount: ask.amount, paidToday: ask.paidToday, cardGatewayRefunds: ask.cardGatewayRefunds, paysOutRefunds: ask.paysOutRefunds,
    });
    if (plan.kind !== 'planned') return plan;
    return this.openRefund(plan, ask);
  }

  /** Records what the gateway said of the pending refund `refundId`; like settlePayment, a refund not pending is the caller's bug. */
  settleRefund(refundId: string, result: RefundResult, now: Date): void {
    const refund = this.props.refunds.find((r) => r.id === refundId && r.status === 'pending');
    if (!refund) throw new Error(`refund ${refundId} is not pending on ${this.id}`);
    if (result.status === 'refunded') refund.bankReturned(result.gatewayReference, now);
    else refund.bankRefused(result.declineCode, now);
    this.props = { ...this.props, updatedAt: now };
    this.recordRefund(refund.status === 'succeeded' ? 'refund.succeeded' : 'refund.failed', refund, now);
  }

  /**
   * The bank's statement shows refund `refundId` booked as `gatewayReference`: pending, it succeeds; judged
   * failed (or refused) at its gateway, it succeeds after all, and when that gives back more than was paid
   * the answer says how much more (`overRefunded`, what this booking added). `nothing`: already succeeded.
   */
  settleBookedRefund(refundId: string, gatewayReference: string, now: Date): BookedRefundResult {
    const refund = this.props.refunds.find((r) => r.id === refundId);
    if (!refund) throw new Error(`refund ${refundId} is not one of ${this.id}'s`);
    const before = this.overRefunded;
    const failed = refund.status === 'failed';
    if (!refund.bankBooked(gatewayReference, now)) return { kind: 'nothing' };
    this.props = { ...this.props, updatedAt: now };
    this.recordRefund('refund.succeeded', refund, now);
    if (!failed) return { kind: 'booked', overRefunded: null };
    const after = this.overRefunded;
    const added = {
      amount: Money.ofCents('USD', after.amount.cents - before.amount.cents),
      conversionAmount: Money.ofCents('VES', after.conversionAmount.cents - before.conversionAmount.cents),
    };
    return { kind: 'booked', overRefunded: added.conversionAmount.cents > 0 ? added : null };
  }

  /** What the succeeded refunds gave back beyond what was paid (zero amounts unless a refund booked late did). */
  get overRefunded(): Sums {
    return overRefundedOf(this, this.props.refunds);
  }

  /** The merchant returned the money of a refund left to them (`reference_id`: their proof of it). */
  markRefundSucceeded(refundId: string, referenceId: string, now: Date): RefundNotActionable | null {
    return this.actOnRefund(refundId, now, (refund) => refund.markSucceeded(referenceId, now), 'refund.succeeded');
  }

  /** The merchant gave up on a refund left to them: it fails, and its amount is refundable again. */
  cancelRefund(refundId: string, now: Date): RefundNotActionable | null {
    return this.actOnRefund(refundId, now, (refund) => refund.cancel(now), 'refund.failed');
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
      expiresAt: copyOf(this.props.expiresAt),
      canceledAt: copyOf(this.props.canceledAt),
      intents: this.props.intents.map((i) => PaymentIntent.rehydrate(i.snapshot())),
      refunds: this.props.refunds.map((r) => Refund.rehydrate(r.snapshot())),
    };
  }

  /** Called by a repository once this state, and eventsToStore() with it, is stored. */
  markSaved(): void {
    this.props = { ...this.props, version: this.props.version + 1 };
    this.storedEvents = this.events.length;
  }

  private openRefund(plan: RefundPlan, ask: Pick<RefundRequest, 'id' | 'reason' | 'description' | 'now'>): Refund {
    const { kind: _planned, ...planned } = plan;
    const refund = Refund.open({
      ...planned, id: ask.id, paymentRequestId: this.id, reason: ask.reason, description: ask.description, createdAt: ask.now,
    });
    this.props = { ...this.props, refunds: [...this.props.refunds, refund], updatedAt: ask.now };
    this.recordRefund('refund.created', refund, ask.now);
    if (refund.status === 'requires_action') this.recordRefund('refund.requires_action', refund, ask.now);
    return refund;
  }

  private actOnRefund(
    refundId: string,
    now: Date,
    act: (refund: Refund) => RefundNotActionable | null,
    type: RefundEventType,
  ): RefundNotActionable | null {
    const refund = this.props.refunds.find((r) => r.id === refundId);
    if (!refund) throw new Error(`refund ${refundId} is not one of ${this.id}'s`);
    const refusal = act(refund);
    if (refusal) return refusal;
    this.props = { ...this.props, updatedAt: now };
    this.recordRefund(type, refund, now);
    return null;
  }

  private recordRefund(type: RefundEventType, refund: Refund, now: Date): void {
    this.record({ type, refundId: refund.id }, now);
  }

  private closeAs(reason: CancellationReason, canceledAt: Date, now: Date): void {
    this.props = { ...this.props, canceledAt, cancellationReason: reason, updatedAt: now };
    this.record({ type: 'payment_request.canceled', reason }, now);
  }

  /** A move that only a request waiting for payment may make, asked for once its expiry has passed. */
  private refuseIfExpired<Kind extends string>(kind: Kind, now: Date): Refused<Kind> | null {
    if (this.status !== 'waiting_for_payment' || !this.hasExpiredAt(now)) return null;
    return { ...this.refused(kind), expiredAt: new Date(this.props.expiresAt as Date) };
  }

  private refused<Kind extends string>(kind: Kind): Refused<Kind> {
    return { kind, id: this.id, status: this.status };
  }

  /** Makes the move if the table allows it from the current status; false when it does not. */
  private move(transition: Transition): boolean {
    const rule = TRANSITIONS[transition];
    if (!rule.from.includes(this.props.status)) return false;
    if (rule.to !== 'unchanged') this.props = { ...this.props, status: rule.to };
    return true;
  }

  private record(event: DistributiveOmit<DomainEvent, 'paymentRequestId' | 'merchantId' | 'livemode' | 'occurredAt'>, now: Date): void {
    // The event's own fields spread last: V8 builds `{ ...event, key }` with a key the event lacks
    // 20-30 times slower (docs/benchmarks-first-runs.md, "Spreads that add keys"); the event holds none of these four.
    this.events.push({
      paymentRequestId: this.id, merchantId: this.merchantId, livemode: this.livemode, occurredAt: now, ...event,
    } as DomainEvent);
  }
}

const copyOf = (instant: Date | null): Date | null => (instant === null ? null : new Date(instant));

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
