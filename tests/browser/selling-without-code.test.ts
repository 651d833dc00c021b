import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { ERROR_CODES } from '../../src/adapters/http/kit/error-codes';
import { caracasExpiry } from '../e2e/checkouts/checkout-support';
import { launchChromiumBrowser } from '../support/launch-chromium';
import { TestApp, TestMerchant, paymentRequestBody } from '../support/test-app';
import { BrowserApp, cspViolationsOf, startBrowserApp } from './browser-support';

/** As in dashboard.test.ts: `UPDATE_SCREENSHOTS=1` writes the screenshots to docs/screenshots/, otherwise to a temporary directory. */
const UPDATE_SCREENSHOTS = process.env.UPDATE_SCREENSHOTS === '1';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const BUSINESS = 'Panadería La Esquina';
const BRAND = { typed: '#0A7D3B', rgb: 'rgb(10, 125, 59)' };
/** The API's English that no page may show: every error code's title and description. */
const API_ENGLISH = Object.values(ERROR_CODES).flatMap(({ title, description }) => [title, description]);

/**
 * A merchant who writes no code: names its business, creates one reusable payment link, shares it,
 * two customers pay it from their own browsers (one new to the merchant, one known), and the
 * merchant finds both paid through the link, refunds one after confirming, and reads the day's totals.
 * The whole flow at a phone's width and at a desktop's; each width takes its own screenshots.
 */
