import { ExchangeRate, Money } from '../../../../src/domain/money';
import { PaymentRequest } from '../../../../src/domain/payment-requests';
import { Refund } from '../../../../src/domain/refunds/refund';
import { RefundAsk, RefundPlan, planRefund, refundedOf, remainingOf } from '../../../../src/domain/refunds/refund-plan';
import { T0, aPaidPaymentRequest, aPaymentIntentFor, aPaymentRequest, cardInstrument, usd, usdToVes } from '../../../support/builders';

const ASK: RefundAsk = { amount: null, paidToday: true, cardGatewayRefunds: true };
let sequence = 0;

/** Opens the planned refund as the use case would, so that the next plan sees it. */
function opened(request: PaymentRequest, plan: ReturnType<typeof planRefund>): Refund {
  if (plan.kind !== 'planned') throw new Error(`not planned: ${plan.kind}`);
  return Refund.open({
    id: `re_${++sequence}`, paymentRequestId: request.id, paymentIntentId: plan.paymentIntentId, amount: plan.amount,
    conversionAmount: plan.conversionAmount, method: plan.method, gatewayId: plan.gatewayId, bankAccountId: plan.bankAccountId,
    reason: null, description: null, createdAt: T0,
  });
}

const planned = (plan: ReturnType<typeof planRefund>): RefundPlan => {
  if (plan.kind !== 'planned') throw new Error(`not planned: ${plan.kind}`);
  return plan;
};

function aCardPaidRequest(): PaymentRequest {
  const request = aPaymentRequest();
  const intent = aPaymentIntentFor(request, { instrument: cardInstrument(), gatewayId: 'mercantil' });
  request.beginPayment(intent, T0);
  request.settlePayment(intent.id, { status: 'approved', gatewayReference: 'REF-CARD' }, T0);
  return request;
}

describe('Planning a refund', () => {
  it('left without an amount, returns everything: 10.00 USD and the 365.00 VES paid', () => {
    const request = aPaidPaymentRequest();

    const plan = planned(planRefund(request, [], ASK));

    expect([plan.amount.toDecimalString(), plan.conversionAmount.toDecimalString()]).toEqual(['10.00', '365.00']);
  });

  it('prices a part at the rate the request was paid at, rounded half up', () => {
    // 0.01 USD at 36.55 VES is 0.3655 VES: half up gives 0.37 (down would give 0.36).
    const request = aPaidPaymentRequest({ amount: usd('10'), rate: usdToVes('36.55') });

    const plan = planned(planRefund(request, [], { ...ASK, amount: usd('0.01') }));

    expect(plan.conversionAmount.toDecimalString()).toBe('0.37');
  });

  it('split into three refunds, then the rest, returns exactly the VES that were paid, though each third rounded half up', () => {
    // 10.00 USD at 36.5 is 365.00 VES. 3.33 USD is 121.545 VES: half up 121.55 (down or half even: 121.54).
    const request = aPaidPaymentRequest({ amount: usd('10'), rate: usdToVes('36.5') });
    const refunds: Refund[] = [];
    for (let i = 0; i < 3; i++) refunds.push(opened(request, planRefund(request, refunds, { ...ASK, amount: usd('3.33') })));

    const rest = planned(planRefund(request, refunds, ASK));

    expect(refunds.map((r) => r.conversionAmount.toDecimalString())).toEqual(['121.55', '121.55', '121.55']);
    // 0.01 USD alone would be 0.365 → 0.37 VES; as the rest it is the 0.35 VES that remain.
    expect([rest.amount.toDecimalString(), rest.conversionAmount.toDecimalString()]).toEqual(['0.01', '0.35']);
    expect(refunds.reduce((sum, r) => sum + r.conversionAmount.cents, rest.conversionAmount.cents)).toBe(request.conversionAmount.cents);
  });

  it('never returns more VES than remain, even when each part rounds up', () => {
    // 0.01 USD at 0.5 VES is 0.005 VES → 0.01 VES each; three cents paid are 0.015 → 0.02 VES.
    const request = aPaidPaymentRequest({ amount: usd('0.03'), rate: ExchangeRate.of('USD', 'VES', '0.5') });
    const refunds: Refund[] = [];
    for (let i = 0; i < 3; i++) refunds.push(opened(request, planRefund(request, refunds, { ...ASK, amount: usd('0.01') })));

    expect(refunds.map((r) => r.conversionAmount.cents)).toEqual([1, 1, 0]);
    expect(remainingOf(request, refunds).conversionAmount.cents).toBe(0);
  });

  it('refuses more than remains, saying what does', () => {
    const request = aPaidPaymentRequest();
    const first = opened(request, planRefund(request, [], { ...ASK, amount: usd('4') }));

    const plan = planRefund(request, [first], { ...ASK, amount: usd('6.01') });

    expect(plan).toEqual({ kind: 'exceeds_remaining', id: request.id, remaining: usd('6') });
  });

  it('refuses a request that is not paid, and one whose refunds already hold all of it', () => {
    const waiting = aPaymentRequest();
    const paid = aPaidPaymentRequest();
    const all = opened(paid, planRefund(paid, [], ASK));

    expect(planRefund(waiting, [], ASK)).toEqual({ kind: 'not_refundable', id: waiting.id, status: 'waiting_for_payment' });
    expect(planRefund(paid, [all], ASK)).toEqual({ kind: 'not_refundable', id: paid.id, status: 'paid' });
  });

  it('makes a failed refund\'s amount refundable again, and counts only succeeded refunds as refunded', () => {
    const request = aPaidPaymentRequest();
    const failed = opened(request, planRefund(request, [], ASK));
    failed.bankRefused('refund_declined', T0);
    const pending = opened(request, planRefund(request, [failed], { ...ASK, amount: usd('3') }));
    const done = opened(request, planRefund(request, [failed, pending], { ...ASK, amount: usd('2') }));
    done.bankReturned('REF-9', T0);

    expect(remainingOf(request, [failed, pending, done]).amount).toEqual(usd('5'));
    expect(refundedOf([failed, pending, done])).toEqual({ amount: usd('2'), conversionAmount: Money.fromDecimal('VES', '73') });
  });
});

