import request from 'supertest';
import { JsonSchema } from '../../../src/adapters/http/openapi/types';
import { document, operations } from '../../support/openapi-validator';
import { openApiProblems } from '../../support/response-check';
import { TestApp, TestMerchant, paymentRequestBody, startTestApp } from '../../support/test-app';
import { describeDatabase } from '../../support/test-database';

interface ListedRoute {
  path: string | RegExp;
  methods?: string[];
  router?: { listRoutes(): ListedRoute[] };
}

/** Every `METHOD /template` of the app's routing table (`:id` written `{id}`; HEAD comes with GET). */
function appRoutes(router: { listRoutes(): ListedRoute[] }, prefix = ''): string[] {
  return router.listRoutes().flatMap((route) => {
    if (typeof route.path !== 'string') throw new Error(`a route with a pattern the document cannot name: ${route.path}`);
    const path = (prefix + (route.path === '/' ? '' : route.path)).replace(/:(\w+)/g, '{$1}');
    if (route.router) return appRoutes(route.router, path);
    return (route.methods ?? []).filter((method) => method !== 'HEAD').map((method) => `${method} ${path || '/'}`);
  });
}

/** A concrete path for a template: ids and tokens that match nothing, the first file the page has. */
function concrete(template: string): string {
  const item = document.paths[template] as JsonSchema;
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    if (name === 'id') return 'preq_NoSuchRequest000000000';
    if (name === 'token') return 'PRNOSUCHTOKEN';
    const parameter = [...((item.parameters ?? []) as JsonSchema[]), ...Object.values(item).flatMap((op) => ((op as JsonSchema).parameters ?? []) as JsonSchema[])]
      .find((p) => p.name === name)!;
    return String(((parameter.schema as JsonSchema).enum as string[])[0]);
  });
}

describe(`The OpenAPI document against the app's routes ${describeDatabase()}`, () => {
  let t: TestApp;
  let merchant: TestMerchant;

  beforeAll(async () => {
    t = await startTestApp();
    merchant = await t.merchant();
  });
  afterAll(async () => {
    await t.close();
  });

  it('documents exactly the routes the Express app has', () => {
    const routes = appRoutes((t.app as unknown as { router: { listRoutes(): ListedRoute[] } }).router).sort();
    const documented = operations().map(({ method, template }) => `${method.toUpperCase()} ${template}`).sort();
    expect(routes.length).toBeGreaterThanOrEqual(6);
    expect(documented).toEqual(routes);
  });

  it('gets an answer the document describes from every operation, sent as documented', async () => {
    for (const { template, method, operation } of operations()) {
      const path = concrete(template);
      const media = ((operation.requestBody as JsonSchema | undefined)?.content ?? {}) as Record<string, JsonSchema>;
      const examples = Object.values((media['application/json']?.examples ?? {}) as Record<string, { value: unknown }>).map((e) => e.value);
      const bodies = examples.length > 0 ? examples : [undefined];
      for (const body of bodies) {
        const headers = template.startsWith('/api/v1/') ? merchant.headers : {};
        let req = request(t.app)[method as 'get'](path).set(headers);
        if (media['application/x-www-form-urlencoded']) req = req.type('form').send({});
        if (body !== undefined) req = req.send(body as object);
        const res = await req;
        expect({ operation: `${method} ${template}`, status: res.status, problems: openApiProblems(method, path, res) }).toEqual({
          operation: `${method} ${template}`,
          status: res.status,
          problems: [],
        });
        // Examples are accepted: they fail only for want of the payment request they name.
        const refused = [400, 401, 413, 415, 422, 500].includes(res.status);
        expect({ operation: `${method} ${template}`, refused, body: refused ? res.body : undefined }).toEqual({ operation: `${method} ${template}`, refused: false, body: undefined });
      }
    }
  });

  it('describes the hosted payment page\'s answers: the page, a form to correct, paid, already paid', async () => {
    const created = await t.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody());
    const page = new URL(created.body.payment_url).pathname;
    const form = { phone_number: '0414 123 4567', issuer_payer_id: 'v12345678', issuer_bank_id: '0134', otp_token: '123456' };
    const answers = [
      ['get', page, await request(t.app).get(page)],
      ['post', `${page}/c2p`, await request(t.app).post(`${page}/c2p`).type('form').send({ ...form, otp_token: '12' })],
      ['post', `${page}/c2p`, await request(t.app).post(`${page}/c2p`).type('form').send(form)],
      ['post', `${page}/credit_card`, await request(t.app).post(`${page}/credit_card`).type('form').send({})],
    ] as const;
    expect(answers.map(([, , res]) => res.status)).toEqual([200, 422, 303, 409]);
    for (const [method, path, res] of answers) expect({ path, problems: openApiProblems(method, path, res) }).toEqual({ path, problems: [] });
  });

  it('describes the hosted page\'s answer to too many attempts on one link', async () => {
    const created = await t.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody());
    const path = `${new URL(created.body.payment_url).pathname}/c2p`;
    let res = await request(t.app).post(path).type('form').send({});
    for (let attempt = 0; attempt < 20 && res.status !== 429; attempt++) res = await request(t.app).post(path).type('form').send({});
    expect(res.status).toBe(429);
    expect(openApiProblems('post', path, res)).toEqual([]);
  });

  it.each([
    ['malformed JSON', 'application/json', '{bad', 400],
    ['a body over 16 KiB', 'application/json', JSON.stringify({ pad: 'x'.repeat(17 * 1024) }), 413],
    ['JSON in Latin-1', 'application/json; charset=latin1', '{}', 415],
  ])('answers a GET that carries %s as documented', async (_what, contentType, body, status) => {
    for (const path of ['/api/v1/payment_requests', '/api/v1/payment_requests/preq_x']) {
      const res = await t.call(merchant, 'get', path, body, { 'Content-Type': contentType });
      expect(res.status).toBe(status);
    }
  });

  it('answers an unknown route with the documented 404 problem', async () => {
    const res = await t.call(null, 'get', '/no/such/route');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('not_found');
  });
});
