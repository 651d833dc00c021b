import { CreateRequestThroughLink } from '../../../src/application/payment-links/create-request-through-link';
import { AMOUNT_AMBIGUOUS_ES } from '../../../src/adapters/http/dashboard/typed-amount';
import { LINK_EXPIRY_FIELD, fieldMessageEs } from '../../../src/adapters/http/dashboard/messages-es';
import { C2P_PATH, c2pPayment } from '../checkouts/checkout-support';
import { FixedClock } from '../../support/fakes';
import { TestApp, TestMerchant, paymentRequestBody, startTestApp } from '../../support/test-app';
import { Browser, fieldError, get, post, postConfirmed, signIn } from './dashboard-support';

const LINKS = '/dashboard/payment_links';
const API = '/api/v1/payment_links';
const T0 = '2026-11-22T13:00:00Z';
const LINK_EXPIRY_ES = fieldMessageEs(LINK_EXPIRY_FIELD, 'invalid');

/** What a person reads on the page: no markup, no style, entities decoded. */
function visibleText(page: string): string {
  return page.replace(/<style[\s\S]*?<\/style>/g, ' ').replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

/** The API's English and raw codes that must never reach the merchant's eyes on these pages. */
const ENGLISH = /\b(the|must|is required|not found|active|inactive|expired|payment[ _]link|amount|description|expires_at|validation_error|Create|Deactivate)\b/;

describe('the dashboard\'s payment links page', () => {
  const clock = new FixedClock(T0);
  let app: TestApp;
  let merchant: TestMerchant;
  let browser: Browser;

  beforeAll(async () => {
    app = await startTestApp({ env: { BUSINESS_TIME_ZONE: 'America/Caracas' }, overrides: { clock } });
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    clock.set(T0);
    await app.reset();
    merchant = await app.merchant('Dulces & "Tortas"');
    browser = await signIn(app, merchant.secretKey);
  });

  const readLink = async (id: string) => (await app.call(merchant, 'get', `${API}/${id}`)).body;
  const linkCount = async () => (await app.call(merchant, 'get', API)).body.meta.total_objects as number;
  const form = (fields: Record<string, string>) => ({ csrf_token: browser.csrf, amount: '', description: '', expires_at: '', ...fields });

  async function createThroughPage(fields: Record<string, string>): Promise<string> {
    const res = await post(app, LINKS, form(fields), browser);
    expect(res.status).toBe(303);
    const match = /^\/dashboard\/payment_links\/(plink_[A-Za-z0-9]+)\?done=created$/.exec(res.headers.location);
    expect(match).not.toBeNull();
    return match![1];
  }

  it('is in the nav; creates a link typed as 1.234,50 and goes to its page (post/redirect/get), listed in Spanish', async () => {
    const empty = await get(app, LINKS, browser);
    expect(empty.status).toBe(200);
    expect(empty.text).toContain('<a href="/dashboard/payment_links">Enlaces de pago</a>');
    expect(empty.text).toContain('Todavía no hay enlaces de pago.');

    const id = await createThroughPage({ amount: '1.234,50', description: 'Torta <grande> & "café"' });

    const stored = await readLink(id);
    expect(stored).toMatchObject({ amount: { amount_cents: 123450, currency_iso: 'USD' }, description: 'Torta <grande> & "café"', active: true, expires_at: null });
    const page = await get(app, `${LINKS}/${id}?done=created`, browser);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Enlace creado');
    expect(page.text).toContain('Torta &lt;grande&gt; &amp; &quot;café&quot;');
    expect(page.text).not.toContain('<grande>');
    expect(page.text).toContain('Sin vencimiento');

    const list = await get(app, LINKS, browser);
    const row = list.text.slice(list.text.indexOf('<tbody>'), list.text.indexOf('</tbody>'));
    expect(row).toContain(`<a href="/dashboard/payment_links/${id}">Torta &lt;grande&gt; &amp; &quot;café&quot;</a>`);
    expect(row).toContain('USD 1.234,50');
    expect(row).toContain('>Activo<');
    expect(row).toContain('22 de noviembre de 2026');
    expect(await linkCount()).toBe(1);
  });

  it('pages the list as the API pages it, newest first, and refuses a page number that is not one in Spanish', async () => {
    for (let n = 1; n <= 11; n++) {
      clock.set(new Date(Date.parse(T0) + n * 60_000));
      expect((await app.call(merchant, 'post', API, { amount: n, description: `Producto ${n}` })).status).toBe(201);
    }

    const first = await get(app, LINKS, browser);
    expect(first.text).toContain('11 enlaces · página 1 de 2');
    expect(first.text).toContain('>Producto 11<');
    expect(first.text).not.toContain('>Producto 1<');
    expect(first.text).toContain(`<a rel="next" href="${LINKS}?page=2">`);
    const second = await get(app, `${LINKS}?page=2`, browser);
    expect(second.text).toContain('>Producto 1<');
    expect(second.text).toContain(`<a rel="prev" href="${LINKS}">`);

    const refused = await get(app, `${LINKS}?page=dos`, browser);
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('Esa página de la lista no existe.');
    expect(visibleText(refused.text)).not.toMatch(ENGLISH);
  });

  it('reads the expiry on the business\'s clock, and says when a link has expired', async () => {
    const id = await createThroughPage({ amount: '1234.50', description: 'Bono', expires_at: '2026-11-22T18:30' });

    // 18:30 in Caracas (UTC-4) is 22:30 UTC.
    expect((await readLink(id)).expires_at).toBe(Date.parse('2026-11-22T22:30:00Z') / 1000);
    expect((await get(app, `${LINKS}/${id}`, browser)).text).toMatch(/<dt>Vence<\/dt><dd>22 de noviembre de 2026 a las 6:30\sp\.\sm\.<\/dd>/);

    clock.set('2026-11-22T22:30:00Z');
    const list = await get(app, LINKS, browser);
    expect(list.text).toContain('>Vencido<');
    expect(list.text).not.toContain('>Activo<');
  });

  it('refuses in Spanish beside each field, keeps what was typed, and creates nothing', async () => {
    const res = await post(app, LINKS, form({ amount: '1.234', description: '', expires_at: 'mañana' }), browser);

    expect(res.status).toBe(422);
    expect(res.text).toContain(fieldError('link', 'amount', AMOUNT_AMBIGUOUS_ES));
    expect(res.text).toContain(fieldError('link', 'description', 'Este campo es obligatorio.'));
    expect(res.text).toContain(fieldError('link', 'expires_at', LINK_EXPIRY_ES));
    expect(res.text).toContain('value="1.234"');
    expect(res.text).toContain('value="mañana"');
    expect(res.text).toContain('Revisa los datos marcados; no se cambió nada.');
    expect(visibleText(res.text)).not.toMatch(ENGLISH);

    const tooFar = await post(app, LINKS, form({ amount: '10', description: 'Pan & queso', expires_at: '2028-01-01T00:00' }), browser);
    expect(tooFar.status).toBe(422);
    expect(tooFar.text).toContain(fieldError('link', 'expires_at', LINK_EXPIRY_ES));
    expect(tooFar.text).toContain('value="Pan &amp; queso"');
    expect(tooFar.text).toContain('value="2028-01-01T00:00"');
    expect(visibleText(tooFar.text)).not.toMatch(ENGLISH);
    expect(await linkCount()).toBe(0);
  });

  it('shares the link: its URL to copy, its QR code, and a WhatsApp text naming the merchant, the description and the amount', async () => {
    const id = await createThroughPage({ amount: '1.234,50', description: 'Torta & café' });
    const { url } = await readLink(id);
    expect(url).toMatch(/^https:\/\/pay\.example\.test\/payments_portal\/links\/PL[A-Z0-9]+$/);

    const page = await get(app, `${LINKS}/${id}`, browser);

    expect(page.text).toContain(`<input id="link-url" class="copy-field" type="url" readonly value="${url}"`);
    expect(page.text).toMatch(/<svg role="img" aria-label="Código QR del enlace de pago" class="qr" [^>]*>[\s\S]*<path/);
    const text = `Dulces & "Tortas" te envía un enlace de pago.\nTorta & café: USD 1.234,50\nPaga aquí: ${url}`;
    const href = `https://wa.me/?text=${encodeURIComponent(text)}`;
    expect(page.text).toContain(`<a href="${href.replace(/'/g, '&#39;')}" rel="noopener noreferrer">Compartir por WhatsApp</a>`);
    expect(decodeURIComponent(href.slice('https://wa.me/?text='.length))).toBe(text);
    expect(page.text).toContain('<textarea id="link-text" class="copy-field" rows="4" readonly>' +
      'Dulces &amp; &quot;Tortas&quot; te envía un enlace de pago.\nTorta &amp; café: USD 1.234,50\nPaga aquí: ' + url + '</textarea>');
    expect(visibleText(page.text)).not.toMatch(ENGLISH);
  });

  it('deactivates only after a confirmation page, and activates again', async () => {
    const id = await createThroughPage({ amount: '15', description: 'Clase de yoga' });

    const asked = await post(app, `${LINKS}/${id}/deactivate`, { csrf_token: browser.csrf }, browser);
    expect(asked.status).toBe(200);
    expect(asked.text).toContain('Desactivar el enlace');
    expect(asked.text).toContain('Clase de yoga');
    expect(asked.text).toContain(`<a href="${LINKS}/${id}">Volver</a>`);
    expect(visibleText(asked.text)).not.toMatch(ENGLISH);
    expect((await readLink(id)).active).toBe(true);

    const done = await postConfirmed(app, `${LINKS}/${id}/deactivate`, { csrf_token: browser.csrf }, browser);
    expect(done.status).toBe(303);
    expect(done.headers.location).toBe(`${LINKS}/${id}?done=deactivated`);
    expect((await readLink(id)).active).toBe(false);
    const page = await get(app, done.headers.location, browser);
    expect(page.text).toContain('Enlace desactivado');
    expect(page.text).toContain('>Desactivado<');
    expect(page.text).toContain(`action="${LINKS}/${id}/activate"`);
    expect(page.text).not.toContain(`action="${LINKS}/${id}/deactivate"`);

    const activated = await post(app, `${LINKS}/${id}/activate`, { csrf_token: browser.csrf }, browser);
    expect([activated.status, activated.headers.location]).toEqual([303, `${LINKS}/${id}?done=activated`]);
    expect((await readLink(id)).active).toBe(true);
  });

  it('refuses a post without the session\'s CSRF token, changing nothing', async () => {
    const id = await createThroughPage({ amount: '15', description: 'Clase de yoga' });

    const created = await post(app, LINKS, { ...form({ amount: '10', description: 'Otro' }), csrf_token: 'forged' }, browser);
    const deactivated = await post(app, `${LINKS}/${id}/deactivate`, { csrf_token: 'forged', confirmed: 'yes' }, browser);

    expect([created.status, deactivated.status]).toEqual([403, 403]);
    expect(deactivated.text).toContain('no se cambió nada');
    expect(await linkCount()).toBe(1);
    expect((await readLink(id)).active).toBe(true);
  });

  it('does not show nor change another mode\'s or another merchant\'s link', async () => {
    const liveMerchant = { ...merchant, headers: merchant.liveHeaders };
    const live = (await app.call(liveMerchant, 'post', API, { amount: 5, description: 'Real' })).body;
    const other = await app.merchant('Otra tienda');
    const theirs = (await app.call(other, 'post', API, { amount: 5, description: 'Ajeno' })).body;

    for (const id of [live.id, theirs.id, 'plink_nada']) {
      const page = await get(app, `${LINKS}/${id}`, browser);
      expect(page.status).toBe(404);
      expect(page.text).toContain('No hay un enlace de pago con este identificador en este modo.');
      const confirmed = await post(app, `${LINKS}/${id}/deactivate`, { csrf_token: browser.csrf, confirmed: 'yes' }, browser);
      expect(confirmed.status).toBe(404);
    }
    expect((await app.call(liveMerchant, 'get', `${API}/${live.id}`)).body.active).toBe(true);
    expect((await app.call(other, 'get', `${API}/${theirs.id}`)).body.active).toBe(true);
    expect((await get(app, LINKS, browser)).text).not.toContain(live.id);
  });

  it('counts the requests paid through the link and lists them on the requests page filtered by the link', async () => {
    const id = await createThroughPage({ amount: '12,50', description: 'Torta' });
    const { url } = await readLink(id);
    const through = await app.container.get(CreateRequestThroughLink).execute({
      token: url.split('/').pop(), customer: { dni: 'V12345678', email: 'ana@example.com', firstName: 'Ana', lastName: 'Pérez' },
    });
    if (through.kind !== 'created') throw new Error(`through the link: ${through.kind}`);
    expect((await app.call(merchant, 'post', C2P_PATH, { payment: c2pPayment(through.request.id) })).status).toBe(201);
    const unrelated = (await app.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody())).body;

    const page = await get(app, `${LINKS}/${id}`, browser);
    expect(page.text).toMatch(/<dt>Solicitudes pagadas con este enlace<\/dt>\n<dd>1 · /);
    expect(page.text).toContain(`<a href="/dashboard?payment_link_id=${id}">Ver las solicitudes de este enlace</a>`);

    const list = await get(app, `/dashboard?payment_link_id=${id}`, browser);
    expect(list.status).toBe(200);
    expect(list.text).toContain(through.request.id);
    expect(list.text).not.toContain(unrelated.id);
    expect(list.text).toContain(`<input type="hidden" name="payment_link_id" value="${id}">`);
  });
});
