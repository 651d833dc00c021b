import { DUPLICATE_REFUND_TRIES, DuplicateRefundRequest, PaymentRequest } from '../../../../src/domain/payment-requests';
import { NOT_PROCESSED } from '../../../../src/domain/payment-outcome';
import { T0, aPaymentIntentFor, aPaymentRequest, usd, ves } from '../../../support/builders';

const LATER = new Date(T0.getTime() + 10 * 60_000);
const duplicateRefund = (overrides: Partial<DuplicateRefundRequest> = {}): DuplicateRefundRequest => ({
  id: 're_dup', paidToday: true, cardGatewayRefunds: true, ...overrides,
});

/** A request whose first payment intent, `pi_late`, was judged not processed (the bank did not know it in time). */
function withIntentJudgedNotProcessed(overrides: Parameters<typeof aPaymentRequest>[0] = {}): PaymentRequest {
  const request = aPaymentRequest(overrides);
  const intent = aPaymentIntentFor(request, { id: 'pi_late' });
  request.beginPayment(intent, T0);
  request.settlePayment(intent.id, { status: 'declined', declineCode: NOT_PROCESSED }, T0);
  request.pullEvents();
  return request;
}

/** …and then paid by a second payment intent, `pi_paid`. */
function paidByAnotherIntent(): PaymentRequest {
  const request = withIntentJudgedNotProcessed();
  const second = aPaymentIntentFor(request, { id: 'pi_paid' });
  request.beginPayment(second, T0);
  request.settlePayment(second.id, { status: 'approved', gatewayReference: 'REF-PAID' }, T0);
  request.pullEvents();
  return request;
}

