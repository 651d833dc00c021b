import { MAX_REJECTED_INTENTS } from '../../../src/domain/payment-requests';
import { TestApp, TestMerchant, startTestApp } from '../../support/test-app';
import { c2pFields, postForm } from '../hosted-page/hosted-page-support';
import { C2P_PATH, c2pPayment, createPaymentRequest, expectDeclined } from './checkout-support';

const DECLINING_OTP = '111111';
const ONE_MEBIBYTE = 1024 * 1024;

describe('a payment request takes at most MAX_REJECTED_INTENTS declined payment intents', () => {
  let app: TestApp;
  let merchant: TestMerchant;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await app.reset();
    merchant = await app.merchant('Acme');
  });

  const decline = async (id: string) => expectDeclined(await app.call(merchant, 'post', C2P_PATH, { payment: c2pPayment(id, { otp_token: DECLINING_OTP }) }), 'insufficient_funds');
  async function exhausted(): Promise<Record<string, any>> {
    const created = await createPaymentRequest(app, merchant);
    for (let i = 0; i < MAX_REJECTED_INTENTS; i++) await decline(created.id);
    return created;
  }

  it('refuses a further payment intent with 422 payment_attempts_exhausted, stored for its key, without asking the bank', async () => {
    const created = await exhausted();
    const key = { 'Idempotency-Key': 'one-more-try' };

    const res = await app.call(merchant, 'post', C2P_PATH, { payment: c2pPayment(created.id) }, key);
    const replay = await app.call(merchant, 'post', C2P_PATH, { payment: c2pPayment(created.id) }, key);

    expect(res.status).toBe(422);
    expect(res.body.code).toBe('payment_attempts_exhausted');
    expect(res.body.detail).toContain(`${MAX_REJECTED_INTENTS} declined payment attempts`);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const read = await app.call(merchant, 'get', `/api/v1/payment_requests/${created.id}`);
    expect(read.body.status).toBe('waiting_for_payment');
    expect(read.body.rejected_payment_intents).toHaveLength(MAX_REJECTED_INTENTS);
  });

  it('says so on the hosted page, which sends nothing to the bank', async () => {
    const created = await exhausted();
    const page = new URL(created.payment_url).pathname;

    const res = await postForm(app, `${page}/c2p`, c2pFields());

    expect(res.status).toBe(422);
    expect(res.text).toContain('Se agotaron los intentos de pago');
    expect((await app.call(merchant, 'get', `/api/v1/payment_requests/${created.id}`)).body.status).toBe('waiting_for_payment');
  });

  it('keeps a page of 100 events under 1 MiB, however many payment intents are tried', async () => {
    const created = await createPaymentRequest(app, merchant);
    const statuses = new Set<number>();
    for (let i = 0; i < 100; i++) {
      statuses.add((await app.call(merchant, 'post', C2P_PATH, { payment: c2pPayment(created.id, { otp_token: DECLINING_OTP }) })).status);
    }

    const res = await app.call(merchant, 'get', '/api/v1/events?limit=100');

    expect([...statuses].sort()).toEqual([402, 422]);
    expect(res.status).toBe(200);
    expect(Buffer.byteLength(res.text)).toBeLessThan(ONE_MEBIBYTE);
  });
});
