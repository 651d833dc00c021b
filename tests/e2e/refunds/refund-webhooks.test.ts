import { Webhook } from 'standardwebhooks';
import { C2P_PATH, c2pPayment } from '../checkouts/checkout-support';
import { DeliveringApp, startDeliveringApp } from '../../support/delivering-app';
import { TestApp, TestMerchant, paymentRequestBody } from '../../support/test-app';
import { WebhookReceiver, eventually } from '../../support/webhook-receiver';

describe('refund events delivered to webhooks', () => {
  let t: TestApp;
  let merchant: TestMerchant;
  let receiver: WebhookReceiver;

  let app: DeliveringApp;

  beforeAll(async () => {
    app = await startDeliveringApp();
    ({ t, merchant, receiver } = app);
  });
  afterAll(() => app.close());

  it('signs and delivers refund.created and refund.succeeded to an endpoint subscribed to them, with the refund as data.object', async () => {
    const endpoint = (await t.call(merchant, 'post', '/api/v1/webhook_endpoints', { url: receiver.url, events: ['refund.created', 'refund.succeeded'] })).body;
    const created = await t.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody());
    expect((await t.call(merchant, 'post', C2P_PATH, { payment: c2pPayment(created.body.id) })).status).toBe(201);

    const refund = (await t.call(merchant, 'post', `/api/v1/payment_requests/${created.body.id}/refunds`, { amount: 5 })).body;

    const received = await eventually(() => receiver.received.length === 2 && receiver.received, 5000, 'two refund webhooks');
    const events = received.map((delivery) => new Webhook(endpoint.secret).verify(delivery.body, delivery.headers as Record<string, string>) as {
      type: string; data: { object: { id: string; object: string; status: string } };
    });
    expect(events.map((e) => e.type).sort()).toEqual(['refund.created', 'refund.succeeded']);
    expect(events.map((e) => [e.data.object.object, e.data.object.id])).toEqual([['refund', refund.id], ['refund', refund.id]]);
    expect(events.find((e) => e.type === 'refund.succeeded')?.data.object.status).toBe('succeeded');
  });
});
