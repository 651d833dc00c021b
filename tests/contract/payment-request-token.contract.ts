import { PaymentRequestRepository } from '../../src/application/ports/payment-request-repository';
import { aPaymentIntentFor, aPaymentRequest } from '../support/builders';
import { MARIA_AT_OTHER, OTHER, at, view } from './payment-request-fixtures';

/** The hosted payment page's lookup of the PaymentRequestRepository contract; runs inside that suite. */
export function paymentRequestTokenContract(repository: () => PaymentRequestRepository): void {
  describe('finding a request by its token', () => {
    it('finds the request of whichever merchant owns the token, whole', async () => {
      const acmes = aPaymentRequest({ description: 'Pedido nº 7 — café' });
      const others = aPaymentRequest({ merchantId: OTHER, customer: MARIA_AT_OTHER });
      await repository().save(acmes);
      await repository().save(others);

      expect(view((await repository().findByToken(acmes.token))!)).toEqual(view(acmes));
      expect(view((await repository().findByToken(others.token))!)).toEqual(view(others));
    });

    it('reads the latest stored state, attempts included', async () => {
      const request = aPaymentRequest();
      await repository().save(request);
      const intent = aPaymentIntentFor(request, { now: at(1_000) });
      request.beginPayment(intent, at(1_000));
      request.settlePayment(intent.id, { status: 'approved', gatewayReference: 'REF-TOKEN' }, at(2_000));
      await repository().save(request);

      const found = (await repository().findByToken(request.token))!;

      expect(view(found)).toEqual(view(request));
      expect(found.status).toBe('paid');
      expect(found.succeededIntent?.referenceId).toBe('REF-TOKEN');
    });

    it('finds nothing for a token no request has, nor for a stored token in another case', async () => {
      const request = aPaymentRequest();
      await repository().save(request);

      expect(await repository().findByToken('PRNOSUCHTOKEN')).toBeNull();
      expect(await repository().findByToken(request.token.toLowerCase())).toBeNull();
      expect(await repository().findByToken(request.id)).toBeNull();
    });
  });
}
