import { ClaimRequest, WebhookDeliveryQueue } from '../../src/adapters/webhooks/delivery-queue';
import { TestApp, TestMerchant, paymentRequestBody, startTestApp } from '../support/test-app';
import { describeDatabase } from '../support/test-database';
import { insertWebhookEndpoint, webhookDeliveries } from '../support/webhook-endpoints';

describe(`the webhook delivery queue ${describeDatabase()}`, () => {
  let t: TestApp;
  let merchant: TestMerchant;
  let queue: WebhookDeliveryQueue;
  const claim = (overrides: Partial<ClaimRequest> = {}) => queue.claimDue({ limit: 10, perEndpoint: 10, inFlight: new Map(), leaseSeconds: 60, ...overrides });
  const createRequests = async (n: number) => {
    for (let i = 0; i < n; i += 1) await t.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody({ external_id: `q-${i}` }));
  };
  const endLeases = () => t.db.database.query((session) => session.rows("UPDATE webhook_deliveries SET next_attempt_at = now() - interval '1 second' WHERE status = 'pending'"));

  beforeAll(async () => {
    t = await startTestApp(); // the worker is not started: the test claims by hand
    queue = new WebhookDeliveryQueue(t.db.database);
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
});
