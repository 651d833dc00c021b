import request from 'supertest';
import { RefreshResult } from '../../../src/adapters/rates/rate-refresher';
import { BCV_HOME as HOME, fakeBcv, readBcvPage } from '../../support/fake-bcv';
import { FixedClock } from '../../support/fakes';
import { TestApp, TestMerchant, paymentRequestBody, startTestApp } from '../../support/test-app';
import { describeDatabase, openTestDatabase } from '../../support/test-database';
import { parsePrometheus, valueOf } from '../operations/operations-support';
import { PAYMENT_REQUESTS, expectProblem } from './helpers';

/** The fixture's value date is 2026-11-24: this is that morning in Caracas. */
const VALUE_DAY_MORNING = '2026-11-24T09:00:00-04:00';
const HOURS = 3_600_000;

describe(`RATE_PROVIDER=bcv: requests priced at the official rate ${describeDatabase()}`, () => {
  const bcv = fakeBcv();
  const clock = new FixedClock(VALUE_DAY_MORNING);
  let t: TestApp;
  let merchant: TestMerchant;
  let env: Record<string, string>;

  const readPage = (app = t): Promise<RefreshResult> => readBcvPage(app);
  const create = (amount = 10.55) => t.call(merchant, 'post', PAYMENT_REQUESTS, paymentRequestBody({ amount }));

  beforeAll(async () => {
    env = { RATE_PROVIDER: 'bcv', BCV_URL: await bcv.listening, BCV_FETCH_TIMEOUT_SECONDS: '5' };
    t = await startTestApp({ env, overrides: { clock } });
  });
  beforeEach(async () => {
    await t.reset();
    clock.set(VALUE_DAY_MORNING);
    bcv.state.page = HOME;
    bcv.state.failing = false;
    merchant = await t.merchant('Acme');
  });
  afterAll(async () => {
    await bcv.close();
    await t?.close();
  });

  it('prices 10.55 USD at the page\'s 241,5782 as 2,548.65 VES', async () => {
    expect(await readPage()).toMatchObject({ kind: 'stored' });
    const res = await create(10.55);
    expect(res.status).toBe(201);
    expect(res.body.rate).toMatchObject({ amount: 241.5782, currency_iso: 'VES' });
    expect(res.body.conversion_amount).toMatchObject({ amount: 2548.65, amount_cents: 254865, currency_iso: 'VES' });
  });

  it('never reads the page on a request: creating and repricing use the stored rate', async () => {
    await readPage();
    const reads = bcv.state.reads;
    const created = await create();
    await t.call(merchant, 'patch', `${PAYMENT_REQUESTS}/${created.body.id}`, { amount: 20 });
    expect(bcv.state.reads).toBe(reads);
  });

  it('answers 503 rate_unavailable before the page was ever read, and creates nothing', async () => {
    const res = await create();
    expectProblem(res, 503, 'rate_unavailable');
    expect((await t.call(merchant, 'get', PAYMENT_REQUESTS)).body.data).toEqual([]);
  });

  it('keeps serving the stored rate while the page fails, up to RATE_MAX_AGE_HOURS (96 by default); then 503 rate_unavailable for create and reprice', async () => {
    await readPage();
    const created = await create();
    bcv.state.failing = true;
    clock.advance(96 * HOURS);
    expect(await readPage()).toMatchObject({ kind: 'failed', reason: expect.stringContaining('500') });
    expect(t.logs()).toContain('reading the published USD rate failed; the stored rate keeps serving');
    expect((await create()).body.rate.amount).toBe(241.5782);

    clock.advance(1000);
    expectProblem(await create(), 503, 'rate_unavailable');
    expectProblem(await t.call(merchant, 'patch', `${PAYMENT_REQUESTS}/${created.body.id}`, { amount: 20 }), 503, 'rate_unavailable');
    const unchanged = await t.call(merchant, 'get', `${PAYMENT_REQUESTS}/${created.body.id}`);
    expect(unchanged.body.main_amount.amount).toBe(10.55);

    bcv.state.failing = false;
    await readPage();
    expect((await create()).status).toBe(201);
  });

  it('treats a page it cannot read (a maintenance page) as a failed read, and keeps the stored rate', async () => {
    await readPage();
    bcv.state.page = '<html><body><h1>Sitio en mantenimiento</h1></body></html>';
    expect(await readPage()).toMatchObject({ kind: 'failed' });
    expect((await create()).body.rate.amount).toBe(241.5782);
  });

  it('refuses and logs a new rate more than 25 % away from the last one, and keeps the last one', async () => {
    await readPage();
    bcv.state.page = HOME.replace('241,57820000', '24,15782000');
    expect(await readPage()).toMatchObject({ kind: 'refused' });
    expect(t.logs()).toContain('refused a published USD rate more than 25% away from the last one');
    expect((await create()).body.rate.amount).toBe(241.5782);
  });

  it('refuses an implausible first reading (0,00000001), logs and counts it; creating is 503 rate_unavailable, never 0 VES', async () => {
    const refusals = async () =>
      valueOf(parsePrometheus((await request(t.app).get('/metrics')).text), 'exchange_rate_refusals_total', { reason: 'out_of_range' });
    const before = await refusals();
    bcv.state.page = HOME.replace('241,57820000', '0,00000001');
    expect(await readPage()).toMatchObject({ kind: 'refused', reason: 'out_of_range' });
    expect(t.logs()).toContain('refused a published USD rate outside RATE_MIN_VES_PER_USD..RATE_MAX_VES_PER_USD');
    expectProblem(await create(19.99), 503, 'rate_unavailable');
    expect(await refusals()).toBe(before + 1);
  });

  it('refuses a value date of 2099-01-01, which then cannot block the real readings that follow', async () => {
    bcv.state.page = HOME.replace('2026-11-24T00:00:00', '2099-01-01T00:00:00');
    expect(await readPage()).toMatchObject({ kind: 'refused', reason: 'value_date_ahead' });
    expectProblem(await create(), 503, 'rate_unavailable');
    bcv.state.page = HOME;
    expect(await readPage()).toMatchObject({ kind: 'stored' });
    expect((await create()).body.rate.amount).toBe(241.5782);
  });

  it('reports the rate on /readyz (stale before the first read and after the maximum age) without taking the instance out', async () => {
    const ready = async () => {
      const res = await t.call(null, 'get', '/readyz');
      expect(res.status).toBe(200);
      return res.body;
    };
    expect(await ready()).toEqual({ status: 'ready', rate: 'stale' });
    await readPage();
    expect(await ready()).toEqual({ status: 'ready', rate: 'fresh' });
    clock.advance(97 * HOURS);
    expect(await ready()).toEqual({ status: 'ready', rate: 'stale' });
  });

  it('shows the rate\'s age in seconds as exchange_rate_age_seconds (+Inf before the first read)', async () => {
    const scrape = async () => (await request(t.app).get('/metrics')).text;
    expect(await scrape()).toMatch(/^exchange_rate_age_seconds \+Inf$/m);
    await readPage();
    clock.advance(90_000);
    expect(valueOf(parsePrometheus(await scrape()), 'exchange_rate_age_seconds')).toBe(90);
  });

  it('serves the same stored rate from another instance, or after a restart, with the page down', async () => {
    await readPage();
    bcv.state.failing = true;
    const other = await startTestApp({ env, overrides: { clock }, db: t.db });
    const res = await other.call(merchant, 'post', PAYMENT_REQUESTS, paymentRequestBody({ amount: 10.55 }));
    expect(res.body.conversion_amount.amount).toBe(2548.65);
  });
});

