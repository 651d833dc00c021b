import { TestApp, TestMerchant, paymentRequestBody, startTestApp, withTestApp } from '../../support/test-app';
import { describeDatabase } from '../../support/test-database';
import { PAYMENT_REQUESTS, createPaymentRequest, fieldsOf, newCustomer } from './helpers';

/**
 * @engine both: the create's statement and customer lookup, prepared on PostgreSQL.
 */

describe(`POST /api/v1/payment_requests: 201 ${describeDatabase()}`, () => {
  let t: TestApp;
  let merchant: TestMerchant;

  withTestApp((started, acme) => ((t = started), (merchant = acme)));

  it('answers 201 with every field of the payment request, typed and formatted as documented', async () => {
    const before = Math.floor(Date.now() / 1000);
    const res = await t.call(merchant, 'post', PAYMENT_REQUESTS, paymentRequestBody());
    const after = Math.ceil(Date.now() / 1000);

    expect(res.status).toBe(201);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.body;
    expect(Object.keys(body).sort()).toEqual([
      'canceled_at', 'cancellation_reason', 'conversion_amount', 'created_at', 'customer', 'description', 'expires_at', 'external_id', 'id', 'livemode', 'main_amount',
      'over_refunded_conversion_amount', 'over_refunded_main_amount', 'pago_movil', 'payment_link_id', 'payment_url', 'pending_payment_intents', 'rate',
      'refunded_conversion_amount', 'refunded_main_amount', 'rejected_payment_intents', 'return_url', 'status', 'succeeded_payment_intent', 'token', 'updated_at',
    ]);
    expect(body.id).toMatch(/^preq_[A-Za-z0-9]+$/);
    expect(body.description).toBe('Order #1001');
    expect(body.external_id).toBe('order-1001');
    expect(body.payment_link_id).toBeNull();
    expect(body.token).toMatch(/^PR[A-Za-z0-9]+$/);
    expect(body.payment_url).toBe(`https://pay.example.test/payments_portal/payment_requests/${body.token}`);
    expect(body.payment_url.split('/').pop()).toBe(body.token);
    expect(body.status).toBe('waiting_for_payment');
    expect(body.livemode).toBe(false);
    expect([body.expires_at, body.canceled_at, body.cancellation_reason, body.return_url]).toEqual([null, null, null, null]);
    const zero = [{ amount_cents: 0, amount: 0, currency_iso: 'USD' }, { amount_cents: 0, amount: 0, currency_iso: 'VES' }];
    expect([body.refunded_main_amount, body.refunded_conversion_amount]).toEqual(zero);
    expect([body.over_refunded_main_amount, body.over_refunded_conversion_amount]).toEqual(zero);

    expect(Number.isInteger(body.created_at)).toBe(true);
    expect(body.created_at).toBeGreaterThanOrEqual(before);
    expect(body.created_at).toBeLessThanOrEqual(after);
    expect(body.updated_at).toBe(body.created_at);

    expect(body.main_amount).toStrictEqual({ amount_cents: 1999, amount: 19.99, currency_iso: 'USD' });
    // 19.99 x 36.5 = 729.635, rounded half up to 729.64
    expect(body.conversion_amount).toStrictEqual({ amount_cents: 72964, amount: 729.64, currency_iso: 'VES' });
    expect(body.rate).toStrictEqual({ amount_cents: 3650, amount: 36.5, currency_iso: 'VES' });

    expect(body.customer).toStrictEqual({ id: expect.stringMatching(/^cus_[A-Za-z0-9]+$/), dni: 'V12345678', email: 'ana@example.com' });
    expect(body.succeeded_payment_intent).toBeNull();
    expect(body.pending_payment_intents).toEqual([]);
    expect(body.rejected_payment_intents).toEqual([]);
  });

  it('gives every request its own id and token', async () => {
    const first = await createPaymentRequest(t, merchant);
    const second = await createPaymentRequest(t, merchant);
    expect(second.id).not.toBe(first.id);
    expect(second.token).not.toBe(first.token);
    expect(second.payment_url).not.toBe(first.payment_url);
  });

  it('makes external_id optional: null when left out', async () => {
    const { external_id: _omitted, ...body } = paymentRequestBody();
    const res = await t.call(merchant, 'post', PAYMENT_REQUESTS, body);
    expect(res.status).toBe(201);
    expect(res.body.external_id).toBeNull();
  });

  it('accepts external_id null, as the resource shows it, meaning none', async () => {
    const res = await t.call(merchant, 'post', PAYMENT_REQUESTS, paymentRequestBody({ external_id: null }));
    expect(res.status).toBe(201);
    expect(res.body.external_id).toBeNull();
  });

  it.each([
    [0.01, 1, 37], // 0.365 -> 0.37
    [1, 100, 3650],
    [1000000, 100000000, 3650000000],
    [10.1, 1010, 36865],
  ])('accepts amount %p: %p cents, converted to %p VES cents', async (amount, cents, vesCents) => {
    const body = await createPaymentRequest(t, merchant, { amount });
    expect(body.main_amount).toStrictEqual({ amount_cents: cents, amount, currency_iso: 'USD' });
    expect(body.conversion_amount).toStrictEqual({ amount_cents: vesCents, amount: vesCents / 100, currency_iso: 'VES' });
  });

  describe('customers', () => {
    it('needs only the dni of a customer this merchant has used before, and keeps the same customer', async () => {
      const first = await createPaymentRequest(t, merchant);
      const res = await t.call(merchant, 'post', PAYMENT_REQUESTS, paymentRequestBody({ customer: { dni: 'V12345678' } }));
      expect(res.status).toBe(201);
      expect(res.body.customer).toStrictEqual({ id: first.customer.id, dni: 'V12345678', email: 'ana@example.com' });
    });

    it('answers 422 naming email, first_name and last_name when a new dni comes alone', async () => {
      const res = await t.call(merchant, 'post', PAYMENT_REQUESTS, paymentRequestBody({ customer: { dni: 'V87654321' } }));
      expect(fieldsOf(res)).toEqual(['customer.email', 'customer.first_name', 'customer.last_name']);
    });

    it.each([
      ['email', 'customer.email'],
      ['first_name', 'customer.first_name'],
      ['last_name', 'customer.last_name'],
    ])('answers 422 naming only %s when a new dni lacks it', async (missing, field) => {
      const customer: Record<string, string> = newCustomer('V87654321');
      delete customer[missing];
      const res = await t.call(merchant, 'post', PAYMENT_REQUESTS, paymentRequestBody({ customer }));
      expect(fieldsOf(res)).toEqual([field]);
    });

    it('does not register the customer of a refused request', async () => {
      await t.call(merchant, 'post', PAYMENT_REQUESTS, paymentRequestBody({ amount: 0 }));
      const res = await t.call(merchant, 'post', PAYMENT_REQUESTS, paymentRequestBody({ customer: { dni: 'V12345678' } }));
      expect(fieldsOf(res)).toEqual(['customer.email', 'customer.first_name', 'customer.last_name']);
    });

    it('keeps customers per merchant: a dni known to one merchant is new to another', async () => {
      const other = await t.merchant('Other');
      const mine = await createPaymentRequest(t, merchant);

      const alone = await t.call(other, 'post', PAYMENT_REQUESTS, paymentRequestBody({ customer: { dni: 'V12345678' } }));
      expect(fieldsOf(alone)).toEqual(['customer.email', 'customer.first_name', 'customer.last_name']);

      const theirs = await createPaymentRequest(t, other, { customer: newCustomer('V12345678', 'ana@other.example') });
      expect(theirs.customer.id).not.toBe(mine.customer.id);
      expect(theirs.customer.email).toBe('ana@other.example');
      const again = await createPaymentRequest(t, merchant, { customer: { dni: 'V12345678' } });
      expect(again.customer).toStrictEqual(mine.customer);
    });
  });

  describe('rates with decimals', () => {
    let precise: TestApp;
    let halfway: TestApp;

    beforeAll(async () => {
      precise = await startTestApp({ db: t.db, env: { USD_VES_RATE: '36.12345678' } });
      halfway = await startTestApp({ db: t.db, env: { USD_VES_RATE: '1.005' } });
    });

    it('keeps a rate to 8 decimal places; its amount_cents is rounded half up', async () => {
      const res = await precise.call(merchant, 'post', PAYMENT_REQUESTS, paymentRequestBody());
      expect(res.status).toBe(201);
      expect(res.body.rate).toStrictEqual({ amount_cents: 3612, amount: 36.12345678, currency_iso: 'VES' });
      // 19.99 x 36.12345678 = 722.1079010322
      expect(res.body.conversion_amount).toStrictEqual({ amount_cents: 72211, amount: 722.11, currency_iso: 'VES' });
    });

    it('rounds exact halves up, in decimal rather than binary arithmetic', async () => {
      // 1.005 x 100 is 100.49999999999999 in binary floating point; in decimal it is 100.5 -> 101.
      const res = await halfway.call(merchant, 'post', PAYMENT_REQUESTS, paymentRequestBody({ amount: 1 }));
      expect(res.status).toBe(201);
      expect(res.body.rate).toStrictEqual({ amount_cents: 101, amount: 1.005, currency_iso: 'VES' });
      expect(res.body.conversion_amount).toStrictEqual({ amount_cents: 101, amount: 1.01, currency_iso: 'VES' });
    });
  });
});
