import { Response } from 'supertest';
import { TestApp, TestMerchant, paymentRequestBody, startTestApp } from '../../support/test-app';
import { describeDatabase } from '../../support/test-database';
import { PAYMENT_REQUESTS, createPaymentRequest, expectProblem } from './helpers';

type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';

describe(`Authentication of the payment request endpoints ${describeDatabase()}`, () => {
  let t: TestApp;
  let merchant: TestMerchant;
  let existing: Record<string, any>;

  beforeAll(async () => {
    t = await startTestApp();
  });
  beforeEach(async () => {
    await t.reset();
    merchant = await t.merchant('Acme');
    existing = await createPaymentRequest(t, merchant);
  });
  afterAll(async () => {
    await t.close();
  });

  /** The four endpoints, each with a body it would accept from a valid key. */
  const endpoints = (): [string, Method, string, unknown][] => [
    ['create', 'post', PAYMENT_REQUESTS, paymentRequestBody({ customer: { dni: 'V12345678' } })],
    ['read', 'get', `${PAYMENT_REQUESTS}/${existing.id}`, undefined],
    ['update', 'patch', `${PAYMENT_REQUESTS}/${existing.id}`, { amount: 5 }],
    ['list', 'get', PAYMENT_REQUESTS, undefined],
  ];

  const credentials: [string, () => Record<string, string>][] = [
    ['no Authorization header', () => ({})],
    ['the Basic scheme', () => ({ Authorization: `Basic ${Buffer.from(`${merchant.secretKey}:`).toString('base64')}` })],
    ['the key without a scheme', () => ({ Authorization: merchant.secretKey })],
    ['an empty bearer', () => ({ Authorization: 'Bearer ' })],
    ['the word Bearer alone', () => ({ Authorization: 'Bearer' })],
    ['an unknown key of the right shape', () => ({ Authorization: `Bearer sk_test_${'A1b2C3d4'.repeat(5)}` })],
    ['a malformed key', () => ({ Authorization: 'Bearer not-a-key' })],
    ['the key with a character changed', () => ({ Authorization: `Bearer ${merchant.secretKey.slice(0, -1)}${merchant.secretKey.endsWith('A') ? 'B' : 'A'}` })],
    ['the key with a suffix', () => ({ Authorization: `Bearer ${merchant.secretKey}x` })],
    ['two keys', () => ({ Authorization: `Bearer ${merchant.secretKey} ${merchant.secretKey}` })],
    ['a live-looking key', () => ({ Authorization: `Bearer sk_live_${'Z'.repeat(40)}` })],
  ];

  function expectUnauthorized(res: Response): void {
    expectProblem(res, 401, 'unauthorized');
    expect(res.headers['www-authenticate']).toBe('Bearer');
  }

  it.each(['create', 'read', 'update', 'list'])('lets the key through on %s', async (name) => {
    const [, method, path, body] = endpoints().find(([n]) => n === name)!;
    const res = await t.call(merchant, method, path, body);
    expect(res.status).toBe(name === 'create' ? 201 : 200);
  });

  it('accepts the Bearer scheme in any case', async () => {
    const res = await t.call(null, 'get', PAYMENT_REQUESTS, undefined, { Authorization: `bearer ${merchant.secretKey}` });
    expect(res.status).toBe(200);
  });

  describe.each(['create', 'read', 'update', 'list'])('%s', (name) => {
    it.each(credentials)('answers 401 with WWW-Authenticate: Bearer to %s', async (_what, header) => {
      const [, method, path, body] = endpoints().find(([n]) => n === name)!;
      const res = await t.call(null, method, path, body, header());
      expectUnauthorized(res);
      expect(JSON.stringify(res.body)).not.toContain(existing.id);
    });
  });

  it('changes nothing for a request it refuses', async () => {
    await t.call(null, 'post', PAYMENT_REQUESTS, paymentRequestBody());
    await t.call(null, 'patch', `${PAYMENT_REQUESTS}/${existing.id}`, { amount: 5 });
    const read = await t.call(merchant, 'get', `${PAYMENT_REQUESTS}/${existing.id}`);
    expect(read.body).toStrictEqual(existing);
    expect((await t.call(merchant, 'get', PAYMENT_REQUESTS)).body.meta.total_objects).toBe(1);
  });

  describe('401 comes before every other check', () => {
    // Every row has all five entries: jest would take a missing last argument for a done callback.
    it.each<[string, Method, string, unknown, Record<string, string>]>([
      ['malformed JSON', 'post', PAYMENT_REQUESTS, '{"amount":', {}],
      ['a body that is not an object', 'patch', `${PAYMENT_REQUESTS}/preq_x`, '[]', {}],
      ['an invalid body', 'post', PAYMENT_REQUESTS, { amount: -1 }, {}],
      ['a body over 16 KiB', 'post', PAYMENT_REQUESTS, paymentRequestBody({ description: 'x'.repeat(20000) }), {}],
      ['a body of the wrong media type', 'post', PAYMENT_REQUESTS, 'amount=1', { 'Content-Type': 'text/plain' }],
      ['an unknown id', 'get', `${PAYMENT_REQUESTS}/preq_DoesNotExist`, undefined, {}],
      ['an id of the wrong shape', 'patch', `${PAYMENT_REQUESTS}/%00`, { amount: 5 }, {}],
      ['an id that is not valid percent-encoding', 'get', `${PAYMENT_REQUESTS}/preq_%E0%A4%A`, undefined, {}],
      ['invalid list parameters', 'get', `${PAYMENT_REQUESTS}?limit=500&foo=bar`, undefined, {}],
      ['an unknown route under /api/v1', 'get', '/api/v1/nothing_here', undefined, {}],
      ['an unknown method on a known route', 'put', PAYMENT_REQUESTS, {}, {}],
      ['the bare /api/v1', 'get', '/api/v1', undefined, {}],
    ])('answers 401 to %s without a key', async (_what, method, path, body, headers) => {
      expectUnauthorized(await t.call(null, method, path, body, headers));
      expectUnauthorized(await t.call(null, method, path, body, { ...headers, Authorization: 'Bearer sk_test_unknownunknownunknown' }));
    });
  });

  describe('unknown routes', () => {
    it('answers 404 not_found to an unknown route under /api/v1 once authenticated', async () => {
      expectProblem(await t.call(merchant, 'get', '/api/v1/nothing_here'), 404, 'not_found');
      expectProblem(await t.call(merchant, 'delete', `${PAYMENT_REQUESTS}/${existing.id}`), 404, 'not_found');
    });

    it.each(['/', '/nothing_here', '/api/v2/payment_requests', '/api/payment_requests'])(
      'answers 404 problem+json to %s outside /api/v1, with or without a key',
      async (path) => {
        expectProblem(await t.call(null, 'get', path), 404, 'not_found');
        expectProblem(await t.call(merchant, 'get', path), 404, 'not_found');
      },
    );
  });
});