describe('A charge the bank booked after we judged it not processed', () => {
  it('pays a request still waiting for payment: the payment intent succeeds with the bank\'s reference and payment_request.paid is recorded', () => {
    const request = withIntentJudgedNotProcessed();

    const result = request.settleLateCharge('pi_late', 'REF-LATE', duplicateRefund(), LATER);

    expect(result).toEqual({ kind: 'paid' });
    expect([request.status, request.succeededIntent?.id, request.succeededIntent?.referenceId, request.refunds]).toEqual(['paid', 'pi_late', 'REF-LATE', []]);
    expect(request.pullEvents()).toEqual([expect.objectContaining({ type: 'payment_request.paid', paymentIntentId: 'pi_late', occurredAt: LATER })]);
  });

  it('is refunded in full as a duplicate when another payment intent paid the request: the paying intent and what remains refundable are untouched', () => {
    const request = paidByAnotherIntent();

    const result = request.settleLateCharge('pi_late', 'REF-LATE', duplicateRefund(), LATER);

    expect(result.kind).toBe('refunded');
    const [refund] = request.refunds;
    expect([refund.id, refund.paymentIntentId, refund.reason, refund.method, refund.status]).toEqual(['re_dup', 'pi_late', 'duplicate', 'reversal', 'pending']);
    expect([refund.amount, refund.conversionAmount]).toEqual([usd('10'), ves('365')]);
    expect([request.status, request.succeededIntent?.id]).toEqual(['paid', 'pi_paid']);
    const late = request.intents.find((intent) => intent.id === 'pi_late');
    expect([late?.status, late?.duplicate, late?.referenceId]).toEqual(['succeeded', true, 'REF-LATE']);
    expect(request.pullEvents().map((event) => event.type)).toEqual(['refund.created']);
    // The merchant can still refund all of what the paying intent took.
    const own = request.refund({ id: 're_own', amount: null, reason: null, description: null, paidToday: true, cardGatewayRefunds: true, now: LATER });
    expect('amount' in own && [own.amount, own.paymentIntentId, own.method]).toEqual([usd('10'), 'pi_paid', 'reversal']);
  });

  it('is refunded as a duplicate when the request was canceled, or its expiry has passed (it is stored as expired first)', () => {
    const canceled = withIntentJudgedNotProcessed();
    canceled.cancel(T0);
    const expired = withIntentJudgedNotProcessed({ expiresAt: new Date(T0.getTime() + 120_000) });

    const results = [canceled, expired].map((request) => request.settleLateCharge('pi_late', 'REF-LATE', duplicateRefund(), LATER).kind);

    expect(results).toEqual(['refunded', 'refunded']);
    expect([canceled.status, expired.status, expired.cancellationReason]).toEqual(['canceled', 'canceled', 'expired']);
    expect(expired.pullEvents().map((event) => event.type)).toEqual(['payment_request.canceled', 'refund.created']);
  });

  it('is returned by a Pago Móvil transfer when it was booked on an earlier day (no same-day void)', () => {
    const request = paidByAnotherIntent();

    request.settleLateCharge('pi_late', 'REF-LATE', duplicateRefund({ paidToday: false }), LATER);

    expect(request.refunds[0].method).toBe('p2p');
  });

  it('waits while another payment intent is in flight, and does nothing for a payment intent not judged not processed, or settled already', () => {
    const busy = withIntentJudgedNotProcessed();
    busy.beginPayment(aPaymentIntentFor(busy, { id: 'pi_now' }), T0);
    const paid = paidByAnotherIntent();
    paid.settleLateCharge('pi_late', 'REF-LATE', duplicateRefund(), LATER);
    paid.pullEvents();

    expect(busy.settleLateCharge('pi_late', 'REF-LATE', duplicateRefund(), LATER)).toEqual({ kind: 'busy' });
    expect(paid.settleLateCharge('pi_late', 'REF-LATE', duplicateRefund({ id: 're_again' }), LATER)).toEqual({ kind: 'nothing' });
    expect(paid.settleLateCharge('pi_paid', 'REF-PAID', duplicateRefund({ id: 're_again' }), LATER)).toEqual({ kind: 'nothing' });
    expect([busy.status, busy.pullEvents(), paid.refunds.map((refund) => refund.id), paid.pullEvents()]).toEqual([
      'waiting_for_payment_confirmation', [], ['re_dup'], [],
    ]);
  });

  describe('refunded again when its refund failed', () => {
    /** A request paid by another payment intent, whose late charge's first duplicate refund (`re_dup`) failed with `failure`. */
    function withFailedDuplicateRefund(failure: string): PaymentRequest {
      const request = paidByAnotherIntent();
      request.settleLateCharge('pi_late', 'REF-LATE', duplicateRefund(), LATER);
      request.settleRefund('re_dup', { status: 'declined', declineCode: failure }, LATER);
      request.pullEvents();
      return request;
    }
    const again = (request: PaymentRequest, id: string) => request.settleLateCharge('pi_late', 'REF-LATE', duplicateRefund({ id }), LATER);

    it('through its gateway while no refund reached it (not_processed), at most DUPLICATE_REFUND_TRIES times, then by the merchant', () => {
      const request = withFailedDuplicateRefund(NOT_PROCESSED);

      for (let retry = 2; retry <= DUPLICATE_REFUND_TRIES; retry++) {
        expect(again(request, `re_${retry}`).kind).toBe('refunded');
        expect(again(request, 're_while_pending')).toEqual({ kind: 'nothing' });
        request.settleRefund(`re_${retry}`, { status: 'declined', declineCode: NOT_PROCESSED }, LATER);
      }
      again(request, 're_manual');

      expect(request.refunds.map((refund) => [refund.id, refund.method, refund.reason])).toEqual([
        ['re_dup', 'reversal', 'duplicate'], ['re_2', 'reversal', 'duplicate'], ['re_3', 'reversal', 'duplicate'], ['re_manual', 'manual', 'duplicate'],
      ]);
      expect(request.refunds[3].status).toBe('requires_action');
    });

    it('by the merchant once the bank refused it, and never again once the merchant gave up on it', () => {
      const request = withFailedDuplicateRefund('refund_declined');

      const manual = again(request, 're_manual');
      request.cancelRefund('re_manual', LATER);

      expect(manual.kind === 'refunded' && [manual.refund.method, manual.refund.amount]).toEqual(['manual', usd('10')]);
      expect(again(request, 're_after_cancel')).toEqual({ kind: 'nothing' });
      expect(request.refunds.map((refund) => refund.id)).toEqual(['re_dup', 're_manual']);
    });
  });
});
