import { PaymentRequestFilter, PaymentRequestRepository } from '../../src/application/ports/payment-request-repository';
import { PaymentRequest } from '../../src/domain/payment-requests';
import { aPaymentRequest, owner } from '../support/builders';
import { saveWithItsEvents } from '../support/saving';
import { ACME, HOUR, JOSE, MARIA, MARIA_AT_OTHER, OTHER, at, canceled, ids } from './payment-request-fixtures';

/** The external_id filter of the list, part of the PaymentRequestRepository contract; runs inside that suite. */
export function paymentRequestExternalIdContract(repository: () => PaymentRequestRepository): void {
  describe('listing by external_id', () => {
    const save = async (...requests: PaymentRequest[]) => {
      for (const request of requests) await saveWithItsEvents(repository(), request);
    };
    const listIds = async (filter: PaymentRequestFilter, limit = 50, offset = 0, livemode = false) => {
      const page = await repository().list(owner(ACME, livemode), filter, { limit, offset });
      return { ids: ids(page.items), total: page.total };
    };

    beforeEach(async () => {
      await save(
        aPaymentRequest({ id: 'preq_1', externalId: 'order-1', customer: MARIA, now: at(0) }),
        canceled(aPaymentRequest({ id: 'preq_2', externalId: 'order-1', customer: JOSE, now: at(HOUR) })),
        aPaymentRequest({ id: 'preq_3', externalId: 'order-1', customer: MARIA, now: at(2 * HOUR) }),
        aPaymentRequest({ id: 'preq_4', externalId: 'ORDER-1', customer: MARIA, now: at(3 * HOUR) }),
        aPaymentRequest({ id: 'preq_5', externalId: 'order-10', customer: MARIA, now: at(4 * HOUR) }),
        aPaymentRequest({ id: 'preq_6', externalId: null, customer: MARIA, now: at(5 * HOUR) }),
        aPaymentRequest({ id: 'preq_7', externalId: 'order-1', livemode: true, customer: MARIA, now: at(HOUR) }),
        aPaymentRequest({ id: 'preq_9', externalId: 'order-1', merchantId: OTHER, customer: MARIA_AT_OTHER, now: at(HOUR) }),
      );
    });

    it.each<[string, PaymentRequestFilter, string[]]>([
      ['exactly, newest first', { externalId: 'order-1' }, ['preq_3', 'preq_2', 'preq_1']],
      ['case kept', { externalId: 'ORDER-1' }, ['preq_4']],
      ['no prefixes', { externalId: 'order-' }, []],
      ['no wildcards', { externalId: 'order-%' }, []],
      ['nothing for an unknown one', { externalId: 'order-2' }, []],
      ['with a status', { externalId: 'order-1', status: 'canceled' }, ['preq_2']],
      ['with a customer', { externalId: 'order-1', customerDni: MARIA.dni }, ['preq_3', 'preq_1']],
      ['with an e-mail', { externalId: 'order-1', customerEmail: JOSE.email }, ['preq_2']],
      ['with a range', { externalId: 'order-1', createdFrom: at(1), createdBefore: at(3 * HOUR) }, ['preq_3', 'preq_2']],
    ])('matches %s: %j', async (_, filter, expected) => {
      expect(await listIds(filter)).toEqual({ ids: expected, total: expected.length });
    });

    it("never finds another merchant's requests or the other mode's", async () => {
      expect(await listIds({ externalId: 'order-1' }, 50, 0, true)).toEqual({ ids: ['preq_7'], total: 1 });
      expect((await repository().list(owner(OTHER), { externalId: 'order-1' }, { limit: 50, offset: 0 })).total).toBe(1);
    });

    it('pages, counting every match', async () => {
      expect(await listIds({ externalId: 'order-1' }, 2, 0)).toEqual({ ids: ['preq_3', 'preq_2'], total: 3 });
      expect(await listIds({ externalId: 'order-1' }, 2, 2)).toEqual({ ids: ['preq_1'], total: 3 });
      expect(await listIds({ externalId: 'order-1' }, 2, 4)).toEqual({ ids: [], total: 3 });
    });
  });
}
