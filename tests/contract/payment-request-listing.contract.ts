import { owner } from '../support/builders';
import { PaymentRequestFilter, PaymentRequestRepository } from '../../src/application/ports/payment-request-repository';
import { PaymentRequest } from '../../src/domain/payment-requests';
import { aPaymentIntentFor, aPaymentRequest, T0 } from '../support/builders';
import { ACME, HOUR, JOSE, MARIA, MARIA_AT_OTHER, OTHER, at, canceled, ids, view } from './payment-request-fixtures';
import { saveWithItsEvents } from '../support/saving';

/** The list part of the PaymentRequestRepository contract; runs inside that suite. */
export function paymentRequestListingContract(repository: () => PaymentRequestRepository): void {
  describe('listing', () => {
    const save = async (...requests: PaymentRequest[]) => {
      for (const request of requests) await saveWithItsEvents(repository(), request);
    };
    const listIds = async (filter: PaymentRequestFilter, limit = 50, offset = 0) => {
      const page = await repository().list(owner(ACME), filter, { limit, offset });
      return { ids: ids(page.items), total: page.total };
    };

    describe('with requests of several customers, states and days', () => {
      beforeEach(async () => {
        const confirming = aPaymentRequest({ id: 'preq_3', customer: MARIA, now: at(2 * HOUR) });
        confirming.beginPayment(aPaymentIntentFor(confirming), at(2 * HOUR));
        const paid = aPaymentRequest({ id: 'preq_2', customer: JOSE, now: at(HOUR) });
        const intent = aPaymentIntentFor(paid);
        paid.beginPayment(intent, at(HOUR));
        paid.settlePayment(intent.id, { status: 'approved', gatewayReference: 'REF-1' }, at(HOUR));
        await save(
          aPaymentRequest({ id: 'preq_1', customer: MARIA, now: T0 }),
          paid,
          confirming,
          canceled(aPaymentRequest({ id: 'preq_4', customer: JOSE, now: at(3 * HOUR) })),
          aPaymentRequest({ id: 'preq_9', merchantId: OTHER, customer: MARIA_AT_OTHER, now: at(HOUR) }),
        );
      });

      it("lists only the merchant's own requests, newest first, each whole", async () => {
        const page = await repository().list(owner(ACME), {}, { limit: 10, offset: 0 });

        expect(ids(page.items)).toEqual(['preq_4', 'preq_3', 'preq_2', 'preq_1']);
        expect(page.total).toBe(4);
        const paid = page.items.find((item) => item.id === 'preq_2')!;
        expect(view(paid)).toEqual(view((await repository().findById(owner(ACME), 'preq_2'))!));
        expect(paid.succeededIntent?.referenceId).toBe('REF-1');
      });

      it.each<[string, PaymentRequestFilter, string[]]>([
        ['status', { status: 'waiting_for_payment' }, ['preq_1']],
        ['status', { status: 'waiting_for_payment_confirmation' }, ['preq_3']],
        ['status', { status: 'paid' }, ['preq_2']],
        ['status', { status: 'canceled' }, ['preq_4']],
        ['customer dni', { customerDni: JOSE.dni }, ['preq_4', 'preq_2']],
        ['customer email, whatever its case', { customerEmail: 'MARIA@example.COM' }, ['preq_3', 'preq_1']],
        ['customer email, whatever its stored case', { customerEmail: 'jose.gomez@example.com' }, ['preq_4', 'preq_2']],
        ['creation from an instant, inclusive', { createdFrom: at(HOUR) }, ['preq_4', 'preq_3', 'preq_2']],
        ['creation before an instant, exclusive', { createdBefore: at(2 * HOUR) }, ['preq_2', 'preq_1']],
        ['creation within a range', { createdFrom: at(1), createdBefore: at(3 * HOUR) }, ['preq_3', 'preq_2']],
        ['dni and status together', { customerDni: MARIA.dni, status: 'waiting_for_payment' }, ['preq_1']],
        ['email and range together', { customerEmail: JOSE.email, createdFrom: at(2 * HOUR) }, ['preq_4']],
        ['dni and a status none of its requests has', { customerDni: MARIA.dni, status: 'paid' }, []],
      ])('filters by %s: %j', async (_, filter, expected) => {
        expect(await listIds(filter)).toEqual({ ids: expected, total: expected.length });
      });

      it('counts every match, not just the page', async () => {
        expect(await listIds({}, 2, 1)).toEqual({ ids: ['preq_3', 'preq_2'], total: 4 });
      });

      it.each<[string, PaymentRequestFilter, number]>([
        ['a customer', { customerDni: JOSE.dni }, 2],
        ['no filter', {}, 4],
        ['a status', { status: 'canceled' }, 1],
        ['a range', { createdFrom: at(1), createdBefore: at(3 * HOUR) }, 2],
      ])('gives an empty page past the end, still counting every match: %s', async (_, filter, total) => {
        expect(await listIds(filter, 10, 100)).toEqual({ ids: [], total });
        expect(await listIds(filter, 2, total)).toEqual({ ids: [], total });
      });

      it("pages through a customer's requests", async () => {
        expect(await listIds({ customerEmail: MARIA.email }, 1, 1)).toEqual({ ids: ['preq_1'], total: 2 });
      });
    });

    it('breaks ties on the creation instant by id, descending, so pages never repeat or skip', async () => {
      const tiedIds = ['preq_a1', 'preq_B2', 'preq_Z3', 'preq_b4', 'preq_A5', 'preq_z6', 'preq_07'];
      await save(
        aPaymentRequest({ id: 'preq_older', now: at(-1) }),
        ...tiedIds.map((id) => aPaymentRequest({ id, now: T0 })),
        aPaymentRequest({ id: 'preq_newer', now: at(1) }),
      );

      const pages = [];
      for (let offset = 0; offset < 9; offset += 2) pages.push(...(await listIds({}, 2, offset)).ids);

      // Bytewise order of the ids, whatever the database's locale: digits < upper case < lower case.
      const tiedNewestFirst = ['preq_z6', 'preq_b4', 'preq_a1', 'preq_Z3', 'preq_B2', 'preq_A5', 'preq_07'];
      expect(pages).toEqual(['preq_newer', ...tiedNewestFirst, 'preq_older']);
    });

    it('tells apart creation instants one millisecond apart', async () => {
      await save(aPaymentRequest({ id: 'preq_b', now: at(0) }), aPaymentRequest({ id: 'preq_a', now: at(1) }));

      expect((await listIds({})).ids).toEqual(['preq_a', 'preq_b']);
      expect((await listIds({ createdFrom: at(1) })).ids).toEqual(['preq_a']);
      expect((await listIds({ createdBefore: at(1) })).ids).toEqual(['preq_b']);
    });
  });
}
