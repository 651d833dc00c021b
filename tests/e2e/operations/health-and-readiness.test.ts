import request from 'supertest';
import { TestApp, startTestApp } from '../../support/test-app';
import { describeDatabase } from '../../support/test-database';

/**
 * @engine both: readiness asks the database.
 */

describe(`Health, readiness and request ids ${describeDatabase()}`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('says the process is alive on GET /healthz, without a key', async () => {
    const res = await t.call(null, 'get', '/healthz');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('says it is ready on GET /readyz when the database answers, without a key', async () => {
    const res = await t.call(null, 'get', '/readyz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready' });
  });

  it('ignores a secret key sent to the operational endpoints, even a wrong one', async () => {
    const res = await t.call(null, 'get', '/readyz', undefined, { Authorization: 'Bearer sk_test_nonsense' });
    expect(res.status).toBe(200);
  });

  it('answers only GET: another method on /healthz is an unknown route', async () => {
    const res = await t.call(null, 'post', '/healthz', {});
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('not_found');
  });

  it('echoes a sane X-Request-Id on the answer and in a problem body', async () => {
    const ok = await request(t.app).get('/healthz').set('X-Request-Id', 'client-req.42:a_b');
    expect(ok.headers['x-request-id']).toBe('client-req.42:a_b');
    const problem = await t.call(null, 'get', '/api/v1/payment_requests', undefined, { 'X-Request-Id': 'abc-123' });
    expect(problem.status).toBe(401);
    expect(problem.headers['x-request-id']).toBe('abc-123');
    expect(problem.body.request_id).toBe('abc-123');
  });

  it('makes a new request id when none is sent, or when the one sent is not sane', async () => {
    const none = await request(t.app).get('/healthz');
    const other = await request(t.app).get('/healthz');
    const insane = await request(t.app).get('/healthz').set('X-Request-Id', 'has spaces and "quotes"');
    const tooLong = await request(t.app).get('/healthz').set('X-Request-Id', 'x'.repeat(129));
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    for (const res of [none, other, insane, tooLong]) expect(res.headers['x-request-id']).toMatch(uuid);
    expect(none.headers['x-request-id']).not.toBe(other.headers['x-request-id']);
  });
});
