import { Webhook } from 'standardwebhooks';
import { ResolveHost } from '../../../src/adapters/webhooks/webhook-target';
import { WEBHOOK_DELIVERY_WORKER } from '../../../src/container';
import { c2pPayment, C2P_PATH } from '../checkouts/checkout-support';
import { c2pFields, createRequest, postForm } from '../hosted-page/hosted-page-support';
import { TestApp, TestMerchant, paymentRequestBody, startTestApp } from '../../support/test-app';
import { describeDatabase } from '../../support/test-database';
import { testResolver } from '../../support/webhook-hosts';
import { insertWebhookEndpoint, newWebhookSecret, webhookDeliveries } from '../../support/webhook-endpoints';
import { WebhookReceiver, eventually, startWebhookReceiver } from '../../support/webhook-receiver';

const SETTINGS = {
  WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
  WEBHOOK_POLL_INTERVAL_MS: '50',
  WEBHOOK_RETRY_SCHEDULE_SECONDS: '1,1',
  WEBHOOK_TIMEOUT_MS: '500',
  WEBHOOK_LEASE_SECONDS: '2',
  WEBHOOK_CONCURRENCY_PER_ENDPOINT: '2',
};

describe(`webhook delivery ${describeDatabase()}`, () => {
  let t: TestApp;
  let merchant: TestMerchant;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    // hooks.shop.example resolves (only in this app) to the loopback, where the receivers listen.
    const resolveHost: ResolveHost = async (host) =>
      host === 'hooks.shop.example' ? [{ address: '127.0.0.1', family: 4 }] : testResolver(host);
    t = await startTestApp({ env: SETTINGS, overrides: { resolveHost } });
    t.container.get(WEBHOOK_DELIVERY_WORKER).start();
  });
  beforeEach(async () => {
    await t.reset();
    merchant = await t.merchant('Acme');
    receiver = await startWebhookReceiver();
  });
  afterEach(() => receiver.close());
  afterAll(async () => {
    await t.container.get(WEBHOOK_DELIVERY_WORKER).stop();
    await t.close();
  });

  async function payByApi(): Promise<string> {
    const created = await t.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody());
    const paid = await t.call(merchant, 'post', C2P_PATH, { payment: c2pPayment(created.body.id) });
    expect(paid.status).toBe(201);
    return created.body.id;
  }

  const paidEventOf = async (paymentRequestId: string) => {
    const events = await t.call(merchant, 'get', '/api/v1/events?type=payment_request.paid');
    return events.body.data.find((event: { data: { object: { id: string } } }) => event.data.object.id === paymentRequestId);
  };

  it('POSTs the event, as the events API shows it, signed per Standard Webhooks, to an endpoint subscribed to its type', async () => {
    const endpoint = await insertWebhookEndpoint(t.db.database, { merchantId: merchant.id, url: receiver.url, events: ['payment_request.paid'] });

    const id = await payByApi();

    const [webhook] = await eventually(() => receiver.received.length === 1 && receiver.received, 5000, 'the webhook');
    const event = await paidEventOf(id);
    expect(webhook.headers['webhook-id']).toBe(event.id);
    expect(webhook.headers['content-type']).toBe('application/json');
    expect(Math.abs(Number(webhook.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(60);
    expect(new Webhook(endpoint.secret).verify(webhook.body, webhook.headers as Record<string, string>)).toEqual(event);
    expect(JSON.parse(webhook.body)).toEqual((await t.call(merchant, 'get', `/api/v1/events/${event.id}`)).body);
    expect(() => new Webhook(newWebhookSecret()).verify(webhook.body, webhook.headers as Record<string, string>)).toThrow();
    await eventually(async () => (await webhookDeliveries(t.db.database, endpoint.id))[0]?.status === 'succeeded', 5000, 'the delivery to be recorded');
    expect(await webhookDeliveries(t.db.database, endpoint.id)).toEqual([
      expect.objectContaining({ event_id: event.id, event_type: 'payment_request.paid', status: 'succeeded', attempts: 1, last_response_status: 200, next_attempt_at: null }),
    ]);
    // Only the subscribed type: creating the request queued nothing for this endpoint.
    expect(receiver.received).toHaveLength(1);
    expect(t.logs()).toMatch(/"msg":"webhook attempt"/);
    expect(t.logs()).not.toContain(endpoint.secret.slice(6));
  });

  it('connects to the address it checked, with the URL\'s host name in the request', async () => {
    const endpoint = await insertWebhookEndpoint(t.db.database, { merchantId: merchant.id, url: `http://hooks.shop.example:${receiver.port}/hooks`, events: ['payment_request.created'] });
    await t.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody());
    const [webhook] = await eventually(() => receiver.received.length === 1 && receiver.received, 5000, 'the webhook');
    expect(webhook.headers.host).toBe(`hooks.shop.example:${receiver.port}`);
    expect(() => new Webhook(endpoint.secret).verify(webhook.body, webhook.headers as Record<string, string>)).not.toThrow();
  });

  it('delivers every event type to an endpoint without a list of events', async () => {
    const endpoint = await insertWebhookEndpoint(t.db.database, { merchantId: merchant.id, url: receiver.url });
    await payByApi();
    await eventually(async () => {
      const rows = await webhookDeliveries(t.db.database, endpoint.id);
      return rows.length === 2 && rows.every((row) => row.status === 'succeeded');
    }, 5000, 'two deliveries');
    expect(receiver.received.map((w) => JSON.parse(w.body).type).sort()).toEqual(['payment_request.created', 'payment_request.paid']);
  });

  it('delivers a payment made on the hosted page like one made through the API', async () => {
    const endpoint = await insertWebhookEndpoint(t.db.database, { merchantId: merchant.id, url: receiver.url, events: ['payment_request.paid'] });
    const { created, page } = await createRequest(t, merchant);

    expect((await postForm(t, `${page}/c2p`, c2pFields())).status).toBe(303);

    const [webhook] = await eventually(() => receiver.received.length === 1 && receiver.received, 5000, 'the webhook');
    const body = new Webhook(endpoint.secret).verify(webhook.body, webhook.headers as Record<string, string>) as Record<string, any>;
    expect([body.type, body.data.object.id, body.data.object.status]).toEqual(['payment_request.paid', created.id, 'paid']);
  });

  it('retries after a 500, with a fresh signature, until the endpoint answers 2xx', async () => {
    receiver.answer = (_webhook, index) => (index === 0 ? 500 : 204);
    const endpoint = await insertWebhookEndpoint(t.db.database, { merchantId: merchant.id, url: receiver.url, events: ['payment_request.created'] });

    await t.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody());

    await eventually(async () => (await webhookDeliveries(t.db.database, endpoint.id))[0]?.status === 'succeeded', 8000, 'the retry to succeed');
    const [delivery] = await webhookDeliveries(t.db.database, endpoint.id);
    expect([delivery.attempts, delivery.last_response_status]).toEqual([2, 204]);
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1].headers['webhook-id']).toBe(receiver.received[0].headers['webhook-id']);
    for (const webhook of receiver.received) expect(() => new Webhook(endpoint.secret).verify(webhook.body, webhook.headers as Record<string, string>)).not.toThrow();
  });

  it('fails an attempt that gets no answer within the timeout, and retries it', async () => {
    receiver.answer = (_webhook, index) => (index === 0 ? 'hold' : 200);
    const endpoint = await insertWebhookEndpoint(t.db.database, { merchantId: merchant.id, url: receiver.url, events: ['payment_request.created'] });

    await t.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody());

    await eventually(async () => (await webhookDeliveries(t.db.database, endpoint.id))[0]?.status === 'succeeded', 8000, 'the retry to succeed');
    expect(receiver.received).toHaveLength(2);
    expect(t.logs()).toMatch(/"attempt":1,"response_status":null,"error":"timed out","outcome":"failed_attempt"/);
  });

  it('counts a redirect as a failure and does not follow it', async () => {
    receiver.answer = (_webhook, index) => (index === 0 ? 307 : 200);
    const endpoint = await insertWebhookEndpoint(t.db.database, { merchantId: merchant.id, url: receiver.url, events: ['payment_request.created'] });
    await t.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody());
    await eventually(async () => (await webhookDeliveries(t.db.database, endpoint.id))[0]?.status === 'succeeded', 8000, 'the retry to succeed');
    expect(receiver.received).toHaveLength(2);
    expect(t.logs()).toMatch(/"attempt":1,"response_status":307,"outcome":"failed_attempt"/);
  });

  it('after a refused connection on every attempt of the schedule, marks the delivery failed and counts it', async () => {
    const closed = await startWebhookReceiver();
    await closed.close(); // nothing listens on its port any more
    const endpoint = await insertWebhookEndpoint(t.db.database, { merchantId: merchant.id, url: closed.url, events: ['payment_request.created'] });

    await t.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody());

    await eventually(async () => (await webhookDeliveries(t.db.database, endpoint.id))[0]?.status === 'failed', 8000, 'the delivery to fail');
    const [delivery] = await webhookDeliveries(t.db.database, endpoint.id);
    expect(delivery).toMatchObject({ attempts: 3, last_response_status: null, next_attempt_at: null });
    expect(t.logs()).toMatch(/"error":"ECONNREFUSED","outcome":"failed"/);
    const metrics = (await t.call(null, 'get', '/metrics')).text;
    expect(metrics).toMatch(/^webhook_deliveries_total\{outcome="failed"\} 1$/m);
    expect(metrics).toMatch(/^webhook_deliveries_total\{outcome="failed_attempt"\} [1-9]/m);
    expect(metrics).toMatch(/^webhook_deliveries_due 0$/m);
    expect(metrics).toMatch(/^webhook_delivery_attempt_duration_seconds_count\{outcome="failed"\} 1$/m);
    expect(metrics).toMatch(/^webhook_first_attempt_delay_seconds_count [1-9]\d*$/m);
  });

  it('sends nothing to a disabled endpoint, nor to another merchant\'s', async () => {
    const other = await t.merchant('Other');
    const disabled = await startWebhookReceiver();
    const foreign = await startWebhookReceiver();
    const off = await insertWebhookEndpoint(t.db.database, { merchantId: merchant.id, url: disabled.url, status: 'disabled' });
    const theirs = await insertWebhookEndpoint(t.db.database, { merchantId: other.id, url: foreign.url });
    await insertWebhookEndpoint(t.db.database, { merchantId: merchant.id, url: receiver.url });

    await payByApi();

    await eventually(() => receiver.received.length === 2, 5000, 'the enabled endpoint to get both events');
    expect([disabled.received.length, foreign.received.length]).toEqual([0, 0]);
    expect([...(await webhookDeliveries(t.db.database, off.id)), ...(await webhookDeliveries(t.db.database, theirs.id))]).toEqual([]);
    await Promise.all([disabled.close(), foreign.close()]);
  });

  it('leaves pending, unsent, the deliveries of an endpoint disabled after they were queued', async () => {
    const worker = t.container.get(WEBHOOK_DELIVERY_WORKER);
    const later = await startWebhookReceiver();
    const endpoint = await insertWebhookEndpoint(t.db.database, { merchantId: merchant.id, url: later.url, events: ['payment_request.created'] });
    await worker.stop();
    await t.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody());
    await t.db.database.query((session) => session.rows("UPDATE webhook_endpoints SET status = 'disabled' WHERE id = $1", [endpoint.id]));
    const witness = await insertWebhookEndpoint(t.db.database, { merchantId: merchant.id, url: receiver.url, events: ['payment_request.created'] });
    await t.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody({ external_id: 'second' }));

    worker.start();

    // The worker takes due deliveries oldest first: once the newer one has gone, it has passed over the older.
    await eventually(async () => (await webhookDeliveries(t.db.database, witness.id))[0]?.status === 'succeeded', 5000, 'the witness delivery');
    expect(later.received).toHaveLength(0);
    expect(await webhookDeliveries(t.db.database, endpoint.id)).toEqual([expect.objectContaining({ status: 'pending', attempts: 0 })]);
    await later.close();
  });

  it('signs with both secrets while a rotated-out secret is still valid, and with the new one only after', async () => {
    const previous = newWebhookSecret();
    const rotating = await insertWebhookEndpoint(t.db.database, {
      merchantId: merchant.id, url: `${receiver.url}?rotating`, events: ['payment_request.created'], previousSecret: previous, previousSecretExpiresAt: new Date(Date.now() + 3_600_000),
    });
    const expired = await insertWebhookEndpoint(t.db.database, {
      merchantId: merchant.id, url: `${receiver.url}?expired`, events: ['payment_request.created'], previousSecret: newWebhookSecret(), previousSecretExpiresAt: new Date(Date.now() - 1000),
    });

    await t.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody());

    await eventually(() => receiver.received.length === 2, 5000, 'both webhooks');
    const signatures = receiver.received.map((w) => String(w.headers['webhook-signature']).split(' '));
    const two = receiver.received[signatures.findIndex((s) => s.length === 2)];
    const one = receiver.received[signatures.findIndex((s) => s.length === 1)];
    expect(two).toBeDefined();
    expect(one).toBeDefined();
    for (const secret of [rotating.secret, previous]) {
      expect(() => new Webhook(secret).verify(two.body, two.headers as Record<string, string>)).not.toThrow();
    }
    const [newSignature, oldSignature] = String(two.headers['webhook-signature']).split(' ');
    expect(() => new Webhook(rotating.secret).verify(two.body, { ...(two.headers as Record<string, string>), 'webhook-signature': newSignature })).not.toThrow();
    expect(() => new Webhook(previous).verify(two.body, { ...(two.headers as Record<string, string>), 'webhook-signature': oldSignature })).not.toThrow();
    expect(() => new Webhook(expired.secret).verify(one.body, one.headers as Record<string, string>)).not.toThrow();
  });

  it('keeps a slow endpoint to its own slots: another merchant\'s webhook goes out while it hangs', async () => {
    const slow = await startWebhookReceiver();
    slow.answer = () => 'hold';
    const other = await t.merchant('Other');
    await insertWebhookEndpoint(t.db.database, { merchantId: merchant.id, url: slow.url });
    await insertWebhookEndpoint(t.db.database, { merchantId: other.id, url: receiver.url });
    for (let i = 0; i < 5; i += 1) await t.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody({ external_id: `slow-${i}` }));
    await eventually(() => slow.held() === 2, 5000, 'the slow endpoint to hold two attempts');

    await t.call(other, 'post', '/api/v1/payment_requests', paymentRequestBody());

    await eventually(() => receiver.received.length === 1, 5000, 'the other merchant\'s webhook');
    expect(slow.maxOpen()).toBe(2); // WEBHOOK_CONCURRENCY_PER_ENDPOINT
    slow.release(200);
    await slow.close();
  });
});
