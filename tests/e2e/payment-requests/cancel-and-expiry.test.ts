import request from 'supertest';
import { ExpirePaymentRequests } from '../../../src/application/payment-requests/expire-payment-requests';
import { FixedClock } from '../../support/fakes';
import { TestApp, TestMerchant, startTestApp } from '../../support/test-app';
import { describeDatabase } from '../../support/test-database';
import { PAYMENT_REQUESTS, createPaymentRequest, expectProblem, fieldsOf, payByC2p } from './helpers';

/**
 * @engine both: the expiry's query and the save at a version.
 */

const T0 = '2026-11-22T13:30:00.000Z';
const NOW = Date.parse(T0) / 1000;
const DAY = 86_400;
const c2p = (id: string) => ({ payment: { phone_number: '04141234567', issuer_payer_id: 'V12345678', issuer_bank_id: '0134', payment_request_id: id, otp_token: '123456' } });

describe(`Cancel and expiry ${describeDatabase()}`, () => {
  const clock = new FixedClock(T0);
  let t: TestApp;
  let merchant: TestMerchant;
  const cancel = (id: string, body?: unknown, who: TestMerchant = merchant) => t.call(who, 'post', `${PAYMENT_REQUESTS}/${id}/cancel`, body);
  const read = async (id: string) => (await t.call(merchant, 'get', `${PAYMENT_REQUESTS}/${id}`)).body;

  beforeAll(async () => {
    t = await startTestApp({ overrides: { clock } });
  });
  beforeEach(async () => {
    await t.reset();
    clock.set(T0);
    merchant = await t.merchant('Acme');
  });
  afterAll(() => t.close());

  describe('POST /payment_requests/:id/cancel', () => {
    it('cancels a request waiting for payment: 200 with it canceled, as requested, now; the change is stored', async () => {
      const created = await createPaymentRequest(t, merchant);
      clock.advanceSeconds(30);
      const res = await cancel(created.id);
      expect(res.status).toBe(200);
      expect(res.body).toStrictEqual({ ...created, status: 'canceled', canceled_at: NOW + 30, cancellation_reason: 'requested', updated_at: NOW + 30 });
      expect(await read(created.id)).toStrictEqual(res.body);
    });

    it.each([
      ['an empty object', {}],
      ['an empty object as text', '{}'],
    ])('takes %s as its body', async (_label, body) => {
      const created = await createPaymentRequest(t, merchant);
      expect((await cancel(created.id, body)).status).toBe(200);
    });

    it('names any member of the body (422) and changes nothing', async () => {
      const created = await createPaymentRequest(t, merchant);
      expect(fieldsOf(await cancel(created.id, { reason: 'changed my mind' }))).toEqual(['reason']);
      expect((await read(created.id)).status).toBe('waiting_for_payment');
    });

    it.each([['[]'], ['"cancel"'], ['5']])('answers 400 to the body %s and changes nothing', async (body) => {
      const created = await createPaymentRequest(t, merchant);
      expectProblem(await cancel(created.id, body), 400, 'bad_request');
      expect((await read(created.id)).status).toBe('waiting_for_payment');
    });

    it('answers 400 to a body that is not JSON', async () => {
      const created = await createPaymentRequest(t, merchant);
      const res = await t.call(merchant, 'post', `${PAYMENT_REQUESTS}/${created.id}/cancel`, 'please', { 'Content-Type': 'text/plain' });
      expectProblem(res, 400, 'bad_request');
    });

    it('refuses a request already canceled, or paid (422 payment_request_not_cancelable)', async () => {
      const canceled = await createPaymentRequest(t, merchant);
      await cancel(canceled.id);
      const paid = await createPaymentRequest(t, merchant);
      await payByC2p(t, merchant, paid.id);
      for (const id of [canceled.id, paid.id]) {
        const before = await read(id);
        expectProblem(await cancel(id), 422, 'payment_request_not_cancelable');
        expect(await read(id)).toStrictEqual(before);
      }
    });

    it('does not find another merchant\'s request, or an unknown id (404)', async () => {
      const created = await createPaymentRequest(t, merchant);
      const other = await t.merchant('Other');
      expectProblem(await cancel(created.id, undefined, other), 404, 'not_found');
      expectProblem(await cancel('preq_NoSuchRequest'), 404, 'not_found');
      expect((await read(created.id)).status).toBe('waiting_for_payment');
    });

    it('leaves a canceled request neither payable nor updatable', async () => {
      const created = await createPaymentRequest(t, merchant);
      await cancel(created.id);
      expectProblem(await t.call(merchant, 'post', '/api/v1/checkouts/c2p', c2p(created.id)), 422, 'payment_request_not_payable');
      expectProblem(await t.call(merchant, 'patch', `${PAYMENT_REQUESTS}/${created.id}`, { amount: 5 }), 422, 'payment_request_not_updatable');
    });

    it('needs the secret key first', async () => {
      const created = await createPaymentRequest(t, merchant);
      expect((await request(t.app).post(`${PAYMENT_REQUESTS}/${created.id}/cancel`)).status).toBe(401);
    });
  });

  describe('expires_at on create and update', () => {
    it('is kept as sent, in Unix seconds', async () => {
      const created = await createPaymentRequest(t, merchant, { expires_at: NOW + 3600 });
      expect([created.expires_at, created.canceled_at, created.cancellation_reason]).toEqual([NOW + 3600, null, null]);
    });

    it.each([
      ['59 s ahead', NOW + 59], ['31 days ahead', NOW + 31 * DAY], ['30 days and 1 s ahead', NOW + 30 * DAY + 1], ['in the past', NOW - 10],
      ['a decimal', NOW + 3600.5], ['a string', String(NOW + 3600)], ['true', true], ['too far for any date', 1e20],
    ])('is 422 naming expires_at when %s, and creates nothing', async (_label, expiresAt) => {
      const res = await t.call(merchant, 'post', PAYMENT_REQUESTS, { amount: 1, description: 'x', customer: { dni: 'V12345678', email: 'a@example.com', first_name: 'A', last_name: 'B' }, expires_at: expiresAt });
      expect(fieldsOf(res)).toEqual(['expires_at']);
      expect((await t.call(merchant, 'get', PAYMENT_REQUESTS)).body.data).toEqual([]);
    });

    it('accepts exactly 60 s and exactly 30 days ahead', async () => {
      expect((await createPaymentRequest(t, merchant, { expires_at: NOW + 60 })).expires_at).toBe(NOW + 60);
      expect((await createPaymentRequest(t, merchant, { expires_at: NOW + 30 * DAY })).expires_at).toBe(NOW + 30 * DAY);
    });

    it('is set, moved and removed (null) by an update alone, which keeps the rate and records an update', async () => {
      const created = await createPaymentRequest(t, merchant);
      clock.advanceSeconds(10);
      const set = await t.call(merchant, 'patch', `${PAYMENT_REQUESTS}/${created.id}`, { expires_at: NOW + 7200 });
      expect(set.body).toStrictEqual({ ...created, expires_at: NOW + 7200, updated_at: NOW + 10 });
      const removed = await t.call(merchant, 'patch', `${PAYMENT_REQUESTS}/${created.id}`, { expires_at: null });
      expect(removed.body.expires_at).toBeNull();
    });

    it('is 422 naming expires_at on an update out of range, checked against the moment of the update', async () => {
      const created = await createPaymentRequest(t, merchant);
      clock.advanceSeconds(3600);
      expect(fieldsOf(await t.call(merchant, 'patch', `${PAYMENT_REQUESTS}/${created.id}`, { expires_at: NOW + 3600 + 59 }))).toEqual(['expires_at']);
      expect((await read(created.id)).expires_at).toBeNull();
    });
  });

  describe('from expires_at on, before the sweeper has run', () => {
    it('no checkout, update or cancel gets through (422), and the request is untouched', async () => {
      const created = await createPaymentRequest(t, merchant, { expires_at: NOW + 120 });
      clock.advanceSeconds(120);
      expectProblem(await t.call(merchant, 'post', '/api/v1/checkouts/c2p', c2p(created.id)), 422, 'payment_request_not_payable');
      expectProblem(await t.call(merchant, 'patch', `${PAYMENT_REQUESTS}/${created.id}`, { description: 'late' }), 422, 'payment_request_not_updatable');
      expectProblem(await cancel(created.id), 422, 'payment_request_not_cancelable');
      expect(await read(created.id)).toStrictEqual(created);
    });

    it('is paid a second before; the checkout view writes the expiry in ISO 8601 with the business offset', async () => {
      const created = await createPaymentRequest(t, merchant, { expires_at: NOW + 120 });
      clock.advanceSeconds(119);
      const paid = await payByC2p(t, merchant, created.id);
      expect([paid.status, paid.expires_at, paid.canceled_at, paid.cancellation_reason]).toEqual(['paid', '2026-11-22T09:32:00-04:00', null, null]);
    });

    it('is stored canceled as expired, canceled_at = expires_at, once the sweeper runs', async () => {
      const created = await createPaymentRequest(t, merchant, { expires_at: NOW + 120 });
      clock.advanceSeconds(125);
      await t.container.get(ExpirePaymentRequests).execute();
      expect(await read(created.id)).toStrictEqual({ ...created, status: 'canceled', canceled_at: NOW + 120, cancellation_reason: 'expired', updated_at: NOW + 125 });
    });
  });
});
