import { owner } from '../support/builders';
import { WebhookDeliveryRecord, WebhookEndpointRepository } from '../../src/application/ports/webhook-endpoint-repository';
import { WebhookEndpoint, newWebhookEndpoint, rotateWebhookSecret } from '../../src/domain/webhook-endpoint';
import { aPaymentRequest } from '../support/builders';
import { ACME, HOUR, OTHER, at, registerParties } from './payment-request-fixtures';
import { Repositories } from './repositories';
import { saveWithItsEvents } from '../support/saving';

export interface WebhookRepositories {
  repositories: Repositories;
  endpoints: WebhookEndpointRepository;
  /** Writes a delivery row as the delivery pipeline would. */
  recordDelivery(endpointId: string, merchantId: string, delivery: WebhookDeliveryRecord): Promise<void>;
}

const anEndpoint = (id: string, overrides: Partial<WebhookEndpoint> = {}, merchantId = ACME): WebhookEndpoint => ({
  ...newWebhookEndpoint({ id, merchantId, livemode: false, url: `https://shop.example.com/${id}`, events: 'all', description: null, secret: `whsec_${id}` }, at(Number(id.replace(/\D/g, '')) || 0)),
  ...overrides,
});

export function webhookEndpointRepositoryContract(adapterName: string, open: () => Promise<WebhookRepositories>): void {
  describe(`${adapterName} honours the WebhookEndpointRepository contract`, () => {
    let store: WebhookRepositories;
    let endpoints: WebhookEndpointRepository;

    beforeEach(async () => {
      store = await open();
      endpoints = store.endpoints;
      await registerParties(store.repositories);
    });

    it('stores an endpoint as given, every member to the millisecond, events as a list or all', async () => {
      const all = anEndpoint('we_1', { description: 'Ships orders', createdAt: at(1.5), updatedAt: at(2) });
      const paid = anEndpoint('we_2', { events: ['payment_request.paid', 'payment_request.canceled'], status: 'disabled' });
      await endpoints.add(all, 16);
      await endpoints.add(paid, 16);

      expect(await endpoints.findById(owner(ACME), 'we_1')).toEqual(all);
      expect(await endpoints.findById(owner(ACME), 'we_2')).toEqual(paid);
    });

    it('lists a merchant\'s endpoints oldest first, and only its own', async () => {
      await endpoints.add(anEndpoint('we_3'), 16);
      await endpoints.add(anEndpoint('we_1'), 16);
      await endpoints.add(anEndpoint('we_2', {}, OTHER), 16);

      expect((await endpoints.list(owner(ACME))).map((e) => e.id)).toEqual(['we_1', 'we_3']);
      expect(await endpoints.findById(owner(OTHER), 'we_1')).toBeNull();
      expect(await endpoints.findById(owner(ACME), 'we_2')).toBeNull();
    });

    it('refuses an endpoint beyond the limit, per merchant', async () => {
      expect(await endpoints.add(anEndpoint('we_1'), 2)).toBe('added');
      expect(await endpoints.add(anEndpoint('we_2'), 2)).toBe('added');
      expect(await endpoints.add(anEndpoint('we_3'), 2)).toBe('limit_reached');
      expect(await endpoints.add(anEndpoint('we_4', {}, OTHER), 2)).toBe('added');
      expect((await endpoints.list(owner(ACME))).map((e) => e.id)).toEqual(['we_1', 'we_2']);
    });

    it('never lets concurrent adds pass the limit', async () => {
      const outcomes = await Promise.all(Array.from({ length: 6 }, (_, i) => endpoints.add(anEndpoint(`we_${i + 1}`), 3)));

      expect(outcomes.filter((o) => o === 'added')).toHaveLength(3);
      expect(await endpoints.list(owner(ACME))).toHaveLength(3);
    });

    it('modifies a stored endpoint and returns what it stored; nothing for another merchant\'s', async () => {
      await endpoints.add(anEndpoint('we_1'), 16);

      const changed = await endpoints.modify(owner(ACME), 'we_1', (e) => ({ ...e, url: 'https://new.example.com', events: ['payment_request.paid'], description: 'd', status: 'disabled', updatedAt: at(HOUR) }));
      expect(await endpoints.findById(owner(ACME), 'we_1')).toEqual(changed);
      expect(changed).toMatchObject({ url: 'https://new.example.com', events: ['payment_request.paid'], status: 'disabled', updatedAt: at(HOUR) });
      expect(await endpoints.modify(owner(OTHER), 'we_1', (e) => ({ ...e, status: 'enabled' }))).toBeNull();
      expect((await endpoints.findById(owner(ACME), 'we_1'))!.status).toBe('disabled');
    });

    it('keeps every concurrent modification: none is lost', async () => {
      await endpoints.add(anEndpoint('we_1', { description: '' + 0 }), 16);

      await Promise.all(Array.from({ length: 5 }, () => endpoints.modify(owner(ACME), 'we_1', (e) => ({ ...e, description: String(Number(e.description) + 1) }))));

      expect((await endpoints.findById(owner(ACME), 'we_1'))!.description).toBe('5');
    });

    it('gives the signing secrets: both for 24 hours after a rotation, then the new one', async () => {
      await endpoints.add(anEndpoint('we_1'), 16);
      await endpoints.modify(owner(ACME), 'we_1', (e) => rotateWebhookSecret(e, 'whsec_new', at(HOUR)));

      expect(await endpoints.signingSecretsFor('we_1', at(HOUR))).toEqual(['whsec_new', 'whsec_we_1']);
      expect(await endpoints.signingSecretsFor('we_1', at(25 * HOUR))).toEqual(['whsec_new']);
      expect(await endpoints.signingSecretsFor('we_unknown', at(HOUR))).toBeNull();
    });

    it('removes an endpoint of the merchant, once', async () => {
      await endpoints.add(anEndpoint('we_1'), 16);

      expect(await endpoints.remove(owner(OTHER), 'we_1')).toBe(false);
      expect(await endpoints.remove(owner(ACME), 'we_1')).toBe(true);
      expect(await endpoints.remove(owner(ACME), 'we_1')).toBe(false);
      expect(await endpoints.list(owner(ACME))).toEqual([]);
    });

    describe('deliveries', () => {
      async function eventIds(count: number): Promise<string[]> {
        const requests = store.repositories.paymentRequests;
        for (let i = 0; i < count; i++) await saveWithItsEvents(requests, aPaymentRequest({ description: `order ${i}` }));
        const page = await store.repositories.events.listAfter(owner(ACME), { limit: 100 });
        return page!.events.map((event) => event.id);
      }
      const delivery = (eventId: string, createdAt: Date, overrides: Partial<WebhookDeliveryRecord> = {}): WebhookDeliveryRecord => ({
        eventId, eventType: 'payment_request.created', status: 'pending', attempts: 0, lastAttemptAt: null, lastResponseStatus: null, nextAttemptAt: createdAt, createdAt, ...overrides,
      });

      it('lists an endpoint\'s deliveries newest first, up to the limit, every member as written', async () => {
        await endpoints.add(anEndpoint('we_1'), 16);
        const [first, second, third] = await eventIds(3);
        const done = delivery(second, at(2_000), { status: 'succeeded', attempts: 2, lastAttemptAt: at(7_000), lastResponseStatus: 200, nextAttemptAt: null });
        await store.recordDelivery('we_1', ACME, delivery(first, at(1_000)));
        await store.recordDelivery('we_1', ACME, done);
        await store.recordDelivery('we_1', ACME, delivery(third, at(3_000), { status: 'failed', attempts: 8, lastAttemptAt: at(9_000), lastResponseStatus: 500, nextAttemptAt: null }));

        expect((await endpoints.listDeliveries(owner(ACME), 'we_1', 10))!.map((d) => d.eventId)).toEqual([third, second, first]);
        expect(await endpoints.listDeliveries(owner(ACME), 'we_1', 2)).toHaveLength(2);
        expect((await endpoints.listDeliveries(owner(ACME), 'we_1', 10))![1]).toEqual(done);
      });

      it('lists nothing for another merchant, and an empty list for an endpoint without deliveries', async () => {
        await endpoints.add(anEndpoint('we_1'), 16);
        const [event] = await eventIds(1);
        await store.recordDelivery('we_1', ACME, delivery(event, at(1_000)));
        // Added after the event: nothing was queued for it.
        await endpoints.add(anEndpoint('we_2'), 16);

        expect(await endpoints.listDeliveries(owner(OTHER), 'we_1', 10)).toBeNull();
        expect(await endpoints.listDeliveries(owner(ACME), 'we_2', 10)).toEqual([]);
      });

      it('drops the deliveries of a removed endpoint', async () => {
        await endpoints.add(anEndpoint('we_1'), 16);
        const [event] = await eventIds(1);
        await store.recordDelivery('we_1', ACME, delivery(event, at(1_000)));
        await endpoints.remove(owner(ACME), 'we_1');
        await endpoints.add(anEndpoint('we_1'), 16);

        expect(await endpoints.listDeliveries(owner(ACME), 'we_1', 10)).toEqual([]);
      });
    });
  });
}
