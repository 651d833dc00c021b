import { PaymentRequest, expiryOutOfRange } from '../../../../src/domain/payment-requests';
import { T0, aPaidPaymentRequest, aPaymentIntentFor, aPaymentRequest, usd, usdToVes } from '../../../support/builders';

const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const EXPIRY = at(3600);
const anExpiringRequest = () => aPaymentRequest({ expiresAt: EXPIRY });

function inFlight(request: PaymentRequest, now = T0) {
  const intent = aPaymentIntentFor(request, { now });
  expect(request.beginPayment(intent, now)).toBeNull();
  request.pullEvents();
  return intent;
}

describe('canceling a payment request', () => {
  it('moves a request waiting for payment to canceled, as requested, now, and records it', () => {
    const request = aPaymentRequest();
    request.pullEvents();
    expect(request.cancel(at(10))).toBeNull();
    expect([request.status, request.cancellationReason, request.canceledAt, request.updatedAt]).toEqual(['canceled', 'requested', at(10), at(10)]);
    expect(request.pullEvents()).toEqual([
      { type: 'payment_request.canceled', reason: 'requested', paymentRequestId: request.id, merchantId: request.merchantId, livemode: false, occurredAt: at(10) },
    ]);
  });

  it.each([
    ['paid', () => aPaidPaymentRequest()],
    ['being confirmed', () => { const r = aPaymentRequest(); inFlight(r); return r; }],
    ['already canceled', () => { const r = aPaymentRequest(); r.cancel(T0); return r; }],
  ])('is refused when the request is %s, and changes nothing', (_label, make) => {
    const request = make();
    const before = request.snapshot();
    request.pullEvents();
    expect(request.cancel(at(10))).toEqual({ kind: 'not_cancelable', id: request.id, status: before.status });
    expect(request.snapshot()).toEqual(before);
    expect(request.pullEvents()).toEqual([]);
  });

  it('is refused once the expiry has passed, even before the request is stored as expired', () => {
    const request = anExpiringRequest();
    expect(request.cancel(EXPIRY)).toEqual({ kind: 'not_cancelable', id: request.id, status: 'waiting_for_payment', expiredAt: EXPIRY });
    expect(request.status).toBe('waiting_for_payment');
  });
});

describe('expiring a payment request', () => {
  it('stores it canceled as expired, canceled_at being the expiry itself', () => {
    const request = anExpiringRequest();
    request.pullEvents();
    expect(request.expire(at(3630))).toBeNull();
    expect([request.status, request.cancellationReason, request.canceledAt]).toEqual(['canceled', 'expired', EXPIRY]);
    expect(request.pullEvents().map((e) => e.type === 'payment_request.canceled' && e.reason)).toEqual(['expired']);
  });

  it.each([
    ['before its expiry', anExpiringRequest, at(3599)],
    ['when it has no expiry', () => aPaymentRequest(), at(10 ** 6)],
    ['when it is already canceled', () => { const r = anExpiringRequest(); r.cancel(T0); return r; }, at(4000)],
    ['when a payment is in flight (it settles first)', () => { const r = anExpiringRequest(); inFlight(r); return r; }, at(4000)],
    ['when it is paid', () => aPaidPaymentRequest({ expiresAt: EXPIRY }), at(4000)],
  ])('is refused %s', (_label, make, now) => {
    const request = make();
    const status = request.status;
    expect(request.expire(now)).toEqual({ kind: 'not_cancelable', id: request.id, status });
    expect(request.status).toBe(status);
  });
});

