import { Response } from 'supertest';
import { TestApp, TestMerchant, paymentRequestBody, startTestApp } from '../../support/test-app';
import { TestDatabase, describeDatabase, openTestDatabase } from '../../support/test-database';

const PAYMENT_REQUESTS = '/api/v1/payment_requests';

function expectNotCachedNorSniffed(res: Response): void {
  expect({ status: res.status, cache: res.headers['cache-control'], sniff: res.headers['x-content-type-options'] }).toEqual({
    status: res.status,
    cache: 'no-store',
    sniff: 'nosniff',
  });
}

describe(`Every answer under /api/v1 is neither cached nor sniffed ${describeDatabase()}`, () => {
  let db: TestDatabase;
  let t: TestApp;
  let merchant: TestMerchant;

  beforeAll(async () => {
    db = await openTestDatabase();
    // A limit of 3 a minute, so that a 429 is in reach.
    t = await startTestApp({ db, env: { RATE_LIMIT_PER_MINUTE: '3' } });
  });
  beforeEach(async () => {
    await t.reset();
    merchant = await t.merchant('Acme');
  });
  afterAll(() => db.close());

  it('on JSON answers: create (201), read (200), list (200)', async () => {
    const created = await t.call(merchant, 'post', PAYMENT_REQUESTS, paymentRequestBody());
    const read = await t.call(merchant, 'get', `${PAYMENT_REQUESTS}/${created.body.id}`);
    const listed = await t.call(merchant, 'get', PAYMENT_REQUESTS);
    expect([created.status, read.status, listed.status]).toEqual([201, 200, 200]);
    expect(listed.headers['content-type']).toMatch(/^application\/json/);
    [created, read, listed].forEach(expectNotCachedNorSniffed);
  });

  it.each<[string, number, (t: TestApp, merchant: TestMerchant) => Promise<Response>]>([
    ['no key', 401, (t) => t.call(null, 'get', PAYMENT_REQUESTS)],
    ['an unknown id', 404, (t, m) => t.call(m, 'get', `${PAYMENT_REQUESTS}/preq_nothing`)],
    ['an unknown route under /api/v1', 404, (t, m) => t.call(m, 'get', '/api/v1/nothing_here')],
    ['malformed JSON', 400, (t, m) => t.call(m, 'post', PAYMENT_REQUESTS, '{"amount":')],
    ['a bad list parameter', 400, (t, m) => t.call(m, 'get', `${PAYMENT_REQUESTS}?limit=0`)],
    ['a body over 16 KiB', 413, (t, m) => t.call(m, 'post', PAYMENT_REQUESTS, paymentRequestBody({ description: 'x'.repeat(17 * 1024) }))],
    ['a UTF-16 body', 415, (t, m) => t.call(m, 'post', PAYMENT_REQUESTS, JSON.stringify(paymentRequestBody()), { 'Content-Type': 'application/json; charset=utf-16' })],
    ['an invalid field', 422, (t, m) => t.call(m, 'post', PAYMENT_REQUESTS, paymentRequestBody({ amount: -1 }))],
    ['a checkout on an unknown request', 404, (t, m) => t.call(m, 'post', '/api/v1/checkouts/c2p', { payment: { phone_number: '04141234567', issuer_payer_id: 'V12345678', issuer_bank_id: '0134', payment_request_id: 'preq_nothing', otp_token: '123456' } })],
  ])('on problem+json answers: %s (%i)', async (_what, status, send) => {
    const res = await send(t, merchant);
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expectNotCachedNorSniffed(res);
  });

  it('on a 429 once the key has used up its minute', async () => {
    for (let i = 0; i < 3; i++) expect((await t.call(merchant, 'get', PAYMENT_REQUESTS)).status).toBe(200);
    const limited = await t.call(merchant, 'get', PAYMENT_REQUESTS);
    expect(limited.status).toBe(429);
    expectNotCachedNorSniffed(limited);
  });
});
