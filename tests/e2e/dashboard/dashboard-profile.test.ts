import { TestApp, TestMerchant, startTestApp } from '../../support/test-app';
import { Browser, fieldError, get, post, signIn } from './dashboard-support';

const PAGE = '/dashboard/merchant';

describe('the dashboard\'s "Negocio" page', () => {
  let app: TestApp;
  let merchant: TestMerchant;
  let browser: Browser;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await app.reset();
    merchant = await app.merchant('Acme');
    browser = await signIn(app, merchant.secretKey);
  });

  const profile = async () => (await app.call(merchant, 'get', '/api/v1/merchant')).body;
  const FORM = {
    name: ' Panadería <Ávila> ', legal_id: 'j123456784', support_email: 'ayuda@panaderia.example', support_phone: '0414 123 4567',
    brand_color: '#1a7f5a',
  };

  it('shows the profile in a form with Spanish labels, and is in the navigation', async () => {
    const page = await get(app, PAGE, browser);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<a href="/dashboard/merchant">Negocio</a>');
    expect(page.text).toContain('<h1 id="profile-title">Negocio</h1>');
    for (const label of ['Nombre del negocio', 'RIF', 'Correo de atención al cliente', 'Teléfono de atención al cliente', 'Color de la marca']) {
      expect(page.text).toContain(`>${label}<`);
    }
    expect(page.text).toMatch(/<input id="profile-name" name="name"[^>]* value="Acme"/);
  });

  it('saves what was typed by the profile\'s rules, then shows it (post/redirect/get), the colour previewed under the nonce', async () => {
    const saved = await post(app, PAGE, { ...FORM, csrf_token: browser.csrf }, browser);
    expect(saved.status).toBe(303);
    expect(saved.headers.location).toBe('/dashboard/merchant?done=saved');
    expect(await profile()).toEqual(expect.objectContaining({
      name: 'Panadería <Ávila>', legal_id: 'J-12345678-4', support_email: 'ayuda@panaderia.example', support_phone: '04141234567',
      brand_color: '#1A7F5A',
    }));

    const page = await get(app, saved.headers.location, browser);
    expect(page.text).toContain('Datos del negocio guardados.');
    expect(page.text).toContain('value="Panadería &lt;Ávila&gt;"');
    expect(page.text).not.toContain('<Ávila>');
    expect(page.text).toContain('value="J-12345678-4"');
    expect(page.text).toMatch(/<style nonce="[^"]+">[^<]*\.brand-swatch\{[^}]*background:#1A7F5A\}/);
    expect(page.text).not.toMatch(/ style="/);
  });

  it('clears an optional field left empty', async () => {
    await post(app, PAGE, { ...FORM, csrf_token: browser.csrf }, browser);
    await post(app, PAGE, { ...FORM, support_email: '', brand_color: '  ', csrf_token: browser.csrf }, browser);
    expect(await profile()).toEqual(expect.objectContaining({ support_email: null, brand_color: null, support_phone: '04141234567' }));
  });

  it('refuses bad values with Spanish messages beside their fields, keeps what was typed, and changes nothing', async () => {
    const before = await profile();
    const refused = await post(app, PAGE, {
      name: '   ', legal_id: 'J-12345678-9', support_email: 'ayuda@', support_phone: '12345', brand_color: 'verde', csrf_token: browser.csrf,
    }, browser);

    expect(refused.status).toBe(422);
    expect(refused.text).toContain('Revisa los campos marcados: no se guardó nada.');
    expect(refused.text).toContain(fieldError('profile', 'name', 'Escribe el nombre del negocio.'));
    expect(refused.text).toMatch(/id="profile-legal_id-error">Ese RIF no es válido/);
    expect(refused.text).toMatch(/id="profile-support_email-error">Escribe un correo válido/);
    expect(refused.text).toMatch(/id="profile-support_phone-error">Escribe un teléfono de Venezuela/);
    expect(refused.text).toMatch(/id="profile-brand_color-error">Escribe el color como #/);
    for (const typed of ['J-12345678-9', 'ayuda@', '12345', 'verde']) expect(refused.text).toContain(`value="${typed}"`);
    const shown = refused.text.replace(/<style[^>]*>[^<]*<\/style>/, '').replace(/<[^>]*>/g, '');
    expect(shown).not.toMatch(/invalid|required|must be/);
    expect(await profile()).toEqual(before);
  });

  it('refuses a post without this session\'s CSRF token or from another site, changing nothing', async () => {
    const before = await profile();
    expect((await post(app, PAGE, FORM, browser)).status).toBe(403);
    expect((await post(app, PAGE, { ...FORM, csrf_token: 'A'.repeat(43) }, browser)).status).toBe(403);
    expect((await post(app, PAGE, { ...FORM, csrf_token: browser.csrf }, browser, { Origin: 'https://evil.example' })).status).toBe(403);
    expect(await profile()).toEqual(before);
    expect((await get(app, PAGE)).status).toBe(303);
  });

  it('is the same profile from a live session', async () => {
    const live = await signIn(app, merchant.liveSecretKey);
    expect((await post(app, PAGE, { name: 'Acme Real', csrf_token: live.csrf }, live)).status).toBe(303);
    expect((await profile()).name).toBe('Acme Real');
  });
});
