import { SANDBOX_C2P_KEY } from '../../../src/adapters/gateways/sandbox/sandbox-c2p-gateway';
import { FAKE_CREDENTIALS, mercantilEnv } from '../../support/mercantil-fake';
import { withLiveKey } from '../../support/modes';
import { payerDataIn } from '../../support/payer-data';
import { TestApp, TestMerchant, startTestApp, withTestApp } from '../../support/test-app';
import { alerts, c2pFields, createRequest, fieldTag, openPage, submitForm } from './hosted-page-support';

const KEY_BUTTON = /<button type="submit" class="secondary" formaction="([^"]+)" formnovalidate[^>]*>\s*Recibir la clave por SMS/;
const successNote = (html: string) => /<div class="alert success" role="status">([^<]*)<\/div>/.exec(html)?.[1] ?? null;

let phones = 0;
/** Each test's own phone: one key a minute per phone holds across the file's tests. */
const aPhone = () => `0416${String(3_000_000 + ++phones)}`;

describe('the hosted page\'s C2P key step, where the request\'s C2P bank sends the key (the sandbox)', () => {
  let app: TestApp;
  let merchant: TestMerchant;

  withTestApp((started, acme) => ((app = started), (merchant = acme)));

  it('offers "Recibir la clave por SMS" in the C2P form, after its pay button, posting the same form to the key step', async () => {
    const { page } = await createRequest(app, merchant);

    const shown = await openPage(app, page);

    const form = shown.text.slice(shown.text.indexOf('id="pagar-c2p"'));
    expect(KEY_BUTTON.exec(form)?.[1]).toBe(`${page}/c2p_key`);
    expect(form.indexOf('Recibir la clave por SMS')).toBeGreaterThan(form.indexOf('con Pago Móvil</button>'));
  });

  it('has the key sent: back at the C2P form with what was typed kept and a note that it lasts 5 minutes', async () => {
    const { page } = await createRequest(app, merchant);
    const fields = c2pFields({ phone_number: aPhone(), otp_token: '' });

    const { post, page: shown } = await submitForm(app, `${page}/c2p_key`, fields);

    expect(post.headers.location).toBe(`${page}#pagar-c2p`);
    expect(successNote(shown.text)).toBe('Te enviamos la clave de pago por SMS. Vence en 5 minutos: escríbela en «Clave OTP» y paga.');
    expect(alerts(shown.text)).toEqual([]);
    expect(fieldTag(shown.text, 'c2p', 'phone_number')).toContain(`value="${fields.phone_number}"`);
    expect(fieldTag(shown.text, 'c2p', 'issuer_payer_id')).toContain(`value="${fields.issuer_payer_id}"`);
    expect(shown.text).toMatch(/<option value="0134" selected>/);
    expect(fieldTag(shown.text, 'c2p', 'otp_token')).not.toContain('value=');
  });

  it('says in Spanish when the bank refuses, and when the limit is reached; the request is unchanged', async () => {
    const { created, page } = await createRequest(app, merchant);

    const refused = await submitForm(app, `${page}/c2p_key`, c2pFields({ issuer_payer_id: SANDBOX_C2P_KEY.refusedPayerId, otp_token: '' }));
    for (let i = 0; i < 3; i++) await submitForm(app, `${page}/c2p_key`, c2pFields({ phone_number: aPhone(), otp_token: '' }));
    const limited = await submitForm(app, `${page}/c2p_key`, c2pFields({ phone_number: aPhone(), otp_token: '' }));

    expect(alerts(refused.page.text)).toEqual([expect.stringContaining('no está afiliado a Pago Móvil')]);
    expect(alerts(limited.page.text)).toEqual([expect.stringMatching(/^Ya pediste varias claves hace poco\. Espera \d+ minutos/)]);
    const read = await app.call(merchant, 'get', `/api/v1/payment_requests/${created.id}`);
    expect(read.body).toEqual(created);
  });

  it('gives the form back with the fields to correct when they do not read, and sends nothing', async () => {
    const { page } = await createRequest(app, merchant);

    const { page: shown } = await submitForm(app, `${page}/c2p_key`, c2pFields({ issuer_payer_id: 'X1', otp_token: '' }));

    expect(alerts(shown.text)).toEqual([expect.stringContaining('Revisa')]);
    expect(fieldTag(shown.text, 'c2p', 'issuer_payer_id')).toContain('aria-invalid="true"');
    expect(successNote(shown.text)).toBeNull();
  });

  it('logs nothing of the payer', async () => {
    const { page } = await createRequest(app, merchant);

    await submitForm(app, `${page}/c2p_key`, c2pFields({ otp_token: '' }));

    expect(payerDataIn(app.logs(), ['V20987654'])).toEqual([]);
  });
});

describe('the hosted page where the payer asks its own bank for the key (Banco Mercantil)', () => {
  let app: TestApp;
  let merchant: TestMerchant;

  beforeAll(async () => {
    const settings = { ...FAKE_CREDENTIALS, baseUrl: 'http://127.0.0.1:9', timeoutMs: 1_000, lookupTimeoutMs: 1_000 };
    app = await startTestApp({ env: mercantilEnv(settings) });
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await app.reset();
    merchant = withLiveKey(await app.merchant('Acme'));
  });

  it('shows the C2P form unchanged: no SMS step', async () => {
    const { page } = await createRequest(app, merchant);

    const shown = await openPage(app, page);

    expect(shown.text).toContain('id="pagar-c2p"');
    expect(shown.text).not.toContain('Recibir la clave por SMS');
    expect(shown.text).not.toContain('/c2p_key');
  });
});
