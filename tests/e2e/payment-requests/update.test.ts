import { FixedClock, StubExchangeRateProvider } from '../../support/fakes';
import { TestApp, TestMerchant, startTestApp } from '../../support/test-app';
import { describeDatabase } from '../../support/test-database';
import { PAYMENT_REQUESTS, createPaymentRequest, expectProblem, fieldsOf, notFoundShape, payByC2p } from './helpers';

/**
 * @engine both: the save at a version, prepared on PostgreSQL.
 */

const T0 = '2026-11-22T13:30:00.000Z';
const unix = (iso: string) => Date.parse(iso) / 1000;

describe(`PATCH /api/v1/payment_requests/:id ${describeDatabase()}`, () => {
  const clock = new FixedClock(T0);
  const rates = new StubExchangeRateProvider('36.5');
  let t: TestApp;
  let merchant: TestMerchant;
  let created: Record<string, any>;
  const path = () => `${PAYMENT_REQUESTS}/${created.id}`;

  beforeAll(async () => {
    t = await startTestApp({ overrides: { clock, rates } });
  });
  beforeEach(async () => {
    await t.reset();
    clock.set(T0);
    rates.setRate('36.5');
    merchant = await t.merchant('Acme');
    created = await createPaymentRequest(t, merchant, { amount: 19.99, description: 'Order #1001' });
    clock.advanceSeconds(90);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('200', () => {
    it('changes the amount, reprices the conversion and moves updated_at only', async () => {
      const res = await t.call(merchant, 'patch', path(), { amount: 100.1 });
      expect(res.status).toBe(200);
      expect(res.body).toStrictEqual({
        ...created,
        main_amount: { amount_cents: 10010, amount: 100.1, currency_iso: 'USD' },
        // 100.10 x 36.5 = 3653.65
        conversion_amount: { amount_cents: 365365, amount: 3653.65, currency_iso: 'VES' },
        updated_at: unix(T0) + 90,
      });
      expect(res.body.created_at).toBe(unix(T0));
    });

    it('changes the description alone and keeps the amount', async () => {
      const res = await t.call(merchant, 'patch', path(), { description: 'Order #1001, two items' });
      expect(res.status).toBe(200);
      expect(res.body).toStrictEqual({ ...created, description: 'Order #1001, two items', updated_at: unix(T0) + 90 });
    });

    it('changes amount and description together', async () => {
      const res = await t.call(merchant, 'patch', path(), { amount: 0.01, description: 'Sample' });
      expect(res.status).toBe(200);
      expect(res.body.description).toBe('Sample');
      expect(res.body.main_amount).toStrictEqual({ amount_cents: 1, amount: 0.01, currency_iso: 'USD' });
      expect(res.body.conversion_amount).toStrictEqual({ amount_cents: 37, amount: 0.37, currency_iso: 'VES' });
    });

    it('reprices at the rate current at the update, also when only the description changes', async () => {
      rates.setRate('40.12345678');
      const res = await t.call(merchant, 'patch', path(), { description: 'Repriced' });
      expect(res.status).toBe(200);
      expect(res.body.rate).toStrictEqual({ amount_cents: 4012, amount: 40.12345678, currency_iso: 'VES' });
      // 19.99 x 40.12345678 = 802.0679010322
      expect(res.body.conversion_amount).toStrictEqual({ amount_cents: 80207, amount: 802.07, currency_iso: 'VES' });
      expect(res.body.main_amount).toStrictEqual(created.main_amount);
    });

    it('keeps what it changed: a later read and the list show the update', async () => {
      const updated = (await t.call(merchant, 'patch', path(), { amount: 5, description: 'Kept' })).body;
      const read = await t.call(merchant, 'get', path());
      expect(read.body).toStrictEqual(updated);
      const list = await t.call(merchant, 'get', PAYMENT_REQUESTS);
      expect(list.body.data).toStrictEqual([updated]);
    });

    it('keeps id, token, payment_url, customer and external_id through several updates', async () => {
      await t.call(merchant, 'patch', path(), { amount: 1 });
      clock.advanceSeconds(30);
      const res = await t.call(merchant, 'patch', path(), { amount: 2 });
      for (const field of ['id', 'token', 'payment_url', 'customer', 'external_id', 'created_at', 'status']) {
        expect(res.body[field]).toStrictEqual(created[field]);
      }
      expect(res.body.updated_at).toBe(unix(T0) + 120);
      expect(res.body.main_amount.amount_cents).toBe(200);
    });
  });

  describe('422 validation_error', () => {
    it('refuses an empty body', async () => {
      const res = await t.call(merchant, 'patch', path(), {});
      expect(fieldsOf(res)).toEqual(['amount']);
    });

    it.each(['external_id', 'customer', 'status', 'foo'])('refuses the field %s, which cannot be changed', async (field) => {
      const res = await t.call(merchant, 'patch', path(), { description: 'x', [field]: 'x' });
      expect(fieldsOf(res)).toEqual([field]);
    });

    it.each([0, -1, 1.005, 0.1 + 0.2, 1e308, 1000000.01, '10.00', true, [], {}])('refuses amount %p', async (amount) => {
      const res = await t.call(merchant, 'patch', path(), { amount });
      expect(fieldsOf(res)).toEqual(['amount']);
    });

    it.each([42, '', ['x'], 'x'.repeat(501), 'a\u0000b'])('refuses description %p', async (description) => {
      const res = await t.call(merchant, 'patch', path(), { description });
      expect(fieldsOf(res)).toEqual(['description']);
    });

    it('changes nothing when it refuses', async () => {
      await t.call(merchant, 'patch', path(), { amount: 5, description: 'x', foo: 1 });
      expect((await t.call(merchant, 'get', path())).body).toStrictEqual(created);
    });

    it('answers 422 payment_request_not_updatable once the request is paid, and changes nothing', async () => {
      await payByC2p(t, merchant, created.id);
      const paid = (await t.call(merchant, 'get', path())).body;
      const res = await t.call(merchant, 'patch', path(), { amount: 5 });
      expectProblem(res, 422, 'payment_request_not_updatable');
      expect((await t.call(merchant, 'get', path())).body).toStrictEqual(paid);
    });

    it('validates the body before the state: a bad body on a paid request is validation_error', async () => {
      await payByC2p(t, merchant, created.id);
      const res = await t.call(merchant, 'patch', path(), { amount: -1 });
      expect(fieldsOf(res)).toEqual(['amount']);
    });
  });

  describe('400 bad_request', () => {
    it.each([
      ['malformed JSON', '{"amount": '],
      ['an array', '[]'],
      ['a string', '"x"'],
      ['null', 'null'],
    ])('answers 400 to %s', async (_what, raw) => {
      expectProblem(await t.call(merchant, 'patch', path(), raw), 400, 'bad_request');
    });

    it('answers 400 to a body with no Content-Type', async () => {
      expectProblem(await t.call(merchant, 'patch', path(), 'amount=5', { 'Content-Type': 'text/plain' }), 400, 'bad_request');
      expectProblem(await t.call(merchant, 'patch', path()), 400, 'bad_request');
    });
  });

  describe('404 not_found', () => {
    it('answers 404 to an unknown id and to ids of the wrong shape', async () => {
      for (const id of ['preq_DoesNotExist000000000000', 'abc', '%00', 'preq_' + 'a'.repeat(300)]) {
        expectProblem(await t.call(merchant, 'patch', `${PAYMENT_REQUESTS}/${id}`, { amount: 5 }), 404, 'not_found');
      }
    });

    it("answers 404 to another merchant's id, exactly like a missing one, and leaves it unchanged", async () => {
      const other = await t.merchant('Other');
      const foreign = await t.call(other, 'patch', path(), { amount: 5 });
      const missing = await t.call(other, 'patch', `${PAYMENT_REQUESTS}/preq_DoesNotExist000000000000`, { amount: 5 });
      expectProblem(foreign, 404, 'not_found');
      expect(notFoundShape(foreign, created.id)).toStrictEqual(notFoundShape(missing, 'preq_DoesNotExist000000000000'));
      expect((await t.call(merchant, 'get', path())).body).toStrictEqual(created);
    });

    it("validates before existence: a bad body on another merchant's id is 422", async () => {
      const other = await t.merchant('Other');
      expect(fieldsOf(await t.call(other, 'patch', path(), { amount: 0 }))).toEqual(['amount']);
      expect(fieldsOf(await t.call(other, 'patch', `${PAYMENT_REQUESTS}/abc`, {}))).toEqual(['amount']);
    });
  });
});
