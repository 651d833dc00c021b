import { Response } from 'supertest';
import { checkResponse } from '../../support/response-check';
import { TestApp, paymentRequestBody, startTestApp } from '../../support/test-app';
import { describeDatabase } from '../../support/test-database';

type Answer = { status: number; headers: Record<string, string>; body: Record<string, unknown>; text?: string };
const copy = (res: Response): Answer => ({ status: res.status, headers: { ...res.headers }, body: structuredClone(res.body), text: res.text });

/** checkResponse, which every end-to-end answer goes through, refuses answers that leave the document. */
describe(`The response check holds answers to the OpenAPI document ${describeDatabase()}`, () => {
  let t: TestApp;
  let created: Answer;
  let notFound: Answer;
  let unauthorized: Answer;

  beforeAll(async () => {
    t = await startTestApp();
    const merchant = await t.merchant();
    created = copy(await t.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody()));
    notFound = copy(await t.call(merchant, 'get', '/api/v1/payment_requests/preq_none'));
    unauthorized = copy(await t.call(null, 'get', '/api/v1/payment_requests'));
  });
  afterAll(() => t.close());

  const check = (method: string, path: string, answer: Answer) => () => checkResponse(method, path, { text: JSON.stringify(answer.body), ...answer } as unknown as Response);

  it('accepts the real answers', () => {
    expect(check('post', '/api/v1/payment_requests', created)).not.toThrow();
    expect(check('get', '/api/v1/payment_requests/preq_none', notFound)).not.toThrow();
    expect(check('get', '/api/v1/payment_requests?limit=5', unauthorized)).not.toThrow();
  });

  it('refuses a status the operation does not document', () => {
    expect(check('get', '/api/v1/payment_requests/preq_1', { ...created, status: 201 })).toThrow(/status 201 is not documented for GET \/api\/v1\/payment_requests\/\{id\}/);
    expect(check('post', '/api/v1/checkouts/c2p', { ...notFound, status: 405, body: { ...notFound.body, status: 405 } })).toThrow(/status 405/);
  });

  it('refuses a member the schema does not have, a missing one, and one of the wrong type', () => {
    expect(check('post', '/api/v1/payment_requests', { ...created, body: { ...created.body, secret: 'x' } })).toThrow(/must NOT have additional properties/);
    const { token: _token, ...withoutToken } = created.body;
    expect(check('post', '/api/v1/payment_requests', { ...created, body: withoutToken })).toThrow(/must have required property 'token'/);
    expect(check('post', '/api/v1/payment_requests', { ...created, body: { ...created.body, created_at: '2026-01-01T00:00:00Z' } })).toThrow(/created_at must be integer/);
  });

  it('refuses another content type', () => {
    expect(check('post', '/api/v1/payment_requests', { ...created, headers: { ...created.headers, 'content-type': 'text/plain' } })).toThrow(/content type text\/plain/);
  });

  it('refuses a problem whose code, title or type is not the one of its status in the error table', () => {
    for (const [member, value] of [['code', 'bad_request'], ['title', 'Gone'], ['type', 'about:blank']]) {
      expect(check('get', '/api/v1/payment_requests/x', { ...notFound, body: { ...notFound.body, [member]: value } })).toThrow(new RegExp(`${member} must be equal to constant`));
    }
    const { request_id: _id, ...withoutRequestId } = notFound.body;
    expect(check('get', '/api/v1/payment_requests/x', { ...notFound, body: withoutRequestId })).toThrow(/request_id/);
  });

  it('refuses a 401 without WWW-Authenticate, and any answer without X-Request-Id', () => {
    const { 'www-authenticate': _auth, ...withoutChallenge } = unauthorized.headers;
    expect(check('get', '/api/v1/payment_requests', { ...unauthorized, headers: withoutChallenge })).toThrow(/header WWW-Authenticate is missing/);
    const { 'x-request-id': _rid, ...withoutId } = created.headers;
    expect(check('post', '/api/v1/payment_requests', { ...created, headers: withoutId })).toThrow(/header X-Request-Id is missing/);
  });

  it('holds unknown routes to the 404 problem, and under /api/v1 to what comes before it', () => {
    expect(check('get', '/nowhere', notFound)).not.toThrow();
    expect(check('get', '/nowhere', { ...created, status: 200 })).toThrow(/status 200 is not documented for an unknown route/);
    expect(check('delete', '/api/v1/payment_requests/preq_1', unauthorized)).not.toThrow();
    expect(check('get', '/nowhere', unauthorized)).toThrow(/status 401 is not documented for an unknown route/);
  });
});
