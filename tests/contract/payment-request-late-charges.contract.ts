import { BankStatementLedger } from '../../src/application/ports/bank-statement-ledger';
import { StatementLine } from '../../src/application/ports/payment-gateway';
import { PaymentRequestRepository } from '../../src/application/ports/payment-request-repository';
import { Money } from '../../src/domain/money';
import { NOT_PROCESSED } from '../../src/domain/payment-outcome';
import { PaymentRequest } from '../../src/domain/payment-requests';
import { aPaymentIntentFor, aPaymentRequest } from '../support/builders';
import { saveWithItsEvents } from '../support/saving';
import { HOUR, at } from './payment-request-fixtures';

const DUPLICATE_REFUND = { paidToday: true, cardGatewayRefunds: true };
const lineOf = (reference: string | null, gatewayReference: string): StatementLine => ({
  reference, gatewayReference, amount: Money.fromDecimal('VES', '365'), bookedAt: at(HOUR),
});

/** Late charges and the banks' statements, as the PaymentRequestRepository and the BankStatementLedger store them; runs inside that suite. */
export function paymentRequestLateChargesContract(repository: () => PaymentRequestRepository, ledger: () => BankStatementLedger): void {
  describe('late charges and the banks\' statements', () => {
    let sequence = 0;
    const next = (prefix: string) => `${prefix}${String(++sequence).padStart(6, '0')}`;

    /** A stored request whose payment intent (returned with it) at gateway `bank` was judged not processed; paid by another payment intent when asked. */
    async function judgedNotProcessed(paidByAnother = false): Promise<{ request: PaymentRequest; late: string }> {
      const request = aPaymentRequest();
      const late = next('pi_late');
      request.beginPayment(aPaymentIntentFor(request, { id: late, gatewayId: 'bank' }), at(0));
      request.settlePayment(late, { status: 'declined', declineCode: NOT_PROCESSED }, at(0));
      if (paidByAnother) {
        const paying = next('pi_pays');
        request.beginPayment(aPaymentIntentFor(request, { id: paying, gatewayId: 'bank' }), at(0));
        request.settlePayment(paying, { status: 'approved', gatewayReference: next('B-PAY') }, at(0));
      }
      await saveWithItsEvents(repository(), request);
      return { request, late };
    }

    it('finds the requests whose listed charges were judged not processed, and no longer once they are settled', async () => {
      const { request, late } = await judgedNotProcessed();
      const paid = await judgedNotProcessed(true);

      const found = await repository().findLateChargesToSettle([late, paid.late, 'pi_nosuchintent']);

      expect(found.map((candidate) => candidate.id).sort()).toEqual([request.id, paid.request.id].sort());
      request.settleLateCharge(late, next('B-LATE'), { id: next('re_dup'), ...DUPLICATE_REFUND }, at(HOUR));
      await saveWithItsEvents(repository(), request);
      expect((await repository().findLateChargesToSettle([late])).map((candidate) => candidate.id)).toEqual([]);
    });

    it('stores a duplicate charge beside the paying one, and finds it again only once all its refunds failed', async () => {
      const { request, late } = await judgedNotProcessed(true);
      const refundId = next('re_dup');
      request.settleLateCharge(late, next('B-LATE'), { id: refundId, ...DUPLICATE_REFUND }, at(HOUR));
      await saveWithItsEvents(repository(), request);

      const stored = (await repository().findById(request.owner, request.id))!;
      const succeeded = stored.intents.filter((intent) => intent.status === 'succeeded');
      expect(new Map(succeeded.map((intent) => [intent.id, intent.duplicate]))).toEqual(new Map([[late, true], [request.succeededIntent!.id, false]]));
      expect(stored.succeededIntent!.id).not.toBe(late);
      expect(await repository().findLateChargesToSettle([late])).toEqual([]);
      stored.settleRefund(refundId, { status: 'declined', declineCode: NOT_PROCESSED }, at(2 * HOUR));
      await saveWithItsEvents(repository(), stored);
      expect((await repository().findLateChargesToSettle([late])).map((candidate) => candidate.id)).toEqual([request.id]);
    });

    it('tells whether another approved payment intent at a gateway holds a bank reference', async () => {
      const { request } = await judgedNotProcessed(true);
      const paying = request.succeededIntent!;

      const answers = [
        await repository().holdsBankReference('bank', paying.referenceId!, 'pi_someoneelse'),
        await repository().holdsBankReference('bank', paying.referenceId!, paying.id),
        await repository().holdsBankReference('other', paying.referenceId!, 'pi_someoneelse'),
        await repository().holdsBankReference('bank', 'B-NOSUCH', 'pi_someoneelse'),
      ];

      expect(answers).toEqual([true, false, false, false]);
    });

    it('tells the statement lines that name nothing of ours, by our id of a payment intent or refund, or the bank\'s reference at that gateway', async () => {
      const { request, late } = await judgedNotProcessed(true);
      const refundId = next('re_dup');
      const paying = request.succeededIntent!;
      request.settleLateCharge(late, next('B-LATE'), { id: refundId, ...DUPLICATE_REFUND }, at(HOUR));
      await saveWithItsEvents(repository(), request);
      const lines = [
        lineOf(late, 'X-1'), lineOf(refundId, 'X-2'), lineOf(null, paying.referenceId!), lineOf(null, 'X-STRANGER'), lineOf('pi_nosuchintent', 'X-3'),
      ];

      const unmatched = await ledger().unmatched('bank', lines);
      const atAnotherGateway = await ledger().unmatched('other', [lineOf(null, paying.referenceId!)]);

      expect(unmatched).toEqual([lines[3], lines[4]]);
      expect(atAnotherGateway).toHaveLength(1);
      expect(await ledger().unmatched('bank', [])).toEqual([]);
    });

    it('reports an unmatched line once per gateway and day', async () => {
      const line = lineOf(null, next('X-ONCE'));

      const reports = [
        await ledger().reportOnce('bank', '2026-11-22', line, at(HOUR)),
        await ledger().reportOnce('bank', '2026-11-22', line, at(2 * HOUR)),
        await ledger().reportOnce('other', '2026-11-22', line, at(HOUR)),
      ];

      expect(reports).toEqual([true, false, true]);
    });
  });
}
