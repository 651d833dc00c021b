import { ResolveHost } from '../../../src/adapters/webhooks/webhook-target';
import { WEBHOOK_DELIVERY_WORKER } from '../../../src/container';
import { TestApp, TestMerchant, paymentRequestBody, startTestApp } from '../../support/test-app';
import { describeDatabase } from '../../support/test-database';
import { testResolver } from '../../support/webhook-hosts';
import { insertWebhookEndpoint } from '../../support/webhook-endpoints';
import { WebhookReceiver, eventually, startWebhookReceiver } from '../../support/webhook-receiver';

/** Four slots in all, two per endpoint, two per merchant; an attempt may hang for 20 s. */
const SETTINGS = {
  WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
  WEBHOOK_POLL_INTERVAL_MS: '50',
  WEBHOOK_TIMEOUT_MS: '20000',
  WEBHOOK_LEASE_SECONDS: '30',
  WEBHOOK_CONCURRENCY: '4',
  WEBHOOK_CONCURRENCY_PER_ENDPOINT: '2',
  WEBHOOK_CONCURRENCY_PER_MERCHANT: '2',
};

describe(`webhook delivery: a fair share per merchant ${describeDatabase()}`, () => {
  let t: TestApp;
  let hanging: TestMerchant;
  let other: TestMerchant;
  const receivers: WebhookReceiver[] = [];

  beforeAll(async () => {
    const resolveHost: ResolveHost = async (host) => testResolver(host);
    t = await startTestApp({ env: SETTINGS, overrides: { resolveHost } });
    t.container.get(WEBHOOK_DELIVERY_WORKER).start();
    hanging = await t.merchant('Hanging');
    other = await t.merchant('Other');
  });
  afterAll(async () => {
    for (const receiver of receivers) receiver.release(200);
    await t.container.get(WEBHOOK_DELIVERY_WORKER).stop();
    await Promise.all(receivers.map((receiver) => receiver.close()));
    await t.close();
  });

  const receiver = async () => {
    const started = await startWebhookReceiver();
    receivers.push(started);
    return started;
  };

  it('one merchant whose endpoints all hang never holds every slot: another merchant\'s webhook goes out meanwhile', async () => {
    const [slowA, slowB, fast] = [await receiver(), await receiver(), await receiver()];
    slowA.answer = () => 'hold';
    slowB.answer = () => 'hold';
    await insertWebhookEndpoint(t.db.database, { merchantId: hanging.id, url: slowA.url });
    await insertWebhookEndpoint(t.db.database, { merchantId: hanging.id, url: slowB.url });
    await insertWebhookEndpoint(t.db.database, { merchantId: other.id, url: fast.url });
    // Three events, each for both hanging endpoints: enough to fill all four slots two endpoints allow.
    for (let i = 0; i < 3; i += 1) await t.call(hanging, 'post', '/api/v1/payment_requests', paymentRequestBody({ external_id: `hang-${i}` }));
    await eventually(() => slowA.held() + slowB.held() === 2, 5000, 'the hanging merchant to hold its two slots');

    await t.call(other, 'post', '/api/v1/payment_requests', paymentRequestBody());

    await eventually(() => fast.received.length === 1, 5000, 'the other merchant\'s webhook, while the first merchant\'s hang');
    expect(slowA.held() + slowB.held()).toBe(2);
    expect(slowA.received.length + slowB.received.length).toBe(2);
  });
});
