import { RefundRequest } from '../../../../src/domain/payment-requests';
import { Refund } from '../../../../src/domain/refunds/refund';
import { T0, aPaidPaymentRequest, aPaymentRequest, cardInstrument, usd } from '../../../support/builders';

const LATER = new Date(T0.getTime() + 60_000);
const ask = (overrides: Partial<RefundRequest> = {}): RefundRequest => ({
  id: 're_1', amount: null, reason: null, description: null, paidToday: true, cardGatewayRefunds: true, now: LATER, ...overrides,
});
const refunded = (refund: unknown): Refund => {
  if (!(refund instanceof Refund)) throw new Error(`not refunded: ${JSON.stringify(refund)}`);
  return refund;
};

describe('A paid payment request giving money back', () => {
  it('opens a refund, stays paid, and records refund.created for it', () => {
    const request = aPaidPaymentRequest();
    request.pullEvents();

    const refund = refunded(request.refund(ask({ amount: usd('4') })));

    expect([request.status, request.refunds, request.updatedAt]).toEqual(['paid', [refund], LATER]);
    expect(request.pullEvents()).toEqual([expect.objectContaining({ type: 'refund.created', refundId: 're_1', paymentRequestId: request.id })]);
  });

  it('says refund.succeeded or refund.failed once its gateway answers, and refuses to settle a refund that is not pending', () => {
    const request = aPaidPaymentRequest();
    refunded(request.refund(ask({ id: 're_ok', amount: usd('1') })));
    refunded(request.refund(ask({ id: 're_no', amount: usd('1') })));
    request.pullEvents();

    request.settleRefund('re_ok', { status: 'refunded', gatewayReference: 'V-1' }, LATER);
    request.settleRefund('re_no', { status: 'declined', declineCode: 'refund_declined' }, LATER);

    expect(request.pullEvents().map((event) => event.type)).toEqual(['refund.succeeded', 'refund.failed']);
    expect(() => request.settleRefund('re_ok', { status: 'declined', declineCode: 'late' }, LATER)).toThrow(/not pending/);
  });

  it('booked by the bank after it was judged failed and refunded again, says how much more went back than was paid', () => {
    const request = aPaidPaymentRequest();
    refunded(request.refund(ask({ id: 're_void' })));
    request.settleRefund('re_void', { status: 'declined', declineCode: 'not_processed' }, LATER);
    refunded(request.refund(ask({ id: 're_payout', amount: usd('4') })));
    request.settleRefund('re_payout', { status: 'refunded', gatewayReference: 'P-1' }, LATER);
    request.pullEvents();

    const booked = request.settleBookedRefund('re_void', 'V-LATE', LATER);
    const again = request.settleBookedRefund('re_void', 'V-LATE', LATER);

    expect(booked).toEqual({ kind: 'booked', overRefunded: { amount: usd('4'), conversionAmount: request.overRefunded.conversionAmount } });
    expect(request.overRefunded.conversionAmount.toDecimalString()).toBe('146.00');
    expect([again, request.pullEvents().map((event) => event.type)]).toEqual([{ kind: 'nothing' }, ['refund.succeeded']]);
    expect(request.refund(ask({ id: 're_more', amount: usd('1') }))).toMatchObject({ kind: 'not_refundable' });
  });

  it('booked by the bank while pending, succeeds and gives back no more than was paid', () => {
    const request = aPaidPaymentRequest();
    refunded(request.refund(ask({ id: 're_void' })));

    expect(request.settleBookedRefund('re_void', 'V-1', LATER)).toEqual({ kind: 'booked', overRefunded: null });
    expect([request.refunds[0].status, request.overRefunded.amount.cents]).toEqual(['succeeded', 0]);
  });

  it('leaves a card refund its gateway cannot make to the merchant: requires_action, said by its own event', () => {
    const request = aPaidPaymentRequest({}, cardInstrument());
    request.pullEvents();

    const refund = refunded(request.refund(ask({ cardGatewayRefunds: false })));

    expect([refund.method, refund.status]).toEqual(['manual', 'requires_action']);
    expect(request.pullEvents().map((event) => event.type)).toEqual(['refund.created', 'refund.requires_action']);
    expect(request.markRefundSucceeded('re_1', 'TRF-1', LATER)).toBeNull();
    expect(request.cancelRefund('re_1', LATER)).toEqual({ kind: 'refund_not_actionable', id: 're_1', status: 'succeeded' });
  });

  it('refuses a refund of an unpaid request, and one of more than remains, recording nothing', () => {
    const unpaid = aPaymentRequest();
    const paid = aPaidPaymentRequest();
    unpaid.pullEvents();
    paid.pullEvents();

    expect(unpaid.refund(ask())).toEqual({ kind: 'not_refundable', id: unpaid.id, status: 'waiting_for_payment' });
    expect(paid.refund(ask({ amount: usd('10.01') }))).toEqual({ kind: 'exceeds_remaining', id: paid.id, remaining: usd('10') });
    expect([unpaid.pullEvents(), paid.pullEvents(), paid.refunds]).toEqual([[], [], []]);
  });
});
