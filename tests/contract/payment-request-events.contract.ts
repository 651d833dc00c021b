import { owner } from '../support/builders';
import { StoredEvent } from '../../src/application/ports/event-feed';
import { ConcurrentModification } from '../../src/domain/errors';
import { PaymentRequest } from '../../src/domain/payment-requests';
import { aPaymentIntentFor, aPaymentRequest, usdToVes } from '../support/builders';
import { ACME, MARIA_AT_OTHER, OTHER, at } from './payment-request-fixtures';
import { Repositories } from './repositories';
import { saveWithItsEvents, testObjectOf } from '../support/saving';
import { eventObjectView } from '../../src/adapters/http/api/events/event-object';
import { PaymentRequestPresenter } from '../../src/adapters/http/api/payment-requests/payment-request.presenter';
import { BusinessCalendar } from '../../src/application/business-calendar';

/** The outbox of the PaymentRequestRepository contract: each save stores its events; runs inside that suite. */
export function paymentRequestEventsContract(open: () => Repositories): void {
  describe('the events stored with each change', () => {
    const save = (request: PaymentRequest) => saveWithItsEvents(open().paymentRequests, request);
    const feed = async (merchantId = ACME, query: { after?: string; type?: StoredEvent['type']; limit?: number } = {}) =>
      (await open().events.listAfter(owner(merchantId), { limit: 100, ...query }))!;
    const shown = (events: StoredEvent[]) => events.map((event) => [event.type, testObjectOf(event.object)]);

    async function aRequestDeclinedThenPaid(): Promise<PaymentRequest> {
      const request = aPaymentRequest({ description: 'first' });
      await save(request);
      request.revise({ description: 'second', rate: usdToVes('37'), now: at(1_000) });
      await save(request);
      const declined = aPaymentIntentFor(request, { now: at(2_000) });
      request.beginPayment(declined, at(2_000));
      await save(request);
      request.settlePayment(declined.id, { status: 'declined', declineCode: 'insufficient_funds' }, at(3_000));
      await save(request);
      const approved = aPaymentIntentFor(request, { now: at(4_000) });
      request.beginPayment(approved, at(4_000));
      request.settlePayment(approved.id, { status: 'approved', gatewayReference: 'REF-1' }, at(5_000));
      await save(request);
      return request;
    }

    it('stores one event per change, in order, each with the request as it was right after that change', async () => {
      const request = await aRequestDeclinedThenPaid();

      const { events, hasMore } = await feed();

      const object = (status: string, description: string, intents: number) => ({ id: request.id, status, description, intents });
      expect(shown(events)).toEqual([
        ['payment_request.created', object('waiting_for_payment', 'first', 0)],
        ['payment_request.updated', object('waiting_for_payment', 'second', 0)],
        ['payment_request.payment_failed', object('waiting_for_payment', 'second', 1)],
        ['payment_request.paid', object('paid', 'second', 2)],
      ]);
      expect(events.map((event) => event.createdAt.toISOString())).toEqual([at(0), at(1_000), at(3_000), at(5_000)].map((d) => d.toISOString()));
      expect(new Set(events.map((event) => event.merchantId))).toEqual(new Set([ACME]));
      expect(hasMore).toBe(false);
    });

    it('keeps the state each event records: rendered when shown, it is the very body the request had right after the change', async () => {
      const presenter = new PaymentRequestPresenter('https://pay.example.test', new BusinessCalendar('America/Caracas'));
      const rendered: string[] = [];
      const request = aPaymentRequest({ description: 'first' });
      const saveAndRender = async () => {
        rendered.push(JSON.stringify(presenter.management(request)));
        await save(request);
      };
      await saveAndRender();
      request.revise({ description: 'second', rate: usdToVes('37'), now: at(1_000) });
      await saveAndRender();
      const approved = aPaymentIntentFor(request, { now: at(2_000) });
      request.beginPayment(approved, at(2_000));
      request.settlePayment(approved.id, { status: 'approved', gatewayReference: 'REF-1' }, at(3_000));
      await saveAndRender();

      const { events } = await feed();

      expect(events.map((event) => JSON.stringify(eventObjectView(presenter, event.object)))).toEqual(rendered);
    });

    it('finds each event by id, for its merchant only', async () => {
      await aRequestDeclinedThenPaid();
      const { events } = await feed();

      for (const event of events) expect(await open().events.findById(owner(ACME), event.id)).toEqual(event);
      expect(await open().events.findById(owner(OTHER), events[0].id)).toBeNull();
      expect(await open().events.findById(owner(ACME), 'evt_missing')).toBeNull();
    });

    it('a save that changes nothing an event records stores none, and no event is stored twice', async () => {
      const request = aPaymentRequest();
      await save(request);
      request.beginPayment(aPaymentIntentFor(request), at(1_000));
      await save(request);

      expect((await feed()).events.map((event) => event.type)).toEqual(['payment_request.created']);
    });

    it('a save refused for a stale copy stores no event, and the winner stores exactly its own', async () => {
      const request = aPaymentRequest();
      await save(request);
      const copies = await Promise.all([1, 2, 3, 4].map(() => open().paymentRequests.findById(owner(ACME), request.id)));
      copies.forEach((copy, i) => copy!.revise({ description: `writer ${i}`, rate: usdToVes('37'), now: at(i) }));

      const outcomes = await Promise.allSettled(copies.map((copy) => save(copy!)));

      const winner = copies.find((_, i) => outcomes[i].status === 'fulfilled')!;
      outcomes.filter((o) => o.status === 'rejected').forEach((o) => expect((o as PromiseRejectedResult).reason).toBeInstanceOf(ConcurrentModification));
      expect(shown((await feed()).events)).toEqual([
        ['payment_request.created', expect.anything()],
        ['payment_request.updated', { id: request.id, status: 'waiting_for_payment', description: winner.description, intents: 0 }],
      ]);
    });

    it('a new request refused because its id is taken stores no event', async () => {
      await save(aPaymentRequest({ id: 'preq_taken' }));
      await expect(save(aPaymentRequest({ id: 'preq_taken', description: 'late' }))).rejects.toBeInstanceOf(ConcurrentModification);

      expect((await feed()).events).toHaveLength(1);
    });

    it('pages after a given event, honours the limit, and says when more follow', async () => {
      await aRequestDeclinedThenPaid();
      const all = (await feed()).events;

      const first = await feed(ACME, { limit: 2 });
      const rest = await feed(ACME, { limit: 2, after: first.events[1].id });
      const end = await feed(ACME, { limit: 2, after: rest.events[1].id });

      expect([first.hasMore, rest.hasMore, end.hasMore]).toEqual([true, false, false]);
      expect([...first.events, ...rest.events]).toEqual(all);
      expect(end.events).toEqual([]);
    });

    it('filters by type, starting after an event of any type', async () => {
      await aRequestDeclinedThenPaid();
      const all = (await feed()).events;

      expect((await feed(ACME, { type: 'payment_request.paid' })).events).toEqual([all[3]]);
      expect((await feed(ACME, { type: 'payment_request.updated', after: all[0].id })).events).toEqual([all[1]]);
      expect((await feed(ACME, { type: 'payment_request.updated', after: all[1].id })).events).toEqual([]);
    });

    it("keeps each merchant's feed to its own events, and refuses to start after another merchant's or an unknown one", async () => {
      await save(aPaymentRequest());
      await save(aPaymentRequest({ merchantId: OTHER, customer: MARIA_AT_OTHER }));
      await save(aPaymentRequest());
      const ours = (await feed(ACME)).events;
      const theirs = (await feed(OTHER)).events;

      expect(ours).toHaveLength(2);
      expect(theirs.map((event) => event.merchantId)).toEqual([OTHER]);
      expect(await open().events.listAfter(owner(ACME), { after: theirs[0].id, limit: 10 })).toBeNull();
      expect(await open().events.listAfter(owner(ACME), { after: 'evt_unknown', limit: 10 })).toBeNull();
    });

    it("lists one request's events oldest first, up to the limit, and never another request's, merchant's or mode's", async () => {
      const request = await aRequestDeclinedThenPaid();
      await save(aPaymentRequest({ description: 'another of ours' }));
      const theirs = aPaymentRequest({ merchantId: OTHER, customer: MARIA_AT_OTHER });
      await save(theirs);
      const ofRequest = (await feed()).events.filter((event) => (testObjectOf(event.object) as { id?: string }).id === request.id);
      const list = (id: string, limit: number, of = owner(ACME)) => open().events.listForPaymentRequest(of, id, limit);

      expect(await list(request.id, 10)).toEqual({ events: ofRequest, hasMore: false });
      expect(ofRequest.map((event) => event.type)).toEqual([
        'payment_request.created', 'payment_request.updated', 'payment_request.payment_failed', 'payment_request.paid',
      ]);
      expect(await list(request.id, 4)).toEqual({ events: ofRequest, hasMore: false });
      expect(await list(request.id, 3)).toEqual({ events: ofRequest.slice(0, 3), hasMore: true });
      expect(await list(request.id, 10, owner(ACME, true))).toEqual({ events: [], hasMore: false });
      expect(await list(request.id, 10, owner(OTHER))).toEqual({ events: [], hasMore: false });
      expect(await list(theirs.id, 10)).toEqual({ events: [], hasMore: false });
      expect((await list(theirs.id, 10, owner(OTHER))).events.map((event) => event.type)).toEqual(['payment_request.created']);
      expect(await list('preq_unknown', 10)).toEqual({ events: [], hasMore: false });
    });
  });
}
