import request from 'supertest';
import { C2pGateway } from '../../../src/application/ports/c2p-gateway';
import { GatewayUnavailable } from '../../../src/application/ports/payment-gateway';
import { c2pPayment, cardPayment, createPaymentRequest } from '../checkouts/checkout-support';
import { TestApp, TestMerchant, paymentRequestBody, startTestApp, withTestApp } from '../../support/test-app';
import { describeDatabase, testEngine } from '../../support/test-database';
import { Sample, scrape, valueOf } from './operations-support';
import { c2pFields } from '../hosted-page/hosted-page-support';

/**
 * @engine both: the pool's metrics.
 */

const ITEM = '/api/v1/payment_requests/:id';
const COLLECTION = '/api/v1/payment_requests';
const C2P = '/api/v1/checkouts/c2p';
const CARD = '/api/v1/checkouts/credit_card';

/** A bank that never answers: every C2P checkout ends in 502 payment_outcome_unknown. */
const unreachableBank: C2pGateway = {
  charge: async () => {
    throw new GatewayUnavailable();
  },
  lookup: async () => {
    throw new GatewayUnavailable();
  },
};

describe(`GET /metrics ${describeDatabase()}`, () => {
  let t: TestApp;
  let merchant: TestMerchant;

  withTestApp((started, acme) => ((t = started), (merchant = acme)));

  /** How much each sample grew across `work`. */
  async function deltas(work: () => Promise<void>, app = t): Promise<(name: string, labels?: Record<string, string>) => number> {
    const before = await scrape(app);
    await work();
    const after = await scrape(app);
    return (name, labels = {}) => valueOf(after, name, labels) - valueOf(before, name, labels);
  }

  it('counts requests by method, route template and status, and times them in a histogram', async () => {
    const created = await createPaymentRequest(t, merchant);
    const delta = await deltas(async () => {
      await t.call(merchant, 'post', COLLECTION, paymentRequestBody());
      await t.call(merchant, 'get', `${COLLECTION}/${created.id}`);
      await t.call(merchant, 'get', `${COLLECTION}/${created.id}/`);
      await t.call(merchant, 'get', `${COLLECTION}/preq_${'Z'.repeat(24)}`);
      await t.call(null, 'post', COLLECTION, paymentRequestBody());
      await t.call(null, 'get', '/no/such/route/4242');
    });

    expect(delta('http_requests_total', { method: 'POST', route: COLLECTION, status: '201' })).toBe(1);
    expect(delta('http_requests_total', { method: 'GET', route: ITEM, status: '200' })).toBe(2);
    expect(delta('http_requests_total', { method: 'GET', route: ITEM, status: '404' })).toBe(1);
    // Answered before any route ran (no key), yet labelled with the route it was meant for.
    expect(delta('http_requests_total', { method: 'POST', route: COLLECTION, status: '401' })).toBe(1);
    expect(delta('http_requests_total', { method: 'GET', route: 'unmatched', status: '404' })).toBe(1);
    // The first scrape itself.
    expect(delta('http_requests_total', { method: 'GET', route: '/metrics', status: '200' })).toBe(1);

    const item200 = { method: 'GET', route: ITEM, status: '200' };
    expect(delta('http_request_duration_seconds_count', item200)).toBe(2);
    expect(delta('http_request_duration_seconds_bucket', { ...item200, le: '+Inf' })).toBe(2);
    expect(delta('http_request_duration_seconds_bucket', { ...item200, le: '10' })).toBe(2);
    expect(delta('http_request_duration_seconds_sum', item200)).toBeGreaterThan(0);
  });

  it('labels routes only with templates, never with ids or raw paths', async () => {
    const created = await createPaymentRequest(t, merchant);
    await t.call(merchant, 'get', `${COLLECTION}/${created.id}?limit=5`);
    await t.call(merchant, 'get', `/API/V1/Payment_Requests/${created.id}`);
    await t.call(null, 'get', `/random/${Date.now()}`);
    const routes = new Set((await scrape(t)).filter((s) => s.name === 'http_requests_total').map((s) => s.labels.route));
    expect(routes.has(ITEM)).toBe(true);
    for (const route of routes) expect([COLLECTION, ITEM, C2P, CARD, '/healthz', '/readyz', '/metrics', 'unmatched']).toContain(route);
  });

  it('counts checkouts by method and outcome', async () => {
    const [paid, declined, cardPaid, cardDeclined] = [
      await createPaymentRequest(t, merchant),
      await createPaymentRequest(t, merchant),
      await createPaymentRequest(t, merchant),
      await createPaymentRequest(t, merchant),
    ];
    const delta = await deltas(async () => {
      expect((await t.call(merchant, 'post', C2P, { payment: c2pPayment(paid.id) })).status).toBe(201);
      expect((await t.call(merchant, 'post', C2P, { payment: c2pPayment(declined.id, { otp_token: '111111' }) })).status).toBe(402);
      expect((await t.call(merchant, 'post', C2P, { payment: c2pPayment(paid.id) })).status).toBe(422);
      expect((await t.call(merchant, 'post', C2P, { payment: c2pPayment(declined.id, { otp_token: 'abc' }) })).status).toBe(422);
      expect((await t.call(merchant, 'post', C2P, '{"payment": {')).status).toBe(400);
      expect((await t.call(merchant, 'post', C2P, { payment: c2pPayment(`preq_${'Z'.repeat(24)}`) })).status).toBe(404);
      // Never considered as a checkout: no valid key.
      expect((await t.call(null, 'post', C2P, { payment: c2pPayment(declined.id) })).status).toBe(401);
      expect((await t.call(merchant, 'post', CARD, { payment: cardPayment(cardPaid.id) })).status).toBe(201);
      expect((await t.call(merchant, 'post', CARD, { payment: cardPayment(cardDeclined.id, { card_number: '4000000000000002' }) })).status).toBe(402);
    });

    // Counted from the payment events: refused, malformed or unknown requests never reach a bank.
    const expected: Record<string, Record<string, number>> = {
      c2p: { approved: 1, declined: 1 },
      credit_or_debit_card: { approved: 1, declined: 1 },
    };
    for (const [method, outcomes] of Object.entries(expected)) {
      for (const [outcome, count] of Object.entries(outcomes)) {
        expect({ method, outcome, count: delta('checkouts_total', { method, outcome }) }).toEqual({ method, outcome, count });
      }
    }
    expect(delta('domain_events_total', { type: 'payment_request.paid' })).toBe(2);
    expect(delta('domain_events_total', { type: 'payment_request.payment_failed' })).toBe(2);
  });

  it('counts a payment made on the hosted page, like one made through the API', async () => {
    const created = await createPaymentRequest(t, merchant);
    const page = new URL(created.payment_url).pathname;
    const delta = await deltas(async () => {
      const res = await request(t.app).post(`${page}/c2p`).type('form').send(c2pFields());
      expect(res.status).toBe(303);
    });
    expect(delta('checkouts_total', { method: 'c2p', outcome: 'approved' })).toBe(1);
    expect(delta('domain_events_total', { type: 'payment_request.paid' })).toBe(1);
  });

  it('counts each stored change of a payment request as a domain event', async () => {
    const delta = await deltas(async () => {
      const created = await createPaymentRequest(t, merchant);
      expect((await t.call(merchant, 'patch', `${COLLECTION}/${created.id}`, { description: 'Revised' })).status).toBe(200);
    });
    expect(delta('domain_events_total', { type: 'payment_request.created' })).toBe(1);
    expect(delta('domain_events_total', { type: 'payment_request.updated' })).toBe(1);
  });

  it('counts nothing for a checkout whose bank does not answer: the payment intent is counted once it settles', async () => {
    const failing = await startTestApp({ db: t.db, overrides: { c2pGateway: unreachableBank } });
    const created = await createPaymentRequest(failing, merchant);
    const delta = await deltas(async () => {
      expect((await failing.call(merchant, 'post', C2P, { payment: c2pPayment(created.id) })).status).toBe(502);
    }, failing);
    expect(delta('checkouts_total', { method: 'c2p', outcome: 'approved' })).toBe(0);
    expect(delta('checkouts_total', { method: 'c2p', outcome: 'declined' })).toBe(0);
  });

  it('reports the database pool, read at scrape time', async () => {
    await createPaymentRequest(t, merchant);
    const samples = await scrape(t);
    const open = valueOf(samples, 'db_pool_connections');
    if (testEngine() === 'pglite') expect(open).toBe(1);
    else expect(open).toBeGreaterThanOrEqual(1);
    expect(open).toBeLessThanOrEqual(10);
    expect(valueOf(samples, 'db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
    expect(valueOf(samples, 'db_pool_idle_connections')).toBeLessThanOrEqual(open);
    expect(valueOf(samples, 'db_pool_waiting_requests')).toBe(0);
    expect(present(samples, 'db_pool_idle_connections')).toBe(true);
    expect(present(samples, 'db_pool_waiting_requests')).toBe(true);
  });

  it("includes Node's process metrics in the Prometheus text format", async () => {
    const res = await request(t.app).get('/metrics');
    expect(res.text).toMatch(/^# HELP process_cpu_user_seconds_total /m);
    expect(res.text).toMatch(/^# TYPE http_request_duration_seconds histogram$/m);
    expect(res.text).toMatch(/^# TYPE checkouts_total counter$/m);
    const samples = await scrape(t);
    expect(valueOf(samples, 'nodejs_heap_size_total_bytes')).toBeGreaterThan(0);
    expect(valueOf(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('keeps the counts of each app apart (a registry of its own, not the global one)', async () => {
    const other = await startTestApp({ db: t.db });
    await t.call(null, 'get', '/healthz');
    await t.call(null, 'get', '/healthz');
    expect(valueOf(await scrape(other), 'http_requests_total', { method: 'GET', route: '/healthz', status: '200' })).toBe(0);
  });
});

function present(samples: Sample[], name: string): boolean {
  return samples.some((s) => s.name === name);
}
