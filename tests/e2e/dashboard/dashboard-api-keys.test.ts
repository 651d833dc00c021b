import request from 'supertest';
import { reveals } from '../../support/secret-scan';
import { TestApp, TestMerchant, startTestApp } from '../../support/test-app';
import { Browser, apiFieldReasons, get, post, postConfirmed, signIn, spanishFieldError, wholeDatabase } from './dashboard-support';

type ListedKey = { id: string; redacted: string; created_at: number; last_used_at: number | null; expires_at: number | null };

/** The new secret on a roll's answer page. */
const secretOn = (html: string): string => /id="new-secret"[^>]* value="(sk_(?:test|live)_[A-Za-z0-9]+)"/.exec(html)![1];

describe('the dashboard\'s API keys page', () => {
  let app: TestApp;
  let merchant: TestMerchant;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await app.reset();
    merchant = await app.merchant('Acme');
  });

  const keysOf = async (authorization: { Authorization: string }): Promise<ListedKey[]> => {
    const res = await request(app.app).get('/api/v1/api_keys').set(authorization);
    expect(res.status).toBe(200);
    return res.body.data as ListedKey[];
  };
  const works = async (secret: string) => (await request(app.app).get('/api/v1/api_keys').set('Authorization', `Bearer ${secret}`)).status === 200;
  /** A second test key, made by rolling the first with a day of overlap. */
  const secondTestKey = async (browser: Browser): Promise<string> => {
    const [first] = await keysOf(merchant.headers);
    const res = await post(app, `/dashboard/api_keys/${first.id}/roll`, { csrf_token: browser.csrf, expires_in_hours: '24' }, browser);
    expect(res.status).toBe(201);
    return secretOn(res.text);
  };

  it('lists what the API lists for the session\'s mode only, never a secret, and is in the navigation', async () => {
    const browser = await signIn(app, merchant.secretKey);
    const page = await get(app, '/dashboard/api_keys', browser);

    expect(page.status).toBe(200);
    expect(page.text).toContain('<a href="/dashboard/api_keys">Claves de API</a>');
    const [test] = await keysOf(merchant.headers);
    const [live] = await keysOf(merchant.liveHeaders);
    expect(page.text).toContain(test.redacted);
    expect(page.text).toContain(test.id);
    expect(page.text).toContain('(clave de esta sesión)');
    expect(page.text).not.toContain(live.id);
    expect(page.text).not.toContain(live.redacted);
    expect(page.text).not.toContain(merchant.secretKey);
    expect(page.text).toMatch(/<label for="roll-key_[A-Za-z0-9]+-expires_in_hours">/);

    const livePage = await get(app, '/dashboard/api_keys', await signIn(app, merchant.liveSecretKey));
    expect(livePage.text).toContain(live.id);
    expect(livePage.text).not.toContain(test.id);
    expect(livePage.text).not.toContain(merchant.liveSecretKey);
  });

  it('rolls a key: the new secret shown once with a warning, never again, and the old key stops per the API\'s rules', async () => {
    const browser = await signIn(app, merchant.secretKey);
    const [old] = await keysOf(merchant.headers);

    const res = await post(app, `/dashboard/api_keys/${old.id}/roll`, { csrf_token: browser.csrf, expires_in_hours: '2' }, browser);

    expect(res.status).toBe(201);
    const secret = secretOn(res.text);
    expect(secret).toMatch(/^sk_test_/);
    expect(res.text.split(secret)).toHaveLength(2); // once
    expect(res.text).toContain('no se volverá a mostrar');
    expect(res.headers['cache-control']).toBe('no-store');
    // The old key works two more hours, as the API's roll says; the new one works now.
    expect(await works(merchant.secretKey)).toBe(true);
    expect(await works(secret)).toBe(true);
    const listed = await keysOf(merchant.headers);
    expect(listed.map((key) => key.id)).toContain(old.id);
    expect(listed.find((key) => key.id === old.id)!.expires_at).toBeGreaterThan(Date.now() / 1000 + 7000);

    const again = await get(app, '/dashboard/api_keys', browser);
    expect(again.text).not.toContain(secret);
    expect(again.text).toContain(`sk_test_…${secret.slice(-4)}`);
  });

  it('rolls the session\'s key to stop at once: the old key fails at once and the session ends', async () => {
    const browser = await signIn(app, merchant.secretKey);
    const [old] = await keysOf(merchant.headers);

    const res = await post(app, `/dashboard/api_keys/${old.id}/roll`, { csrf_token: browser.csrf, expires_in_hours: '0' }, browser);

    expect(res.status).toBe(201);
    const secret = secretOn(res.text);
    expect(res.text).toContain('la sesión se cerró');
    expect(await works(merchant.secretKey)).toBe(false);
    expect(await works(secret)).toBe(true);
    expect((await get(app, '/dashboard/api_keys', browser)).headers.location).toBe('/dashboard/sign_in');
  });

  it('refuses a roll the API refuses, in Spanish, and changes nothing', async () => {
    const browser = await signIn(app, merchant.secretKey);
    const before = await keysOf(merchant.headers);

    const res = await post(app, `/dashboard/api_keys/${before[0].id}/roll`, { csrf_token: browser.csrf, expires_in_hours: '500' }, browser);

    expect(res.status).toBe(422); // the API's validation_error
    expect(res.text).toContain('Escribe un número entero de horas, de 0 a 168.');
    expect(res.text).not.toContain('must be');
    expect(res.text).toContain('aria-invalid="true"');
    expect(await keysOf(merchant.headers)).toEqual(before);
  });

  it('shows a Spanish message beside the roll form\'s field for each kind of bad value, keeping it, and changes nothing', async () => {
    const browser = await signIn(app, merchant.secretKey);
    const before = await keysOf(merchant.headers);
    const id = before[0].id;

    for (const [typed, asJson] of [['una hora', 'una hora'], ['169', 169], ['1.5', '1.5']] as const) {
      const [message] = Object.values(await apiFieldReasons(app, merchant, `/api/v1/api_keys/${id}/roll`, { expires_in_hours: asJson }));
      const res = await post(app, `/dashboard/api_keys/${id}/roll`, { csrf_token: browser.csrf, expires_in_hours: typed }, browser);

      expect(res.status).toBe(422);
      expect(res.text).toContain(spanishFieldError(`roll-${id}`, 'expires_in_hours', 'expires_in_hours', message));
      expect(res.text).toMatch(new RegExp(`id="roll-${id}-expires_in_hours"[^>]* value="${typed}"[^>]*aria-invalid="true"`));
    }
    expect(await keysOf(merchant.headers)).toEqual(before);
  });

  it('revokes another key of the mode once confirmed, and refuses the other mode\'s key as the API does (404, nothing changed)', async () => {
    const browser = await signIn(app, merchant.secretKey);
    const second = await secondTestKey(browser);
    const secondId = (await keysOf(merchant.headers)).find((key) => key.redacted.endsWith(second.slice(-4)))!.id;

    const asked = await post(app, `/dashboard/api_keys/${secondId}/revoke`, { csrf_token: browser.csrf }, browser);
    expect(asked.text).toContain(`Se revocará la clave sk_test_…${second.slice(-4)} (${secondId}).`);
    expect(await works(second)).toBe(true);
    const res = await postConfirmed(app, `/dashboard/api_keys/${secondId}/revoke`, { csrf_token: browser.csrf }, browser);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/dashboard/api_keys?done=revoked');
    expect(await works(second)).toBe(false);
    expect(await works(merchant.secretKey)).toBe(true);
    const page = await get(app, res.headers.location, browser);
    expect(page.text).toMatch(/role="status">Clave revocada/);
    expect(page.text).not.toContain(secondId);

    const [live] = await keysOf(merchant.liveHeaders);
    const refused = await post(app, `/dashboard/api_keys/${live.id}/revoke`, { csrf_token: browser.csrf }, browser);
    expect(refused.status).toBe(404);
    expect(refused.text).toContain('No existe en este modo, o ya no está; no se cambió nada.');
    expect(await works(merchant.liveSecretKey)).toBe(true);
  });

  it('revokes the session\'s own key (the API allows it): the key stops and the session ends', async () => {
    const browser = await signIn(app, merchant.secretKey);
    const [own] = await keysOf(merchant.headers);

    const asked = await post(app, `/dashboard/api_keys/${own.id}/revoke`, { csrf_token: browser.csrf }, browser);
    expect(asked.text).toContain('Es la clave de esta sesión: la sesión se cerrará.');
    const res = await postConfirmed(app, `/dashboard/api_keys/${own.id}/revoke`, { csrf_token: browser.csrf }, browser);

    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/dashboard/sign_in');
    expect(([] as string[]).concat(res.headers['set-cookie'] ?? []).some((c) => c.startsWith('dashboard_session=') && /Max-Age=0|Expires=Thu, 01 Jan 1970/.test(c))).toBe(true);
    expect(await works(merchant.secretKey)).toBe(false);
    expect((await get(app, '/dashboard', browser)).headers.location).toBe('/dashboard/sign_in');
  });

  it('refuses a post without the session\'s CSRF token, or from another site, and changes nothing', async () => {
    const browser = await signIn(app, merchant.secretKey);
    const before = await keysOf(merchant.headers);
    const id = before[0].id;

    for (const [path, form] of [[`/dashboard/api_keys/${id}/roll`, { expires_in_hours: '0' }], [`/dashboard/api_keys/${id}/revoke`, {}]] as const) {
      expect((await post(app, path, form, browser)).status).toBe(403);
      expect((await post(app, path, { ...form, csrf_token: 'x'.repeat(43) }, browser)).status).toBe(403);
      expect((await post(app, path, { ...form, csrf_token: browser.csrf }, browser, { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    }
    expect(await keysOf(merchant.headers)).toEqual(before);
    expect(await works(merchant.secretKey)).toBe(true);
  });

  it('keeps a rolled key\'s secret out of every log line and database row', async () => {
    const browser = await signIn(app, merchant.secretKey);
    const secret = await secondTestKey(browser);
    await get(app, '/dashboard/api_keys', browser);

    expect(reveals(app.logs(), secret)).toBe(false);
    expect(reveals(await wholeDatabase(app), secret)).toBe(false);
    expect(app.logs()).toContain('/dashboard/api_keys/:id/roll'); // the log did see the request
  });
});
