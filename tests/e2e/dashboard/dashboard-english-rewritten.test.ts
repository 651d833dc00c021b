import { Response } from 'supertest';
import { FieldProblem, FieldReason } from '../../../src/domain/errors';
import { C2P_PATH, c2pPayment } from '../checkouts/checkout-support';
import { c2pFields, createRequest, p2pFields, submitForm } from '../hosted-page/hosted-page-support';
import { TestApp, TestMerchant, paymentRequestBody, startTestApp } from '../../support/test-app';
import { Browser, get, post, signIn } from './dashboard-support';

const PROBLEM_MODULE = '../../../src/adapters/http/kit/problem';

/** While set, every English sentence a problem is built with (its detail and each field's message) is reworded. */
let mockRewording = false;
const mockReworded = (english: string): string => `Reworded: ${[...english].reverse().join('')}`;

/**
 * Every refusal of the API is a Problem, and every English word a client reads is given to its
 * constructor: the class and the helpers that build it are replaced by ones that reword that English.
 */
jest.mock('../../../src/adapters/http/kit/problem', () => {
  const actual = jest.requireActual('../../../src/adapters/http/kit/problem');
  type Extensions = { errors?: FieldProblem[]; [key: string]: unknown };
  const reworded = (extensions: Extensions): Extensions => ({
    ...extensions,
    ...(extensions.errors ? { errors: extensions.errors.map((error) => ({ ...error, message: mockReworded(error.message) })) } : {}),
  });
  class RewordedProblem extends actual.Problem {
    constructor(code: string, detail: string, extensions: Extensions = {}) {
      super(code, mockRewording ? mockReworded(detail) : detail, mockRewording ? reworded(extensions) : extensions);
    }
  }
  return {
    ...actual,
    Problem: RewordedProblem,
    badRequest: (detail: string) => new RewordedProblem('bad_request', detail),
    badParameter: (parameter: string, reason: FieldReason, message: string, detail = `${parameter} ${message}.`) =>
      new RewordedProblem('bad_request', detail, { errors: [{ field: parameter, reason, message }] }),
    invalidFields: (errors: FieldProblem[]) => new RewordedProblem('validation_error', actual.invalidFields(errors).detail, { errors }),
  };
});

/** A page as a person sees it: the CSP nonce of each answer left out. */
const pageText = (res: Response): string => `${res.status} ${res.headers.location ?? ''} ${res.text.replace(/nonce="[^"]*"/g, '')}`;

