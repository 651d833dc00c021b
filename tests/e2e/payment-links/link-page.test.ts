import { Response } from 'supertest';
import { FixedClock } from '../../support/fakes';
import { TestApp, TestMerchant, withTestApp } from '../../support/test-app';
import { alerts, expectHostedPageSecurityHeaders, fieldError, fieldTag } from '../hosted-page/hosted-page-support';
import { PAYMENT_REQUESTS } from '../payment-requests/helpers';

const LINKS = '/api/v1/payment_links';
const T0 = '2026-11-22T13:00:00Z';
const pathOf = (url: string) => new URL(url).pathname;

describe('the payment link page', () => {
  const clock = new FixedClock(T0);
  let t: TestApp;
  let acme: TestMerchant;

  withTestApp((started, merchant) => ((t = started), (acme = merchant)), { overrides: { clock } });
  beforeEach(() => clock.set(T0));

  async function createLink(body: Record<string, unknown> = {}): Promise<{ id: string; path: string }> {
    const res = await t.call(acme, 'post', LINKS, { amount: 10, description: 'Torta de chocolate', ...body });
    if (res.status !== 201) throw new Error(`create answered ${res.status}: ${JSON.stringify(res.body)}`);
    return { id: res.body.id, path: pathOf(res.body.url) };
  }

  /** Makes `dni` a customer of Acme in test mode, through a request the merchant creates. */
  async function registerCustomer(dni: string): Promise<void> {
    const res = await t.call(acme, 'post', PAYMENT_REQUESTS, {
      amount: 1, description: 'Primera compra', customer: { dni, email: 'ana@example.com', first_name: 'Ana', last_name: 'Pérez' },
    });
    expect(res.status).toBe(201);
  }

  const requestsThrough = async (linkId: string) =>
    (await t.call(acme, 'get', `${PAYMENT_REQUESTS}?payment_link_id=${linkId}`)).body.data as Record<string, any>[];

  function expectNoScript(res: Response): void {
    expectHostedPageSecurityHeaders(res);
    expect(res.text).not.toMatch(/<script/i);
  }

  it('shows the merchant, the escaped description, the price in USD and in VES at today\'s rate, and asks the dni', async () => {
    const link = await createLink({ description: '<script>alert(1)</script> & "café"' });

    const res = await t.browse('get', link.path);
    expect(res.status).toBe(200);
    expectNoScript(res);
    expect(res.text).toContain('Pagar a <strong>Acme</strong>');
    expect(res.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;café&quot;');
    expect(res.text).toContain('USD 10,00');
    expect(res.text).toContain('Bs. 365,00');
    expect(fieldTag(res.text, 'link', 'dni')).toContain('name="dni"');
    expect(res.text).not.toContain('name="email"');
  });

  it('wears the merchant\'s brand colour and support contact, as the hosted page does', async () => {
    const profile = await t.call(acme, 'patch', '/api/v1/merchant', { brand_color: '#0A7D3B', support_phone: '0212-555-1234' });
    expect(profile.status).toBe(200);
    const link = await createLink();

    const res = await t.browse('get', link.path);
    expect(res.status).toBe(200);
    expectNoScript(res);
    const styles = [...res.text.matchAll(/<style nonce="[^"]+">([^<]*)<\/style>/g)].map(([, css]) => css);
    expect(styles).toHaveLength(1);
    expect(styles[0]).toContain('--brand:#0a7d3b');
    expect(res.text).toContain('<a href="tel:02125551234">');
  });

  it('creates the request at once for a dni the merchant knows, and continues on its hosted page', async () => {
    await registerCustomer('V12345678');
    const link = await createLink();

    const res = await t.browse('post', link.path, { dni: 'V-12345678' });
    expect(res.status).toBe(303);
    const [created] = await requestsThrough(link.id);
    expect(res.headers.location).toBe(created.payment_url);
    expect(created).toMatchObject({
      payment_link_id: link.id, description: 'Torta de chocolate', livemode: false,
      main_amount: { amount: 10, currency_iso: 'USD' }, customer: { dni: 'V12345678', email: 'ana@example.com' },
    });
    const events = await t.call(acme, 'get', '/api/v1/events?type=payment_request.created');
    const event = events.body.data.find((e: { data: { object: { id: string } } }) => e.data.object.id === created.id);
    expect(event.data.object.payment_link_id).toBe(link.id);
    expect((await t.browse('get', pathOf(created.payment_url))).status).toBe(200);
  });

  it('asks e-mail and names for a new dni, keeping what was typed, then creates the request', async () => {
    const link = await createLink();

    const first = await t.browse('post', link.path, { dni: 'E87654321' });
    expect(first.status).toBe(200);
    expect(alerts(first.text)[0]).toContain('completa tu correo, nombre y apellido');
    expect(fieldTag(first.text, 'link', 'dni')).toContain('value="E87654321"');
    expect(fieldTag(first.text, 'link', 'email')).toContain('name="email"');
    expect(await requestsThrough(link.id)).toEqual([]);

    const refused = await t.browse('post', link.path, { dni: 'E87654321', email: 'no-es-correo', first_name: '<b>José</b>', last_name: '' });
    expect(refused.status).toBe(422);
    expect(alerts(refused.text)).toEqual(['Revisa los datos marcados.']);
    expect(fieldError(refused.text, 'link', 'email')).toMatch(/correo electrónico válido/);
    expect(fieldError(refused.text, 'link', 'last_name')).toMatch(/apellido/);
    expect(fieldTag(refused.text, 'link', 'email')).toContain('value="no-es-correo"');
    expect(fieldTag(refused.text, 'link', 'first_name')).toContain('value="&lt;b&gt;José&lt;/b&gt;"');
    expect(await requestsThrough(link.id)).toEqual([]);

    const done = await t.browse('post', link.path, { dni: 'E87654321', email: 'jose@example.com', first_name: 'José', last_name: 'Gómez' });
    expect(done.status).toBe(303);
    const [created] = await requestsThrough(link.id);
    expect([done.headers.location, created.customer.dni]).toEqual([created.payment_url, 'E87654321']);
  });

  it('refuses an invalid dni in Spanish, keeping it (escaped) and creating nothing', async () => {
    const link = await createLink();

    const res = await t.browse('post', link.path, { dni: '"><i>x' });
    expect(res.status).toBe(422);
    expectNoScript(res);
    expect(fieldError(res.text, 'link', 'dni')).toMatch(/Escribe tu cédula/);
    expect(fieldTag(res.text, 'link', 'dni')).toContain('value="&quot;&gt;&lt;i&gt;x"');
    expect(await requestsThrough(link.id)).toEqual([]);
  });

  it('says an inactive or expired link is no longer available (410) and creates nothing', async () => {
    await registerCustomer('V12345678');
    const inactive = await createLink();
    await t.call(acme, 'patch', `${LINKS}/${inactive.id}`, { active: false });
    const expiring = await createLink({ expires_at: Date.parse(T0) / 1000 + 120 });
    clock.set('2026-11-22T13:02:00Z');

    for (const [link, words] of [[inactive, 'desactivó'], [expiring, 'venció']] as const) {
      const shown = await t.browse('get', link.path);
      const posted = await t.browse('post', link.path, { dni: 'V12345678' });
      expect([shown.status, posted.status]).toEqual([410, 410]);
      expect(shown.text).toContain(words);
      expectNoScript(posted);
      expect(await requestsThrough(link.id)).toEqual([]);
    }
  });

  it('answers an unknown token, or a payment request\'s, with a Spanish 404 page', async () => {
    const request = await t.call(acme, 'post', PAYMENT_REQUESTS, {
      amount: 1, description: 'x', customer: { dni: 'V7654321', email: 'a@example.com', first_name: 'A', last_name: 'B' },
    });
    expect(request.body.token).toMatch(/^PR/);
    for (const token of ['PLNOSUCHLINK', request.body.token, 'x']) {
      const res = await t.browse('get', `/payments_portal/links/${token}`);
      expect(res.status).toBe(404);
      expect(res.text).toContain('Enlace de pago no encontrado');
    }
  });

  it('creates at most 10 requests a minute from one address through one link, then refuses keeping the dni', async () => {
    await registerCustomer('V12345678');
    const link = await createLink();

    for (let i = 0; i < 10; i++) expect((await t.browse('post', link.path, { dni: 'V12345678' })).status).toBe(303);
    const refused = await t.browse('post', link.path, { dni: 'V12345678' });
    expect(refused.status).toBe(429);
    expect(alerts(refused.text)[0]).toContain('demasiadas solicitudes');
    expect(fieldTag(refused.text, 'link', 'dni')).toContain('value="V12345678"');
    expect(await requestsThrough(link.id)).toHaveLength(10);
    // A post that creates nothing is not counted: another link from the same address is not limited either.
    expect((await t.browse('post', (await createLink()).path, { dni: 'V12345678' })).status).toBe(303);
  });
});
