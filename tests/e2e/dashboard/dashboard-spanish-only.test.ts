import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'cheerio';
import { Response } from 'supertest';
import { DASHBOARD_ROUTES } from '../../../src/adapters/http/dashboard/dashboard.operations';
import { DECLINE_LABELS } from '../../../src/adapters/http/dashboard/views/code-labels-es';
import { ERROR_CODES } from '../../../src/adapters/http/kit/error-codes';
import { BANK_ACCOUNT_FAILURES } from '../../../src/domain/bank-account';
import { DOMAIN_EVENT_TYPES } from '../../../src/domain/events';
import { PAYMENT_REQUEST_STATUSES } from '../../../src/domain/payment-requests';
import { REFUND_REASONS, REFUND_STATUSES } from '../../../src/domain/refunds/refund';
import { C2P_PATH, c2pPayment } from '../checkouts/checkout-support';
import { TestApp, TestMerchant, paymentRequestBody, startTestApp } from '../../support/test-app';
import { Browser, get, post, postConfirmed, signIn, trySignIn } from './dashboard-support';

const SRC = join(__dirname, '../../../src/adapters/http');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * The API's English, read from the source so that a new message is caught: every error code's title
 * and description, and every sentence fragment written in the files that word the API's refusals
 * (the refusal mapping, problems, body and query validation, the DTOs' rules).
 */
function apiEnglishInSource(): string[] {
  const fromTable = Object.values(ERROR_CODES).flatMap(({ title, description }) => [title, description]);
  const wording = filesUnder(SRC).filter((file) =>
    /kit[\\/](refusal-problem|problem)\.ts$|kit[\\/]validation[\\/]|\.dto\.ts$|list-query\.ts$/.test(file));
  const fragments = wording.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const literals = [...text.matchAll(/'((?:[^'\\\n]|\\.)*)'|`([^`]*)`/g)].map((match) => match[1] ?? match[2]);
    return literals.flatMap((literal) => literal.split(/\$\{[^}]*\}/)).map((part) => part.replace(/\\'/g, "'").trim());
  });
  // A fragment of three English words or more: short enough to catch a message cut by a value, long enough to mean it.
  const sentences = fragments.filter((part) => /^[A-Za-z(][\w ,;:'()./-]*$/.test(part) && part.split(/\s+/).filter((w) => /[a-z]{2}/.test(w)).length >= 3);
  return [...new Set([...fromTable, ...sentences])];
}

/** Codes a person must never read: error codes, decline and failure codes, statuses, reasons, event types. */
const RAW_CODES = [...new Set([
  ...Object.keys(ERROR_CODES), ...Object.keys(DECLINE_LABELS), ...PAYMENT_REQUEST_STATUSES, ...REFUND_STATUSES, ...REFUND_REASONS,
  ...BANK_ACCOUNT_FAILURES, ...DOMAIN_EVENT_TYPES,
])].filter((code) => /[_.]/.test(code));

/** What a person reads on the page: its text, never its attributes, classes or style. */
function readable(html: string): string {
  const $ = load(html);
  $('style').remove();
  return `${$('title').text()} ${$('body').text()}`.replace(/\s+/g, ' ');
}

describe('every dashboard page and refusal is in Spanish', () => {
  let app: TestApp;
  let merchant: TestMerchant;
  let browser: Browser;
  const english = apiEnglishInSource();
  /** Every page seen, by what was done to get it. */
  const seen: [string, string][] = [];
  /** The API's own words for the same refusals, collected as it answers them. */
  const answeredByTheApi: string[] = [];

  beforeAll(async () => {
    app = await startTestApp({ env: { USD_VES_RATE: '236.4587', WEBHOOK_ALLOW_PRIVATE_URLS: 'true' } });
    merchant = await app.merchant('Acme');
    browser = await signIn(app, merchant.secretKey);
  });
  afterAll(() => app.close());

  const see = (what: string, res: Response): Response => {
    if (res.headers['content-type']?.startsWith('text/html')) seen.push([what, res.text]);
    return res;
  };
  const apiSays = async (method: 'post' | 'patch', path: string, body: unknown) => {
    const res = await app.call(merchant, method, path, body);
    expect(res.status).toBeGreaterThanOrEqual(400);
    answeredByTheApi.push(res.body.title, res.body.detail, ...((res.body.errors ?? []) as { message: string }[]).map((e) => e.message));
  };

  it('finds the API\'s English in the source (a scan that finds nothing would pass anything)', () => {
    expect(english).toEqual(expect.arrayContaining(['One or more fields are invalid; see errors.', 'is not an allowed field']));
    expect(english.some((message) => message.startsWith('The refund is more than what remains unrefunded'))).toBe(true);
    expect(RAW_CODES).toEqual(expect.arrayContaining(['insufficient_funds', 'requested_by_customer', 'payment_request.paid', 'not_found']));
  });

  it('walks every page and every form, refused for bad input and by the use case', async () => {
    // A request paid after a declined attempt, partly refunded with a reason; one canceled; one payable; an endpoint.
    const paid = (await app.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody())).body;
    expect((await app.call(merchant, 'post', C2P_PATH, { payment: c2pPayment(paid.id, { otp_token: '111111' }) })).status).toBe(402);
    expect((await app.call(merchant, 'post', C2P_PATH, { payment: c2pPayment(paid.id) })).status).toBe(201);
    expect((await app.call(merchant, 'post', `/api/v1/payment_requests/${paid.id}/refunds`, { amount: 1, reason: 'requested_by_customer' })).status).toBe(201);
    const canceled = (await app.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody())).body;
    expect((await app.call(merchant, 'post', `/api/v1/payment_requests/${canceled.id}/cancel`, {})).status).toBe(200);
    const payable = (await app.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody())).body;
    const endpoint = (await app.call(merchant, 'post', '/api/v1/webhook_endpoints', { url: 'https://127.0.0.1:9/hooks', events: ['payment_request.paid'] })).body;
    const [key] = (await app.call(merchant, 'get', '/api/v1/api_keys')).body.data as { id: string }[];
    const link = (await app.call(merchant, 'post', '/api/v1/payment_links', { amount: 12.5, description: 'Torta' })).body;
    const live = await signIn(app, merchant.liveSecretKey);

    // Every GET page the dashboard declares, in both modes.
    const pathOf = (path: string) => path.replace('/payment_requests/:id', `/payment_requests/${paid.id}`).replace('/webhook_endpoints/:id', `/webhook_endpoints/${endpoint.id}`)
      .replace('/payment_links/:id', `/payment_links/${link.id}`);
    const pages = DASHBOARD_ROUTES.filter((route) => route.method === 'get').map((route) => `/dashboard${pathOf(route.path)}`.replace(/\/$/, ''));
    expect(pages.length).toBeGreaterThanOrEqual(8);
    for (const path of [...pages, `/dashboard/payment_requests/${canceled.id}`, `/dashboard/payment_requests/${payable.id}`, '/dashboard/nada']) {
      see(`GET ${path}`, await get(app, path, browser));
      see(`GET ${path} (live)`, await get(app, path, live));
    }
    see('GET /dashboard?status=nada', await get(app, '/dashboard?status=nada', browser));
    see('GET /dashboard?created_at[start]=2026-02-30', await get(app, '/dashboard?created_at%5Bstart%5D=2026-02-30', browser));
    see('GET /dashboard/payment_requests/nada', await get(app, '/dashboard/payment_requests/preq_nada', browser));

    const form = (fields: Record<string, string>) => ({ ...fields, csrf_token: browser.csrf });
    const liveForm = (fields: Record<string, string>) => ({ ...fields, csrf_token: live.csrf });
    const posts: [string, string, Record<string, string>, Browser][] = [
      ['create: every field bad', '/dashboard/payment_requests', form({
        amount: 'mucho', description: 'x'.repeat(501), external_id: 'y'.repeat(256), customer_dni: '!', customer_email: 'no',
        customer_first_name: 'z'.repeat(101), customer_last_name: 'z'.repeat(101), expires_in: 'mañana',
      }), browser],
      ['create: a new customer without details (the use case)', '/dashboard/payment_requests', form({ amount: '1.234,50', description: 'Nuevo', customer_dni: 'V30111222' }), browser],
      ['create: an ambiguous amount', '/dashboard/payment_requests', form({ amount: '1.234', description: 'Nuevo', customer_dni: 'V12345678' }), browser],
      ['cancel: a paid request (the use case)', `/dashboard/payment_requests/${paid.id}/cancel`, form({}), browser],
      ['cancel: no such request', '/dashboard/payment_requests/preq_nada/cancel', form({ confirmed: 'yes' }), browser],
      ['cancel: asks first', `/dashboard/payment_requests/${payable.id}/cancel`, form({}), browser],
      ['refund: every field bad', `/dashboard/payment_requests/${paid.id}/refunds`, form({ amount: 'mucho', reason: 'capricho', description: 'd'.repeat(501) }), browser],
      ['refund: asks first', `/dashboard/payment_requests/${paid.id}/refunds`, form({ amount: '2,50', reason: 'duplicate' }), browser],
      ['refund: more than remains (the use case)', `/dashboard/payment_requests/${paid.id}/refunds`, form({ amount: '1.000,00', confirmed: 'yes' }), browser],
      ['refund: an unpaid request (the use case)', `/dashboard/payment_requests/${payable.id}/refunds`, form({ amount: '', confirmed: 'yes' }), browser],
      ['roll: bad hours', `/dashboard/api_keys/${key.id}/roll`, form({ expires_in_hours: 'una' }), browser],
      ['roll: no such key (the use case)', '/dashboard/api_keys/key_nada/roll', form({ expires_in_hours: '1' }), browser],
      ['revoke: asks first', `/dashboard/api_keys/${key.id}/revoke`, form({}), browser],
      ['revoke: no such key (the use case)', '/dashboard/api_keys/key_nada/revoke', form({ confirmed: 'yes' }), browser],
      ['connect: in test mode (the use case)', '/dashboard/bank_accounts', form({ bank: 'mercantil', method_c2p: 'on' }), browser],
      ['connect: bad form', '/dashboard/bank_accounts', liveForm({ bank: 'nada' }), live],
      ['verify: no such account', '/dashboard/bank_accounts/ba_nada/verify', liveForm({}), live],
      ['disable: no such account', '/dashboard/bank_accounts/ba_nada/disable', liveForm({ confirmed: 'yes' }), live],
      ['disable: in test mode', '/dashboard/bank_accounts/ba_nada/disable', form({}), browser],
      ['webhook create: bad form', '/dashboard/webhook_endpoints', form({ url: 'ftp://x y', description: '<b>' }), browser],
      ['webhook create: URL refused (the use case)', '/dashboard/webhook_endpoints', form({ url: 'http://sin-https.example', events_all: 'on' }), browser],
      ['webhook edit: bad form', `/dashboard/webhook_endpoints/${endpoint.id}`, form({ url: '' }), browser],
      ['webhook edit: URL refused (the use case)', `/dashboard/webhook_endpoints/${endpoint.id}`, form({ url: 'http://sin-https.example', events_all: 'on' }), browser],
      ['webhook delete: asks first', `/dashboard/webhook_endpoints/${endpoint.id}/delete`, form({}), browser],
      ['webhook delete: no such endpoint (the use case)', '/dashboard/webhook_endpoints/we_nada/delete', form({ confirmed: 'yes' }), browser],
      ['profile: every field bad', '/dashboard/merchant', form({
        name: '', legal_id: 'J-1', support_email: 'no', support_phone: '12', brand_color: 'rojo',
      }), browser],
      ['link create: every field bad', '/dashboard/payment_links', form({ amount: 'mucho', description: '', expires_at: 'mañana' }), browser],
      ['link create: an expiry past (the use case)', '/dashboard/payment_links', form({
        amount: '12,50', description: 'Torta', expires_at: '2020-01-01T10:00',
      }), browser],
      ['link deactivate: asks first', `/dashboard/payment_links/${link.id}/deactivate`, form({}), browser],
      ['link deactivate: no such link', '/dashboard/payment_links/plink_nada/deactivate', form({ confirmed: 'yes' }), browser],
      ['link activate: no such link', '/dashboard/payment_links/plink_nada/activate', form({}), browser],
      ['a form without its token', '/dashboard/payment_requests', { amount: '1' }, browser],
    ];
    for (const [what, path, fields, who] of posts) see(what, await post(app, path, fields, who));
    see('refund: confirmed', await postConfirmed(app, `/dashboard/payment_requests/${paid.id}/refunds`, form({ amount: '0,50' }), browser));
    see('sign in: a wrong key', (await trySignIn(app, 'sk_test_nada')).res);
    see('sign in: a field twice', await post(app, '/dashboard/sign_in', 'secret_key=a&secret_key=b', browser));

    // The API's words for the same refusals.
    await apiSays('post', '/api/v1/payment_requests', { amount: 'mucho', description: 'x'.repeat(501), external_id: 'y'.repeat(256), expires_at: 'mañana', customer: { dni: '!', email: 'no', first_name: 'z'.repeat(101), last_name: 'z'.repeat(101) } });
    await apiSays('post', '/api/v1/payment_requests', { amount: 1234.5, description: 'Nuevo', customer: { dni: 'V30111222' } });
    await apiSays('post', `/api/v1/payment_requests/${paid.id}/cancel`, {});
    await apiSays('post', `/api/v1/payment_requests/${paid.id}/refunds`, { amount: 'mucho', reason: 'capricho', description: 'd'.repeat(501) });
    await apiSays('post', `/api/v1/payment_requests/${paid.id}/refunds`, { amount: 1000 });
    await apiSays('post', `/api/v1/payment_requests/${payable.id}/refunds`, {});
    await apiSays('post', `/api/v1/api_keys/${key.id}/roll`, { expires_in_hours: 'una' });
    await apiSays('post', '/api/v1/webhook_endpoints', { url: 'ftp://x y', description: '<b>', events: [] });
    await apiSays('post', '/api/v1/webhook_endpoints', { url: 'http://sin-https.example' });
    await apiSays('patch', `/api/v1/webhook_endpoints/${endpoint.id}`, { url: '' });
    await apiSays('patch', '/api/v1/merchant', { name: '', legal_id: 'J-1', support_email: 'no', support_phone: '12', brand_color: 'rojo' });
    await apiSays('post', '/api/v1/payment_links', { amount: 'mucho', description: '', expires_at: 'mañana' });
    await apiSays('post', '/api/v1/payment_links', { amount: 12.5, description: 'Torta', expires_at: '2020-01-01T10:00:00Z' });
    await apiSays('patch', '/api/v1/payment_links/plink_nada', { active: false });

    const everyEnglish = [...new Set([...english, ...answeredByTheApi.filter((message) => typeof message === 'string' && message.length > 0)])];
    const found = seen.flatMap(([what, html]) => {
      const text = readable(html);
      return [
        ...everyEnglish.filter((message) => text.includes(message)).map((message) => `${what}: English «${message}»`),
        ...RAW_CODES.filter((code) => new RegExp(`(^|[^\\w.])${code.replace(/\./g, '\\.')}($|[^\\w.])`).test(text)).map((code) => `${what}: raw code ${code}`),
      ];
    });
    expect(seen.length).toBeGreaterThan(40);
    expect(found).toEqual([]);
  });
});
