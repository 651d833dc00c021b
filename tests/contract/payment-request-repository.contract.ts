import { owner } from '../support/builders';
import { PaymentRequestRepository } from '../../src/application/ports/payment-request-repository';
import { ConcurrentModification } from '../../src/domain/errors';
import { PaymentRequest } from '../../src/domain/payment-requests';
import { parseReturnUrl } from '../../src/domain/return-url';
import { aPaymentIntentFor, aPaymentRequest, c2pInstrument, cardInstrument, usd, usdToVes } from '../support/builders';
import { ACME, JOSE, OTHER, at, registerParties, view } from './payment-request-fixtures';
import { paymentRequestEventsContract } from './payment-request-events.contract';
import { paymentRequestListingContract } from './payment-request-listing.contract';
import { paymentRequestExternalIdContract } from './payment-request-external-id.contract';
import { paymentRequestPendingContract } from './payment-request-pending.contract';
import { paymentRequestExpiryContract } from './payment-request-expiry.contract';
import { paymentRequestRefundsContract } from './payment-request-refunds.contract';
import { paymentRequestLateChargesContract } from './payment-request-late-charges.contract';
import { hostedPageReaderContract } from './hosted-page-reader.contract';
import { salesSummaryContract } from './sales-summary.contract';
import { OpenRepositories, Repositories } from './repositories';
import { itsEvents, saveWithItsEvents } from '../support/saving';
import { CustomerChanged } from '../../src/application/ports/customer-repository';

