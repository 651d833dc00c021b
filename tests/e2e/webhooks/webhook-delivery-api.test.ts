import { Webhook } from 'standardwebhooks';
import { WEBHOOK_DELIVERY_WORKER } from '../../../src/container';
import { C2P_PATH, c2pPayment } from '../checkouts/checkout-support';
import { TestApp, TestMerchant, paymentRequestBody, startTestApp } from '../../support/test-app';
import { describeDatabase } from '../../support/test-database';
import { WebhookReceiver, eventually, startWebhookReceiver } from '../../support/webhook-receiver';

const ENDPOINTS = '/api/v1/webhook_endpoints';

/** Endpoints made, rotated and disabled through the API; deliveries read back through it. */
describe(`webhooks through the endpoints API ${describeDatabase()}`, () => {
  let t: TestApp;
  let merchant: TestMerchant;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    t = await startTestApp({ env: { WEBHOOK_ALLOW_PRIVATE_URLS: 'true', WEBHOOK_POLL_INTERVAL_MS: '50', WEBHOOK_RETRY_SCHEDULE_SECONDS: '1', WEBHOOK_TIMEOUT_MS: '500', WEBHOOK_LEASE_SECONDS: '2' } });
    t.container.get(WEBHOOK_DELIVERY_WORKER).start();
    merchant = await t.merchant();
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await t.container.get(WEBHOOK_DELIVERY_WORKER).stop();
    await Promise.all([t.close(), receiver.close()]);
  });

  async function pay(): Promise<void> {
    const created = await t.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody());
    expect((await t.call(merchant, 'post', C2P_PATH, { payment: c2pPayment(created.body.id) })).status).toBe(201);
  }

  it('signs with the secret shown at creation, both secrets after a rotation, and sends nothing once disabled', async () => {
    const endpoint = (await t.call(merchant, 'post', ENDPOINTS, { url: receiver.url, events: ['payment_request.paid'] })).body;
    await pay();
    const [first] = await eventually(() => receiver.received.length === 1 && receiver.received, 5000, 'the first webhook');
    expect(new Webhook(endpoint.secret).verify(first.body, first.headers as Record<string, string>)).toMatchObject({ type: 'payment_request.paid' });
    const deliveries = async () => (await t.call(merchant, 'get', `${ENDPOINTS}/${endpoint.id}/deliveries`)).body.data;
    await eventually(async () => (await deliveries())[0]?.status === 'succeeded', 5000, 'the delivery to be recorded');
    expect((await deliveries())[0]).toMatchObject({ event_id: first.headers['webhook-id'], attempts: 1, last_response_status: 200, next_attempt_at: null });

    const rotated = (await t.call(merchant, 'post', `${ENDPOINTS}/${endpoint.id}/rotate_secret`)).body;
    await pay();
    const [, second] = await eventually(() => receiver.received.length === 2 && receiver.received, 5000, 'the second webhook');
    expect(String(second.headers['webhook-signature']).split(' ')).toHaveLength(2);
    for (const secret of [rotated.secret, endpoint.secret]) expect(() => new Webhook(secret).verify(second.body, second.headers as Record<string, string>)).not.toThrow();

    expect((await t.call(merchant, 'patch', `${ENDPOINTS}/${endpoint.id}`, { status: 'disabled' })).status).toBe(200);
    await pay();
    expect(await deliveries()).toHaveLength(2); // nothing was queued for the disabled endpoint
  });
});
