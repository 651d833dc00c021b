import { TestApp, TestMerchant, withTestApp } from '../../support/test-app';
import { C2P_PATH, c2pPayment, createPaymentRequest, readPaymentRequest } from '../checkouts/checkout-support';
import { c2pFields, createRequest, postForm } from '../hosted-page/hosted-page-support';
import { EVENTS_PATH, feed, typesOf } from './events-support';

describe('the events of a payment request', () => {
  let app: TestApp;
  let merchant: TestMerchant;

  withTestApp((started, acme) => ((app = started), (merchant = acme)));

  it('create, update, a declined C2P and a paid one give four events in order, each with the request as it was right after', async () => {
    const startedAt = Math.floor(Date.now() / 1000);
    const created = await createPaymentRequest(app, merchant);
    const updated = (await app.call(merchant, 'patch', `/api/v1/payment_requests/${created.id}`, { description: 'Order #1001, revised' })).body;
    const declined = await app.call(merchant, 'post', C2P_PATH, { payment: c2pPayment(created.id, { otp_token: '111111' }) });
    expect(declined.status).toBe(402);
    const afterDecline = await readPaymentRequest(app, merchant, created.id);
    expect((await app.call(merchant, 'post', C2P_PATH, { payment: c2pPayment(created.id) })).status).toBe(201);
    const paid = await readPaymentRequest(app, merchant, created.id);

    const { data, has_more } = await feed(app, merchant);

    expect(has_more).toBe(false);
    expect(typesOf(data)).toEqual(['payment_request.created', 'payment_request.updated', 'payment_request.payment_failed', 'payment_request.paid']);
    expect(data.map((event) => event.data.object)).toEqual([created, updated, afterDecline, paid]);
    expect(afterDecline.rejected_payment_intents).toEqual([expect.objectContaining({ decline_code: 'insufficient_funds' })]);
    for (const event of data) {
      expect(event.id).toMatch(/^evt_[A-Za-z0-9]+$/);
      expect(event.created_at).toBeGreaterThanOrEqual(startedAt);
    }
    expect(new Set(data.map((event) => event.id)).size).toBe(4);
  });

  it('GET /events/:id gives the same event the feed lists', async () => {
    await createPaymentRequest(app, merchant);
    const [listed] = (await feed(app, merchant)).data;

    const res = await app.call(merchant, 'get', `${EVENTS_PATH}/${listed.id}`);

    expect(res.status).toBe(200);
    expect(res.body).toEqual(listed);
  });

  it('paying on the hosted page gives the same paid event as the API', async () => {
    const { created, page } = await createRequest(app, merchant);
    expect((await postForm(app, `${page}/c2p`, c2pFields())).status).toBe(303);
    const paid = await readPaymentRequest(app, merchant, created.id);

    const { data } = await feed(app, merchant, '?type=payment_request.paid');

    expect(data).toHaveLength(1);
    expect(data[0].data.object).toEqual(paid);
    expect(data[0].data.object.succeeded_payment_intent.payment_method).toBe('c2p');
  });
});
