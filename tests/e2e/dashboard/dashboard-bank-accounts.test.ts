import { load } from 'cheerio';
import { Response } from 'supertest';
import { FAKE_BNC_CREDENTIALS } from '../../support/bnc-fake';
import { FAKE_CREDENTIALS } from '../../support/mercantil-fake';
import { withLiveKey } from '../../support/modes';
import { reveals } from '../../support/secret-scan';
import { TestApp, TestMerchant } from '../../support/test-app';
import {
  BANK_ACCOUNTS, TEST_CREDENTIALS_KEY, WRONG_SECRET, bncCredentials, mercantilCredentials, startBankAccountsApp,
} from '../bank-accounts/bank-accounts-support';
import { Browser, apiFieldReasons, get, post, postConfirmed, signIn, spanishFieldError } from './dashboard-support';

const PAGE = '/dashboard/bank_accounts';
/** Every value the dashboard must never write into a page: the secrets (secret and master keys, GUIDs) and the sealing key. */
const SECRETS = [
  FAKE_CREDENTIALS.secretKey, WRONG_SECRET, FAKE_BNC_CREDENTIALS.clientGuid, FAKE_BNC_CREDENTIALS.masterKey, TEST_CREDENTIALS_KEY,
];

/** The connect form's fields for these credentials and methods, as a browser posts them. */
function connectForm(csrf: string, methods: string[], credentials: Record<string, unknown>, bank = 'mercantil'): Record<string, string> {
  const fields = Object.entries(credentials).map(([field, value]) => [`credentials.${field}`, String(value)]);
  return { csrf_token: csrf, bank, ...Object.fromEntries(methods.map((name) => [`method_${name}`, 'on'])), ...Object.fromEntries(fields) };
}

