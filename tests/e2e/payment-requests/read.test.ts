import { TestApp, TestMerchant, withTestApp } from '../../support/test-app';
import { describeDatabase } from '../../support/test-database';
import { PAYMENT_REQUESTS, createPaymentRequest, expectProblem, notFoundShape, payByC2p } from './helpers';

/**
 * @engine both: reads by id, prepared on PostgreSQL.
 */

describe(`GET /api/v1/payment_requests/:id ${describeDatabase()}`, () => {
  let t: TestApp;
  let merchant: TestMerchant;

  withTestApp((started, acme) => ((t = started), (merchant = acme)));

  it('answers 200 with exactly what create returned', async () => {
    const created = await createPaymentRequest(t, merchant);
    const res = await t.call(merchant, 'get', `${PAYMENT_REQUESTS}/${created.id}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toStrictEqual(created);
  });

  it('reads each request by its own id', async () => {
    const first = await createPaymentRequest(t, merchant, { description: 'first', amount: 1 });
    const second = await createPaymentRequest(t, merchant, { description: 'second', amount: 2 });
    expect((await t.call(merchant, 'get', `${PAYMENT_REQUESTS}/${first.id}`)).body.description).toBe('first');
    expect((await t.call(merchant, 'get', `${PAYMENT_REQUESTS}/${second.id}`)).body.main_amount.amount).toBe(2);
  });

  it('shows a paid request as paid, with the succeeded payment intent of the checkout', async () => {
    const created = await createPaymentRequest(t, merchant);
    const checkout = await payByC2p(t, merchant, created.id);
    const res = await t.call(merchant, 'get', `${PAYMENT_REQUESTS}/${created.id}`);

    expect(res.status).toBe(200);
    expect(res.body.status).toBe('paid');
    const confirmation = checkout.succeeded_payment_confirmation;
    expect(res.body.succeeded_payment_intent).toStrictEqual({
      id: confirmation.id,
      confirmed_at: expect.any(Number),
      payment_method: 'c2p',
      type: confirmation.type,
      reference_id: confirmation.reference_id,
    });
    expect(res.body.succeeded_payment_intent.id).toMatch(/^pi_/);
    expect(Number.isInteger(res.body.succeeded_payment_intent.confirmed_at)).toBe(true);
    expect(res.body.succeeded_payment_intent.confirmed_at).toBe(Math.floor(Date.parse(confirmation.confirmed_at) / 1000));
    expect(res.body.pending_payment_intents).toEqual([]);
    expect(res.body.rejected_payment_intents).toEqual([]);
    // Management layout stays: cents and Unix seconds.
    expect(res.body.main_amount).toStrictEqual(created.main_amount);
    expect(res.body.created_at).toBe(created.created_at);
  });

  describe('404', () => {
    it('answers 404 not_found to an id that has the right shape but does not exist', async () => {
      const res = await t.call(merchant, 'get', `${PAYMENT_REQUESTS}/preq_DoesNotExist0000000000000`);
      expectProblem(res, 404, 'not_found');
    });

    it.each([
      ['abc', 'abc'],
      ['the bare prefix', 'preq_'],
      ['preq_ + 300 characters', 'preq_' + 'a'.repeat(300)],
      ['a NUL byte', '%00'],
      ['preq_ + a NUL byte', 'preq_abc%00'],
      ['unicode', encodeURIComponent('preq_ñandú🙂')],
      ['a customer id', 'cus_abc123'],
      ['an SQL fragment', encodeURIComponent("preq_x' OR '1'='1")],
      ['an encoded slash', 'preq_a%2Fb'],
      ['a percent sign', 'preq_%25'],
    ])('answers 404 not_found, never 400 or 422, to an id of the wrong shape: %s', async (_what, id) => {
      const res = await t.call(merchant, 'get', `${PAYMENT_REQUESTS}/${id}`);
      expectProblem(res, 404, 'not_found');
    });

    it('answers 404 to a token or payment_url segment used as an id', async () => {
      const created = await createPaymentRequest(t, merchant);
      const res = await t.call(merchant, 'get', `${PAYMENT_REQUESTS}/${created.token}`);
      expectProblem(res, 404, 'not_found');
    });

    it("answers 404 to another merchant's id, exactly like an id that does not exist", async () => {
      const other = await t.merchant('Other');
      const theirs = await createPaymentRequest(t, other);
      const missingId = theirs.id.slice(0, -4) + (theirs.id.endsWith('ZZZZ') ? 'YYYY' : 'ZZZZ');

      const foreign = await t.call(merchant, 'get', `${PAYMENT_REQUESTS}/${theirs.id}`);
      const missing = await t.call(merchant, 'get', `${PAYMENT_REQUESTS}/${missingId}`);

      expectProblem(foreign, 404, 'not_found');
      expect(notFoundShape(foreign, theirs.id)).toStrictEqual(notFoundShape(missing, missingId));
      expect(Object.keys(foreign.headers).sort()).toEqual(Object.keys(missing.headers).sort());
      expect(JSON.stringify(foreign.body)).not.toContain(other.id);
      // The owner still reads it.
      expect((await t.call(other, 'get', `${PAYMENT_REQUESTS}/${theirs.id}`)).status).toBe(200);
    });
  });
});
