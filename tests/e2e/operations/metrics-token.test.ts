import request from 'supertest';
import { TestApp, startTestApp } from '../../support/test-app';
import { describeDatabase } from '../../support/test-database';
import { parsePrometheus, valueOf } from './operations-support';

const TOKEN = 'metrics-0123456789abcdef';

describe(`GET /metrics with METRICS_TOKEN set ${describeDatabase()}`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['no Authorization header', {}],
    ['a wrong token', { Authorization: 'Bearer metrics-0123456789abcdeX' }],
    ['the token with a suffix', { Authorization: `Bearer ${TOKEN}x` }],
    ['the token without the Bearer scheme', { Authorization: TOKEN }],
    ['the token in the Basic scheme', { Authorization: `Basic ${TOKEN}` }],
  ])('answers 401 problem+json to %s', async (_name, headers: Record<string, string>) => {
    const res = await t.call(null, 'get', '/metrics', undefined, headers);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('unauthorized');
    expect(res.headers['www-authenticate']).toBe('Bearer');
    expect(res.text).not.toContain('http_requests_total');
  });

  it('answers the metrics to the right token, in any case of the scheme', async () => {
    for (const scheme of ['Bearer', 'bearer']) {
      const res = await request(t.app).get('/metrics').set('Authorization', `${scheme} ${TOKEN}`);
      expect(res.status).toBe(200);
      // The refused scrapes above were counted, under their template.
      expect(valueOf(parsePrometheus(res.text), 'http_requests_total', { method: 'GET', route: '/metrics', status: '401' })).toBe(5);
    }
  });

  it('leaves health and readiness open', async () => {
    expect((await t.call(null, 'get', '/healthz')).status).toBe(200);
    expect((await t.call(null, 'get', '/readyz')).status).toBe(200);
  });
});
