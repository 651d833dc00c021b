import { PaymentRequestRepository } from '../../src/application/ports/payment-request-repository';
import { PaymentRequest } from '../../src/domain/payment-requests';
import { aPaymentIntentFor, aPaymentRequest } from '../support/builders';
import { ACME, HOUR, OTHER, MARIA_AT_OTHER, at, ids } from './payment-request-fixtures';
import { saveWithItsEvents } from '../support/saving';

/** The reconciler's query of the PaymentRequestRepository contract; runs inside that suite. */
export function paymentRequestPendingContract(repository: () => PaymentRequestRepository): void {
  describe('finding payment intents left pending', () => {
    async function withIntentStartedAt(started: Date, init: Parameters<typeof aPaymentRequest>[0] = {}, gatewayId = 'sandbox'): Promise<PaymentRequest> {
      const request = aPaymentRequest(init);
      request.beginPayment(aPaymentIntentFor(request, { now: started, gatewayId }), started);
      await saveWithItsEvents(repository(), request);
      return request;
    }

    it("finds, across merchants, requests whose payment intent started before the cutoff, oldest payment intent first", async () => {
      const newer = await withIntentStartedAt(at(2 * HOUR));
      const older = await withIntentStartedAt(at(HOUR), { merchantId: OTHER, customer: MARIA_AT_OTHER });
      await withIntentStartedAt(at(5 * HOUR));

      const found = await repository().findWithPendingIntents(at(3 * HOUR), 10);

      expect(ids(found)).toEqual([older.id, newer.id]);
      expect(found[0].pendingIntents).toHaveLength(1);
    });

    it('leaves out settled payment intents and requests never attempted, and honours the limit', async () => {
      const settled = await withIntentStartedAt(at(HOUR));
      settled.settlePayment(settled.pendingIntents[0].id, { status: 'declined', declineCode: 'invalid_otp' }, at(HOUR));
      await saveWithItsEvents(repository(), settled);
      await saveWithItsEvents(repository(), aPaymentRequest({ merchantId: ACME }));
      const first = await withIntentStartedAt(at(HOUR));
      await withIntentStartedAt(at(2 * HOUR));

      expect(ids(await repository().findWithPendingIntents(at(3 * HOUR), 1))).toEqual([first.id]);
      expect(await repository().findWithPendingIntents(at(0), 10)).toEqual([]);
    });

    it('counts only the payment intents of the gateways named (among), or of none of them (outside)', async () => {
      const onMercantil = await withIntentStartedAt(at(HOUR), {}, 'mercantil');
      const onSandbox = await withIntentStartedAt(at(2 * HOUR));
      const onBnc = await withIntentStartedAt(at(3 * HOUR), {}, 'bnc');

      expect(ids(await repository().findWithPendingIntents(at(4 * HOUR), 10, { among: ['sandbox', 'bnc'] }))).toEqual([onSandbox.id, onBnc.id]);
      expect(ids(await repository().findWithPendingIntents(at(4 * HOUR), 10, { outside: ['sandbox', 'bnc'] }))).toEqual([onMercantil.id]);
      expect(ids(await repository().findWithPendingIntents(at(4 * HOUR), 1, { among: ['bnc'] }))).toEqual([onBnc.id]);
    });
  });
}
