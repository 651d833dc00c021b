import { Response } from 'supertest';
import { checkResponse } from '../../support/response-check';
import { TestApp, paymentRequestBody, startTestApp } from '../../support/test-app';
import { describeDatabase } from '../../support/test-database';

type Answer = { status: number; headers: Record<string, string>; body: Record<string, unknown>; text?: string };
type Real = 'created' | 'notFound' | 'unauthorized';
const copy = (res: Response): Answer => ({ status: res.status, headers: { ...res.headers }, body: structuredClone(res.body), text: res.text });
const without = <T extends object>(object: T, key: string): T => Object.fromEntries(Object.entries(object).filter(([name]) => name !== key)) as T;
const real: Record<Real, Answer> = {} as Record<Real, Answer>;

/** A real answer, changed or not, checked as the answer of `METHOD path`; last, the message the check must refuse it with (null: accepted). */
type Case = [string, string, Real, (answer: Answer) => Partial<Answer>, RegExp | null];
const CASES: Case[] = [
  ['post', '/api/v1/payment_requests', 'created', () => ({}), null],
  ['get', '/api/v1/payment_requests/preq_none', 'notFound', () => ({}), null],
  ['get', '/api/v1/payment_requests?limit=5', 'unauthorized', () => ({}), null],
  ['get', '/api/v1/payment_requests/preq_1', 'created', () => ({ status: 201 }), /status 201 is not documented for GET \/api\/v1\/payment_requests\/\{id\}/],
  ['post', '/api/v1/checkouts/c2p', 'notFound', (a) => ({ status: 405, body: { ...a.body, status: 405 } }), /status 405/],
  ['post', '/api/v1/payment_requests', 'created', (a) => ({ body: { ...a.body, secret: 'x' } }), /must NOT have additional properties/],
  ['post', '/api/v1/payment_requests', 'created', (a) => ({ body: without(a.body, 'token') }), /must have required property 'token'/],
  ['post', '/api/v1/payment_requests', 'created', (a) => ({ body: { ...a.body, created_at: '2026-01-01T00:00:00Z' } }), /created_at must be integer/],
  ['post', '/api/v1/payment_requests', 'created', (a) => ({ headers: { ...a.headers, 'content-type': 'text/plain' } }), /content type text\/plain/],
  ...['code', 'title', 'type'].map(
    (member): Case => ['get', '/api/v1/payment_requests/x', 'notFound', (a) => ({ body: { ...a.body, [member]: 'x' } }), new RegExp(`${member} must be equal to constant`)],
  ),
  ['get', '/api/v1/payment_requests/x', 'notFound', (a) => ({ body: without(a.body, 'request_id') }), /request_id/],
  ['get', '/api/v1/payment_requests', 'unauthorized', (a) => ({ headers: without(a.headers, 'www-authenticate') }), /header WWW-Authenticate is missing/],
  ['post', '/api/v1/payment_requests', 'created', (a) => ({ headers: without(a.headers, 'x-request-id') }), /header X-Request-Id is missing/],
  // Unknown routes: the 404 problem, and under /api/v1 what comes before it.
  ['get', '/nowhere', 'notFound', () => ({}), null],
  ['get', '/nowhere', 'created', () => ({ status: 200 }), /status 200 is not documented for an unknown route/],
  ['delete', '/api/v1/payment_requests/preq_1', 'unauthorized', () => ({}), null],
  ['get', '/nowhere', 'unauthorized', () => ({}), /status 401 is not documented for an unknown route/],
];

/** checkResponse, which every end-to-end answer goes through, refuses answers that leave the document. */
describe(`The response check holds answers to the OpenAPI document ${describeDatabase()}`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
    const merchant = await t.merchant();
    real.created = copy(await t.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody()));
    real.notFound = copy(await t.call(merchant, 'get', '/api/v1/payment_requests/preq_none'));
    real.unauthorized = copy(await t.call(null, 'get', '/api/v1/payment_requests'));
  });
  afterAll(() => t.close());

  it.each(CASES)('%s %s, the real %s answer (case %#), refused: %s', (method, path, name, change, refused) => {
    const answer = { ...real[name], ...change(real[name]) };
    const check = () => checkResponse(method, path, { text: JSON.stringify(answer.body), ...answer } as unknown as Response);
    if (refused) expect(check).toThrow(refused);
    else expect(check).not.toThrow();
  });
});
