import request, { Response, Test } from 'supertest';
import { FieldProblem, FieldReason } from '../../../src/domain/errors';
import { escapeHtml } from '../../../src/adapters/http/kit/html/escape-html';
import { fieldMessageEs } from '../../../src/adapters/http/dashboard/messages-es';
import { TestApp, TestMerchant } from '../../support/test-app';

/** Every dashboard answer: never a 5xx for what a test sends, and always the hosted page's headers. */
export function checkDashboardAnswer(res: Response): Response {
  if (res.status >= 500) throw new Error(`dashboard answered ${res.status}: ${res.text.slice(0, 500)}`);
  if (res.headers['content-type']?.startsWith('text/html')) {
    expect(res.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(res.headers['content-security-policy']).toMatch(/form-action 'self'/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).not.toMatch(/<script/i);
  }
  return res;
}

/** The `name=value` of a cookie the answer set (not one it cleared), or null. */
export function cookieSet(res: Response, name: string): string | null {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const set = cookies.find((cookie) => cookie.startsWith(`${name}=`) && !/Max-Age=0/.test(cookie));
  return set ? set.split(';')[0] : null;
}

export function setCookieHeader(res: Response, name: string): string | undefined {
  return ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith(`${name}=`));
}

/** The CSRF token of the page's first form. */
export function csrfOf(html: string): string {
  const match = /name="csrf_token" value="([^"]+)"/.exec(html);
  if (!match) throw new Error('the page has no CSRF token');
  return match[1];
}

/** A browser's session: its cookie and the token its forms carry. */
export interface Browser {
  cookie: string;
  csrf: string;
}

export async function get(app: TestApp, path: string, browser?: Browser | null, headers: Record<string, string> = {}): Promise<Response> {
  let sent: Test = request(app.app).get(path).set(headers);
  if (browser) sent = sent.set('Cookie', browser.cookie);
  return checkDashboardAnswer(await sent);
}

export async function post(
  app: TestApp, path: string, form: Record<string, string> | string, browser?: Browser | null, headers: Record<string, string> = {},
): Promise<Response> {
  let sent: Test = request(app.app).post(path).set(headers);
  if (browser) sent = sent.set('Cookie', browser.cookie);
  return checkDashboardAnswer(await sent.type('form').send(form));
}

/** Opens the sign-in page and posts `key` as a browser does; the answer and the browser left by it. */
export async function trySignIn(app: TestApp, key: string, headers: Record<string, string> = {}): Promise<{ res: Response; browser: Browser | null }> {
  const page = await get(app, '/dashboard/sign_in', null, headers);
  const signInCookie = cookieSet(page, 'dashboard_sign_in')!;
  const res = await post(app, '/dashboard/sign_in', { csrf_token: csrfOf(page.text), secret_key: key }, { cookie: signInCookie, csrf: '' }, headers);
  const session = cookieSet(res, 'dashboard_session');
  if (!session) return { res, browser: null };
  const home = await get(app, '/dashboard', { cookie: session, csrf: '' });
  expect(home.status).toBe(200);
  return { res, browser: { cookie: session, csrf: csrfOf(home.text) } };
}

export async function signIn(app: TestApp, key: string): Promise<Browser> {
  const { res, browser } = await trySignIn(app, key);
  expect(res.status).toBe(303);
  return browser!;
}

/** Every row of every table, as text: for scanning the database for a secret. */
export function wholeDatabase(app: TestApp): Promise<string> {
  return app.db.database.query(async (session) => {
    const tables = await session.rows<{ table_name: string }>("SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'");
    const rows: string[] = [];
    for (const { table_name } of tables) rows.push(...(await session.rows<{ row: string }>(`SELECT row_to_json(t)::text AS row FROM "${table_name}" t`)).map((r) => r.row));
    return rows.join('\n');
  });
}

/** What the API's 422 `validation_error` says per field for this body: the text a dashboard form must show. */
export async function apiFieldReasons(app: TestApp, merchant: TestMerchant, path: string, body: unknown): Promise<Record<string, FieldReason>> {
  const res = await app.call(merchant, 'post', path, body);
  expect([res.status, res.body.code]).toEqual([422, 'validation_error']);
  return Object.fromEntries((res.body.errors as FieldProblem[]).map(({ field, reason }) => [field, reason]));
}

/** A form field's message as the dashboard shows it beside the field (`form` is the form's id prefix). */
export const fieldError = (form: string, name: string, message: string): string =>
  `<p class="field-error" id="${form}-${name}-error">${escapeHtml(message)}</p>`;

/** The Spanish message the dashboard shows beside a field for the API's refusal of it (by its reason, never the API's English). */
export const spanishFieldError = (form: string, name: string, apiField: string, apiReason: FieldReason): string =>
  fieldError(form, name, fieldMessageEs(apiField, apiReason));

/** Posts a destructive action's form, then its confirmation page's form (what a person does with two clicks). */
export async function postConfirmed(app: TestApp, path: string, form: Record<string, string>, browser: Browser): Promise<Response> {
  const asked = await post(app, path, form, browser);
  expect(asked.status).toBe(200);
  expect(asked.text).toContain('Confirmar');
  const carried = Object.fromEntries([...asked.text.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)]
    .map(([, name, value]) => [name, value.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')]));
  expect(carried.confirmed).toBe('yes');
  return post(app, path, carried, browser);
}

/** A small CSV reader for what the export writes: quoted cells may hold the separator, quotes and line breaks. */
export function parseCsv(text: string, separator = ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') { cell += '"'; i++; }
      else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) { row.push(cell); cell = ''; }
    else if (char === '\r' && text[i + 1] === '\n') { row.push(cell); rows.push(row); row = []; cell = ''; i++; }
    else cell += char;
  }
  return rows;
}