describe.each([
  { device: 'phone', viewport: PHONE },
  { device: 'desktop', viewport: DESKTOP },
])('selling with a payment link, no code, in a real browser on a $device', ({ device, viewport }) => {
  let running: BrowserApp;
  let app: TestApp;
  let origin: string;
  let merchant: TestMerchant;
  let customers: Browser;
  let screenshotDir: string;
  const pages: { page: Page; violations: string[] }[] = [];

  beforeAll(async () => {
    running = await startBrowserApp({ viewport });
    ({ app, origin } = running);
    customers = await launchChromiumBrowser();
    merchant = await app.merchant('Acme');
    screenshotDir = UPDATE_SCREENSHOTS ? join(__dirname, '../../docs/screenshots') : mkdtempSync(join(tmpdir(), 'selling-screenshots-'));
    mkdirSync(screenshotDir, { recursive: true });
  });

  afterAll(async () => {
    await customers?.close();
    await running?.close();
    if (screenshotDir && !UPDATE_SCREENSHOTS) rmSync(screenshotDir, { recursive: true, force: true });
  });

  const dashboard = (path = '') => `${origin}/dashboard${path}`;
  const text = async (locator: Locator): Promise<string> => ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();
  const definition = (page: Page, term: string) => page.locator('dl dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
  const cells = async (row: Locator): Promise<Record<string, string>> =>
    Object.fromEntries(await row.locator('td').evaluateAll((tds) => tds.map((td) => [td.getAttribute('data-label'), (td as HTMLElement).innerText.replace(/\s+/g, ' ').trim()])));

  /** Phone screenshots of the customer's pages, full page; desktop ones of the dashboard, the viewport only unless asked. */
  async function screenshot(page: Page, name: string, on: 'phone' | 'desktop', fullPage = on === 'phone'): Promise<void> {
    if (device === on) await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage });
  }

  /** A tab of `context`, its CSP violations watched. */
  async function open(context: BrowserContext): Promise<Page> {
    const page = await context.newPage();
    await page.setViewportSize(viewport);
    pages.push({ page, violations: cspViolationsOf(page) });
    return page;
  }

  /** What the page says is Spanish: none of the API's English, and it fits the screen's width. */
  async function expectSpanishAndFitting(page: Page): Promise<void> {
    const shown = await page.locator('body').innerText();
    expect(API_ENGLISH.filter((sentence) => shown.includes(sentence))).toEqual([]);
    await expect(page.evaluate<number>('document.scrollingElement.scrollWidth')).resolves.toBeLessThanOrEqual(viewport.width);
  }

  async function go(page: Page, link: string, url: string | RegExp): Promise<void> {
    await Promise.all([page.waitForURL(url), page.getByRole('link', { name: link, exact: true }).first().click()]);
    await expectSpanishAndFitting(page);
  }

  /** A customer opens the link in their own browser, gives their cédula (and, when new, their details) and lands on their request's page. */
  async function customerOpensLink(linkUrl: string, dni: string, details?: { email: string; first: string; last: string }): Promise<Page> {
    const page = await open(await customers.newContext({ viewport, locale: 'es-VE' }));
    await page.goto(linkUrl);
    await expect(text(page.locator('.merchant'))).resolves.toBe(`Pagar a ${BUSINESS}`);
    await expect(text(page.locator('.amount'))).resolves.toBe('USD 27,50');
    await expect(page.evaluate(`getComputedStyle(document.querySelector('form button')).backgroundColor`)).resolves.toBe(BRAND.rgb);
    await expectSpanishAndFitting(page);
    if (details) await screenshot(page, 'link-page-phone', 'phone');
    await page.getByLabel('Cédula o RIF').fill(dni);
    const leavesTheLink = (url: URL) => !url.pathname.includes('/links/');
    if (details) {
      await page.getByRole('button', { name: 'Continuar al pago' }).click();
      await page.getByLabel('Correo electrónico').waitFor();
      await expect(page.getByRole('alert').textContent()).resolves.toContain('Es la primera vez que pagas a este comercio');
      await expect(page.getByLabel('Cédula o RIF').inputValue()).resolves.toBe(dni);
      await page.getByLabel('Correo electrónico').fill(details.email);
      await page.getByLabel('Nombre', { exact: true }).fill(details.first);
      await page.getByLabel('Apellido', { exact: true }).fill(details.last);
      await expectSpanishAndFitting(page);
      await screenshot(page, 'link-page-details-phone', 'phone');
    }
    await Promise.all([page.waitForURL(leavesTheLink), page.getByRole('button', { name: 'Continuar al pago' }).click()]);
    // The request's own hosted page, in the merchant's name and colour.
    await expect(text(page.locator('.merchant'))).resolves.toBe(`Pagar a ${BUSINESS}`);
    await expect(text(page.locator('h1'))).resolves.toBe('Pan de jamón');
    await expect(text(page.locator('.amount'))).resolves.toBe('Bs. 1.003,75');
    await expect(page.locator('.support').textContent()).resolves.toContain('1234567');
    await expect(page.evaluate(`getComputedStyle(document.querySelector('#pagar-tarjeta button')).backgroundColor`)).resolves.toBe(BRAND.rgb);
    await expectSpanishAndFitting(page);
    return page;
  }

  it('names the business, creates and shares a link, two customers pay it, one is refunded; the summary adds it up', async () => {
    // A customer the merchant already knows, registered through the API.
    const known = await app.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody({
      description: 'Pedido anterior', customer: { dni: 'V11222333', email: 'ana@example.com', first_name: 'Ana', last_name: 'Pérez' },
    }));
    expect(known.status).toBe(201);

    // The merchant signs in, lands on the summary, and names its business.
    const desk = await open(running.browser);
    await desk.goto(dashboard());
    await desk.getByLabel('Clave secreta').fill(merchant.secretKey);
    await Promise.all([desk.waitForURL(dashboard('/summary')), desk.getByRole('button', { name: 'Entrar' }).click()]);
    await expectSpanishAndFitting(desk);
    await go(desk, 'Negocio', dashboard('/merchant'));
    await desk.getByLabel('Nombre del negocio').fill(BUSINESS);
    await desk.getByLabel('Teléfono de atención al cliente').fill('0414-1234567');
    await desk.getByLabel('Color de la marca').fill(BRAND.typed);
    await Promise.all([desk.waitForURL(dashboard('/merchant?done=saved')), desk.getByRole('button', { name: 'Guardar' }).click()]);
    await expect(text(desk.locator('.top .merchant'))).resolves.toBe(BUSINESS);
    await expect(desk.getByLabel('Nombre del negocio').inputValue()).resolves.toBe(BUSINESS);
    await expect(desk.evaluate(`getComputedStyle(document.querySelector('.brand-swatch')).backgroundColor`)).resolves.toBe(BRAND.rgb);
    await expectSpanishAndFitting(desk);
    await screenshot(desk, 'dashboard-merchant', 'desktop', true);

    // A reusable link, created on "Enlaces de pago", then shared from its page.
    await go(desk, 'Enlaces de pago', dashboard('/payment_links'));
    await desk.getByLabel('Monto en USD').fill('27,50');
    await desk.getByLabel('Descripción').fill('Pan de jamón');
    await Promise.all([
      desk.waitForURL(/\/dashboard\/payment_links\/plink_[A-Za-z0-9]+\?done=created$/), desk.getByRole('button', { name: 'Crear enlace' }).click(),
    ]);
    const linkId = /\/(plink_[A-Za-z0-9]+)\?/.exec(desk.url())![1];
    await expect(desk.locator('.alert.success').textContent()).resolves.toContain('Enlace creado');
    await expect(text(definition(desk, 'Monto'))).resolves.toBe('USD 27,50');
    await expect(text(definition(desk, 'Estado'))).resolves.toBe('Activo');
    const linkUrl = await desk.locator('#link-url').inputValue();
    expect(linkUrl).toMatch(new RegExp(`^${origin}/payments_portal/links/[A-Za-z0-9_-]+$`));
    const whatsApp = await desk.getByRole('link', { name: 'Compartir por WhatsApp' }).getAttribute('href');
    expect(decodeURIComponent(whatsApp!.replace('https://wa.me/?text=', ''))).toBe(
      `${BUSINESS} te envía un enlace de pago.\nPan de jamón: USD 27,50\nPaga aquí: ${linkUrl}`,
    );
    await expect(desk.getByRole('img', { name: 'Código QR del enlace de pago' }).isVisible()).resolves.toBe(true);
    await expectSpanishAndFitting(desk);
    await screenshot(desk, 'dashboard-payment-link', 'desktop', true);
    await go(desk, 'Volver a los enlaces de pago', dashboard('/payment_links'));
    await expect(cells(desk.locator('tbody tr').first())).resolves.toMatchObject({ Descripción: 'Pan de jamón', Monto: 'USD 27,50', Estado: 'Activo' });
    await screenshot(desk, 'dashboard-payment-links', 'desktop');

    // Two customers pay it, each from their own browser: one new to the merchant (by Pago Móvil), one known (by card).
    const rosa = await customerOpensLink(linkUrl, 'V20987654', { email: 'rosa@example.com', first: 'Rosa', last: 'Díaz' });
    await screenshot(rosa, 'hosted-page-brand-phone', 'phone');
    const c2p = rosa.getByRole('region', { name: 'Pago Móvil (C2P)' });
    await c2p.getByLabel('Teléfono').fill('0414 765 4321');
    await c2p.getByLabel('Cédula o RIF').fill('V20987654');
    await c2p.getByLabel('Banco', { exact: true }).selectOption('0134');
    await c2p.getByLabel('Clave OTP').fill('123456');
    await c2p.getByRole('button', { name: /con Pago Móvil/ }).click();
    await rosa.getByRole('heading', { name: '¡Pago recibido!' }).waitFor();
    await expectSpanishAndFitting(rosa);

    const ana = await customerOpensLink(linkUrl, 'V11222333');
    const card = ana.getByRole('region', { name: 'Tarjeta' });
    await card.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
    await card.getByLabel('Cédula del titular').fill('V11222333');
    await card.getByLabel('Vencimiento (MM/AA)').fill(caracasExpiry(24));
    await card.getByLabel('CVV').fill('123');
    await card.getByRole('button', { name: /con tarjeta/ }).click();
    await ana.getByRole('heading', { name: '¡Pago recibido!' }).waitFor();
    await expectSpanishAndFitting(ana);

    // The merchant finds both, paid, through the link's page; each request names the link.
    await desk.getByRole('link', { name: 'Pan de jamón' }).click();
    await desk.waitForURL(dashboard(`/payment_links/${linkId}`));
    await expect(text(definition(desk, 'Solicitudes pagadas con este enlace'))).resolves.toMatch(/^2 · /);
    await go(desk, 'Ver las solicitudes de este enlace', dashboard(`?payment_link_id=${linkId}`));
    const rows = desk.locator('tbody tr');
    await expect(rows.count()).resolves.toBe(2);
    const listed = await Promise.all((await rows.all()).map(cells));
    expect(listed.map((row) => [row.Descripción, row.Estado, row.Cliente.split(' ')[0]]).sort()).toEqual([
      ['Pan de jamón', 'Pagado', 'V11222333'], ['Pan de jamón', 'Pagado', 'V20987654'],
    ]);
    for (const dni of ['V11222333', 'V20987654']) {
      await desk.goto(dashboard(`?payment_link_id=${linkId}`));
      await Promise.all([
        desk.waitForURL(/\/dashboard\/payment_requests\/preq_[A-Za-z0-9]+$/),
        rows.filter({ hasText: dni }).getByRole('link', { name: 'Pan de jamón' }).click(),
      ]);
      await expect(text(definition(desk, 'Enlace de pago'))).resolves.toBe(linkId);
      await expect(text(definition(desk, 'Cliente'))).resolves.toContain(dni);
      await expectSpanishAndFitting(desk);
    }

    // Rosa's payment is refunded in full, once the confirmation page has said what goes back.
    const actions = desk.getByRole('region', { name: 'Acciones' });
    await actions.getByLabel('Monto en USD').fill('27,50');
    await actions.getByLabel('Motivo').selectOption('requested_by_customer');
    const detail = desk.url();
    await Promise.all([desk.waitForURL(`${detail}/refunds`), actions.getByRole('button', { name: 'Reembolsar' }).click()]);
    await expect(text(desk.getByRole('heading', { level: 1 }))).resolves.toBe('Confirmar el reembolso');
    await expect(desk.locator('main').textContent()).resolves.toContain('Se reembolsará USD 27,50 de la solicitud «Pan de jamón»');
    await expectSpanishAndFitting(desk);
    await Promise.all([desk.waitForURL(`${detail}?done=refunded`), desk.getByRole('button', { name: 'Confirmar: reembolsar' }).click()]);
    await expect(text(desk.locator('.alert.success'))).resolves.toBe('Reembolso registrado.');
    await expect(text(definition(desk, 'Reembolsado'))).resolves.toBe('USD 27,50 · Bs. 1.003,75');

    // The day's totals: two paid, one refunded (and the known customer's first request, still waiting).
    await go(desk, 'Resumen', dashboard('/summary'));
    const today = desk.getByRole('region', { name: /^Hoy, / }).locator('tbody tr');
    await expect(cells(today.nth(0))).resolves.toEqual({ Cantidad: '2 solicitudes', USD: 'USD 55,00', 'Bs.': 'Bs. 2.007,50' });
    await expect(cells(today.nth(1))).resolves.toEqual({ Cantidad: '1 reembolso', USD: 'USD 27,50', 'Bs.': 'Bs. 1.003,75' });
    await expect(cells(today.nth(2))).resolves.toEqual({ Cantidad: '1 solicitud', USD: 'USD 19,99', 'Bs.': 'Bs. 729,64' });
    await screenshot(desk, 'dashboard-summary', 'desktop');

    expect(pages.flatMap(({ violations }) => violations)).toEqual([]);
  }, 120_000);
});
