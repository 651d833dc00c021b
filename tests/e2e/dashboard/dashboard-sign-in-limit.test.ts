import { DASHBOARD_WRONG_KEYS_PER_WINDOW } from '../../../src/adapters/http/dashboard/sign-in-limit';
import { TestApp, TestMerchant, startTestApp } from '../../support/test-app';
import { setCookieHeader, signIn, trySignIn } from './dashboard-support';

/** In a file of its own: the counts of this app's limit outlive the database reset between tests. */
describe('the dashboard\'s sign-in limit', () => {
  let app: TestApp;
  let merchant: TestMerchant;

  beforeAll(async () => {
    app = await startTestApp();
    merchant = await app.merchant('Acme');
  });
  afterAll(() => app.close());

  it('limits wrong keys per client address (429 with Retry-After); a right key is not counted', async () => {
    for (let i = 0; i < 3; i++) await signIn(app, merchant.secretKey);
    for (let i = 0; i < DASHBOARD_WRONG_KEYS_PER_WINDOW; i++) {
      expect((await trySignIn(app, `sk_test_${'W'.repeat(20)}${i}`)).res.status).toBe(401);
    }
    const limited = await trySignIn(app, merchant.secretKey);
    expect(limited.res.status).toBe(429);
    expect(limited.res.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.res.text).toContain('Demasiados intentos');
    expect(limited.browser).toBeNull();
  });

});

describe('the dashboard\'s cookie on a plain-http PORTAL_URL', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ env: { PORTAL_URL: 'http://localhost:3000' } });
  });
  afterAll(() => app.close());

  it('is HttpOnly and SameSite=Strict but not Secure, so that a local http setup can sign in', async () => {
    const merchant = await app.merchant('Acme');
    const { res } = await trySignIn(app, merchant.secretKey);
    const header = setCookieHeader(res, 'dashboard_session')!;
    expect(header).toMatch(/; HttpOnly; SameSite=Strict$/);
    expect(header).not.toMatch(/Secure/);
  });
});
