import { ExchangeRate, Money } from '../money';
import { PaymentInstrument, PaymentIntent } from '../payment-intent';
import { Refund, RefundMethod } from './refund';

/** What a refund's plan reads of its payment request (the aggregate itself, which holds its refunds). */
export interface RefundableRequest {
  id: string;
  status: string;
  amount: Money;
  conversionAmount: Money;
  rate: ExchangeRate;
  succeededIntent: PaymentIntent | null;
  intents: readonly PaymentIntent[];
}

/** What a new refund will return, in both currencies, and through which rail and gateway. */
export type RefundPlan = {
  kind: 'planned';
  paymentIntentId: string;
  amount: Money;
  conversionAmount: Money;
  method: RefundMethod;
  gatewayId: string | null;
  bankAccountId: string | null;
};

/** The request is not `paid`, or its refunds already hold all of it. */
export type NotRefundable = { kind: 'not_refundable'; id: string; status: string };
/** More than remains refundable was asked for; `remaining` is what could be. */
export type ExceedsRemaining = { kind: 'exceeds_remaining'; id: string; remaining: Money };

export interface RefundAsk {
  /** USD, or null for everything that remains. */
  amount: Money | null;
  /** The paying intent was approved on the calendar day it is now (BUSINESS_TIME_ZONE). */
  paidToday: boolean;
  /** The card's gateway can return money to the card; otherwise a card refund is manual. */
  cardGatewayRefunds: boolean;
  /**
   * The paying gateway can pay a refund out by Pago Móvil (rail `p2p`): a reported transfer's refund goes by it
   * when the payer gave their id, and is otherwise manual. Left out: it cannot.
   */
  paysOutRefunds?: boolean;
}

/**
 * What a paid request's refunds have not yet spoken for, in USD and in VES. Only refunds of the
 * paying intent count: a `duplicate` refund returns a late charge that paid nothing.
 */
export function remainingOf(request: RefundableRequest, refunds: readonly Refund[]): Sums {
  const held = sumOf(refundsOf(request.succeededIntent, refunds).filter((refund) => refund.holdsAmount));
  // A refund booked after it was judged failed can hold more than was paid: nothing remains then.
  return {
    amount: Money.ofCents('USD', Math.max(0, request.amount.cents - held.amount.cents)),
    conversionAmount: Money.ofCents('VES', Math.max(0, request.conversionAmount.cents - held.conversionAmount.cents)),
  };
}

/** The sums of the succeeded refunds, duplicates' included: what the customer has had back. */
export function refundedOf(refunds: readonly Refund[]): Sums {
  return sumOf(refunds.filter((refund) => refund.status === 'succeeded'));
}

/** Money in both currencies: USD, and VES at the rate the request was paid at. */
export type Sums = { amount: Money; conversionAmount: Money };

/**
 * What the succeeded refunds gave back beyond what was paid, in both currencies: zero unless a refund
 * judged failed was booked by the bank after another one was made. Each charge counts on its own: the
 * paying intent against the request's amounts, a duplicate charge against its own.
 */
export function overRefundedOf(request: RefundableRequest, refunds: readonly Refund[]): Sums {
  const over = { usd: 0, ves: 0 };
  for (const intent of request.intents) {
    const paid = intent === request.succeededIntent ? { amount: request.amount, conversionAmount: request.conversionAmount }
      : intent.duplicate ? { amount: usdOfLateCharge(request, intent.amount), conversionAmount: intent.amount } : null;
    if (!paid) continue;
    const back = refundedOf(refundsOf(intent, refunds));
    over.usd += Math.max(0, back.amount.cents - paid.amount.cents);
    over.ves += Math.max(0, back.conversionAmount.cents - paid.conversionAmount.cents);
  }
  return { amount: Money.ofCents('USD', over.usd), conversionAmount: Money.ofCents('VES', over.ves) };
}

/** The USD of a late charge of `conversionAmount`: the request's price when it is the request's whole VES amount. */
function usdOfLateCharge(request: RefundableRequest, conversionAmount: Money): Money {
  return conversionAmount.equals(request.conversionAmount)
    ? request.amount
    : Money.fromDecimal('USD', conversionAmount.amount.div(request.rate.value));
}

