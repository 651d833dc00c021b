import { JsonSchema } from '../../../src/adapters/http/kit/openapi/types';
import { operations, resolve } from '../../support/response-check';

/** Every key of a parameter, its schema and their subschemas, with where it is. */
function* keysOf(node: unknown, where: string): Generator<{ key: string; where: string }> {
  if (typeof node !== 'object' || node === null) return;
  for (const [key, child] of Object.entries(node)) {
    if (!Array.isArray(node)) yield { key, where };
    yield* keysOf(child, `${where}/${key}`);
  }
}

const queryParameters = operations.flatMap(({ id, template, method, operation }) =>
  ((operation.parameters ?? []) as JsonSchema[])
    .map((parameter) => resolve(parameter, id))
    .filter((parameter) => parameter.in === 'query')
    .map((parameter) => ({ where: `${method.toUpperCase()} ${template} ${String(parameter.name)}`, parameter })),
);

/** Swagger UI's "Try it out" fills a parameter in with its example or default: a filter must stay empty until asked for. */
describe("the query parameters Swagger UI's \"Try it out\" fills in", () => {
  it('are found in the documents', () => {
    expect(queryParameters.map(({ where }) => where)).toEqual(expect.arrayContaining(['GET /api/v1/payment_requests created_at', 'GET /api/v1/payment_requests external_id']));
  });

  it('include no example of any query parameter', () => {
    const examples = queryParameters.flatMap(({ where, parameter }) =>
      [...keysOf(parameter, where)].filter(({ key }) => key === 'example' || key === 'examples').map(({ key, where: at }) => `${at}: ${key}`),
    );
    expect(examples).toEqual([]);
  });

  it('are only the defaults of page and limit, which are what leaving them out means', () => {
    const withDefaults = queryParameters.filter(({ parameter }) => (parameter.schema as JsonSchema | undefined)?.default !== undefined);
    expect([...new Set(withDefaults.map(({ parameter }) => parameter.name))].sort()).toEqual(['limit', 'page']);
  });

  it('leave the list of payment requests unfiltered: no created_at day or range filled in', () => {
    const { parameter } = queryParameters.find(({ where }) => where === 'GET /api/v1/payment_requests created_at')!;
    expect(parameter).not.toHaveProperty('examples');
    expect(parameter).not.toHaveProperty('example');
    expect(JSON.stringify(parameter.schema)).not.toMatch(/"(examples?|default)"/);
    expect(parameter.description).toMatch(/created_at=2026-01-15/);
  });
});
