import { ClaimRequest, WebhookDeliveryQueue } from '../../src/adapters/webhooks/delivery-queue';
import { toStoredEvent } from '../../src/adapters/persistence/typeorm/sql-event-feed';
import { TestApp, TestMerchant, paymentRequestBody, startTestApp } from '../support/test-app';
import { describeDatabase } from '../support/test-database';
import { insertWebhookEndpoint, webhookDeliveries } from '../support/webhook-endpoints';

/**
 * @engine both: the queue's claims and leases.
 */

describe(`the webhook delivery queue ${describeDatabase()}`, () => {
  let t: TestApp;
  let merchant: TestMerchant;
  let queue: WebhookDeliveryQueue;
  const claim = (overrides: Partial<ClaimRequest> = {}) => queue.claimDue({ limit: 10, perEndpoint: 10, inFlight: new Map(), perMerchant: 10, inFlightByMerchant: new Map(), leaseSeconds: 60, ...overrides });
  const createRequests = async (n: number) => {
    for (let i = 0; i < n; i += 1) await t.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody({ external_id: `q-${i}` }));
  };
  const endLeases = () => t.db.database.query((session) => session.rows("UPDATE webhook_deliveries SET next_attempt_at = now() - interval '1 second' WHERE status = 'pending'"));

  beforeAll(async () => {
    t = await startTestApp(); // the worker is not started: the test claims by hand
    queue = new WebhookDeliveryQueue(t.db.database, toStoredEvent);
  });
  beforeEach(async () => {
    await t.reset();
    merchant = await t.merchant();
  });
  afterAll(() => t.close());

  it('hands a due delivery to one claim until its lease ends, and records only the current claim\'s outcome', async () => {
    const endpoint = await insertWebhookEndpoint(t.db.database, { merchantId: merchant.id, url: 'http://127.0.0.1:9/hooks' });
    await createRequests(1);

    const [first] = await claim();
    expect(first).toMatchObject({ endpointId: endpoint.id, attempt: 1, url: 'http://127.0.0.1:9/hooks', secrets: { current: endpoint.secret, previous: null } });
    expect(await claim()).toEqual([]);
    await endLeases(); // as if the first claimer died
    const [second] = await claim();
    expect(second).toMatchObject({ attempt: 2, event: { id: first.event.id } });

    expect(await queue.recordAll([{ claim: first, outcome: { status: 'succeeded', responseStatus: 200 } }])).toEqual([false]);
    expect(await queue.recordAll([{ claim: second, outcome: { status: 'pending', responseStatus: 500, retryInSeconds: 300 } }])).toEqual([true]);
    const [row] = await webhookDeliveries(t.db.database, endpoint.id);
    expect(row).toMatchObject({ status: 'pending', attempts: 2, last_response_status: 500 });
    expect(new Date(row.next_attempt_at!).getTime()).toBeGreaterThan(Date.now() + 200_000);
    expect(await claim()).toEqual([]);
  });

  it('takes at most the per-endpoint limit, counting what this instance has in flight, and the oldest first', async () => {
    const busy = await insertWebhookEndpoint(t.db.database, { merchantId: merchant.id, url: 'http://127.0.0.1:9/busy' });
    const idle = await insertWebhookEndpoint(t.db.database, { merchantId: merchant.id, url: 'http://127.0.0.1:9/idle' });
    await createRequests(3);

    const claims = await claim({ perEndpoint: 2, inFlight: new Map([[busy.id, 1]]) });

    expect(claims.filter((c) => c.endpointId === busy.id)).toHaveLength(1);
    expect(claims.filter((c) => c.endpointId === idle.id)).toHaveLength(2);
    const events = (await webhookDeliveries(t.db.database, idle.id)).map((row) => row.event_id);
    expect(claims.filter((c) => c.endpointId === idle.id).map((c) => c.event.id)).toEqual(events.slice(0, 2));
    expect(await queue.dueCount()).toBe(3);
  });

  it('takes merchants in turn, at most the per-merchant limit each, counting what this instance has in flight', async () => {
    const other = await t.merchant('Other');
    const busy = await insertWebhookEndpoint(t.db.database, { merchantId: merchant.id, url: 'http://127.0.0.1:9/a' });
    const busyToo = await insertWebhookEndpoint(t.db.database, { merchantId: merchant.id, url: 'http://127.0.0.1:9/b' });
    await createRequests(4); // 8 due deliveries of the first merchant, older than the other's
    const quiet = await insertWebhookEndpoint(t.db.database, { merchantId: other.id, url: 'http://127.0.0.1:9/c' });
    await t.call(other, 'post', '/api/v1/payment_requests', paymentRequestBody({ external_id: 'other-1' }));

    const first = await claim({ limit: 2, perMerchant: 3 });
    const second = await claim({ perMerchant: 3, inFlightByMerchant: new Map([[merchant.id, 2]]) });

    expect(first.map((c) => c.event.merchantId).sort()).toEqual([merchant.id, other.id].sort());
    expect(first.find((c) => c.event.merchantId === other.id)?.endpointId).toBe(quiet.id);
    expect(second.map((c) => c.endpointId).filter((id) => id === busy.id || id === busyToo.id)).toHaveLength(1);
  });

  it('holds a disabled endpoint\'s queued deliveries out of the due index, and lets them go again when it is enabled', async () => {
    const endpoint = await insertWebhookEndpoint(t.db.database, { merchantId: merchant.id, url: 'http://127.0.0.1:9/hooks' });
    await createRequests(2);
    const held = () => t.db.database.query((session) => session.rows<{ held: boolean }>('SELECT held FROM webhook_deliveries WHERE endpoint_id = $1', [endpoint.id]));

    expect((await t.call(merchant, 'patch', `/api/v1/webhook_endpoints/${endpoint.id}`, { status: 'disabled' })).status).toBe(200);

    expect(await held()).toEqual([{ held: true }, { held: true }]);
    const [index] = await t.db.database.query((session) =>
      session.rows<{ indexdef: string }>("SELECT indexdef FROM pg_indexes WHERE indexname = 'webhook_deliveries_due_idx'"),
    );
    expect(index.indexdef).toMatch(/WHERE \(\(status = 'pending'::text\) AND \(NOT held\)\)/);
    expect(await claim()).toEqual([]);
    expect(await queue.dueCount()).toBe(0);

    expect((await t.call(merchant, 'patch', `/api/v1/webhook_endpoints/${endpoint.id}`, { status: 'enabled' })).status).toBe(200);

    expect(await held()).toEqual([{ held: false }, { held: false }]);
    expect(await claim()).toHaveLength(2);
  });
});
