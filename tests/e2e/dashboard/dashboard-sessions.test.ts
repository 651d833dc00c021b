import { reveals } from '../../support/secret-scan';
import { TestApp, TestMerchant, paymentRequestBody, startTestApp } from '../../support/test-app';
import { C2P_PATH, c2pPayment } from '../checkouts/checkout-support';
import { RevokeApiKey } from '../../../src/application/api-keys/revoke-api-key';
import request from 'supertest';
import { checkDashboardAnswer, cookieSet, csrfOf, get, post, setCookieHeader, signIn, trySignIn, wholeDatabase } from './dashboard-support';

describe('the dashboard\'s sessions', () => {
  let app: TestApp;
  let merchant: TestMerchant;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await app.reset();
    merchant = await app.merchant('Acme & Hijos');
  });

  it('sends a browser without a session to the sign-in page', async () => {
    const res = await get(app, '/dashboard');
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/dashboard/sign_in');

    const page = await get(app, '/dashboard/sign_in');
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/<html lang="es">/);
    expect(page.text).toContain('<label for="secret_key">');
    expect(page.text).toContain('type="password"');
  });

  it('signs in with a right key: an HttpOnly, SameSite=Strict, Secure cookie of 12 hours that is not the key', async () => {
    const { res } = await trySignIn(app, merchant.secretKey);

    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/dashboard/summary');
    const header = setCookieHeader(res, 'dashboard_session')!;
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; SameSite=Strict/);
    expect(header).toMatch(/; Secure/); // PORTAL_URL is https in the test app
    expect(header).toMatch(/; Path=\/dashboard;/);
    expect(header).toMatch(/Max-Age=43200/);
    expect(header).not.toContain(merchant.secretKey);
    expect(res.text).not.toContain(merchant.secretKey);
  });

  it('shows the merchant (escaped) and the mode on every page: test for a test key, live for a live key', async () => {
    const test = await signIn(app, merchant.secretKey);
    const testPage = await get(app, '/dashboard', test);
    expect(testPage.text).toContain('Acme &amp; Hijos');
    expect(testPage.text).toMatch(/class="mode mode-test" role="status">Modo de prueba</);
    expect(testPage.text).not.toContain('Modo real');

    const live = await signIn(app, merchant.liveSecretKey);
    const livePage = await get(app, '/dashboard', live);
    expect(livePage.text).toMatch(/class="mode mode-live" role="status">Modo real</);
    expect(livePage.text).not.toContain('Modo de prueba');
  });

  it('refuses a wrong key with the form again, never echoing what was typed', async () => {
    const wrong = `sk_test_${'Z'.repeat(30)}`;
    const { res, browser } = await trySignIn(app, wrong);

    expect(res.status).toBe(401);
    expect(browser).toBeNull();
    expect(res.text).toContain('La clave secreta no es válida');
    expect(res.text).toContain('aria-invalid="true"');
    expect(res.text).not.toContain(wrong);
    const garbage = await trySignIn(app, '<b>not a key</b>');
    expect(garbage.res.status).toBe(401);
    expect(garbage.res.text).not.toContain('not a key');
    const [{ n }] = await app.db.database.query((session) => session.rows<{ n: number }>('SELECT count(*)::int AS n FROM dashboard_sessions'));
    expect(n).toBe(0);
  });

  it('signs out: the old cookie is refused at once, on any instance (the row is ended)', async () => {
    const browser = await signIn(app, merchant.secretKey);

    const out = await post(app, '/dashboard/sign_out', { csrf_token: browser.csrf }, browser);
    expect(out.status).toBe(303);
    expect(out.headers.location).toBe('/dashboard/sign_in');
    expect(setCookieHeader(out, 'dashboard_session')).toMatch(/Max-Age=0/);

    const after = await get(app, '/dashboard', browser);
    expect(after.status).toBe(303);
    expect(after.headers.location).toBe('/dashboard/sign_in');
    const [row] = await app.db.database.query((session) => session.rows<{ ended_at: unknown }>('SELECT ended_at FROM dashboard_sessions'));
    expect(row.ended_at).not.toBeNull();
  });

  it('signs out on one instance and the cookie is refused by another at once (both read the same session row)', async () => {
    const other = await startTestApp({ db: app.db }); // a second app on the same database; closing it would close the database
    const browser = await signIn(app, merchant.secretKey);
    expect((await get(other, '/dashboard', browser)).status).toBe(200);

    expect((await post(other, '/dashboard/sign_out', { csrf_token: browser.csrf }, browser)).status).toBe(303);

    expect((await get(app, '/dashboard', browser)).status).toBe(303);
    expect((await get(other, '/dashboard', browser)).status).toBe(303);
  });

  it('refuses a post without or with a wrong CSRF token, and one from another site, changing nothing', async () => {
    const browser = await signIn(app, merchant.secretKey);

    for (const form of <Record<string, string>[]>[{}, { csrf_token: 'x'.repeat(43) }, { csrf_token: '' }]) {
      const res = await post(app, '/dashboard/sign_out', form, browser);
      expect(res.status).toBe(403);
      expect(res.text).toContain('Solicitud rechazada');
    }
    const forged = <Record<string, string>[]>[
      { Origin: 'https://evil.example' }, { 'Sec-Fetch-Site': 'cross-site' }, { 'Sec-Fetch-Site': 'same-site' }, { Origin: 'null' },
    ];
    for (const headers of forged) {
      const res = await post(app, '/dashboard/sign_out', { csrf_token: browser.csrf }, browser, headers);
      expect(res.status).toBe(403);
    }
    expect((await get(app, '/dashboard', browser)).status).toBe(200);

    // The sign-in form is protected too: its token must match its own cookie.
    const page = await get(app, '/dashboard/sign_in');
    const res = await post(app, '/dashboard/sign_in', { csrf_token: csrfOf(page.text), secret_key: merchant.secretKey });
    expect(res.status).toBe(403);
    expect(cookieSet(res, 'dashboard_session')).toBeNull();
  });

  it("accepts its own form as a browser posts it: Sec-Fetch-Site same-origin, even with Origin null (the stricter Referrer-Policy's)", async () => {
    const browser = await signIn(app, merchant.secretKey);
    const page = await get(app, '/dashboard', browser);
    expect(page.headers['referrer-policy']).toBe('same-origin');

    const res = await post(app, '/dashboard/sign_out', { csrf_token: browser.csrf }, browser, { 'Sec-Fetch-Site': 'same-origin', Origin: 'null' });
    expect(res.status).toBe(303);
    expect((await get(app, '/dashboard', browser)).status).toBe(303);
  });

  it('answers a form it cannot read with a page, never a 5xx, changing nothing', async () => {
    const browser = await signIn(app, merchant.secretKey);
    const json = checkDashboardAnswer(await request(app.app).post('/dashboard/sign_out').set('Cookie', browser.cookie).send({ csrf_token: browser.csrf }));
    expect(json.status).toBe(403);
    const huge = await post(app, '/dashboard/sign_out', { csrf_token: browser.csrf, filler: 'x'.repeat(20_000) }, browser);
    expect(huge.status).toBe(413);
    const jsonSignIn = checkDashboardAnswer(await request(app.app).post('/dashboard/sign_in').send({ secret_key: merchant.secretKey }));
    expect(jsonSignIn.status).toBe(403);
    expect((await get(app, '/dashboard/nowhere', browser)).status).toBe(404);
    expect((await get(app, '/dashboard', browser)).status).toBe(200);
  });

  it('ends the session after 12 hours, and when its key is revoked', async () => {
    const browser = await signIn(app, merchant.secretKey);
    await app.db.database.query((session) => session.rows("UPDATE dashboard_sessions SET expires_at = now() - interval '1 second'"));
    const expired = await get(app, '/dashboard', browser);
    expect(expired.status).toBe(303);
    expect(expired.headers.location).toBe('/dashboard/sign_in');

    const again = await signIn(app, merchant.secretKey);
    const [{ key_id }] = await app.db.database.query((session) => session.rows<{ key_id: string }>('SELECT key_id FROM dashboard_sessions WHERE ended_at IS NULL AND expires_at > now()'));
    await app.container.get(RevokeApiKey).execute({ merchantId: merchant.id, livemode: false }, key_id);
    expect((await get(app, '/dashboard', again)).status).toBe(303);
  });

  it('sends a form posted after its session expired to the sign-in page, changing nothing', async () => {
    const paid = (await app.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody())).body.id;
    expect((await app.call(merchant, 'post', C2P_PATH, { payment: c2pPayment(paid) })).status).toBe(201);
    const browser = await signIn(app, merchant.secretKey);
    const createForm = await get(app, '/dashboard/payment_requests/new', browser);
    const refundForm = await get(app, `/dashboard/payment_requests/${paid}`, browser);
    expect(refundForm.text).toContain(`action="/dashboard/payment_requests/${paid}/refunds"`);

    await app.db.database.query((session) => session.rows("UPDATE dashboard_sessions SET expires_at = now() - interval '1 second'"));
    const create = await post(app, '/dashboard/payment_requests', {
      csrf_token: csrfOf(createForm.text), amount: '10', description: 'Tarde', customer_dni: 'V12345678', expires_in: '',
    }, browser);
    const refund = await post(app, `/dashboard/payment_requests/${paid}/refunds`, { csrf_token: csrfOf(refundForm.text), amount: '' }, browser);

    for (const res of [create, refund]) {
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe('/dashboard/sign_in');
      expect(setCookieHeader(res, 'dashboard_session')).toMatch(/Max-Age=0/);
    }
    expect((await get(app, create.headers.location)).text).toContain('<label for="secret_key">');
    const list = (await app.call(merchant, 'get', '/api/v1/payment_requests')).body;
    expect(list.meta.total_objects).toBe(1);
    expect((await app.call(merchant, 'get', `/api/v1/payment_requests/${paid}`)).body.refunded_main_amount.amount_cents).toBe(0);
  });

  it('keeps the key and the session id out of the logs and the database', async () => {
    const { res } = await trySignIn(app, merchant.secretKey);
    const sessionId = cookieSet(res, 'dashboard_session')!.split('=')[1];
    const database = await wholeDatabase(app);

    expect(database).toMatch(/"csrf_secret": ?"/); // the scan reads the sessions' rows
    for (const secret of [merchant.secretKey, sessionId]) {
      expect(reveals(app.logs(), secret)).toBe(false);
      expect(reveals(database, secret)).toBe(false);
    }
  });
});
