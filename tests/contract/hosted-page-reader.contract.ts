import { aPaymentIntentFor, aPaymentRequest } from '../support/builders';
import { MARIA_AT_OTHER, OTHER, at, view } from './payment-request-fixtures';
import { Repositories } from './repositories';
import { saveWithItsEvents } from '../support/saving';

/**
 * The HostedPageReader contract: the hosted payment page's one read. Runs inside the
 * PaymentRequestRepository suite, on what that family of adapters stored.
 */
export function hostedPageReaderContract(repositories: () => Repositories): void {
  describe('finding a payment link by its token', () => {
    const findByToken = (token: string) => repositories().hostedPages.findByToken(token);

    it("finds the request of whichever merchant owns the token, whole, with that merchant's name", async () => {
      const acmes = aPaymentRequest({ description: 'Pedido nº 7 — café' });
      const others = aPaymentRequest({ merchantId: OTHER, customer: MARIA_AT_OTHER });
      await saveWithItsEvents(repositories().paymentRequests, acmes);
      await saveWithItsEvents(repositories().paymentRequests, others);

      const acmeLink = (await findByToken(acmes.token))!;
      const otherLink = (await findByToken(others.token))!;

      expect({ request: view(acmeLink.request), merchantName: acmeLink.merchant.name }).toEqual({ request: view(acmes), merchantName: 'Acme' });
      expect({ request: view(otherLink.request), merchantName: otherLink.merchant.name }).toEqual({ request: view(others), merchantName: 'Other' });
    });

    it('reads the latest stored state, every payment intent included', async () => {
      const request = aPaymentRequest();
      await saveWithItsEvents(repositories().paymentRequests, request);
      const declined = aPaymentIntentFor(request, { now: at(1_000) });
      request.beginPayment(declined, at(1_000));
      request.settlePayment(declined.id, { status: 'declined', declineCode: 'invalid_otp' }, at(1_500));
      const approved = aPaymentIntentFor(request, { now: at(2_000) });
      request.beginPayment(approved, at(2_000));
      request.settlePayment(approved.id, { status: 'approved', gatewayReference: 'REF-TOKEN' }, at(3_000));
      await saveWithItsEvents(repositories().paymentRequests, request);

      const found = (await findByToken(request.token))!.request;

      expect(view(found)).toEqual(view(request));
      expect(found.status).toBe('paid');
      expect(found.intents.map((intent) => intent.status)).toEqual(['rejected', 'succeeded']);
      expect(found.succeededIntent?.referenceId).toBe('REF-TOKEN');
    });

    it('finds nothing for a token no request has, nor for a stored token in another case', async () => {
      const request = aPaymentRequest();
      await saveWithItsEvents(repositories().paymentRequests, request);

      expect(await findByToken('PRNOSUCHTOKEN')).toBeNull();
      expect(await findByToken(request.token.toLowerCase())).toBeNull();
      expect(await findByToken(request.id)).toBeNull();
    });
  });
}
