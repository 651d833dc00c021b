import { WEBHOOK_DELIVERY_WORKER } from '../../../src/container';
import { ResolveHost } from '../../../src/adapters/webhooks/webhook-target';
import { TestApp, paymentRequestBody, startTestApp } from '../../support/test-app';
import { describeDatabase } from '../../support/test-database';
import { insertWebhookEndpoint, webhookDeliveries } from '../../support/webhook-endpoints';
import { WebhookReceiver, eventually, startWebhookReceiver } from '../../support/webhook-receiver';

describe(`webhook delivery to a host whose DNS answer changed ${describeDatabase()}`, () => {
  let t: TestApp;
  let receiver: WebhookReceiver;
  // At registration these hosts resolved to public addresses; now they answer with the loopback and the metadata address.
  const answers: Record<string, { address: string; family: number }[]> = {
    'hooks.shop.example': [{ address: '127.0.0.1', family: 4 }],
    'hooks6.shop.example': [{ address: '::a9fe:a9fe', family: 6 }],
  };
  const resolveHost: ResolveHost = async (host) => answers[host] ?? [];

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    t = await startTestApp({
      env: { WEBHOOK_POLL_INTERVAL_MS: '50', WEBHOOK_RETRY_SCHEDULE_SECONDS: '0', WEBHOOK_TIMEOUT_MS: '500', WEBHOOK_LEASE_SECONDS: '2' },
      overrides: { resolveHost },
    });
    t.container.get(WEBHOOK_DELIVERY_WORKER).start();
  });
  afterAll(async () => {
    await t.container.get(WEBHOOK_DELIVERY_WORKER).stop();
    await Promise.all([t.close(), receiver.close()]);
  });

  it('refuses to connect: the attempt fails without a request, and so does the delivery after its retries', async () => {
    const merchant = await t.merchant();
    const endpoint = await insertWebhookEndpoint(t.db.database, {
      merchantId: merchant.id,
      url: `https://hooks.shop.example:${receiver.port}/hooks`,
      events: ['payment_request.created'],
    });

    await t.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody());

    await eventually(async () => (await webhookDeliveries(t.db.database, endpoint.id))[0]?.status === 'failed', 5000, 'the delivery to fail');
    expect(await webhookDeliveries(t.db.database, endpoint.id)).toEqual([expect.objectContaining({ attempts: 2, last_response_status: null })]);
    expect(receiver.received).toHaveLength(0);
    expect(t.logs()).toContain('"error":"refused: host hooks.shop.example resolves to a non-public address (127.0.0.1)"');
  });

  it('refuses an IPv4 address inside an IPv6 answer (::a9fe:a9fe is 169.254.169.254) the same way', async () => {
    const merchant = await t.merchant('Other');
    const url = `https://hooks6.shop.example:${receiver.port}/hooks`;
    const endpoint = await insertWebhookEndpoint(t.db.database, { merchantId: merchant.id, url });

    await t.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody());

    const failed = async () => (await webhookDeliveries(t.db.database, endpoint.id))[0]?.status === 'failed';
    await eventually(failed, 5000, 'the delivery to fail');
    expect(receiver.received).toHaveLength(0);
    expect(t.logs()).toContain('"error":"refused: host hooks6.shop.example resolves to a non-public address (::a9fe:a9fe)"');
  });
});
