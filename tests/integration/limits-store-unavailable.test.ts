import request from 'supertest';
import { LIMIT_STORES } from '../../src/adapters/limits/limit-stores';
import { answerOf, c2pFields, createRequest } from '../e2e/hosted-page/hosted-page-support';
import { TestApp, TestMerchant, startTestApp } from '../support/test-app';
import { describeDatabase } from '../support/test-database';

/** Nothing listens on port 1: every connection to this Redis is refused. */
const UNREACHABLE_REDIS = 'redis://127.0.0.1:1';

function failures(metrics: string, limit: string): number {
  const match = new RegExp(`^rate_limit_store_failures_total\\{limit="${limit}"\\} (\\d+)$`, 'm').exec(metrics);
  if (!match) throw new Error(`no rate_limit_store_failures_total for ${limit}`);
  return Number(match[1]);
}

describe(`limits when their Redis cannot be reached ${describeDatabase()}`, () => {
  let app: TestApp;
  let merchant: TestMerchant;

  beforeAll(async () => {
    app = await startTestApp({ env: { RATE_LIMIT_PER_MINUTE: '60', REDIS_URL: UNREACHABLE_REDIS } });
    await app.reset();
  });
  beforeEach(async () => {
    merchant = await app.merchant('Acme');
  });
  afterAll(async () => {
    await app.container.get(LIMIT_STORES).close();
    await app.close();
  });

  it('serves the API uncounted (fail open), and says so in the log and the metrics', async () => {
    const before = failures((await request(app.app).get('/metrics')).text, 'api');

    const res = await app.call(merchant, 'get', '/api/v1/payment_requests');

    expect(res.status).toBe(200);
    expect(res.headers['ratelimit']).toBeUndefined();
    expect(failures((await request(app.app).get('/metrics')).text, 'api')).toBe(before + 1);
    expect(app.logs()).toContain('a rate-limit store failed');
  });

  it('refuses a payment attempt it cannot count (fail closed): 503 page, and the bank is not asked', async () => {
    const { page, created } = await createRequest(app, merchant);

    const res = await request(app.app).post(`${page}/c2p`).type('form').send(c2pFields());

    expect(res.status).toBe(503);
    expect(res.type).toBe('text/html');
    const now = await app.call(merchant, 'get', `/api/v1/payment_requests/${created.id}`);
    expect(now.body.status).toBe('waiting_for_payment');
    expect(failures((await request(app.app).get('/metrics')).text, 'portal-link')).toBeGreaterThan(0);
  });

  it('still answers a malformed post with its form errors (that limit fails open)', async () => {
    const { page } = await createRequest(app, merchant);

    const res = await request(app.app).post(`${page}/c2p`).type('form').send(c2pFields({ otp_token: 'abc' }));

    expect(answerOf(res)).toBe('invalid');
  });
});