export function paymentRequestRepositoryContract(adapterName: string, open: OpenRepositories): void {
  describe(`${adapterName} honours the PaymentRequestRepository contract`, () => {
    let repository: PaymentRequestRepository;
    let repositories: Repositories;

    beforeEach(async () => {
      repositories = await open();
      await registerParties(repositories);
      repository = repositories.paymentRequests;
    });

    const reread = async (request: PaymentRequest) => view((await repository.findById(request.owner, request.id))!);

    describe('storing and reading back', () => {
      it('reads back every field of a new request, one version on, creation instant to the millisecond', async () => {
        const request = aPaymentRequest({
          description: 'Pedido nº 1001 — café',
          externalId: 'order-77',
          customer: JOSE,
          now: new Date('2026-11-22T13:30:00.123Z'),
        });

        await saveWithItsEvents(repository, request);

        expect(request.version).toBe(1);
        expect(await reread(request)).toEqual(view(request));
      });

      it('stores a new request whose customer is still as read, and nothing when the customer has changed since', async () => {
        const asRead = { id: JOSE.id, email: JOSE.email };
        const kept = aPaymentRequest({ customer: JOSE });
        await repository.save(kept, { ...itsEvents(kept), customerAsRead: asRead });
        expect(await reread(kept)).toEqual(view(kept));

        await repositories.customers.save({ ...JOSE, merchantId: ACME, livemode: false, email: 'jose@new.example', firstName: 'F', lastName: 'L' });
        const stale = aPaymentRequest({ customer: JOSE });
        const refused = await repository.save(stale, { ...itsEvents(stale), customerAsRead: asRead }).catch((error: unknown) => error);

        expect(refused).toBeInstanceOf(CustomerChanged);
        expect(await repository.findById(owner(ACME), stale.id)).toBeNull();
        expect((await repositories.events.listForPaymentRequest(owner(ACME), stale.id, 10)).events).toEqual([]);
      });

      it('keeps money exact: a rate with 8 decimals and cents beyond 32 bits', async () => {
        const request = aPaymentRequest({ amount: usd('1000000'), rate: usdToVes('123456.78901234') });
        await saveWithItsEvents(repository, request);

        const found = (await repository.findById(owner(ACME), request.id))!;

        expect(found.amount.cents).toBe(100_000_000);
        expect(found.rate.toDecimalString()).toBe('123456.78901234');
        expect(found.conversionAmount.cents).toBe(12_345_678_901_234);
      });

      it('stores each step of a payment history, keeping the payment intents in the order they were made', async () => {
        const request = aPaymentRequest();
        await saveWithItsEvents(repository, request);
        const declined = aPaymentIntentFor(request, { instrument: c2pInstrument(), now: at(1_000) });
        request.beginPayment(declined, at(1_000));
        await saveWithItsEvents(repository, request);
        request.settlePayment(declined.id, { status: 'declined', declineCode: 'insufficient_funds' }, at(2_000));
        await saveWithItsEvents(repository, request);
        // Created at the same instant as the first payment intent: the order must not hang on the clock.
        const approved = aPaymentIntentFor(request, { instrument: cardInstrument({ brand: 'mastercard' }), now: at(1_000) });
        request.beginPayment(approved, at(3_000));
        request.settlePayment(approved.id, { status: 'approved', gatewayReference: 'REF-0042' }, at(4_000));
        await saveWithItsEvents(repository, request);

        const found = await reread(request);

        expect(found).toEqual(view(request));
        expect(found.status).toBe('paid');
        expect(found.intents.map((intent) => intent.status)).toEqual(['rejected', 'succeeded']);
        expect(found.version).toBe(4);
      });

      it('stores a new request together with its pending payment intent', async () => {
        const request = aPaymentRequest();
        request.beginPayment(aPaymentIntentFor(request, { instrument: cardInstrument(), now: at(500) }), at(500));

        await saveWithItsEvents(repository, request);

        const found = await reread(request);
        expect(found).toEqual(view(request));
        expect(found.intents.map((intent) => intent.status)).toEqual(['pending']);
      });

      it('stores a revision and moves the version on again', async () => {
        const request = aPaymentRequest();
        await saveWithItsEvents(repository, request);
        const copy = (await repository.findById(owner(ACME), request.id))!;
        copy.revise({ amount: usd('25.5'), description: 'Revised', rate: usdToVes('40.12345678'), now: at(60_000) });

        await saveWithItsEvents(repository, copy);

        expect(copy.version).toBe(2);
        expect(await reread(request)).toEqual(view(copy));
      });

      it('stores the return URL, a new one on revision, and its removal', async () => {
        const first = parseReturnUrl('https://shop.example.com/orders/1001?from=pay#done')!;
        const request = aPaymentRequest({ returnUrl: first });
        await saveWithItsEvents(repository, request);
        expect((await repository.findById(owner(ACME), request.id))!.returnUrl).toBe('https://shop.example.com/orders/1001?from=pay#done');
        expect(await reread(request)).toEqual(view(request));
        const listed = await repository.list(owner(ACME), {}, { limit: 10, offset: 0 });
        expect(listed.items.map((item) => item.returnUrl)).toEqual(['https://shop.example.com/orders/1001?from=pay#done']);
        expect((await repositories.hostedPages.findByToken(request.token))!.request.returnUrl).toBe('https://shop.example.com/orders/1001?from=pay#done');

        const changed = (await repository.findById(owner(ACME), request.id))!;
        changed.revise({ returnUrl: parseReturnUrl('https://shop.example.com/other')!, now: at(60_000) });
        await saveWithItsEvents(repository, changed);
        expect((await repository.findById(owner(ACME), request.id))!.returnUrl).toBe('https://shop.example.com/other');

        const removed = (await repository.findById(owner(ACME), request.id))!;
        removed.revise({ returnUrl: null, now: at(120_000) });
        await saveWithItsEvents(repository, removed);
        expect((await repository.findById(owner(ACME), request.id))!.returnUrl).toBeNull();
        expect(await reread(request)).toEqual(view(removed));
      });

      it('reads back no return URL for a request issued without one', async () => {
        const request = aPaymentRequest();
        await saveWithItsEvents(repository, request);
        expect((await repository.findById(owner(ACME), request.id))!.returnUrl).toBeNull();
      });
    });

    describe('ownership', () => {
      it("finds nothing for another merchant's request, exactly as for an unknown id", async () => {
        const request = aPaymentRequest();
        await saveWithItsEvents(repository, request);

        expect(await repository.findById(owner(OTHER), request.id)).toBeNull();
        expect(await repository.findById(owner(ACME), 'preq_missing')).toBeNull();
        expect(await repository.findById(owner(ACME), request.id)).not.toBeNull();
      });
    });

    describe('optimistic concurrency', () => {
      it('refuses a save from a stale copy and changes nothing, not even its payment intents', async () => {
        const request = aPaymentRequest();
        await saveWithItsEvents(repository, request);
        const first = (await repository.findById(owner(ACME), request.id))!;
        const stale = (await repository.findById(owner(ACME), request.id))!;
        first.revise({ description: 'First writer', rate: usdToVes('37'), now: at(1_000) });
        await saveWithItsEvents(repository, first);
        stale.beginPayment(aPaymentIntentFor(stale), at(2_000));

        await expect(saveWithItsEvents(repository, stale)).rejects.toBeInstanceOf(ConcurrentModification);

        expect(stale.version).toBe(1);
        expect(await reread(request)).toEqual(view(first));
      });

      it('refuses a new request whose id is already stored, keeping the stored one', async () => {
        const stored = aPaymentRequest({ id: 'preq_taken', description: 'stored' });
        await saveWithItsEvents(repository, stored);

        await expect(saveWithItsEvents(repository, aPaymentRequest({ id: 'preq_taken', description: 'late' }))).rejects.toBeInstanceOf(
          ConcurrentModification,
        );
        expect(await reread(stored)).toEqual(view(stored));
      });

      it('lets exactly one of several saves racing from the same version win', async () => {
        const request = aPaymentRequest();
        await saveWithItsEvents(repository, request);
        const copies = await Promise.all([1, 2, 3, 4, 5].map(() => repository.findById(owner(ACME), request.id)));
        copies.forEach((copy, i) => copy!.revise({ description: `writer ${i}`, rate: usdToVes('37'), now: at(i) }));

        const outcomes = await Promise.allSettled(copies.map((copy) => saveWithItsEvents(repository, copy!)));

        const winners = copies.filter((_, i) => outcomes[i].status === 'fulfilled');
        const losers = outcomes.filter((outcome) => outcome.status === 'rejected');
        expect(winners).toHaveLength(1);
        losers.forEach((loser) => expect((loser as PromiseRejectedResult).reason).toBeInstanceOf(ConcurrentModification));
        expect(await reread(request)).toEqual(view(winners[0]!));
      });
    });

    paymentRequestListingContract(() => repository);
    paymentRequestExternalIdContract(() => repository);
    paymentRequestPendingContract(() => repository);
    paymentRequestExpiryContract(() => repository);
    paymentRequestRefundsContract(() => repository);
    paymentRequestLateChargesContract(() => repository, () => repositories.statementLedger);
    hostedPageReaderContract(() => repositories);
    salesSummaryContract(() => repositories);
    paymentRequestEventsContract(() => repositories);
  });
}