describe('rewording every English message of the API changes no Spanish page or message', () => {
  let app: TestApp;
  let merchant: TestMerchant;
  let browser: Browser;
  const compared: string[] = [];

  beforeAll(async () => {
    app = await startTestApp({ env: { USD_VES_RATE: '236.4587' } });
    merchant = await app.merchant('Acme');
    browser = await signIn(app, merchant.secretKey);
  });
  afterAll(() => {
    mockRewording = false;
    return app.close();
  });

  /** The same answer with the API's English as written and reworded: the page must not change by a character. */
  async function sameEitherWay(what: string, answer: () => Promise<Response>): Promise<void> {
    mockRewording = false;
    const asWritten = pageText(await answer());
    mockRewording = true;
    const reworded = pageText(await answer());
    mockRewording = false;
    expect({ what, page: reworded }).toEqual({ what, page: asWritten });
    expect(reworded).not.toContain('Reworded');
    compared.push(what);
  }

  it('rewords every helper that builds a problem (a new one left out would build the English as written)', () => {
    const actual = jest.requireActual(PROBLEM_MODULE);
    const mocked = jest.requireMock(PROBLEM_MODULE);
    const builders = Object.keys(actual).filter((name) => typeof actual[name] === 'function' && name !== 'sendProblem');
    expect(builders.filter((name) => mocked[name] === actual[name])).toEqual([]);
  });

  it('the API itself answers in the reworded English, with the same codes and reasons', async () => {
    mockRewording = true;
    const res = await app.call(merchant, 'post', '/api/v1/payment_requests', { amount: 'mucho', description: 'x', customer: { dni: '!' } });
    mockRewording = false;
    expect(res.body.detail).toMatch(/^Reworded: /);
    expect(res.body.errors).toEqual(expect.arrayContaining([
      { field: 'amount', reason: 'invalid', message: expect.stringMatching(/^Reworded: /) },
      { field: 'customer.dni', reason: 'invalid', message: expect.stringMatching(/^Reworded: /) },
    ]));
  });

  it('every dashboard form refused for bad input or by the use case, and every list filter refused', async () => {
    const paid = (await app.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody())).body;
    expect((await app.call(merchant, 'post', C2P_PATH, { payment: c2pPayment(paid.id) })).status).toBe(201);
    const payable = (await app.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody())).body;
    const endpoint = (await app.call(merchant, 'post', '/api/v1/webhook_endpoints', { url: 'https://hooks.example/in' })).body;
    const [key] = (await app.call(merchant, 'get', '/api/v1/api_keys')).body.data as { id: string }[];
    const live = await signIn(app, merchant.liveSecretKey);
    const form = (fields: Record<string, string>) => ({ ...fields, csrf_token: browser.csrf });
    const posts: [string, string, Record<string, string>, Browser][] = [
      ['create: every field bad', '/dashboard/payment_requests', form({
        amount: 'mucho', description: 'x'.repeat(501), external_id: 'y'.repeat(256), customer_dni: '!', customer_email: 'no',
        customer_first_name: 'z'.repeat(101), customer_last_name: 'z'.repeat(101), expires_in: 'mañana',
      }), browser],
      ['create: a new customer without details', '/dashboard/payment_requests', form({ amount: '12,50', description: 'Nuevo', customer_dni: 'V30111222' }), browser],
      ['cancel: a paid request', `/dashboard/payment_requests/${paid.id}/cancel`, form({ confirmed: 'yes' }), browser],
      ['cancel: no such request', '/dashboard/payment_requests/preq_nada/cancel', form({ confirmed: 'yes' }), browser],
      ['refund: every field bad', `/dashboard/payment_requests/${paid.id}/refunds`, form({ amount: 'mucho', reason: 'capricho', description: 'd'.repeat(501) }), browser],
      ['refund: more than remains', `/dashboard/payment_requests/${paid.id}/refunds`, form({ amount: '1.000,00', confirmed: 'yes' }), browser],
      ['refund: an unpaid request', `/dashboard/payment_requests/${payable.id}/refunds`, form({ amount: '', confirmed: 'yes' }), browser],
      ['roll: bad hours', `/dashboard/api_keys/${key.id}/roll`, form({ expires_in_hours: '169' }), browser],
      ['roll: no such key', '/dashboard/api_keys/key_nada/roll', form({ expires_in_hours: '1' }), browser],
      ['connect: in test mode', '/dashboard/bank_accounts', form({ bank: 'mercantil', method_c2p: 'on' }), browser],
      ['connect: bad form', '/dashboard/bank_accounts', { bank: 'nada', csrf_token: live.csrf }, live],
      ['webhook create: bad form', '/dashboard/webhook_endpoints', form({ url: 'ftp://x y', description: '<b>' }), browser],
      ['webhook create: URL refused', '/dashboard/webhook_endpoints', form({ url: 'http://sin-https.example', events_all: 'on' }), browser],
      ['webhook edit: bad form', `/dashboard/webhook_endpoints/${endpoint.id}`, form({ url: '' }), browser],
      ['profile: every field bad', '/dashboard/merchant', form({ name: '', legal_id: 'J-1', support_email: 'no', support_phone: '12', brand_color: 'rojo' }), browser],
      ['link create: every field bad', '/dashboard/payment_links', form({ amount: 'mucho', description: '', expires_at: 'mañana' }), browser],
      ['link create: an expiry past', '/dashboard/payment_links', form({ amount: '12,50', description: 'Torta', expires_at: '2020-01-01T10:00' }), browser],
    ];
    for (const [what, path, fields, who] of posts) await sameEitherWay(what, () => post(app, path, fields, who));
    const lists = [
      '/dashboard?status=nada', '/dashboard?created_at%5Bstart%5D=2026-02-30', '/dashboard?created_at%5Bstart%5D=2026-02-02&created_at%5Bend%5D=2026-02-01',
      '/dashboard?page=0', '/dashboard?nada=1', '/dashboard/payment_links?page=nada',
    ];
    for (const path of lists) await sameEitherWay(`GET ${path}`, () => get(app, path, browser));
    expect(compared).toHaveLength(posts.length + lists.length);
  });

  it('every hosted page form refused for bad input or by the use case', async () => {
    const { page } = await createRequest(app, merchant);
    const forms: [string, string, Record<string, string>][] = [
      ['C2P: every field bad', `${page}/c2p`, c2pFields({ phone_number: '0212', issuer_payer_id: 'X1', issuer_bank_id: '9999', otp_token: 'ab' })],
      ['C2P: every field empty', `${page}/c2p`, { phone_number: '', issuer_payer_id: '', issuer_bank_id: '', otp_token: '' }],
      ['transfer: a day ahead', `${page}/p2p`, p2pFields({ paid_on: '2999-01-01' })],
    ];
    for (const [what, path, fields] of forms) await sameEitherWay(what, async () => (await submitForm(app, path, fields)).page);
  });
});