describe('the dashboard\'s bank accounts page', () => {
  let app: TestApp;
  /** Acme with its live key; `testKey` is Acme's test key. */
  let merchant: TestMerchant;
  let testKey: string;
  /** Every page the tests of this file received, for the last test's scan. */
  const pages: string[] = [];

  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await startBankAccountsApp());
  });
  afterAll(() => close());
  beforeEach(async () => {
    await app.reset();
    const acme = await app.merchant('Acme');
    [merchant, testKey] = [withLiveKey(acme), acme.secretKey];
  });

  const seen = (res: Response): Response => {
    pages.push(res.text);
    return res;
  };
  const page = async (browser: Browser) => seen(await get(app, PAGE, browser));
  const send = async (path: string, form: Record<string, string>, browser: Browser) => seen(await post(app, path, form, browser));
  const listed = async () => (await app.call(merchant, 'get', BANK_ACCOUNTS)).body.data as Record<string, unknown>[];
  /** Posts the connect form and follows the redirect: the notice and the page. */
  const connect = async (browser: Browser, methods: string[], credentials = mercantilCredentials()) => {
    const res = await send(PAGE, connectForm(browser.csrf, methods, credentials), browser);
    expect(res.status).toBe(303);
    return { location: res.headers.location as string, after: await seen(await get(app, res.headers.location, browser)) };
  };

  it('is in the navigation and offers, per bank, its methods and one input per credential, secrets as password inputs', async () => {
    const res = await page(await signIn(app, merchant.liveSecretKey));

    expect(res.status).toBe(200);
    expect(res.text).toContain(`<a href="${PAGE}">Cuentas bancarias</a>`);
    expect(res.text).toContain('Todavía no hay cuentas bancarias conectadas');
    const $ = load(res.text);
    const formOf = (bank: string) => $(`form[action="${PAGE}"]:has(input[name="bank"][value="${bank}"])`);
    const boxes = (bank: string) => formOf(bank).find('input[type="checkbox"]').map((_i, el) => $(el).attr('name')).get();
    const inputs = (bank: string) =>
      formOf(bank).find('input[name^="credentials."]').map((_i, el) => `${$(el).attr('name')}:${$(el).attr('type')}`).get();
    expect(boxes('mercantil')).toEqual(['method_c2p', 'method_card', 'method_p2p']);
    expect(boxes('bnc')).toEqual(['method_c2p', 'method_p2p']);
    expect(inputs('mercantil')).toEqual([
      'credentials.client_id:text', 'credentials.secret_key:password', 'credentials.integrator_id:text', 'credentials.merchant_id:text',
      'credentials.terminal_id:text', 'credentials.merchant_phone:text', 'credentials.merchant_id_document:text',
    ]);
    expect(inputs('bnc')).toEqual([
      'credentials.client_guid:password', 'credentials.master_key:password', 'credentials.terminal:text',
      'credentials.account_number:text',
      'credentials.merchant_phone:text', 'credentials.merchant_id_document:text',
    ]);
    expect(formOf('mercantil').find('input[name="csrf_token"]').length).toBe(1);
  });

  it('connects an account with the bank\'s credentials and lists it as the API does: verified, credentials only as hints', async () => {
    const browser = await signIn(app, merchant.liveSecretKey);

    const { location, after } = await connect(browser, ['c2p', 'p2p']);

    expect(location).toBe(`${PAGE}?done=connected`);
    expect(after.text).toMatch(/role="status">Cuenta conectada y verificada/);
    const [account] = await listed();
    expect([account.status, account.methods]).toEqual(['verified', ['c2p', 'p2p']]);
    const $ = load(after.text);
    const row = $(`tr#${account.id as string}`);
    expect(row.find('[data-label="Banco"]').text()).toContain('Banco Mercantil');
    expect(row.find('[data-label="Métodos"]').text()).toBe('Pago Móvil C2P, Pago Móvil reportado (P2P)');
    expect(row.find('[data-label="Estado"]').text()).toBe('Verificada');
    expect(row.find('[data-label="Cuenta receptora"]').text()).toContain('Pago Móvil 04142591177');
    expect(row.find('[data-label="Credenciales"]').text()).toContain('Clave secreta …AA30');
    expect(Math.floor(Date.parse(row.find('[data-label="Verificada"] time').attr('datetime')!) / 1000)).toBe(account.verified_at);
    expect(row.find('button').map((_i, el) => $(el).text()).get()).toEqual(['Verificar de nuevo', 'Desactivar']);
  });

  it('shows a refused field beside its input with a Spanish message, the secret input empty, and stores nothing', async () => {
    const browser = await signIn(app, merchant.liveSecretKey);
    const credentials = mercantilCredentials({ merchant_phone: '02125550199' });
    const messages = await apiFieldReasons(app, merchant, BANK_ACCOUNTS, { bank: 'mercantil', methods: ['c2p'], credentials });

    const res = await send(PAGE, connectForm(browser.csrf, ['c2p'], credentials), browser);

    expect(res.status).toBe(422);
    expect(res.text).toContain(spanishFieldError('connect-mercantil', 'credentials.merchant_phone', 'credentials.merchant_phone', messages['credentials.merchant_phone']));
    const $ = load(res.text);
    expect($('#connect-mercantil-credentials\\.merchant_phone').attr('aria-invalid')).toBe('true');
    expect($('#connect-mercantil-credentials\\.merchant_phone').attr('value')).toBe('02125550199');
    expect($('#connect-mercantil-credentials\\.client_id').attr('value')).toBe(FAKE_CREDENTIALS.clientId);
    expect($('#connect-mercantil-credentials\\.secret_key').attr('value')).toBeUndefined();
    expect($('#connect-mercantil-method_c2p').attr('checked')).toBeDefined();
    expect(reveals(res.text, FAKE_CREDENTIALS.secretKey)).toBe(false);

    const bncForm = connectForm(browser.csrf, ['c2p'], { ...bncCredentials(), merchant_phone: '' }, 'bnc');
    const bncRefused = load((await send(PAGE, bncForm, browser)).text);
    expect(bncRefused('#connect-bnc-credentials\\.merchant_phone-error').text()).toBe('Este campo es obligatorio.');
    const bncSecrets = ['client_guid', 'master_key'].map((field) => bncRefused(`#connect-bnc-credentials\\.${field}`));
    expect(bncSecrets.map((input) => [input.attr('type'), input.attr('value')]))
      .toEqual([['password', undefined], ['password', undefined]]);

    const noMethod = await send(PAGE, connectForm(browser.csrf, [], mercantilCredentials()), browser);
    const withoutMethods = { bank: 'mercantil', methods: [], credentials };
    const [methodsMessage] = Object.values(await apiFieldReasons(app, merchant, BANK_ACCOUNTS, withoutMethods));
    expect(noMethod.status).toBe(422);
    expect(noMethod.text).toContain(spanishFieldError('connect-mercantil', 'methods', 'methods', methodsMessage));
    expect(await listed()).toEqual([]);
  });

  it('says in Spanish why the bank refused an account, verifies it again, and disables an account for good once confirmed', async () => {
    const browser = await signIn(app, merchant.liveSecretKey);
    const refused = await connect(browser, ['c2p'], mercantilCredentials({ secret_key: WRONG_SECRET }));
    const [failed] = await listed();
    expect([refused.location, failed.status, failed.failure_code])
      .toEqual([`${PAGE}?done=connected_unverified`, 'failed', 'bank_credentials_refused']);
    const status = load(refused.after.text)(`tr#${failed.id as string} [data-label="Estado"]`);
    expect(status.find('.status').text()).toBe('Sin verificar');
    expect(status.find('.hint').text()).toMatch(/^El banco rechazó las credenciales/);

    const again = await send(`${PAGE}/${failed.id as string}/verify`, { csrf_token: browser.csrf }, browser);
    expect([again.status, again.headers.location]).toEqual([303, `${PAGE}?done=verify_failed`]);

    const { location } = await connect(browser, ['c2p']);
    expect(location).toBe(`${PAGE}?done=connected`);
    const verified = (await listed())[1];
    const verify = await send(`${PAGE}/${verified.id as string}/verify`, { csrf_token: browser.csrf }, browser);
    expect([verify.status, verify.headers.location]).toEqual([303, `${PAGE}?done=verified`]);
    expect((await page(browser)).text).not.toContain('class="alert success"');
    expect((await seen(await get(app, verify.headers.location, browser))).text).toMatch(/role="status">Cuenta verificada\./);

    const asked = await send(`${PAGE}/${verified.id as string}/disable`, { csrf_token: browser.csrf }, browser);
    expect(asked.text).toContain(`Se desactivará la cuenta ${verified.id as string} de Banco Mercantil (Pago Móvil C2P).`);
    expect((await listed())[1].status).toBe('verified');
    const disable = await postConfirmed(app, `${PAGE}/${verified.id as string}/disable`, { csrf_token: browser.csrf }, browser);
    expect([disable.status, disable.headers.location]).toEqual([303, `${PAGE}?done=disabled`]);
    expect((await listed())[1].status).toBe('disabled');
    const row = load((await page(browser)).text)(`tr#${verified.id as string}`);
    expect([row.find('[data-label="Estado"]').text(), row.find('button').length]).toEqual(['Desactivada', 0]);

    const refusedAgain = await send(`${PAGE}/${verified.id as string}/verify`, { csrf_token: browser.csrf }, browser);
    expect(refusedAgain.status).toBe(422);
    expect(refusedAgain.text).toContain('La cuenta está desactivada y no se puede cambiar ni verificar; conecta otra.');
  });

  it('refuses a form without the session\'s CSRF token, and changes nothing', async () => {
    const browser = await signIn(app, merchant.liveSecretKey);
    const res = await send(PAGE, { ...connectForm(browser.csrf, ['c2p'], mercantilCredentials()), csrf_token: 'x'.repeat(43) }, browser);

    expect(res.status).toBe(403);
    expect(await listed()).toEqual([]);
  });

  it('tells a test session that bank accounts are live mode\'s, with no form, and connects nothing from it', async () => {
    const browser = await signIn(app, testKey);
    const res = await page(browser);

    expect(res.status).toBe(200);
    expect(res.text).toContain('Las cuentas bancarias son del Modo real');
    expect(load(res.text)(`form[action^="${PAGE}"]`).length).toBe(0);
    const refused = await send(PAGE, connectForm(browser.csrf, ['c2p'], mercantilCredentials()), browser);
    expect(refused.status).toBe(403);
    expect(refused.text).toContain('Las cuentas bancarias son del modo real: entra con una clave sk_live_…; no se cambió nada.');
  });

  it('never writes a secret credential into a page', () => {
    expect(pages.length).toBeGreaterThan(10);
    expect(SECRETS.filter((secret) => pages.some((text) => reveals(text, secret)))).toEqual([]);
  });
});