describe('The rail of a refund', () => {
  const c2pMethod = (request: PaymentRequest, refunds: Refund[], ask: Partial<RefundAsk>) => planned(planRefund(request, refunds, { ...ASK, ...ask })).method;

  it('voids a C2P payment refunded in full by its first refund on the day it was paid, through the payment intent\'s gateway', () => {
    const request = aPaidPaymentRequest();

    const plan = planned(planRefund(request, [], ASK));

    expect([plan.method, plan.gatewayId, plan.paymentIntentId]).toEqual(['reversal', 'sandbox', request.succeededIntent?.id]);
  });

  it('sends any other C2P refund to the payer by Pago Móvil: partial, a later day, or after an earlier refund', () => {
    const request = aPaidPaymentRequest();
    const failedReversal = opened(request, planRefund(request, [], ASK));
    failedReversal.bankRefused('refund_declined', T0);

    expect(c2pMethod(request, [], { amount: usd('9.99') })).toBe('p2p');
    expect(c2pMethod(request, [], { paidToday: false })).toBe('p2p');
    expect(c2pMethod(request, [failedReversal], {})).toBe('p2p');
  });

  it('returns a card payment to the card when its gateway can, and otherwise leaves it to the merchant', () => {
    const request = aCardPaidRequest();

    const toCard = planned(planRefund(request, [], ASK));
    const manual = planned(planRefund(request, [], { ...ASK, cardGatewayRefunds: false }));

    expect([toCard.method, toCard.gatewayId]).toEqual(['card', 'mercantil']);
    expect([manual.method, manual.gatewayId]).toEqual(['manual', null]);
  });

  it('sends a reported transfer\'s refund to the payer by Pago Móvil when they gave their id and the gateway pays out; else manual', () => {
    const transfer = { kind: 'p2p', bankCode: '0102', bankName: 'Banco de Venezuela', phoneNumber: '04141234567', reference: '12345678', paidOn: '2026-11-22' } as const;
    const withId = aPaidPaymentRequest({}, { ...transfer, payerId: 'V12345678' });
    const withoutId = aPaidPaymentRequest({}, transfer);
    const methodOf = (request: PaymentRequest, ask: Partial<RefundAsk>) => planned(planRefund(request, [], { ...ASK, ...ask })).method;

    expect(methodOf(withId, { paysOutRefunds: true })).toBe('p2p');
    expect(methodOf(withoutId, { paysOutRefunds: true })).toBe('manual');
    expect(methodOf(withId, { paysOutRefunds: false })).toBe('manual');
    expect(methodOf(withId, {})).toBe('manual');
  });
});
