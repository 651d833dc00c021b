import request from 'supertest';
import { JsonSchema } from '../../../src/adapters/http/openapi/types';
import { openApiProblems, operations } from '../../support/response-check';
import { TestApp, TestMerchant, paymentRequestBody, startTestApp } from '../../support/test-app';
import { describeDatabase } from '../../support/test-database';

/** A concrete path for a template: an id and a token that match nothing, a file the page has. */
const concrete = (template: string) =>
  template.replace('{id}', 'preq_NoSuchRequest000000000').replace('{token}', 'PRNOSUCHTOKEN').replace('{file}', 'swagger-initializer.js');

describe(`The OpenAPI document against the app's routes ${describeDatabase()}`, () => {
  let t: TestApp;
  let merchant: TestMerchant;

  beforeAll(async () => {
    t = await startTestApp();
    merchant = await t.merchant();
  });
  afterAll(() => t.close());

  it('documents exactly the routes the Express app has, so no route is mounted past its declaration', () => {
    type Listed = { path: string | RegExp; methods?: string[]; router?: Lister };
    type Lister = { listRoutes(): Listed[] };
    const listed = (router: Lister, prefix = ''): string[] =>
      router.listRoutes().flatMap(({ path, methods, router: inner }) => {
        const template = (prefix + (path === '/' ? '' : String(path))).replace(/:(\w+)/g, '{$1}');
        return inner ? listed(inner, template) : (methods ?? []).filter((m) => m !== 'HEAD').map((m) => `${m} ${template || '/'}`);
      });
    const routes = listed((t.app as unknown as { router: Lister }).router).sort();
    expect(routes.length).toBeGreaterThanOrEqual(20);
    expect(operations.map(({ method, template }) => `${method.toUpperCase()} ${template}`).sort()).toEqual(routes);
  });

  it('gets an answer the document describes from every operation, its examples accepted', async () => {
    for (const { template, method, operation } of operations) {
      const media = ((operation.requestBody as JsonSchema | undefined)?.content ?? {}) as Record<string, JsonSchema>;
      const examples = Object.values((media['application/json']?.examples ?? {}) as Record<string, { value: object }>).map((e) => e.value);
      for (const body of examples.length > 0 ? examples : [undefined]) {
        let req = request(t.app)[method as 'get'](concrete(template)).set(template.startsWith('/api/v1/') ? merchant.headers : {});
        if (media['application/x-www-form-urlencoded']) req = req.type('form').send({});
        if (body) req = req.send(body);
        const res = await req;
        // Examples fail only for want of the payment request they name.
        const refused = [400, 401, 413, 415, 422, 500].includes(res.status) ? res.body : undefined;
        expect({ at: `${method} ${template}`, problems: openApiProblems(method, concrete(template), res), refused }).toEqual({ at: `${method} ${template}`, problems: [], refused: undefined });
      }
    }
  });

  it('describes the hosted payment page\'s answers: the page, a form to correct, paid, already paid, too many attempts', async () => {
    const page = new URL((await t.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody())).body.payment_url).pathname;
    const form = { phone_number: '0414 123 4567', issuer_payer_id: 'v12345678', issuer_bank_id: '0134', otp_token: '123456' };
    const answers = [
      ['get', page, await request(t.app).get(page)],
      ['post', `${page}/c2p`, await request(t.app).post(`${page}/c2p`).type('form').send({ ...form, otp_token: '12' })],
      ['post', `${page}/c2p`, await request(t.app).post(`${page}/c2p`).type('form').send(form)],
      ['post', `${page}/credit_card`, await request(t.app).post(`${page}/credit_card`).type('form').send({})],
    ] as const;
    expect(answers.map(([, , res]) => res.status)).toEqual([200, 422, 303, 409]);
    for (const [method, path, res] of answers) expect({ path, problems: openApiProblems(method, path, res) }).toEqual({ path, problems: [] });
    // Malformed posts are limited per client address (30 in 15 minutes), on a link still payable.
    const unpaid = new URL((await t.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody())).body.payment_url).pathname;
    let res = await request(t.app).post(`${unpaid}/c2p`).type('form').send({});
    for (let attempt = 0; attempt < 40 && res.status !== 429; attempt++) res = await request(t.app).post(`${unpaid}/c2p`).type('form').send({});
    expect({ status: res.status, problems: openApiProblems('post', `${unpaid}/c2p`, res) }).toEqual({ status: 429, problems: [] });
  });

  it.each([
    ['malformed JSON', 'application/json', '{bad', 400],
    ['a body over 16 KiB', 'application/json', JSON.stringify({ pad: 'x'.repeat(17 * 1024) }), 413],
    ['JSON in Latin-1', 'application/json; charset=latin1', '{}', 415],
  ])('answers a GET that carries %s as documented', async (_what, contentType, body, status) => {
    for (const path of ['/api/v1/payment_requests', '/api/v1/payment_requests/preq_x']) {
      expect((await t.call(merchant, 'get', path, body, { 'Content-Type': contentType })).status).toBe(status);
    }
  });
});
