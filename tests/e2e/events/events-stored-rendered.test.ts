import { Webhook } from 'standardwebhooks';
import { WEBHOOK_DELIVERY_WORKER } from '../../../src/container';
import { TestApp, TestMerchant, paymentRequestBody, startTestApp } from '../../support/test-app';
import { describeDatabase } from '../../support/test-database';
import { insertWebhookEndpoint } from '../../support/webhook-endpoints';
import { WebhookReceiver, eventually, startWebhookReceiver } from '../../support/webhook-receiver';

/**
 * @engine both: events rows stored before events kept their state (object set, state NULL).
 */

const SETTINGS = { WEBHOOK_ALLOW_PRIVATE_URLS: 'true', WEBHOOK_POLL_INTERVAL_MS: '50', WEBHOOK_TIMEOUT_MS: '500' };
const LEGACY_ID = 'evt_storedRenderedBeforeStates01';

describe(`an event stored rendered, before events kept their state ${describeDatabase()}`, () => {
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
  afterEach(() => receiver.close());
  afterAll(async () => {
    await t.container.get(WEBHOOK_DELIVERY_WORKER).stop();
    await t.close();
  });

  /** The row as the version before stored it: the object rendered then, which no longer matches the request. */
  async function storeRendered(paymentRequestId: string, object: unknown, endpointId: string): Promise<void> {
    await t.db.database.query(async (session) => {
      await session.rows(
        `INSERT INTO events (id, merchant_id, livemode, type, payment_request_id, created_at, object)
         VALUES ($1, $2, false, 'payment_request.created', $3, now(), $4::jsonb)`,
        [LEGACY_ID, merchant.id, paymentRequestId, JSON.stringify(object)],
      );
      await session.rows(
        `INSERT INTO webhook_deliveries (event_id, endpoint_id, merchant_id, event_type, event_created_at, status, next_attempt_at, created_at)
         VALUES ($1, $2, $3, 'payment_request.created', now(), 'pending', now(), now())`,
        [LEGACY_ID, endpointId, merchant.id],
      );
    });
  }

  it('is served exactly as stored by the events API and in its webhook body, beside events rendered from their state', async () => {
    const created = await t.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody());
    const endpoint = await insertWebhookEndpoint(t.db.database, {
      merchantId: merchant.id, url: receiver.url, events: ['payment_request.created'],
    });
    const renderedThen = { ...created.body, description: 'As the request was rendered then', pago_movil: null };

    await storeRendered(created.body.id, renderedThen, endpoint.id);

    const read = await t.call(merchant, 'get', `/api/v1/events/${LEGACY_ID}`);
    expect([read.status, read.body.data.object]).toEqual([200, renderedThen]);
    const listed = (await t.call(merchant, 'get', '/api/v1/events')).body.data as { id: string; data: { object: unknown } }[];
    expect(listed.map((event) => event.data.object)).toEqual([created.body, renderedThen]);
    expect(listed[1].id).toBe(LEGACY_ID);

    const [webhook] = await eventually(() => receiver.received.length === 1 && receiver.received, 5000, 'the webhook');
    expect(new Webhook(endpoint.secret).verify(webhook.body, webhook.headers as Record<string, string>)).toEqual(read.body);
    expect(JSON.parse(webhook.body)).toEqual(read.body);
  });
});
