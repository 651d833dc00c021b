import { PORTAL_ATTEMPTS_PER_WINDOW } from '../../../src/adapters/http/portal/portal-attempt-limit';
import { TestApp, TestMerchant, startTestApp } from '../../support/test-app';
import { c2pFields, createRequest, postForm } from './portal-support';

describe('hosted payment page: guessing OTPs on one payment link', () => {
  let app: TestApp;
  let merchant: TestMerchant;

  beforeAll(async () => {
    app = await startTestApp();
    merchant = await app.merchant('Acme');
  });
  afterAll(() => app.close());

  it(`stops a link after ${PORTAL_ATTEMPTS_PER_WINDOW} attempts, with Retry-After, leaving other links alone`, async () => {
    const { page } = await createRequest(app, merchant);
    for (let attempt = 1; attempt <= PORTAL_ATTEMPTS_PER_WINDOW; attempt++) {
      const guess = await postForm(app, `${page}/c2p`, c2pFields({ otp_token: String(100000 + attempt) }));
      expect(guess.status).toBe(402);
    }

    const blocked = await postForm(app, `${page}/c2p`, c2pFields());

    expect(blocked.status).toBe(429);
    expect(blocked.type).toBe('text/html');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.text).toContain('Demasiados intentos');
    const other = await createRequest(app, merchant);
    expect((await postForm(app, `${other.page}/c2p`, c2pFields())).status).toBe(303);
  });
});
