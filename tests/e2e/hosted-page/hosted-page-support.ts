import { Response } from 'supertest';
import { TestApp, TestMerchant, paymentRequestBody } from '../../support/test-app';
import { APPROVING_OTP, VISA, caracasExpiry } from '../checkouts/checkout-support';

/** Typed by the customer and fine to show back. None of them contains a secret below. */
export const PHONE = '04147654321';
export const PAYER_ID = 'V20987654';
/** A CVV that appears nowhere else on any page. */
export const CVV = '7391';

export function c2pFields(overrides: Record<string, string> = {}): Record<string, string> {
  return { phone_number: PHONE, issuer_payer_id: PAYER_ID, issuer_bank_id: '0134', otp_token: APPROVING_OTP, ...overrides };
}

export function cardFields(overrides: Record<string, string> = {}): Record<string, string> {
  return { card_number: VISA, card_customer_id: PAYER_ID, card_expiry_date: caracasExpiry(36), card_cvv: CVV, ...overrides };
}

/** A Pago Móvil transfer reported from the page; the sandbox finds a reference ending in neither 00, 01 nor 02 at once. */
export function p2pFields(overrides: Record<string, string> = {}): Record<string, string> {
  return { phone_number: PHONE, issuer_bank_id: '0102', reference: '004512345678', ...overrides };
}

/** The card number, CVV and OTP of a form: they may never come back in a page. */
export function secretsOf(fields: Record<string, string>): string[] {
  const values = ['card_number', 'card_cvv', 'otp_token'].flatMap((name) => (fields[name] ? [fields[name], fields[name].replace(/\D/g, '')] : []));
  return values.filter((value) => value.length >= 3);
}

/** Creates a payment request through the API (19.99 USD) and returns its management view and page path. */
export async function createRequest(
  app: TestApp,
  merchant: TestMerchant,
  overrides: Record<string, unknown> = {},
): Promise<{ created: Record<string, any>; page: string }> {
  const res = await app.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody(overrides));
  expect(res.status).toBe(201);
  return { created: res.body, page: new URL(res.body.payment_url).pathname };
}

export const openPage = (app: TestApp, page: string): Promise<Response> => app.browse('get', page);

/** Posts a form as a browser does, then checks that none of its secrets came back, in the answer or its cookie. */
export async function postForm(app: TestApp, path: string, fields: Record<string, string>, allowed: string[] = []): Promise<Response> {
  const res = await app.browse('post', path, fields);
  expectNoSecrets(res.text, secretsOf(fields), allowed);
  const flash = flashCookie(res);
  if (flash) expectNoSecrets(Buffer.from(flash.split('=')[1], 'base64url').toString('utf8'), secretsOf(fields), allowed);
  return res;
}

/** The page a post's redirect opens, as a browser asks for it: without the fragment (`#pagar-tarjeta`), which stays in the browser. */
export function pageOf(post: PostAnswer): string {
  return String(post.headers.location).split('#')[0];
}

/** The fragment of a post's redirect (`pagar-tarjeta`), or null: where the page opens. */
export function fragmentOf(post: PostAnswer): string | null {
  const [, fragment] = String(post.headers.location).split('#');
  return fragment ?? null;
}

/** The parts of a post's answer the helpers below read. */
export type PostAnswer = { status: number; text: string; headers: Record<string, string | string[] | undefined> };

/** The `name=value` of the cookie a form post left for the page, or null. */
export function flashCookie(res: PostAnswer): string | null {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const set = cookies.find((cookie) => cookie.startsWith('payment_page_flash=') && !/Max-Age=0/.test(cookie));
  return set ? set.split(';')[0] : null;
}

/**
 * What a post's answer shows the customer: for a redirect to the page, what it left to show
 * (`declined`, `invalid`: fields to correct, a `notice`, or the plain `page`); otherwise its status.
 */
export function answerOf(res: PostAnswer): 'declined' | 'invalid' | 'notice' | 'page' | number {
  if (res.status !== 303) return res.status;
  const cookie = flashCookie(res);
  if (!cookie) return 'page';
  const flash = JSON.parse(Buffer.from(cookie.split('=')[1], 'base64url').toString('utf8'));
  if (flash.kind === 'notice') return 'notice';
  return flash.declineCode ? 'declined' : 'invalid';
}

/**
 * Posts a form and follows its answer as a browser does (post/redirect/get): the post must be a 303
 * to the page, which is then opened with the cookie the post set. Neither may hold a secret.
 */
export async function submitForm(
  app: TestApp,
  path: string,
  fields: Record<string, string>,
  allowed: string[] = [],
): Promise<{ post: Response; page: Response }> {
  const post = await postForm(app, path, fields, allowed);
  expect(post.status).toBe(303);
  const cookie = flashCookie(post);
  const page = await app.browse('get', pageOf(post), undefined, cookie ? { Cookie: cookie } : {});
  expectNoSecrets(page.text, secretsOf(fields), allowed);
  return { post, page };
}

/**
 * `secrets` appear nowhere in `body`. The CSP nonce, the test-mode banner and `allowed` (a receipt's random reference,
 * which might hold the same digits by chance) are left out of the search.
 */
export function expectNoSecrets(body: string, secrets: string[], allowed: string[] = []): void {
  // The test-mode banner lists the sandbox's fixed test values, which a test posts too: it is the same on every page.
  let searched = body.replace(/nonce="[^"]*"/g, '').replace(/<div class="alert test-mode"[\s\S]*?<\/div>/, '');
  for (const text of allowed) searched = searched.split(text).join('');
  for (const secret of secrets) expect(searched).not.toContain(secret);
}

/** The HTML tag of the form field `name` (input or select) in the form `form` ('c2p', 'card' or 'p2p'). */
export function fieldTag(html: string, form: string, name: string): string {
  const match = new RegExp(`<(?:input|select) id="${form}-${name}"[^>]*>`).exec(html);
  if (!match) throw new Error(`no field ${form}-${name} in the page`);
  return match[0];
}

/** The message shown beside a field, or null. */
export function fieldError(html: string, form: string, name: string): string | null {
  const match = new RegExp(`<p class="field-error" id="${form}-${name}-error">([^<]*)</p>`).exec(html);
  return match ? match[1] : null;
}

/** The text of role="alert" boxes. */
export function alerts(html: string): string[] {
  return [...html.matchAll(/<div class="alert[^"]*" role="alert">([\s\S]*?)<\/div>/g)].map((m) => m[1].trim());
}

export function expectHostedPageSecurityHeaders(res: Response): void {
  const csp = String(res.headers['content-security-policy']);
  expect(csp).toMatch(/(^|; )default-src 'none'(;|$)/);
  expect(csp).toMatch(/(^|; )style-src 'nonce-[A-Za-z0-9+/=]+'(;|$)/);
  expect(csp).toMatch(/(^|; )form-action 'self'(;|$)/);
  expect(csp).toMatch(/(^|; )frame-ancestors 'none'(;|$)/);
  expect(csp).not.toMatch(/script-src|unsafe-eval|\*/);
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
}
