import request from 'supertest';
import { Clock } from '../../../src/application/ports/clock';
import { c2pPayment, cardPayment, createPaymentRequest } from '../checkouts/checkout-support';
import { TestApp, TestMerchant, paymentRequestBody, startTestApp } from '../../support/test-app';
import { describeDatabase } from '../../support/test-database';
import { logLines, logLinesOf } from './operations-support';

/** Values that must never reach a log, each unlikely to appear there by chance. */
const CARD = '5555555555554444';
const CVV = '8317';
const OTP = '90817263';
const COOKIE = 'session=cookie-value-7f3e9a';

/** A clock that throws, on demand, an error whose message carries secrets (as a careless bug might). */
class BreakableClock implements Clock {
  broken = false;
  constructor(private readonly secretKey: () => string) {}
  now(): Date {
    if (this.broken) throw new Error(`clock broke while handling ${this.secretKey()} and card ${CARD} {"card_cvv": "${CVV}", "otp_token": "${OTP}"}`);
    return new Date();
  }
}

describe(`Request log ${describeDatabase()}`, () => {
  let t: TestApp;
  let merchant: TestMerchant;
  let clock: BreakableClock;

  beforeAll(async () => {
    clock = new BreakableClock(() => merchant.secretKey);
    t = await startTestApp({ overrides: { clock } });
  });
  beforeEach(async () => {
    clock.broken = false;
    await t.reset();
    merchant = await t.merchant('Acme');
  });
  afterAll(async () => {
    await t.close();
  });

  it('writes exactly one line per request: request id, method, route template, status and duration', async () => {
    const created = await createPaymentRequest(t, merchant);
    await t.call(merchant, 'get', `/api/v1/payment_requests/${created.id}`, undefined, { 'X-Request-Id': 'read-1' });
    await t.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody(), { 'X-Request-Id': 'create-1' });
    await t.call(null, 'get', '/nowhere', undefined, { 'X-Request-Id': 'lost-1' });

    const [read] = await logLinesOf(t, 'read-1');
    expect(read).toMatchObject({ level: 30, request_id: 'read-1', method: 'GET', route: '/api/v1/payment_requests/:id', status: 200 });
    expect(typeof read.duration_ms).toBe('number');
    expect(read.duration_ms).toBeGreaterThanOrEqual(0);
    expect(JSON.stringify(read)).not.toContain(created.id);
    expect(await logLinesOf(t, 'create-1')).toEqual([expect.objectContaining({ method: 'POST', route: '/api/v1/payment_requests', status: 201 })]);
    expect(await logLinesOf(t, 'lost-1')).toEqual([expect.objectContaining({ method: 'GET', route: 'unmatched', status: 404 })]);
    expect(await logLinesOf(t, 'read-1')).toHaveLength(1);
  });

  it('uses the generated request id when the client sends none', async () => {
    const res = await request(t.app).get('/healthz');
    expect(await logLinesOf(t, res.headers['x-request-id'])).toEqual([expect.objectContaining({ route: '/healthz', status: 200 })]);
  });

  it('never logs the secret key, cookies, card numbers, CVVs or OTPs, wherever the request carries them', async () => {
    const paymentRequest = await createPaymentRequest(t, merchant);
    const key = merchant.secretKey;
    const headers = { Cookie: COOKIE };
    const secretQuery = `card_number=${CARD}&card_cvv=${CVV}&otp_token=${OTP}&secret_key=${key}`;
    const sent = [
      // Well-formed checkouts (declined: the sandbox approves neither this card nor this OTP) and an invalid one.
      await t.call(merchant, 'post', '/api/v1/checkouts/credit_card', { payment: cardPayment(paymentRequest.id, { card_number: '4000000000000002', card_cvv: CVV }) }, headers),
      await t.call(merchant, 'post', '/api/v1/checkouts/c2p', { payment: c2pPayment(paymentRequest.id, { otp_token: OTP }) }, headers),
      await t.call(merchant, 'post', '/api/v1/checkouts/credit_card', { payment: cardPayment(paymentRequest.id, { card_number: CARD, card_cvv: `${CVV}x` }) }, headers),
      // Malformed JSON that quotes them.
      await t.call(merchant, 'post', '/api/v1/checkouts/credit_card', `{"payment": {"card_number": "${CARD}", "card_cvv": "${CVV}", "otp_token": "${OTP}", `, headers),
      await t.call(merchant, 'post', '/api/v1/checkouts/c2p', `{"payment": {"otp_token": ${OTP}}} trailing ${CARD}`, headers),
      // Query strings and paths, on known and unknown routes, with and without a key.
      await t.call(merchant, 'get', `/api/v1/payment_requests?${secretQuery}`, undefined, headers),
      await t.call(merchant, 'get', `/api/v1/payment_requests/${CARD}?${secretQuery}`, undefined, headers),
      await t.call(null, 'get', `/healthz?${secretQuery}`, undefined, headers),
      await t.call(null, 'get', `/nowhere/${CARD}/${key}?${secretQuery}`, undefined, headers),
      // The key where it does not belong.
      await t.call(null, 'get', '/api/v1/payment_requests', undefined, { Authorization: `Basic ${key}` }),
      await t.call(null, 'get', '/api/v1/payment_requests', undefined, { Authorization: `Bearer ${key}x` }),
      await t.call(null, 'get', '/metrics', undefined, { Authorization: `Bearer ${key}` }),
    ];
    expect(sent.map((res) => res.status)).toEqual([402, 402, 422, 400, 400, 400, 404, 200, 404, 401, 401, 200]);

    const lines = logLines(t);
    // Every request left its line (the create above, then these); besides them, only one line per domain event.
    const events = lines.filter((line) => typeof line.event === 'string');
    expect(events.map((line) => line.event)).toEqual(['payment_request.created', 'payment_request.payment_failed', 'payment_request.payment_failed']);
    expect(lines).toHaveLength(1 + sent.length + events.length);
    for (const res of sent) expect(lines.filter((line) => line.request_id === res.headers['x-request-id'])).toHaveLength(1);
    // The time, duration and generated request id (a random UUID: 4 of its hex digits are the CVV's about once in 200
    // runs) are ours, not the client's: leave them out so their digits cannot match by chance.
    const text = lines.map(({ time: _time, duration_ms: _duration, request_id: _id, ...rest }) => JSON.stringify(rest)).join('\n');
    for (const secret of [key, key.slice('sk_test_'.length), CARD, '4000000000000002', CVV, OTP, 'cookie-value-7f3e9a']) {
      expect({ secret, found: text.includes(secret) }).toEqual({ secret, found: false });
    }
  });

  it('logs an unexpected error (a 500) on the request line, with its stack and request id, scrubbed of secrets', async () => {
    clock.broken = true;
    const res = await request(t.app).post('/api/v1/payment_requests').set(merchant.headers).set('X-Request-Id', 'boom-1').send(paymentRequestBody());
    expect(res.status).toBe(500);
    expect(res.body).toMatchObject({ code: 'internal_error', request_id: 'boom-1' });
    expect(JSON.stringify(res.body)).not.toContain('clock broke');

    const [line] = await logLinesOf(t, 'boom-1');
    expect(line).toMatchObject({ level: 50, request_id: 'boom-1', method: 'POST', route: '/api/v1/payment_requests', status: 500 });
    expect(line.err.message).toContain('clock broke');
    expect(line.err.stack).toMatch(/\n\s+at /);
    expect(line.err.stack).toContain('BreakableClock.now');
    const text = JSON.stringify(line);
    for (const secret of [merchant.secretKey, CARD, `"${CVV}"`, `"${OTP}"`]) {
      expect({ secret, found: text.includes(secret) }).toEqual({ secret, found: false });
    }
    expect(await logLinesOf(t, 'boom-1')).toHaveLength(1);
  });

  it('writes an error answer the service chose (a 4xx) without an error stack', async () => {
    await t.call(merchant, 'post', '/api/v1/payment_requests', '{', { 'X-Request-Id': 'bad-1' });
    const [line] = await logLinesOf(t, 'bad-1');
    expect(line).toMatchObject({ level: 30, status: 400 });
    expect(line.err).toBeUndefined();
  });
});
