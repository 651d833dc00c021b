import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { IncomingMessage, Server, createServer } from 'node:http';
import { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BrowserContext, Locator, Page } from 'playwright-core';
import { CSV_COLUMNS } from '../../src/adapters/http/dashboard/csv-columns';
import { C2P_PATH, c2pPayment } from '../e2e/checkouts/checkout-support';
import { parseCsv } from '../e2e/dashboard/dashboard-support';
import { TestApp, TestMerchant, paymentRequestBody } from '../support/test-app';
import { BrowserApp, cspViolationsOf, startBrowserApp } from './browser-support';
import { closeServer } from '../support/close-server';

/**
 * Every test writes its screenshots to a temporary directory; `UPDATE_SCREENSHOTS=1` writes them to
 * docs/screenshots/ instead, for docs/hosted-page-and-dashboard.md (look at them before committing).
 */
const UPDATE_SCREENSHOTS = process.env.UPDATE_SCREENSHOTS === '1';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** What the app received for a form post: the browser's cookie and its say on where the form came from. */
interface ReceivedPost {
  path: string;
  cookie: string;
  origin: string | undefined;
  fetchSite: string | undefined;
}

describe('the merchant dashboard in a real browser (Chromium)', () => {
  let running: BrowserApp;
  let app: TestApp;
  let origin: string;
  let browser: BrowserContext;
  let merchant: TestMerchant;
  let page: Page;
  let cspViolations: string[];
  let screenshotDir: string;
  let posts: ReceivedPost[];

  beforeAll(async () => {
    running = await startBrowserApp({ viewport: DESKTOP });
    ({ app, origin, browser } = running);
    running.server.on('request', (req: IncomingMessage) => {
      if (req.method === 'POST') {
        posts.push({ path: req.url ?? '', cookie: req.headers.cookie ?? '', origin: req.headers.origin, fetchSite: req.headers['sec-fetch-site'] as string | undefined });
      }
    });
    screenshotDir = UPDATE_SCREENSHOTS ? join(__dirname, '../../docs/screenshots') : mkdtempSync(join(tmpdir(), 'dashboard-screenshots-'));
    mkdirSync(screenshotDir, { recursive: true });
  });

  afterAll(async () => {
    await running?.close();
    if (screenshotDir && !UPDATE_SCREENSHOTS) rmSync(screenshotDir, { recursive: true, force: true });
  });

  beforeEach(async () => {
    await app.reset();
    merchant = await app.merchant('Acme');
    await browser.clearCookies();
    posts = [];
    page = await browser.newPage();
    await page.setViewportSize(DESKTOP);
    cspViolations = cspViolationsOf(page);
  });
  afterEach(() => page?.close());

  const dashboard = (path = '') => `${origin}/dashboard${path}`;
  const screenshot = (name: string) => page.screenshot({ path: join(screenshotDir, `dashboard-${name}.png`), fullPage: true });
  const read = async (id: string): Promise<Record<string, any>> => (await app.call(merchant, 'get', `/api/v1/payment_requests/${id}`)).body;
  const total = async (): Promise<number> => (await app.call(merchant, 'get', '/api/v1/payment_requests')).body.meta.total_objects;
  const text = async (locator: Locator): Promise<string> => ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();
  const definition = (term: string) => page.locator('dl dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
  /** The text of each cell of a table row, by the label it carries on a phone. */
  const cells = async (row: Locator): Promise<Record<string, string>> =>
    Object.fromEntries(await row.locator('td').evaluateAll((tds) => tds.map((td) => [td.getAttribute('data-label'), (td as HTMLElement).innerText.replace(/\s+/g, ' ').trim()])));

  async function create(overrides: Record<string, unknown> = {}): Promise<Record<string, any>> {
    const res = await app.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody(overrides));
    expect(res.status).toBe(201);
    return res.body;
  }

  async function expectSignInPage(): Promise<void> {
    expect(page.url()).toBe(dashboard('/sign_in'));
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Panel del comercio');
    await expect(page.getByLabel('Clave secreta').isVisible()).resolves.toBe(true);
    await expect(page.locator('nav[aria-label="Panel"]').count()).resolves.toBe(0);
  }

  /**
   * Types `key` on the sign-in page and sends it: the browser lands on the list. (A 403 here is a
   * same-origin post refused as cross-site: under `Referrer-Policy: no-referrer` a browser sends
   * `Origin: null` even on its own site's forms, so the check must trust `Sec-Fetch-Site` first.)
   */
  async function submitSignIn(key: string): Promise<void> {
    await page.getByLabel('Clave secreta').fill(key);
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST' && response.url() === dashboard('/sign_in')),
      page.getByRole('button', { name: 'Entrar' }).click(),
    ]);
    expect(answer.status()).toBe(303);
    await page.waitForURL(dashboard('/summary'));
    await expect(page.locator('.top .merchant').textContent()).resolves.toBe('Acme');
  }

  /** Opens the dashboard, is sent to the sign-in page, and signs in with `key`. */
  async function signIn(key: string): Promise<void> {
    await page.goto(dashboard());
    await expectSignInPage();
    await submitSignIn(key);
  }

  async function sessionCookie() {
    return (await browser.cookies(dashboard())).find((cookie) => cookie.name === 'dashboard_session');
  }

  async function signOut(): Promise<void> {
    await Promise.all([page.waitForURL(dashboard('/sign_in')), page.getByRole('button', { name: 'Cerrar sesión' }).click()]);
    await expectSignInPage();
  }

  async function expectFitsWidth(width: number): Promise<void> {
    await expect(page.evaluate<number>('window.innerWidth')).resolves.toBe(width);
    await expect(page.evaluate<number>('document.scrollingElement.scrollWidth')).resolves.toBeLessThanOrEqual(width);
  }

  it('signs in, creates a link, sees it paid on the hosted page, refunds part, exports the CSV and signs out', async () => {
    const hook = await app.call(merchant, 'post', '/api/v1/webhook_endpoints', { url: 'https://hooks.example.com/ve-payments', description: 'Tienda principal' });
    expect(hook.status).toBe(201);

    // Signing in: the sign-in page first, then the summary (nothing yet), then the empty list, in test mode.
    await page.goto(dashboard());
    await expectSignInPage();
    await screenshot('sign-in');
    await submitSignIn(merchant.secretKey);
    await expect(page.locator('.top .mode').textContent()).resolves.toBe('Modo de prueba');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Resumen');
    await expect(text(page.getByRole('region', { name: /^Hoy/ }).locator('tbody tr').first())).resolves.toContain('0 solicitudes');
    await Promise.all([page.waitForURL(dashboard()), page.getByRole('link', { name: 'Solicitudes de pago' }).click()]);
    await expect(text(page.getByRole('region', { name: 'Resultados' }))).resolves.toBe('No hay solicitudes de pago con estos filtros.');

    // A new payment link, through the form.
    await Promise.all([page.waitForURL(dashboard('/payment_requests/new')), page.getByRole('link', { name: 'Nueva solicitud' }).click()]);
    await page.getByLabel('Monto en USD').fill('19,99');
    await page.getByLabel('Descripción').fill('Torta tres leches');
    await page.getByLabel('Referencia interna').fill('pedido-1001');
    await page.getByLabel('Cédula o RIF').fill('V20987654');
    await page.getByLabel('Correo').fill('rosa@example.com');
    await page.getByLabel('Nombre', { exact: true }).fill('Rosa');
    await page.getByLabel('Apellido', { exact: true }).fill('Díaz');
    await page.getByLabel('Vencimiento').selectOption('604800');
    await screenshot('create');
    await Promise.all([page.waitForURL(/\/dashboard\/payment_requests\/preq_[A-Za-z0-9]+\?done=created$/), page.getByRole('button', { name: 'Crear solicitud' }).click()]);

    const id = /\/(preq_[A-Za-z0-9]+)\?/.exec(page.url())![1];
    const created = await read(id);
    expect(created).toMatchObject({ status: 'waiting_for_payment', description: 'Torta tres leches', external_id: 'pedido-1001', main_amount: { amount_cents: 1999 } });
    expect(created.payment_url.startsWith(`${origin}/`)).toBe(true);
    await expect(page.locator('.alert.success').textContent()).resolves.toBe('Solicitud creada. Comparte el enlace o el código QR con tu cliente.');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Torta tres leches');
    await expect(text(definition('Monto'))).resolves.toBe('USD 19,99 · Bs. 729,64');
    await expect(text(definition('Estado'))).resolves.toBe('Pendiente de pago');
    await expect(page.getByLabel('Copia este enlace').inputValue()).resolves.toBe(created.payment_url);
    const qr = page.getByRole('img', { name: 'Código QR del enlace de pago' });
    await expect(qr.evaluate((svg) => svg.tagName.toLowerCase())).resolves.toBe('svg');
    const qrBox = (await qr.boundingBox())!;
    expect(qrBox.width).toBeGreaterThan(150);
    expect(Math.abs(qrBox.width - qrBox.height)).toBeLessThan(1);
    await expect(page.getByRole('button', { name: 'Anular solicitud' }).isVisible()).resolves.toBe(true);
    await screenshot('detail');

    // The customer opens the link and pays it with Pago Móvil (C2P), sandbox values.
    await Promise.all([page.waitForURL(created.payment_url), page.getByRole('link', { name: 'Abrir la página de pago' }).click()]);
    await expect(page.locator('.amount').textContent()).resolves.toBe('Bs. 729,64');
    const c2p = page.getByRole('region', { name: 'Pago Móvil (C2P)' });
    await c2p.getByLabel('Teléfono').fill('0414 765 4321');
    await c2p.getByLabel('Cédula o RIF').fill('V20987654');
    await c2p.getByLabel('Banco', { exact: true }).selectOption('0134');
    await c2p.getByLabel('Clave OTP').fill('123456');
    const [paying] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/c2p')),
      c2p.getByRole('button', { name: /con Pago Móvil/ }).click(),
    ]);
    expect(paying.status()).toBe(303);
    await page.getByRole('heading', { name: '¡Pago recibido!' }).waitFor();
    const paid = await read(id);
    expect(paid.status).toBe('paid');
    const reference: string = paid.succeeded_payment_intent.reference_id;

    // Back in the dashboard: the list and the request's page say it is paid.
    await page.goto(dashboard());
    const rows = page.locator('tbody tr');
    await expect(rows.count()).resolves.toBe(1);
    await expect(cells(rows.first())).resolves.toMatchObject({
      Descripción: 'Torta tres leches', Cliente: 'V20987654 rosa@example.com', Monto: 'USD 19,99 Bs. 729,64', Estado: 'Pagado',
    });
    await expect(page.locator('caption').textContent()).resolves.toBe('1 solicitud · página 1 de 1');
    await screenshot('list');
    await Promise.all([page.waitForURL(dashboard(`/payment_requests/${id}`)), page.getByRole('link', { name: 'Torta tres leches' }).click()]);
    await expect(text(definition('Estado'))).resolves.toBe('Pagado');
    const attempts = page.getByRole('region', { name: 'Intentos de pago' }).locator('tbody tr');
    await expect(attempts.count()).resolves.toBe(1);
    await expect(cells(attempts.first())).resolves.toMatchObject({ Medio: 'Pago Móvil (C2P) · Banesco', Monto: 'Bs. 729,64', Resultado: 'Aprobado', Referencia: reference });
    await expect(page.getByRole('button', { name: 'Anular solicitud' }).count()).resolves.toBe(0);

    // A partial refund through the form.
    const actions = page.getByRole('region', { name: 'Acciones' });
    await actions.getByLabel('Monto en USD').fill('5,50');
    await actions.getByLabel('Motivo').selectOption('requested_by_customer');
    await actions.getByLabel('Nota').fill('Devolución parcial');
    // It asks first, saying exactly what will go back; only "Confirmar" refunds.
    await Promise.all([page.waitForURL(dashboard(`/payment_requests/${id}/refunds`)), actions.getByRole('button', { name: 'Reembolsar' }).click()]);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Confirmar el reembolso');
    await expect(page.locator('main').textContent()).resolves.toContain('Se reembolsará USD 5,50 de la solicitud «Torta tres leches»');
    expect((await read(id)).refunded_main_amount.amount_cents).toBe(0);
    await screenshot('refund-confirmation');
    await Promise.all([page.waitForURL(dashboard(`/payment_requests/${id}?done=refunded`)), page.getByRole('button', { name: 'Confirmar: reembolsar' }).click()]);

    await expect(page.locator('.alert.success').textContent()).resolves.toBe('Reembolso registrado.');
    const refunds = page.getByRole('region', { name: 'Reembolsos' }).locator('tbody tr');
    await expect(refunds.count()).resolves.toBe(1);
    await expect(cells(refunds.first())).resolves.toMatchObject({ Monto: 'USD 5,50 · Bs. 200,75', Estado: 'Reembolsado', Motivo: 'A pedido del cliente · Devolución parcial' });
    await expect(page.getByRole('region', { name: 'Historial' }).textContent()).resolves.toContain('Reembolso de USD 5,50 solicitado');
    await expect(text(definition('Estado'))).resolves.toBe('Pagado');
    await expect(text(definition('Reembolsado'))).resolves.toBe('USD 5,50 · Bs. 200,75');
    await expect(text(definition('Queda por reembolsar'))).resolves.toBe('USD 14,49 · Bs. 528,89');
    expect((await read(id)).refunded_main_amount.amount_cents).toBe(550);
    await screenshot('detail-refunded');
    // Asking for more than remains is refused in Spanish once confirmed, and changes nothing.
    await actions.getByLabel('Monto en USD').fill('15');
    await Promise.all([page.waitForURL(dashboard(`/payment_requests/${id}/refunds`)), actions.getByRole('button', { name: 'Reembolsar' }).click()]);
    const [tooMuch] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith(`/${id}/refunds`)),
      page.getByRole('button', { name: 'Confirmar: reembolsar' }).click(),
    ]);
    expect(tooMuch.status()).toBe(422);
    await expect(page.getByRole('alert').first().textContent()).resolves.toContain('El monto es mayor que lo que queda por reembolsar');
    expect((await read(id)).refunded_main_amount.amount_cents).toBe(550);

    // The CSV of the list: its header, and the paid and partly refunded request.
    await page.goto(dashboard());
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /Descargar CSV/ }).click()]);
    expect(download.suggestedFilename()).toBe('solicitudes-test.csv');
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, ...lines] = parseCsv(csv.slice(1));
    expect(header).toEqual(CSV_COLUMNS.map(([name]) => name));
    expect(lines).toHaveLength(1);
    const row = Object.fromEntries(header.map((name, i) => [name, lines[0][i]]));
    expect(row).toMatchObject({
      id, status: 'paid', description: 'Torta tres leches', external_id: 'pedido-1001', livemode: 'false',
      'main_amount.amount': '19.99', 'main_amount.amount_cents': '1999', 'main_amount.currency_iso': 'USD',
      'conversion_amount.amount': '729.64', 'conversion_amount.currency_iso': 'VES',
      'refunded_main_amount.amount_cents': '550', 'customer.dni': 'V20987654', 'customer.email': 'rosa@example.com',
      'succeeded_payment_intent.payment_method': 'c2p', 'succeeded_payment_intent.reference_id': reference,
      'rejected_payment_intents.count': '0', payment_url: created.payment_url,
    });

    // The API keys and webhook endpoints pages.
    await Promise.all([page.waitForURL(dashboard('/api_keys')), page.getByRole('link', { name: 'Claves de API' }).click()]);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Claves de API');
    const [key] = (await app.call(merchant, 'get', '/api/v1/api_keys')).body.data;
    await expect(text(page.getByRole('heading', { level: 2 }).first())).resolves.toBe(`${key.redacted} (clave de esta sesión)`);
    await expect(page.locator('body').textContent()).resolves.not.toContain(merchant.secretKey);
    await screenshot('api-keys');
    await Promise.all([page.waitForURL(dashboard('/webhook_endpoints')), page.getByRole('link', { name: 'Webhooks' }).click()]);
    const endpoint = page.locator(`section[aria-labelledby="endpoint-${hook.body.id}"]`);
    await expect(text(endpoint.getByRole('heading', { level: 2 }))).resolves.toBe('https://hooks.example.com/ve-payments');
    await expect(endpoint.textContent()).resolves.toContain('Tienda principal');
    await expect(endpoint.textContent()).resolves.toContain('Solicitud pagada');
    await expect(endpoint.textContent()).resolves.not.toContain('payment_request.paid');
    await expect(page.locator('body').textContent()).resolves.not.toContain('whsec_');
    await screenshot('webhooks');

    // Signing out: the sign-in page, and the request's page is out of reach.
    await signOut();
    expect(await sessionCookie()).toBeUndefined();
    await page.goto(dashboard(`/payment_requests/${id}`));
    await expectSignInPage();
    await expect(page.locator('body').textContent()).resolves.not.toContain('Torta tres leches');
    expect(cspViolations).toEqual([]);
  });

  describe('a form posted from a page of another origin', () => {
    let attacker: Server;
    let attackerPort: number;
    let attackerPage = '';

    beforeAll(async () => {
      attacker = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(attackerPage));
      await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
      attackerPort = (attacker.address() as AddressInfo).port;
    });
    afterAll(() => attacker && closeServer(attacker));

    it('is refused, with the victim signed in, whether the browser sends the cookie (same site) or not (cross-site); nothing changes', async () => {
      const target = await create({ description: 'Pedido por anular' });
      await signIn(merchant.secretKey);
      // Even a token the attacker somehow learned does not help: the post is refused for where it came from.
      const leakedToken = await page.locator('input[name="csrf_token"]').first().inputValue();
      const cancel = `<form method="post" action="${dashboard(`/payment_requests/${target.id}/cancel`)}">
<input type="hidden" name="csrf_token" value="${leakedToken}"><button type="submit">Reclama tu premio</button></form>`;
      const createForm = `<form id="f" method="post" action="${dashboard('/payment_requests')}">
<input type="hidden" name="csrf_token" value="${leakedToken}"><input type="hidden" name="amount" value="1">
<input type="hidden" name="description" value="Forjada"><input type="hidden" name="customer_dni" value="V12345678"></form>
<script>document.getElementById('f').submit()</script>`;
      const before = await read(target.id);
      // 127.0.0.1 on another port is another origin but the same site: SameSite=Strict lets the cookie go.
      // localhost is another site: the cookie stays home.
      const attackers = [
        { from: `http://127.0.0.1:${attackerPort}`, fetchSite: 'same-site', cookieSent: true },
        { from: `http://localhost:${attackerPort}`, fetchSite: 'cross-site', cookieSent: false },
      ];

      for (const { from, fetchSite, cookieSent } of attackers) {
        for (const [action, form] of [['cancel', cancel], ['create', createForm]] as const) {
          posts = [];
          attackerPage = `<!DOCTYPE html><html><body><h1>¡Ganaste!</h1>${form}</body></html>`;
          const answered = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().startsWith(dashboard()));
          // 'commit': the auto-submitted form leaves the page before it has loaded.
          await page.goto(`${from}/premio`, { waitUntil: 'commit' });
          if (action === 'cancel') await page.getByRole('button', { name: 'Reclama tu premio' }).click();
          const answer = await answered;
          await page.waitForURL(answer.url());

          expect([from, action, answer.status()]).toEqual([from, action, 403]);
          await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Solicitud rechazada');
          expect(posts).toHaveLength(1);
          expect(posts[0]).toMatchObject({ origin: from, fetchSite });
          expect([from, posts[0].cookie.includes('dashboard_session=')]).toEqual([from, cookieSent]);
        }
      }

      expect(await total()).toBe(1);
      const after = await read(target.id);
      expect(after.status).toBe('waiting_for_payment');
      expect(after.updated_at).toBe(before.updated_at);
      // The victim's session is untouched: the dashboard still opens, the request still cancelable.
      await page.goto(dashboard(`/payment_requests/${target.id}`));
      await expect(text(definition('Estado'))).resolves.toBe('Pendiente de pago');
      await expect(page.getByRole('button', { name: 'Anular solicitud' }).isVisible()).resolves.toBe(true);
      expect(cspViolations).toEqual([]);
    });
  });

  it('sends a session cookie put back after sign-out to the sign-in page, showing no data', async () => {
    const secret = await create({ description: 'Pedido confidencial' });
    await signIn(merchant.secretKey);
    await page.goto(dashboard(`/payment_requests/${secret.id}`));
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Pedido confidencial');
    const stolen = (await sessionCookie())!;
    expect(stolen).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/dashboard' });

    await signOut();
    expect(await sessionCookie()).toBeUndefined();
    await browser.addCookies([stolen]);
    expect((await sessionCookie())?.value).toBe(stolen.value);

    const replayed = await page.goto(dashboard(`/payment_requests/${secret.id}`));
    expect(replayed?.request().redirectedFrom()?.url()).toBe(dashboard(`/payment_requests/${secret.id}`));
    await expectSignInPage();
    await expect(page.locator('body').textContent()).resolves.not.toContain('Pedido confidencial');
    // The refused cookie is cleared; put back again, it opens no CSV either.
    expect(await sessionCookie()).toBeUndefined();
    await browser.addCookies([stolen]);
    const csv = await page.request.get(dashboard('/payment_requests.csv'), { maxRedirects: 0 });
    expect(csv.status()).toBe(303);
    expect(csv.headers().location).toBe('/dashboard/sign_in');
    expect(cspViolations).toEqual([]);
  });

  it('fits the list on a phone (390 px): no sideways scrolling, each row stacked with its labels', async () => {
    const paid = await create({ description: 'Torta tres leches' });
    expect((await app.call(merchant, 'post', C2P_PATH, { payment: c2pPayment(paid.id) })).status).toBe(201);
    const canceled = await create({ description: 'Pedido nº 1002 · Quesillo' });
    expect((await app.call(merchant, 'post', `/api/v1/payment_requests/${canceled.id}/cancel`)).status).toBe(200);
    await create({
      description: 'Pedido nº 1003 · Tequeños para fiesta de cumpleaños con entrega a domicilio en Chacao',
      customer: { dni: 'V7654321', email: 'maria.fernanda.gonzalez.rodriguez@correo-largo.example.com', first_name: 'María', last_name: 'González' },
    });
    await page.setViewportSize(PHONE);
    await signIn(merchant.secretKey);
    await expectFitsWidth(PHONE.width); // the summary
    await page.goto(dashboard());

    await expectFitsWidth(PHONE.width);
    const rows = page.locator('tbody tr');
    await expect(rows.count()).resolves.toBe(3);
    for (const row of await rows.all()) {
      for (const label of ['Descripción', 'Monto', 'Estado']) {
        const cell = row.locator(`td[data-label="${label}"]`);
        await expect(cell.isVisible()).resolves.toBe(true);
        const box = (await cell.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
        // The table's header is hidden on a phone: each cell names itself.
        await expect(cell.evaluate((td) => (globalThis as any).getComputedStyle(td, '::before').content)).resolves.toBe(`"${label}"`);
      }
    }
    await expect(cells(rows.first())).resolves.toMatchObject({ Estado: 'Pendiente de pago' });
    await expect(cells(rows.nth(1))).resolves.toMatchObject({ Estado: 'Anulado' });
    await expect(cells(rows.nth(2))).resolves.toMatchObject({ Estado: 'Pagado' });
    await screenshot('list-phone');

    // The other pages fit too.
    for (const path of ['/summary', '/payment_requests/new', `/payment_requests/${paid.id}`, '/api_keys', '/webhook_endpoints']) {
      await page.goto(dashboard(path));
      expect(page.url()).toBe(dashboard(path));
      await expectFitsWidth(PHONE.width);
    }
    expect(cspViolations).toEqual([]);
  });
});
