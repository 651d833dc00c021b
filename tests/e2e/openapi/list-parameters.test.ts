import { JsonSchema } from '../../../src/adapters/http/openapi/types';
import { describeErrors, document, pointer, schemaAt } from '../../support/openapi-validator';
import { TestApp, TestMerchant, startTestApp } from '../../support/test-app';
import { describeDatabase } from '../../support/test-database';

type Query = Record<string, string | string[] | Record<string, string>>;

const LIST = '/api/v1/payment_requests';
const parameters = (document.paths[LIST] as Record<string, JsonSchema>).get.parameters as JsonSchema[];

/** What the document says of a query: every parameter known and valid, integers written as integers. */
function schemaVerdict(query: Query): { valid: boolean; errors: string } {
  for (const [name, raw] of Object.entries(query)) {
    const index = parameters.findIndex((parameter) => parameter.name === name);
    if (index < 0) return { valid: false, errors: `${name} is not a parameter` };
    const type = (parameters[index].schema as JsonSchema).type;
    const value = type === 'integer' && typeof raw === 'string' && /^-?\d+$/.test(raw) ? Number(raw) : raw;
    const validate = schemaAt(pointer('paths', LIST, 'get', 'parameters', String(index), 'schema'));
    if (!validate(value)) return { valid: false, errors: `${name}: ${describeErrors(validate.errors)}` };
  }
  return { valid: true, errors: '' };
}

/** `limit=1&limit=2`, `created_at[start]=…`: how the document's styles put the query in the URL. */
function queryString(query: Query): string {
  return Object.entries(query)
    .flatMap(([name, value]) => {
      if (Array.isArray(value)) return value.map((v) => [name, v]);
      if (typeof value === 'object') return Object.entries(value).map(([key, v]) => [`${name}[${key}]`, v]);
      return [[name, value]];
    })
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
}

const VALID: Query[] = [
  { limit: '1' }, { limit: '50' }, { limit: '01' }, { page: '1' }, { page: '1000000' }, { limit: '10', page: '3' },
  { status: 'waiting_for_payment' }, { status: 'waiting_for_payment_confirmation' }, { status: 'paid' }, { status: 'canceled' },
  { customer_dni: 'V12345678' }, { customer_dni: 'd'.repeat(64) }, { customer_dni: 'tab\there' },
  { customer_email: 'ANA@example.com' }, { customer_email: 'e'.repeat(254) },
  { created_at: '2026-01-15' }, { created_at: '2024-02-29' }, { created_at: { start: '2026-01-01' } }, { created_at: { end: '2026-01-31' } },
  { created_at: { start: '2026-01-01', end: '2026-01-31' } },
];

const INVALID: Query[] = [
  { limit: '0' }, { limit: '51' }, { limit: '-1' }, { limit: '1.5' }, { limit: 'ten' }, { limit: '' }, { limit: '1e1' }, { limit: ['1', '2'] },
  { page: '0' }, { page: '1000001' }, { page: 'x' },
  { status: 'PAID' }, { status: 'refunded' }, { status: '' }, { status: ['paid', 'canceled'] },
  { customer_dni: '' }, { customer_dni: 'd'.repeat(65) }, { customer_dni: 'V1\u0000' },
  { customer_email: '' }, { customer_email: 'e'.repeat(255) },
  { created_at: '2026-02-30' }, { created_at: '2025-02-29' }, { created_at: '2026-1-5' }, { created_at: 'yesterday' },
  { created_at: { start: '2026-13-01' } }, { created_at: { from: '2026-01-01' } }, { created_at: { start: '2026-01-01', until: '2026-01-02' } },
  { sort: 'created_at' }, { customer: 'V1' },
];

describe(`List parameters of the OpenAPI document agree with the app ${describeDatabase()}`, () => {
  let t: TestApp;
  let merchant: TestMerchant;

  beforeAll(async () => {
    t = await startTestApp();
    merchant = await t.merchant();
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([...VALID.map((q) => [queryString(q), q, true] as const), ...INVALID.map((q) => [queryString(q), q, false] as const)])(
    '?%s',
    async (search, query, valid) => {
      const schema = schemaVerdict(query);
      const res = await t.call(merchant, 'get', `${LIST}?${search}`);
      expect({ schema: schema.valid, app: res.status === 200, errors: schema.errors }).toEqual({ schema: valid, app: valid, errors: expect.any(String) });
      if (!valid) expect(res.body.code).toBe('bad_request');
    },
  );
});