function refundsOf(intent: PaymentIntent | null, refunds: readonly Refund[]): readonly Refund[] {
  return intent === null ? [] : refunds.filter((refund) => refund.paymentIntentId === intent.id);
}

function sumOf(refunds: readonly Refund[]): Sums {
  const cents = (pick: (refund: Refund) => Money) => refunds.reduce((total, refund) => total + pick(refund).cents, 0);
  return { amount: Money.ofCents('USD', cents((r) => r.amount)), conversionAmount: Money.ofCents('VES', cents((r) => r.conversionAmount)) };
}

/**
 * The one rule for a new refund of `request`, given every refund it already has. The VES amount is
 * the USD amount at the rate the request was paid at, rounded half up, and never more than the VES
 * that remain; the refund of everything that remains returns exactly the VES that remain, so a
 * request's refunds never add up to more VES than were paid, whatever the rounding.
 */
export function planRefund(
  request: RefundableRequest,
  refunds: readonly Refund[],
  ask: RefundAsk,
): RefundPlan | NotRefundable | ExceedsRemaining {
  const intent = request.succeededIntent;
  const remaining = remainingOf(request, refunds);
  if (request.status !== 'paid' || intent === null || remaining.amount.cents <= 0) {
    return { kind: 'not_refundable', id: request.id, status: request.status };
  }
  const amount = ask.amount ?? remaining.amount;
  if (amount.cents > remaining.amount.cents) return { kind: 'exceeds_remaining', id: request.id, remaining: remaining.amount };
  const all = amount.cents === remaining.amount.cents;
  const conversionAmount = all
    ? remaining.conversionAmount
    : Money.ofCents('VES', Math.min(amount.convert(request.rate).cents, remaining.conversionAmount.cents));
  const method = methodOf(intent.instrument, {
    fullAndFirst: refundsOf(intent, refunds).length === 0 && amount.cents === request.amount.cents,
    paidToday: ask.paidToday,
    cardGatewayRefunds: ask.cardGatewayRefunds,
    paysOutRefunds: ask.paysOutRefunds,
  });
  return {
    kind: 'planned',
    paymentIntentId: intent.id,
    amount,
    conversionAmount,
    method,
    gatewayId: method === 'manual' ? null : intent.gatewayId,
    bankAccountId: method === 'manual' ? null : intent.bankAccountId,
  };
}

/**
 * The refund of all of `lateCharge`, a payment intent the bank booked after the request was paid by
 * another or closed: its VES exactly, and their USD at the request's rate (the request's price when
 * the charge was of its whole amount, as it always is unless the request was revised since);
 * through the charge's gateway, or (`merchant`) left to the merchant to return.
 */
export function planDuplicateRefund(
  request: RefundableRequest,
  lateCharge: PaymentIntent,
  facts: Omit<RefundAsk, 'amount'>,
  by: 'gateway' | 'merchant',
): RefundPlan {
  const conversionAmount = lateCharge.amount;
  const amount = usdOfLateCharge(request, conversionAmount);
  const method = by === 'merchant' ? 'manual' : methodOf(lateCharge.instrument, { ...facts, fullAndFirst: true });
  return {
    kind: 'planned',
    paymentIntentId: lateCharge.id,
    amount,
    conversionAmount,
    method,
    gatewayId: method === 'manual' ? null : lateCharge.gatewayId,
    bankAccountId: method === 'manual' ? null : lateCharge.bankAccountId,
  };
}

/**
 * A C2P payment refunded in full by its first refund on the day it was paid is voided at the bank;
 * any other C2P refund is a transfer to the payer; a card refund goes to the card when its gateway
 * can, and is otherwise the merchant's to make. A reported transfer's refund is a transfer to the
 * payer when they gave their id (a Pago Móvil payout needs it) and its gateway pays out; otherwise
 * the merchant's to make.
 */
function methodOf(
  paidWith: PaymentInstrument,
  facts: { fullAndFirst: boolean; paidToday: boolean; cardGatewayRefunds: boolean; paysOutRefunds?: boolean },
): RefundMethod {
  if (paidWith.kind === 'card') return facts.cardGatewayRefunds ? 'card' : 'manual';
  if (paidWith.kind === 'p2p') return paidWith.payerId !== undefined && facts.paysOutRefunds === true ? 'p2p' : 'manual';
  return facts.fullAndFirst && facts.paidToday ? 'reversal' : 'p2p';
}