describe(`RATE_PROVIDER unset ${describeDatabase()}`, () => {
  it('keeps the fixed USD_VES_RATE and a /readyz without a rate', async () => {
    const t = await startTestApp();
    try {
      const merchant = await t.merchant();
      expect((await t.call(merchant, 'post', PAYMENT_REQUESTS, paymentRequestBody({ amount: 10 }))).body.rate.amount).toBe(36.5);
      expect((await t.call(null, 'get', '/readyz')).body).toEqual({ status: 'ready' });
    } finally {
      await t.close();
    }
  });
});

describe(`RATE_PROVIDER=bcv with the database gone ${describeDatabase()}`, () => {
  it('answers /readyz 503 service_unavailable and still serves /metrics, the rate\'s age as NaN', async () => {
    const t = await startTestApp({ env: { RATE_PROVIDER: 'bcv', BCV_URL: 'http://127.0.0.1:9/' }, db: await openTestDatabase() });
    await t.close();
    expect((await t.call(null, 'get', '/readyz')).body).toMatchObject({ status: 503, code: 'service_unavailable' });
    const metrics = await request(t.app).get('/metrics');
    expect(metrics.status).toBe(200);
    expect(metrics.text).toMatch(/^exchange_rate_age_seconds nan$/im);
  });
});
