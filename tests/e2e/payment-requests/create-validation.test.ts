import request from 'supertest';
import { checkResponse } from '../../support/response-check';
import { TestApp, TestMerchant, paymentRequestBody, withTestApp } from '../../support/test-app';
import { describeDatabase } from '../../support/test-database';
import { PAYMENT_REQUESTS, expectProblem, fieldsOf } from './helpers';

describe(`POST /api/v1/payment_requests: 400, 413 and 422 ${describeDatabase()}`, () => {
  let t: TestApp;
  let merchant: TestMerchant;

  withTestApp((started, acme) => ((t = started), (merchant = acme)));

  /** Nothing refused may leave a request behind. */
  async function expectNothingCreated(): Promise<void> {
    const list = await t.call(merchant, 'get', PAYMENT_REQUESTS);
    expect(list.status).toBe(200);
    expect(list.body.meta.total_objects).toBe(0);
  }

  describe('400: a body that cannot be read', () => {
    it.each([
      ['malformed JSON', '{"amount": 10,'],
      ['a JSON array', '[{"amount": 10}]'],
      ['a JSON string', '"amount"'],
      ['JSON null', 'null'],
      ['a JSON number', '42'],
    ])('answers 400 bad_request to %s', async (_what, raw) => {
      const res = await t.call(merchant, 'post', PAYMENT_REQUESTS, raw);
      expectProblem(res, 400, 'bad_request');
      await expectNothingCreated();
    });

    it('answers 400 bad_request to a request with no body and no Content-Type', async () => {
      const res = await t.call(merchant, 'post', PAYMENT_REQUESTS);
      expectProblem(res, 400, 'bad_request');
      await expectNothingCreated();
    });

    it.each(['text/plain', 'application/x-www-form-urlencoded', 'application/octet-stream'])(
      'answers 400 bad_request to a JSON body sent as %s',
      async (contentType) => {
        const res = await t.call(merchant, 'post', PAYMENT_REQUESTS, JSON.stringify(paymentRequestBody()), { 'Content-Type': contentType });
        expectProblem(res, 400, 'bad_request');
        await expectNothingCreated();
      },
    );

    it('answers 400 bad_request to a JSON body sent without a Content-Type header', async () => {
      const raw = Buffer.from(JSON.stringify(paymentRequestBody()));
      // supertest sends a Buffer with no Content-Type.
      const res = await request(t.app).post(PAYMENT_REQUESTS).set(merchant.headers).send(raw);
      checkResponse('post', PAYMENT_REQUESTS, res);
      expectProblem(res, 400, 'bad_request');
      await expectNothingCreated();
    });
  });

  it('answers 413 payload_too_large to a body over 16 KiB, and 201 just under it', async () => {
    const res = await t.call(merchant, 'post', PAYMENT_REQUESTS, paymentRequestBody({ description: 'x'.repeat(17 * 1024) }));
    expectProblem(res, 413, 'payload_too_large');
    await expectNothingCreated();

    const fits = await t.call(merchant, 'post', PAYMENT_REQUESTS, paymentRequestBody({ description: 'x'.repeat(500) }));
    expect(fits.status).toBe(201);
  });

  describe('422: each required field missing', () => {
    it.each(['amount', 'description', 'customer'])('names %s', async (field) => {
      const body = paymentRequestBody();
      delete body[field];
      const res = await t.call(merchant, 'post', PAYMENT_REQUESTS, body);
      expect(fieldsOf(res)).toEqual([field]);
      await expectNothingCreated();
    });

    it('names customer.dni', async () => {
      const res = await t.call(merchant, 'post', PAYMENT_REQUESTS, paymentRequestBody({ customer: { email: 'ana@example.com', first_name: 'Ana', last_name: 'Pérez' } }));
      expect(fieldsOf(res)).toEqual(['customer.dni']);
    });

    it('names every missing field at once in an empty object', async () => {
      const res = await t.call(merchant, 'post', PAYMENT_REQUESTS, {});
      expect(fieldsOf(res)).toEqual(['amount', 'customer', 'description']);
    });
  });

  describe('422: amounts', () => {
    it.each([
      ['"10.00"', '10.00'],
      ['true', true],
      ['[]', []],
      ['{}', {}],
      ['[10]', [10]],
      ['0', 0],
      ['-1', -1],
      ['-0.01', -0.01],
      ['1.005', 1.005],
      ['0.1 + 0.2', 0.1 + 0.2],
      ['1e308', 1e308],
      ['1000000.01', 1000000.01],
      ['0.001', 0.001],
      ['Number.MIN_VALUE', Number.MIN_VALUE],
    ])('refuses amount %s', async (_label, amount) => {
      const res = await t.call(merchant, 'post', PAYMENT_REQUESTS, paymentRequestBody({ amount }));
      expect(fieldsOf(res)).toEqual(['amount']);
      await expectNothingCreated();
    });

    it.each(['1e400', '-1e400', '1E2'])('refuses the JSON number literal %s (Infinity, or not the shortest form)', async (literal) => {
      const raw = JSON.stringify(paymentRequestBody({ amount: 0 })).replace('"amount":0', `"amount":${literal}`);
      const res = await t.call(merchant, 'post', PAYMENT_REQUESTS, raw);
      if (literal === '1E2') {
        // 1E2 is the number 100: JSON does not keep how a number was written.
        expect(res.status).toBe(201);
        expect(res.body.main_amount.amount_cents).toBe(10000);
      } else {
        expect(fieldsOf(res)).toEqual(['amount']);
      }
    });
  });

  describe('422: wrong types and formats', () => {
    it.each([
      ['description', 42, 'description'],
      ['description', '', 'description'],
      ['description', ['Order'], 'description'],
      ['external_id', 1001, 'external_id'],
      ['external_id', '', 'external_id'],
      ['customer', 'V12345678', 'customer'],
      ['customer', ['V12345678'], 'customer'],
      ['customer', 42, 'customer'],
    ])('refuses %s = %p', async (name, value, field) => {
      const res = await t.call(merchant, 'post', PAYMENT_REQUESTS, paymentRequestBody({ [name]: value }));
      expect(fieldsOf(res)).toContain(field);
      await expectNothingCreated();
    });

    it.each([
      ['dni', 12345678],
      ['dni', ''],
      ['dni', 'V 1234 5678'],
      ['email', 'not-an-email'],
      ['email', 'ana@'],
      ['email', '@example.com'],
      ['email', 'ana example@example.com'],
      ['email', 42],
      ['first_name', ''],
      ['first_name', 7],
      ['last_name', ''],
      ['last_name', false],
    ])('refuses customer.%s = %p', async (name, value) => {
      const customer = { ...(paymentRequestBody().customer as object), [name]: value };
      const res = await t.call(merchant, 'post', PAYMENT_REQUESTS, paymentRequestBody({ customer }));
      expect(fieldsOf(res)).toEqual([`customer.${name}`]);
      await expectNothingCreated();
    });
  });

  describe('422: unknown fields are refused, never ignored', () => {
    it('names an unknown top-level field', async () => {
      const res = await t.call(merchant, 'post', PAYMENT_REQUESTS, paymentRequestBody({ foo: 'bar' }));
      expect(fieldsOf(res)).toEqual(['foo']);
    });

    it('names an unknown field inside customer', async () => {
      const customer = { ...(paymentRequestBody().customer as object), foo: 'bar' };
      const res = await t.call(merchant, 'post', PAYMENT_REQUESTS, paymentRequestBody({ customer }));
      expect(fieldsOf(res)).toEqual(['customer.foo']);
    });

    it.each(['status', 'token', 'id', 'rate', 'main_amount'])('names the read-only response field %s', async (field) => {
      const res = await t.call(merchant, 'post', PAYMENT_REQUESTS, paymentRequestBody({ [field]: 'x' }));
      expect(fieldsOf(res)).toEqual([field]);
      await expectNothingCreated();
    });
  });
});
