import { Response } from 'supertest';
import { SandboxC2pGateway } from '../../../src/adapters/gateways/sandbox/sandbox-c2p-gateway';
import { ERROR_CODES, ErrorCode } from '../../../src/adapters/http/kit/error-codes';
import { GatedGateway } from '../../support/gated-gateway';
import { TestApp, TestMerchant, paymentRequestBody, startTestApp } from '../../support/test-app';
import { describeDatabase } from '../../support/test-database';

const c2pBody = (paymentRequestId: string) => ({
  payment: { phone_number: '04141234567', issuer_payer_id: 'V12345678', issuer_bank_id: '0134', payment_request_id: paymentRequestId, otp_token: '123456' },
});

describe(`A problem's type is the page of its code, on the service itself ${describeDatabase()}`, () => {
  let t: TestApp;
  let merchant: TestMerchant;
  const gateway = new GatedGateway(new SandboxC2pGateway());

  beforeAll(async () => {
    t = await startTestApp({ overrides: { c2pGateway: gateway } });
    merchant = await t.merchant();
  });
  afterAll(() => t.close());

  /** The answer's `type`, resolved against the URL the request went to (RFC 9457, 3.1.1), then opened as a browser would. */
  async function followType(answer: Response, requestPath: string): Promise<Response> {
    const target = new URL(answer.body.type, new URL(requestPath, 'https://pay.example.test'));
    expect(target.origin).toBe('https://pay.example.test');
    return t.browse('get', target.pathname);
  }

  function expectPageOf(page: Response, code: ErrorCode) {
    const { title, status } = ERROR_CODES[code];
    expect([page.status, page.headers['content-type']]).toEqual([200, expect.stringMatching(/^text\/html/)]);
    expect(page.text).toContain(`<h1 id="problem-title">${title}</h1>`);
    expect(page.text).toContain(`<dt>code</dt><dd><code>${code}</code></dd>`);
    expect(page.text).toContain(`<dt>status</dt><dd>${status}</dd>`);
  }

  it('a validation error (422) points at the page of validation_error', async () => {
    const path = '/api/v1/payment_requests';
    const answer = await t.call(merchant, 'post', path, paymentRequestBody({ amount: -1 }));
    expect([answer.status, answer.body.code, answer.body.type]).toEqual([422, 'validation_error', '/problems/validation_error']);
    expectPageOf(await followType(answer, path), 'validation_error');
  });

  it('a 404 points at the page of not_found', async () => {
    const path = '/api/v1/payment_requests/pr_doesnotexist';
    const answer = await t.call(merchant, 'get', path);
    expect([answer.status, answer.body.code]).toEqual([404, 'not_found']);
    expectPageOf(await followType(answer, path), 'not_found');
  });

  it('a 409 (an Idempotency-Key whose first request has not answered yet) points at the page of idempotency_key_in_use', async () => {
    const created = await t.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody());
    const path = '/api/v1/checkouts/c2p';
    const key = { 'Idempotency-Key': 'problem-types-409' };
    const first = t.call(merchant, 'post', path, c2pBody(created.body.id), key);
    await gateway.reached;
    const answer = await t.call(merchant, 'post', path, c2pBody(created.body.id), key);
    gateway.release();
    expect((await first).status).toBe(201);
    expect([answer.status, answer.body.code]).toEqual([409, 'idempotency_key_in_use']);
    expectPageOf(await followType(answer, path), 'idempotency_key_in_use');
  });

  it('every code of the table has its page, saying what it means (the table\'s description, names shown as code)', async () => {
    for (const code of Object.keys(ERROR_CODES) as ErrorCode[]) expectPageOf(await t.browse('get', `/problems/${code}`), code);
    const page = await t.browse('get', '/problems/payment_request_not_payable');
    expect(page.text).toContain('Only a request <code>waiting_for_payment</code> whose <code>expires_at</code> has not passed can be paid.');
  });

  it('lists every code at /problems, each linked to its page', async () => {
    const index = await t.browse('get', '/problems');
    expect(index.status).toBe(200);
    const linked = [...index.text.matchAll(/<a href="\/problems\/([a-z0-9_]+)">/g)].map(([, code]) => code);
    expect(linked.sort()).toEqual(Object.keys(ERROR_CODES).sort());
  });

  it('an unknown code is a 404 problem', async () => {
    const answer = await t.browse('get', '/problems/no_such_code');
    expect([answer.status, answer.headers['content-type'], answer.body.code]).toEqual([
      404, expect.stringMatching(/^application\/problem\+json/), 'not_found',
    ]);
    expect(answer.body.detail).toBe('There is no error code "no_such_code".');
  });
});