describe('a request past its expiry', () => {
  it('cannot begin a payment, from the expiry on', () => {
    const request = anExpiringRequest();
    expect(request.beginPayment(aPaymentIntentFor(request, { now: EXPIRY }), EXPIRY)).toEqual({
      kind: 'not_payable', id: request.id, status: 'waiting_for_payment', expiredAt: EXPIRY,
    });
    expect(request.intents).toHaveLength(0);
  });

  it('can still begin one a millisecond before', () => {
    const request = anExpiringRequest();
    expect(request.beginPayment(aPaymentIntentFor(request), new Date(EXPIRY.getTime() - 1))).toBeNull();
  });

  it('cannot be revised, not even its expiry', () => {
    const request = anExpiringRequest();
    expect(request.revise({ expiresAt: at(7200), now: EXPIRY })).toEqual({ kind: 'not_updatable', id: request.id, status: 'waiting_for_payment', expiredAt: EXPIRY });
    expect(request.revise({ amount: usd('5'), rate: usdToVes('40'), now: at(4000) })).toMatchObject({ kind: 'not_updatable' });
    expect([request.expiresAt, request.amount.cents]).toEqual([EXPIRY, 1000]);
  });

  it('paid by a payment intent begun before the expiry is paid', () => {
    const request = anExpiringRequest();
    const intent = inFlight(request, at(3500));
    request.settlePayment(intent.id, { status: 'approved', gatewayReference: 'REF-1' }, at(3700));
    expect([request.status, request.canceledAt, request.cancellationReason]).toEqual(['paid', null, null]);
  });

  it('whose payment intent in flight is declined after the expiry is expired at once', () => {
    const request = anExpiringRequest();
    const intent = inFlight(request, at(3500));
    request.settlePayment(intent.id, { status: 'declined', declineCode: 'insufficient_funds' }, at(3700));
    expect([request.status, request.cancellationReason, request.canceledAt]).toEqual(['canceled', 'expired', EXPIRY]);
    expect(request.pullEvents().map((e) => e.type)).toEqual(['payment_request.payment_failed', 'payment_request.canceled']);
  });

  it('whose payment intent is declined before the expiry waits for payment again', () => {
    const request = anExpiringRequest();
    const intent = inFlight(request, at(10));
    request.settlePayment(intent.id, { status: 'declined', declineCode: 'insufficient_funds' }, at(20));
    expect(request.status).toBe('waiting_for_payment');
  });
});

describe('changing the expiry', () => {
  it('sets, moves and removes it; alone, it keeps the rate and the amounts', () => {
    const request = aPaymentRequest();
    request.pullEvents();
    expect(request.revise({ expiresAt: EXPIRY, now: at(1) })).toBeNull();
    expect(request.expiresAt).toEqual(EXPIRY);
    request.revise({ expiresAt: null, now: at(2) });
    expect([request.expiresAt, request.rate.toDecimalString(), request.conversionAmount.cents]).toEqual([null, '36.5', 36500]);
    expect(request.pullEvents().map((e) => e.type)).toEqual(['payment_request.updated', 'payment_request.updated']);
  });

  it.each([
    [59, false], [60, true], [30 * 86_400, true], [30 * 86_400 + 1, false], [-10, false],
  ])('accepts an expiry %i s ahead: %s', (seconds, accepted) => {
    expect(expiryOutOfRange(at(seconds), T0) === null).toBe(accepted);
  });

  it('accepts no expiry at all', () => {
    expect([expiryOutOfRange(null, T0), expiryOutOfRange(undefined, T0)]).toEqual([null, null]);
  });
});

describe('a canceled request', () => {
  it('cannot be paid, updated, canceled or expired again', () => {
    const request = anExpiringRequest();
    request.cancel(T0);
    const before = request.snapshot();
    expect(request.beginPayment(aPaymentIntentFor(request), at(1))).toMatchObject({ kind: 'not_payable', status: 'canceled' });
    expect(request.revise({ description: 'x', rate: usdToVes('1'), now: at(1) })).toMatchObject({ kind: 'not_updatable', status: 'canceled' });
    expect(request.cancel(at(1))).toMatchObject({ kind: 'not_cancelable' });
    expect(request.expire(at(4000))).toMatchObject({ kind: 'not_cancelable' });
    expect(request.snapshot()).toEqual(before);
  });
});
