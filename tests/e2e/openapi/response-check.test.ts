import { Response } from 'supertest';
import { checkResponse } from '../../support/response-check';
import { TestApp, TestMerchant, paymentRequestBody, startTestApp } from '../../support/test-app';
import { describeDatabase } from '../../support/test-database';

type Answer = { status: number; headers: Record<string, string>; body: unknown; text?: string };

const asResponse = (answer: Answer) => ({ text: JSON.stringify(answer.body), ...answer }) as unknown as Response;
const copy = (res: Response): Answer => ({ status: res.status, headers: { ...res.headers }, body: structuredClone(res.body), text: res.text });

/** checkResponse, which every end-to-end answer goes through, refuses what the document does not describe. */
describe(`The response check holds answers to the OpenAPI document ${describeDatabase()}`, () => {
  let t: TestApp;
  let merchant: TestMerchant;
  let created: Answer;
  let notFound: Answer;
  let unauthorized: Answer;

  beforeAll(async () => {
    t = await startTestApp();
    merchant = await t.merchant();
    created = copy(await t.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody()));
    notFound = copy(await t.call(merchant, 'get', '/api/v1/payment_requests/preq_none'));
    unauthorized = copy(await t.call(null, 'get', '/api/v1/payment_requests'));
  });
  afterAll(async () => {
    await t.close();
  });

  const check = (method: string, path: string, answer: Answer) => () => checkResponse(method, path, asResponse(answer));

  it('accepts the real answers', () => {
    expect(check('post', '/api/v1/payment_requests', created)).not.toThrow();
    expect(check('get', '/api/v1/payment_requests/preq_none', notFound)).not.toThrow();
    expect(check('get', '/api/v1/payment_requests?limit=5', unauthorized)).not.toThrow();
  });

  it('refuses a status the operation does not document', () => {
    expect(check('get', '/api/v1/payment_requests/preq_1', { ...created, status: 201 })).toThrow(/status 201 is not documented for GET \/api\/v1\/payment_requests\/\{id\}/);
    expect(check('post', '/api/v1/checkouts/c2p', { ...notFound, status: 405, body: { ...(notFound.body as object), status: 405 } })).toThrow(/status 405/);
  });

  it('refuses a member the schema does not have, and a missing one', () => {
    const body = created.body as Record<string, unknown>;
    expect(check('post', '/api/v1/payment_requests', { ...created, body: { ...body, secret: 'x' } })).toThrow(/additional properties/);
    const { token: _token, ...withoutToken } = body;
    expect(check('post', '/api/v1/payment_requests', { ...created, body: withoutToken })).toThrow(/must have required property 'token'/);
    expect(check('post', '/api/v1/payment_requests', { ...created, body: { ...body, created_at: '2026-01-01T00:00:00Z' } })).toThrow(/created_at must be integer/);
  });

  it('refuses another content type', () => {
    expect(check('post', '/api/v1/payment_requests', { ...created, headers: { ...created.headers, 'content-type': 'text/plain' } })).toThrow(/content type text\/plain/);
  });

  it('refuses a problem whose code or type does not belong to its status', () => {
    const problem = notFound.body as Record<string, unknown>;
    expect(check('get', '/api/v1/payment_requests/x', { ...notFound, body: { ...problem, code: 'bad_request' } })).toThrow(/code must be equal to one of the allowed values/);
    expect(check('get', '/api/v1/payment_requests/x', { ...notFound, body: { ...problem, type: 'about:blank' } })).toThrow(/type must be equal to one of the allowed values/);
    const { request_id: _id, ...withoutRequestId } = problem;
    expect(check('get', '/api/v1/payment_requests/x', { ...notFound, body: withoutRequestId })).toThrow(/request_id/);
  });

  it('refuses a 401 without WWW-Authenticate, and any answer without X-Request-Id', () => {
    const { 'www-authenticate': _auth, ...withoutChallenge } = unauthorized.headers;
    expect(check('get', '/api/v1/payment_requests', { ...unauthorized, headers: withoutChallenge })).toThrow(/header WWW-Authenticate is missing/);
    const { 'x-request-id': _rid, ...withoutId } = created.headers;
    expect(check('post', '/api/v1/payment_requests', { ...created, headers: withoutId })).toThrow(/header X-Request-Id is missing/);
  });

  it('holds unknown routes to the 404 problem', () => {
    expect(check('get', '/nowhere', notFound)).not.toThrow();
    expect(check('get', '/nowhere', { ...created, status: 200 })).toThrow(/status 200 is not documented for an unknown route/);
    expect(check('delete', '/api/v1/payment_requests/preq_1', unauthorized)).not.toThrow();
    expect(check('get', '/nowhere', unauthorized)).toThrow(/status 401 is not documented for an unknown route/);
  });
});
