import { PeriodTotals } from '../../src/application/ports/sales-summary';
import { PaymentRequest } from '../../src/domain/payment-requests';
import { Refund } from '../../src/domain/refunds/refund';
import { aPaymentIntentFor, aPaymentRequest, owner, usd } from '../support/builders';
import { saveWithItsEvents } from '../support/saving';
import { ACME, HOUR, MARIA_AT_OTHER, OTHER, at } from './payment-request-fixtures';
import { Repositories } from './repositories';

/** The dashboard's summary: sums over what the PaymentRequestRepository stored; runs inside that suite. */
export function salesSummaryContract(repositories: () => Repositories): void {
  describe('summing paid, refunded and pending money over a span', () => {
    const save = (request: PaymentRequest) => saveWithItsEvents(repositories().paymentRequests, request);
    const paidAt = (request: PaymentRequest, when: Date) => {
      const intent = aPaymentIntentFor(request, { now: when });
      request.beginPayment(intent, when);
      request.settlePayment(intent.id, { status: 'approved', gatewayReference: `REF-${request.id}` }, when);
    };
    const plain = (totals: PeriodTotals) => Object.fromEntries(Object.entries(totals).map(([kind, t]) =>
      [kind, [t.count, t.amount.toDecimalString(), t.conversionAmount.toDecimalString()]]));

    it('counts what was paid, refunded and still waits in the span, for its owner only, from the first instant to before the last', async () => {
      const first = aPaymentRequest({ amount: usd('10') });
      paidAt(first, at(HOUR));
      const refund = first.refund({
        id: 're_summary1', amount: usd('2.50'), reason: null, description: null, paidToday: false, cardGatewayRefunds: true, now: at(2 * HOUR),
      });
      if (!(refund instanceof Refund)) throw new Error('not refunded');
      first.settleRefund(refund.id, { status: 'refunded', gatewayReference: 'VUELTO-1' }, at(2 * HOUR));
      await save(first);
      const pendingRefund = first.refund({
        id: 're_summary2', amount: usd('1'), reason: null, description: null, paidToday: false, cardGatewayRefunds: true, now: at(2 * HOUR),
      });
      if (!(pendingRefund instanceof Refund)) throw new Error('not refunded');
      await save(first);
      const later = aPaymentRequest({ amount: usd('5') });
      paidAt(later, at(3 * HOUR));
      await save(later);
      const declined = aPaymentRequest({ amount: usd('7') });
      const intent = aPaymentIntentFor(declined, { now: at(HOUR) });
      declined.beginPayment(intent, at(HOUR));
      declined.settlePayment(intent.id, { status: 'declined', declineCode: 'insufficient_funds' }, at(HOUR));
      await save(declined);
      const others = aPaymentRequest({ merchantId: OTHER, customer: MARIA_AT_OTHER, amount: usd('100') });
      paidAt(others, at(HOUR));
      await save(others);
      const summary = repositories().salesSummary;

      expect(plain(await summary.totals(owner(ACME), at(0), at(2.5 * HOUR)))).toEqual({
        paid: [1, '10.00', '365.00'], refunded: [1, '2.50', '91.25'], pending: [1, '7.00', '255.50'],
      });
      expect(plain(await summary.totals(owner(ACME), at(HOUR), at(4 * HOUR)))).toMatchObject({ paid: [2, '15.00', '547.50'], pending: [0, '0.00', '0.00'] });
      expect(plain(await summary.totals(owner(ACME), at(HOUR + 1), at(3 * HOUR)))).toMatchObject({ paid: [0, '0.00', '0.00'], refunded: [1, '2.50', '91.25'] });
      expect(plain(await summary.totals(owner(OTHER), at(0), at(4 * HOUR)))).toMatchObject({ paid: [1, '100.00', '3650.00'] });
      expect(plain(await summary.totals({ merchantId: ACME, livemode: true }, at(0), at(4 * HOUR)))).toEqual({
        paid: [0, '0.00', '0.00'], refunded: [0, '0.00', '0.00'], pending: [0, '0.00', '0.00'],
      });
    });
  });
}
