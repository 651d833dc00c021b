import {
  T0,
  aPaidPaymentRequest,
  aPaymentIntentFor,
  aPaymentRequest,
  cardInstrument,
  usd,
  usdToVes,
} from '../../../support/builders';
import { Money } from '../../../../src/domain/money';
import { MAX_REJECTED_INTENTS, PaymentRequest, unpriceable } from '../../../../src/domain/payment-requests';

const LATER = new Date(T0.getTime() + 60_000);


describe('issuing a payment request', () => {
  it('prices it in VES at the rate of the moment and waits for payment', () => {
    const request = aPaymentRequest({ amount: usd('19.99'), rate: usdToVes('36.5') });
    expect(request.status).toBe('waiting_for_payment');
    expect(request.conversionAmount.currency).toBe('VES');
    expect(request.conversionAmount.cents).toBe(72964);
    expect(request.rate.toDecimalString()).toBe('36.5');
    expect(request.createdAt).toEqual(T0);
    expect(request.updatedAt).toEqual(T0);
    expect(request.succeededIntent).toBeNull();
    expect(request.pendingIntents).toEqual([]);
    expect(request.rejectedIntents).toEqual([]);
  });
});

describe('revising a payment request', () => {
  it('changes the amount and reprices it at the new rate', () => {
    const request = aPaymentRequest({ amount: usd('10'), rate: usdToVes('36.5') });
    request.revise({ amount: usd('20'), rate: usdToVes('40.25'), now: LATER });
    expect(request.amount.cents).toBe(2000);
    expect(request.rate.toDecimalString()).toBe('40.25');
    expect(request.conversionAmount.cents).toBe(80500);
    expect(request.updatedAt).toEqual(LATER);
    expect(request.createdAt).toEqual(T0);
  });

  it('a new description alone keeps the amount but still takes the new rate', () => {
    const request = aPaymentRequest({ amount: usd('10'), rate: usdToVes('36.5'), description: 'Order 1' });
    request.revise({ description: 'Order 1, gift wrapped', rate: usdToVes('37'), now: LATER });
    expect(request.description).toBe('Order 1, gift wrapped');
    expect(request.amount.cents).toBe(1000);
    expect(request.conversionAmount.cents).toBe(37000);
  });

  it('is refused once the request is paid', () => {
    const request = aPaidPaymentRequest();
    expect(request.revise({ amount: usd('1'), rate: usdToVes('40'), now: LATER })).toEqual({
      kind: 'not_updatable',
      id: request.id,
      status: 'paid',
    });
    expect(request.amount.cents).toBe(1000);
  });

  it('is refused while a payment is being confirmed', () => {
    const request = aPaymentRequest();
    request.beginPayment(aPaymentIntentFor(request), T0);
    expect(request.revise({ amount: usd('1'), rate: usdToVes('40'), now: LATER })).toMatchObject({
      kind: 'not_updatable',
      status: 'waiting_for_payment_confirmation',
    });
    expect(request.status).toBe('waiting_for_payment_confirmation');
    expect(request.amount.cents).toBe(1000);
  });

  it('refusals are answers naming the refusal, not exceptions, and record no event', () => {
    const paid = aPaidPaymentRequest();
    paid.pullEvents();
    expect(paid.revise({ rate: usdToVes('40'), now: LATER })).toEqual({ kind: 'not_updatable', id: paid.id, status: 'paid' });
    expect(paid.beginPayment(aPaymentIntentFor(aPaymentRequest()), LATER)).toEqual({ kind: 'not_payable', id: paid.id, status: 'paid' });
    expect(paid.pullEvents()).toEqual([]);
  });
});

