import { PaymentRequestRepository } from '../../src/application/ports/payment-request-repository';
import { PaymentRequest } from '../../src/domain/payment-requests';
import { aPaymentIntentFor, aPaymentRequest } from '../support/builders';
import { HOUR, MARIA_AT_OTHER, OTHER, at, ids, view } from './payment-request-fixtures';
import { saveWithItsEvents } from '../support/saving';

/** Expiry and cancellation as stored, and the sweeper's query; runs inside the PaymentRequestRepository suite. */
export function paymentRequestExpiryContract(repository: () => PaymentRequestRepository): void {
  const reread = async (request: PaymentRequest) => view((await repository().findById(request.owner, request.id))!);

  describe('expiry and cancellation', () => {
    it('reads back an expiry, its change and its removal', async () => {
      const request = aPaymentRequest({ expiresAt: new Date(at(HOUR).getTime() + 7) });
      await saveWithItsEvents(repository(), request);
      expect(await reread(request)).toEqual(view(request));

      request.revise({ expiresAt: null, now: at(1) });
      await saveWithItsEvents(repository(), request);
      expect((await reread(request)).expiresAt).toBeNull();
    });

    it('reads back a request canceled by its merchant, and one expired', async () => {
      const requested = aPaymentRequest();
      await saveWithItsEvents(repository(), requested);
      requested.cancel(at(5));
      await saveWithItsEvents(repository(), requested);
      const expired = aPaymentRequest({ expiresAt: at(HOUR) });
      await saveWithItsEvents(repository(), expired);
      expired.expire(at(2 * HOUR));
      await saveWithItsEvents(repository(), expired);

      expect(await reread(requested)).toEqual(view(requested));
      expect(await reread(expired)).toEqual(view(expired));
      expect([(await reread(expired)).cancellationReason, (await reread(expired)).canceledAt]).toEqual(['expired', at(HOUR)]);
    });

    it('finds, across merchants, requests still waiting whose expiry is at or before the instant, earliest first', async () => {
      const later = aPaymentRequest({ expiresAt: at(2 * HOUR) });
      const earlier = aPaymentRequest({ expiresAt: at(HOUR), merchantId: OTHER, customer: MARIA_AT_OTHER });
      const notYet = aPaymentRequest({ expiresAt: new Date(at(2 * HOUR).getTime() + 1) });
      const never = aPaymentRequest();
      const inFlight = aPaymentRequest({ expiresAt: at(HOUR) });
      inFlight.beginPayment(aPaymentIntentFor(inFlight, { now: at(0) }), at(0));
      const canceled = aPaymentRequest({ expiresAt: at(HOUR) });
      canceled.cancel(at(0));
      for (const request of [later, earlier, notYet, never, inFlight, canceled]) await saveWithItsEvents(repository(), request);

      expect(ids(await repository().findExpired(at(2 * HOUR), 10))).toEqual([earlier.id, later.id]);
      expect(ids(await repository().findExpired(at(2 * HOUR), 1))).toEqual([earlier.id]);
      expect(await repository().findExpired(new Date(at(HOUR).getTime() - 1), 10)).toEqual([]);
    });
  });
}
