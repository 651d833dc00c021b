import { Webhook } from 'standardwebhooks';
import { DOMAIN_EVENT_TYPES } from '../../../src/domain/events';
import { C2P_PATH, c2pPayment } from '../checkouts/checkout-support';
import { describeErrors, nodeAt, pointer, schemaAt } from '../../support/response-check';
import { DeliveringApp, startDeliveringApp } from '../../support/delivering-app';
import { TestApp, TestMerchant, paymentRequestBody } from '../../support/test-app';
import { WebhookReceiver, eventually } from '../../support/webhook-receiver';

/** The entry of the document's `webhooks` for this event type. */
const entry = (type: string) => pointer('webhooks', type, 'post');

describe('webhooks as delivered are what the OpenAPI document\'s webhooks section says', () => {
  let t: TestApp;
  let merchant: TestMerchant;
  let receiver: WebhookReceiver;

  let app: DeliveringApp;

  beforeAll(async () => {
    app = await startDeliveringApp();
    ({ t, merchant, receiver } = app);
  });
  afterAll(() => app.close());

  it('every event type\'s delivery matches its entry: the body its schema, the headers its parameters', async () => {
    const endpoint = (await t.call(merchant, 'post', '/api/v1/webhook_endpoints', { url: receiver.url })).body;
    const paid = await t.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody());
    await t.call(merchant, 'patch', `/api/v1/payment_requests/${paid.body.id}`, { description: 'Order #1001, two items' });
    await t.call(merchant, 'post', C2P_PATH, { payment: c2pPayment(paid.body.id, { otp_token: '111111' }) });
    expect((await t.call(merchant, 'post', C2P_PATH, { payment: c2pPayment(paid.body.id) })).status).toBe(201);
    await t.call(merchant, 'post', `/api/v1/payment_requests/${paid.body.id}/refunds`, { amount: 5 });
    const canceled = await t.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody());
    await t.call(merchant, 'post', `/api/v1/payment_requests/${canceled.body.id}/cancel`, {});

    const expected = DOMAIN_EVENT_TYPES.filter((type) => type !== 'refund.failed' && type !== 'refund.requires_action');
    const received = await eventually(() => receiver.received.length >= expected.length + 1 && receiver.received, 10_000, 'the webhooks');
    const types = new Set<string>();
    for (const delivery of received) {
      const event = new Webhook(endpoint.secret).verify(delivery.body, delivery.headers as Record<string, string>) as { type: string };
      types.add(event.type);
      const body = schemaAt(`${entry(event.type)}/requestBody/content/application~1json/schema`);
      expect({ type: event.type, body: body(event) ? 'valid' : describeErrors(body.errors) }).toEqual({ type: event.type, body: 'valid' });
      for (const parameter of nodeAt(`${entry(event.type)}/parameters`) as unknown as { $ref: string }[]) {
        const { name } = nodeAt(parameter.$ref.slice(1)) as { name: string };
        const header = schemaAt(`${parameter.$ref.slice(1)}/schema`);
        expect({ name, valid: header(delivery.headers[name]) }).toEqual({ name, valid: true });
      }
    }
    expect([...types].sort()).toEqual([...expected].sort());
  });
});