describe('paying a payment request', () => {
  it('a payment in flight is listed as pending and claims the request', () => {
    const request = aPaymentRequest();
    const intent = aPaymentIntentFor(request, { instrument: cardInstrument() });
    request.beginPayment(intent, LATER);
    expect(request.status).toBe('waiting_for_payment_confirmation');
    expect(request.pendingIntents.map((i) => i.id)).toEqual([intent.id]);
    expect(request.updatedAt).toEqual(LATER);
  });

  it('a second payment intent while the first is in flight is refused', () => {
    const request = aPaymentRequest();
    request.beginPayment(aPaymentIntentFor(request), T0);
    expect(request.beginPayment(aPaymentIntentFor(request), T0)).toMatchObject({ kind: 'not_payable' });
    expect(request.pendingIntents).toHaveLength(1);
  });

  it(`takes ${MAX_REJECTED_INTENTS} declined payment intents, then refuses another as attempts_exhausted`, () => {
    const request = aPaymentRequest();
    for (let i = 0; i < MAX_REJECTED_INTENTS; i++) {
      const intent = aPaymentIntentFor(request);
      expect(request.beginPayment(intent, T0)).toBeNull();
      request.settlePayment(intent.id, { status: 'declined', declineCode: 'invalid_otp' }, T0);
    }
    expect(request.beginPayment(aPaymentIntentFor(request), T0)).toEqual({ kind: 'attempts_exhausted', id: request.id, limit: MAX_REJECTED_INTENTS });
    expect(request.status).toBe('waiting_for_payment');
    expect(request.intents).toHaveLength(MAX_REJECTED_INTENTS);
  });

  it('an approved payment makes the request paid, with the succeeded intent and its reference', () => {
    const request = aPaymentRequest();
    const intent = aPaymentIntentFor(request, { instrument: cardInstrument({ brand: 'mastercard' }) });
    request.beginPayment(intent, T0);
    request.settlePayment(intent.id, { status: 'approved', gatewayReference: 'REF-42' }, LATER);
    expect(request.status).toBe('paid');
    expect(request.succeededIntent?.id).toBe(intent.id);
    expect(request.succeededIntent?.referenceId).toBe('REF-42');
    expect(request.succeededIntent?.method).toBe('credit_or_debit_card');
    expect(request.succeededIntent?.type).toBe('mastercard');
    expect(request.succeededIntent?.resolvedAt).toEqual(LATER);
    expect(request.pendingIntents).toEqual([]);
    expect(request.updatedAt).toEqual(LATER);
  });

  it('a paid request cannot be paid again', () => {
    const request = aPaidPaymentRequest();
    expect(request.beginPayment(aPaymentIntentFor(request), LATER)).toMatchObject({ kind: 'not_payable' });
    expect(request.intents).toHaveLength(1);
  });

  it('a declined payment puts the request back to waiting, with the payment intent among the rejected', () => {
    const request = aPaymentRequest();
    const intent = aPaymentIntentFor(request);
    request.beginPayment(intent, T0);
    request.settlePayment(intent.id, { status: 'declined', declineCode: 'insufficient_funds' }, LATER);
    expect(request.status).toBe('waiting_for_payment');
    expect(request.succeededIntent).toBeNull();
    expect(request.pendingIntents).toEqual([]);
    expect(request.rejectedIntents.map((i) => [i.id, i.declineCode, i.method, i.type])).toEqual([
      [intent.id, 'insufficient_funds', 'c2p', 'Banco de Venezuela'],
    ]);
  });

  it('after a decline the customer can try again and pay', () => {
    const request = aPaymentRequest();
    const declined = aPaymentIntentFor(request);
    request.beginPayment(declined, T0);
    request.settlePayment(declined.id, { status: 'declined', declineCode: 'invalid_otp' }, T0);
    const retry = aPaymentIntentFor(request);
    request.beginPayment(retry, LATER);
    request.settlePayment(retry.id, { status: 'approved', gatewayReference: 'REF-7' }, LATER);
    expect(request.status).toBe('paid');
    expect(request.succeededIntent?.id).toBe(retry.id);
    expect(request.rejectedIntents.map((i) => i.id)).toEqual([declined.id]);
  });

  it('an outcome for a payment intent that is not pending is a bug of the caller: it throws and changes nothing', () => {
    const request = aPaymentRequest();
    const intent = aPaymentIntentFor(request);
    request.beginPayment(intent, T0);
    request.settlePayment(intent.id, { status: 'approved', gatewayReference: 'REF-1' }, T0);
    const settleAgain = () => request.settlePayment(intent.id, { status: 'declined', declineCode: 'card_declined' }, LATER);
    expect(settleAgain).toThrow(/is not pending/);
    expect(() => request.settlePayment('pi_unknown', { status: 'approved', gatewayReference: 'X' }, LATER)).toThrow(/is not pending/);
    expect(request.status).toBe('paid');
    expect(request.succeededIntent?.referenceId).toBe('REF-1');
  });
});

describe('a price of 0.00 VES', () => {
  it('is unpriceable: a positive USD amount that converts to 0.00 VES at the rate', () => {
    expect(unpriceable(usd('19.99'), usdToVes('0.00000001'))).toEqual({ kind: 'rate_unavailable' });
    expect(unpriceable(usd('0.01'), usdToVes('0.5'))).toBeNull();
  });

  it('is never payable, even when such a request was stored before this rule', () => {
    const stored = aPaymentRequest();
    const zero = PaymentRequest.rehydrate({ ...stored.snapshot(), conversionAmount: Money.ofCents('VES', 0) });
    expect(zero.beginPayment(aPaymentIntentFor(zero), LATER)).toEqual({ kind: 'not_payable', id: zero.id, status: 'waiting_for_payment' });
    expect(zero.pendingIntents).toEqual([]);
  });
});
