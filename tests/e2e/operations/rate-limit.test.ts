import { Response } from 'supertest';
import { TestApp, TestMerchant, paymentRequestBody, startTestApp } from '../../support/test-app';
import { TestDatabase, describeDatabase, openTestDatabase } from '../../support/test-database';

const LIST = '/api/v1/payment_requests';
/** IETF draft-8: `RateLimit: "<policy>"; r=<remaining>; t=<seconds>`, `RateLimit-Policy: "<policy>"; q=<limit>; w=<window>; pk=:<key>:`. */
const RATE_LIMIT = /^"3-in-1min"; r=(\d+); t=(\d+)$/;
const RATE_LIMIT_POLICY = /^"3-in-1min"; q=3; w=60; pk=:[A-Za-z0-9+/=]+:$/;

function remaining(res: Response): number {
  const match = RATE_LIMIT.exec(res.headers['ratelimit']);
  if (!match) throw new Error(`unexpected RateLimit header ${res.headers['ratelimit']}`);
  return Number(match[1]);
}

describe(`Rate limit per secret key ${describeDatabase()}`, () => {
  let db: TestDatabase;
  let t: TestApp;
  let acme: TestMerchant;
  let globex: TestMerchant;

  beforeAll(async () => {
    db = await openTestDatabase();
  });
  beforeEach(async () => {
    // A fresh app, so a fresh limiter, for each test.
    t = await startTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3' }, db });
    await t.reset();
    acme = await t.merchant('Acme');
    globex = await t.merchant('Globex');
  });
  afterAll(async () => {
    await db.close();
  });

  it('answers the 4th request of the minute with 429 rate_limited, Retry-After and the RateLimit headers', async () => {
    const allowed = [];
    for (let i = 0; i < 3; i++) allowed.push(await t.call(acme, 'get', LIST));
    expect(allowed.map((res) => res.status)).toEqual([200, 200, 200]);
    expect(allowed.map(remaining)).toEqual([2, 1, 0]);
    for (const res of allowed) expect(res.headers['ratelimit-policy']).toMatch(RATE_LIMIT_POLICY);

    const limited = await t.call(acme, 'get', LIST);
    expect(limited.status).toBe(429);
    expect(limited.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(limited.body).toMatchObject({ status: 429, code: 'rate_limited', request_id: expect.any(String) });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60).toBe(true);
    expect(remaining(limited)).toBe(0);
    expect(limited.headers['ratelimit-policy']).toMatch(RATE_LIMIT_POLICY);
  });

  it('counts every method and endpoint of one key together, and changes nothing once limited', async () => {
    expect((await t.call(acme, 'post', LIST, paymentRequestBody())).status).toBe(201);
    expect((await t.call(acme, 'get', LIST)).status).toBe(200);
    expect((await t.call(acme, 'get', `${LIST}/preq_${'Z'.repeat(24)}`)).status).toBe(404);
    expect((await t.call(acme, 'post', LIST, paymentRequestBody())).status).toBe(429);
    expect((await t.call(globex, 'get', LIST)).status).toBe(200);
    // Only the first create happened.
    const list = await (await startTestApp({ db })).call(acme, 'get', LIST);
    expect(list.body.meta.total_objects).toBe(1);
  });

  it('leaves another merchant unaffected', async () => {
    for (let i = 0; i < 4; i++) await t.call(acme, 'get', LIST);
    expect((await t.call(acme, 'get', LIST)).status).toBe(429);
    const other = await t.call(globex, 'get', LIST);
    expect(other.status).toBe(200);
    expect(remaining(other)).toBe(2);
  });

  it('checks the key first: without a valid key it is 401, limited or not, and uncounted', async () => {
    for (let i = 0; i < 5; i++) expect((await t.call(null, 'get', LIST)).status).toBe(401);
    expect((await t.call(acme, 'get', LIST)).status).toBe(200);
    for (let i = 0; i < 3; i++) await t.call(acme, 'get', LIST);
    const wrongKey = await t.call(null, 'get', LIST, undefined, { Authorization: `Bearer ${acme.secretKey}x` });
    expect(wrongKey.status).toBe(401);
  });

  it('limits before reading the body: a limited key gets 429 even for an unreadable or oversized body', async () => {
    expect((await t.call(acme, 'post', LIST, '{"amount": ')).status).toBe(400);
    expect((await t.call(acme, 'post', LIST, JSON.stringify({ description: 'x'.repeat(17 * 1024) }))).status).toBe(413);
    expect((await t.call(acme, 'get', LIST)).status).toBe(200);
    expect((await t.call(acme, 'post', LIST, '{"amount": ')).status).toBe(429);
    expect((await t.call(acme, 'post', LIST, JSON.stringify({ description: 'x'.repeat(17 * 1024) }))).status).toBe(429);
  });

  it('leaves the operational endpoints out of the limit', async () => {
    for (let i = 0; i < 5; i++) expect((await t.call(acme, 'get', '/healthz')).status).toBe(200);
    expect((await t.call(acme, 'get', LIST)).status).toBe(200);
  });

  it('is off with RATE_LIMIT_PER_MINUTE=0: no 429 and no RateLimit headers', async () => {
    const unlimited = await startTestApp({ env: { RATE_LIMIT_PER_MINUTE: '0' }, db });
    for (let i = 0; i < 10; i++) {
      const res = await unlimited.call(acme, 'get', LIST);
      expect(res.status).toBe(200);
      expect(res.headers['ratelimit']).toBeUndefined();
      expect(res.headers['ratelimit-policy']).toBeUndefined();
    }
  });

  it('keeps the default limit (6000 a minute) out of the way of ordinary traffic', async () => {
    const defaults = await startTestApp({ db });
    const res = await defaults.call(acme, 'get', LIST);
    expect(res.status).toBe(200);
    expect(res.headers['ratelimit']).toBe('"6000-in-1min"; r=5999; t=60');
  });
});
