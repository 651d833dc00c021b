import { WEBHOOK_DELIVERY_WORKER } from '../../../src/container';
import { c2pPayment, C2P_PATH } from '../checkouts/checkout-support';
import { TestApp, TestMerchant, paymentRequestBody, startTestApp } from '../../support/test-app';
import { describeDatabase } from '../../support/test-database';
import { insertWebhookEndpoint } from '../../support/webhook-endpoints';
import { WebhookReceiver, eventually, startWebhookReceiver } from '../../support/webhook-receiver';

/**
 * The worker polls once a minute here: what reaches the receiver sooner came from the look the
 * worker takes when a save of this instance has queued deliveries.
 */
const SETTINGS = { WEBHOOK_ALLOW_PRIVATE_URLS: 'true', WEBHOOK_POLL_INTERVAL_MS: '60000', WEBHOOK_TIMEOUT_MS: '500' };

describe(`the delivery worker looking at once ${describeDatabase()}`, () => {
  let t: TestApp;
  let merchant: TestMerchant;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    t = await startTestApp({ env: SETTINGS });
    t.container.get(WEBHOOK_DELIVERY_WORKER).start();
  });
  beforeEach(async () => {
    await t.reset();
    merchant = await t.merchant('Acme');
    receiver = await startWebhookReceiver();
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await receiver.close();
  });
  afterAll(async () => {
    await t.container.get(WEBHOOK_DELIVERY_WORKER).stop();
    await t.close();
  });

  const types = () => receiver.received.map((webhook) => JSON.parse(webhook.body).type).sort();

  it('looks only when the save queued deliveries: not for a merchant without endpoints, nor for types no endpoint takes', async () => {
    // Runs first, with the nudge stubbed: no claim, so no attempt, whose end would nudge too.
    const nudge = jest.spyOn(t.container.get(WEBHOOK_DELIVERY_WORKER), 'nudge').mockImplementation(() => undefined);
    const create = async () => expect((await t.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody())).status).toBe(201);

    await create();
    await insertWebhookEndpoint(t.db.database, { merchantId: merchant.id, url: receiver.url, events: ['payment_request.paid'] });
    await create();
    expect(nudge).not.toHaveBeenCalled();

    await insertWebhookEndpoint(t.db.database, { merchantId: merchant.id, url: receiver.url, events: ['payment_request.created'] });
    await create();
    expect(nudge).toHaveBeenCalledTimes(1);
  });

  it('delivers the events of a save at once, long before the next poll', async () => {
    await insertWebhookEndpoint(t.db.database, { merchantId: merchant.id, url: receiver.url });
    const created = await t.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody());
    await eventually(() => receiver.received.length === 1, 10_000, 'the created event');
    expect((await t.call(merchant, 'post', C2P_PATH, { payment: c2pPayment(created.body.id) })).status).toBe(201);
    await eventually(() => receiver.received.length === 2, 10_000, 'the paid event');
    expect(types()).toEqual(['payment_request.created', 'payment_request.paid']);
  });
});
