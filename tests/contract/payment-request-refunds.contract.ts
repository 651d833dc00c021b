import { PaymentRequestRepository } from '../../src/application/ports/payment-request-repository';
import { ConcurrentModification } from '../../src/domain/errors';
import { PaymentRequest, RefundRequest } from '../../src/domain/payment-requests';
import { Refund } from '../../src/domain/refunds/refund';
import { aPaidPaymentRequest, owner, usd } from '../support/builders';
import { saveWithItsEvents } from '../support/saving';
import { HOUR, OTHER, at, ids } from './payment-request-fixtures';

/** Refunds as the PaymentRequestRepository stores them with their request; runs inside that suite. */
export function paymentRequestRefundsContract(repository: () => PaymentRequestRepository): void {
  describe('storing refunds with their request', () => {
    let sequence = 0;
    const ask = (overrides: Partial<RefundRequest> = {}): RefundRequest => ({
      id: `re_contract${++sequence}`, amount: usd('1'), reason: null, description: null, paidToday: false, cardGatewayRefunds: true, now: at(HOUR), ...overrides,
    });
    const refundOf = (request: PaymentRequest, overrides: Partial<RefundRequest> = {}): Refund => {
      const refund = request.refund(ask(overrides));
      if (!(refund instanceof Refund)) throw new Error(`not refunded: ${refund.kind}`);
      return refund;
    };

    it('reads back every refund, in the order they were made, even when made in the same millisecond', async () => {
      const request = aPaidPaymentRequest();
      const first = refundOf(request, { amount: usd('2.50'), reason: 'requested_by_customer', description: 'Devolución' });
      await saveWithItsEvents(repository(), request);
      const second = refundOf(request);
      request.settleRefund(first.id, { status: 'refunded', gatewayReference: 'VUELTO-1' }, at(2 * HOUR));
      await saveWithItsEvents(repository(), request);

      const stored = (await repository().findById(request.owner, request.id))!;

      expect(stored.refunds.map((refund) => refund.snapshot())).toEqual([first.snapshot(), second.snapshot()]);
      expect(stored.refunds[0]).toMatchObject({ status: 'succeeded', referenceId: 'VUELTO-1' });
    });

    it('finds a request by one of its refunds, for its owner only', async () => {
      const request = aPaidPaymentRequest();
      const refund = refundOf(request);
      await saveWithItsEvents(repository(), request);

      expect((await repository().findByRefundId(request.owner, refund.id))?.id).toBe(request.id);
      expect(await repository().findByRefundId(owner(OTHER), refund.id)).toBeNull();
      expect(await repository().findByRefundId({ ...request.owner, livemode: !request.livemode }, refund.id)).toBeNull();
      expect(await repository().findByRefundId(request.owner, 're_nosuchrefund')).toBeNull();
    });

    it('refuses a refund saved from a stale copy: two refunds read at one version never both land', async () => {
      const request = aPaidPaymentRequest();
      await saveWithItsEvents(repository(), request);
      const mine = (await repository().findById(request.owner, request.id))!;
      const theirs = (await repository().findById(request.owner, request.id))!;
      refundOf(mine, { amount: usd('6') });
      refundOf(theirs, { amount: usd('6') });

      await saveWithItsEvents(repository(), mine);

      await expect(saveWithItsEvents(repository(), theirs)).rejects.toBeInstanceOf(ConcurrentModification);
      expect((await repository().findById(request.owner, request.id))!.refunds).toHaveLength(1);
    });

    it('finds requests with a refund pending at one of the gateways named, made before the cutoff, oldest first', async () => {
      const late = aPaidPaymentRequest();
      refundOf(late, { now: at(3 * HOUR) });
      const early = aPaidPaymentRequest();
      refundOf(early, { now: at(HOUR) });
      const settled = aPaidPaymentRequest();
      const done = refundOf(settled, { now: at(HOUR) });
      settled.settleRefund(done.id, { status: 'declined', declineCode: 'refund_declined' }, at(HOUR));
      for (const request of [late, early, settled]) await saveWithItsEvents(repository(), request);

      expect(ids(await repository().findWithPendingRefunds(at(4 * HOUR), 10, ['sandbox']))).toEqual([early.id, late.id]);
      expect(ids(await repository().findWithPendingRefunds(at(2 * HOUR), 10, ['sandbox']))).toEqual([early.id]);
      expect(ids(await repository().findWithPendingRefunds(at(4 * HOUR), 1, ['sandbox']))).toEqual([early.id]);
      expect(await repository().findWithPendingRefunds(at(4 * HOUR), 10, ['mercantil'])).toEqual([]);
    });

    it('finds the requests whose refunds a statement lists as booked, pending or failed at that gateway, not succeeded', async () => {
      const pending = aPaidPaymentRequest();
      const waiting = refundOf(pending);
      const failed = aPaidPaymentRequest();
      const judged = refundOf(failed);
      failed.settleRefund(judged.id, { status: 'declined', declineCode: 'not_processed' }, at(HOUR));
      const succeeded = aPaidPaymentRequest();
      const done = refundOf(succeeded);
      succeeded.settleRefund(done.id, { status: 'refunded', gatewayReference: 'V-1' }, at(HOUR));
      for (const request of [pending, failed, succeeded]) await saveWithItsEvents(repository(), request);
      const listed = [waiting.id, judged.id, done.id, 're_nosuchrefund'];

      expect(ids(await repository().findBookedRefundsToSettle('sandbox', listed)).sort()).toEqual([pending.id, failed.id].sort());
      expect(await repository().findBookedRefundsToSettle('mercantil', listed)).toEqual([]);
      expect(await repository().findBookedRefundsToSettle('sandbox', [])).toEqual([]);
    });
  });
}
