import request from 'supertest';
import { JsonSchema } from '../../../src/adapters/http/kit/openapi/types';
import { openApiProblems, operations } from '../../support/response-check';
import { TestApp, TestMerchant, startTestApp } from '../../support/test-app';
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
});
