import { BrowserContext, Locator, Page } from 'playwright-core';
import { TestApp, TestMerchant, paymentRequestBody } from '../support/test-app';
import { caracasExpiry } from '../e2e/checkouts/checkout-support';
import { BrowserApp, cspViolationsOf, startBrowserApp } from './browser-support';

const SCREENSHOT = '/tmp/hosted-page.png';
const SCREENSHOT_PAID = '/tmp/hosted-page-paid.png';
const SCREENSHOT_PHONE_DECLINED = '/tmp/hosted-page-phone-declined.png';

/** The element is wholly on the screen as it is (a viewport `height` pixels tall), with no scrolling. */
async function expectInViewport(element: Locator, height: number): Promise<void> {
  const box = await element.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(height);
}

describe('the hosted payment page in a real browser (Chromium)', () => {
  let running: BrowserApp;
  let app: TestApp;
  let merchant: TestMerchant;
  let browser: BrowserContext;
  let page: Page;
  let cspViolations: string[];

  beforeAll(async () => {
    running = await startBrowserApp({ viewport: { width: 1024, height: 900 } });
    ({ app, browser } = running);
  });

  afterAll(() => running?.close());

  beforeEach(async () => {
    await app.reset();
    merchant = await app.merchant('Acme');
    page = await browser.newPage();
    cspViolations = cspViolationsOf(page);
  });
  afterEach(() => page?.close());

  async function createRequest(): Promise<Record<string, any>> {
    const res = await app.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody({ description: 'Pedido nº 1001 <b>café</b>' }));
    expect(res.status).toBe(201);
    return res.body;
  }

  it('opens the payment_url, is paid with Pago Móvil, and then says "Pagado"', async () => {
    const created = await createRequest();

    const opened = await page.goto(created.payment_url);

    expect(opened?.status()).toBe(200);
    await expect(page.locator('h1').textContent()).resolves.toBe('Pedido nº 1001 <b>café</b>');
    await expect(page.locator('.merchant').textContent()).resolves.toBe('Pagar a Acme');
    await expect(page.locator('.amount').textContent()).resolves.toBe('Bs. 729,64');
    // The inline style was applied: the CSP nonce lets it through.
    await expect(page.evaluate('getComputedStyle(document.body).backgroundColor')).resolves.toBe('rgb(238, 241, 245)');
    await page.screenshot({ path: SCREENSHOT, fullPage: true });

    // The C2P form's own fields: the transfer form asks for a phone and a bank too.
    const c2p = page.getByRole('region', { name: 'Pago Móvil (C2P)' });
    await c2p.getByLabel('Teléfono').fill('0414 765 4321');
    await c2p.getByLabel('Cédula o RIF').fill('v20987654');
    await c2p.getByLabel('Banco', { exact: true }).selectOption('0134');
    await c2p.getByLabel('Clave OTP').fill('123456');
    await Promise.all([page.waitForURL(created.payment_url), c2p.getByRole('button', { name: /con Pago Móvil/ }).click()]);

    await expect(page.locator('.status').textContent()).resolves.toBe('Pagado');
    await expect(page.getByRole('heading', { name: '¡Pago recibido!' }).isVisible()).resolves.toBe(true);
    await page.screenshot({ path: SCREENSHOT_PAID, fullPage: true });
    const read = await app.call(merchant, 'get', `/api/v1/payment_requests/${created.id}`);
    expect(read.body.status).toBe('paid');
    expect(read.body.succeeded_payment_intent).toMatchObject({ payment_method: 'c2p', type: 'Banesco' });
    await expect(page.locator('main').textContent()).resolves.toContain(read.body.succeeded_payment_intent.reference_id);
    expect(cspViolations).toEqual([]);
  });

  it('shows a declined card its Spanish message, with the card number and CVV cleared; a reload charges nothing again', async () => {
    const created = await createRequest();
    await page.goto(created.payment_url);

    await page.getByLabel('Número de tarjeta').fill('4000 0000 0000 0002');
    await page.getByLabel('Cédula del titular').fill('V20987654');
    await page.getByLabel('Vencimiento (MM/AA)').fill(caracasExpiry(24));
    await page.getByLabel('CVV').fill('739');
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/credit_card')),
      page.getByRole('button', { name: /con tarjeta/ }).click(),
    ]);
    await page.waitForURL(`${created.payment_url}#pagar-tarjeta`);

    expect(answer.status()).toBe(303);

    await expect(page.getByRole('alert').textContent()).resolves.toContain('Tu banco rechazó la tarjeta');
    // A desktop opens at the card form too: its message is on the screen without scrolling.
    await expectInViewport(page.getByRole('alert'), 900);
    await expect(page.getByLabel('Número de tarjeta').inputValue()).resolves.toBe('');
    await expect(page.getByLabel('CVV').inputValue()).resolves.toBe('');
    await expect(page.getByLabel('Cédula del titular').inputValue()).resolves.toBe('V20987654');
    await expect(page.locator('.status').textContent()).resolves.toBe('Pendiente de pago');

    const reloaded = await page.reload();
    expect(reloaded?.request().method()).toBe('GET');
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    const read = await app.call(merchant, 'get', `/api/v1/payment_requests/${created.id}`);
    expect(read.body.rejected_payment_intents).toHaveLength(1);
    expect(cspViolations).toEqual([]);
  });

  it('reports a Pago Móvil transfer the bank has not shown yet: "verificando", and the page reloads itself within its CSP', async () => {
    const created = await createRequest();
    await page.goto(created.payment_url);
    const p2p = page.getByRole('region', { name: 'Pago Móvil (transferencia)' });
    const account = ['0105', '04141234567', 'J-123456789', '729,64'];
    await expect(p2p.locator('.copy-value').allTextContents()).resolves.toEqual(account);

    await p2p.getByLabel('Tu teléfono').fill('0414 765 4321');
    await p2p.getByLabel('Tu banco', { exact: true }).selectOption('0102');
    await p2p.getByLabel('Número de referencia').fill('5555 5502');
    await p2p.getByRole('button', { name: /Reportar mi pago/ }).click();

    // The report redirects to the page itself: its URL does not change, so wait for what it says.
    await page.getByRole('heading', { name: 'Estamos verificando tu pago…' }).waitFor({ state: 'visible' });
    // The page loads itself again (meta refresh, no script) while the bank has not shown the transfer.
    const reloaded = await page.waitForResponse(
      (response) => response.url() === created.payment_url && response.request().method() === 'GET',
      { timeout: 15_000 },
    );
    expect(reloaded.status()).toBe(200);
    const read = await app.call(merchant, 'get', `/api/v1/payment_requests/${created.id}`);
    expect(read.body.status).toBe('waiting_for_payment_confirmation');
    expect(cspViolations).toEqual([]);
    // Leave the self-reloading page, so that closing it never races one of its reloads (which may
    // interrupt the first way out).
    for (let tries = 0; page.url() !== 'about:blank' && tries < 5; tries++) await page.goto('about:blank').catch(() => undefined);
    expect(page.url()).toBe('about:blank');
  });

  describe('on a phone (390x844)', () => {
    beforeEach(() => page.setViewportSize({ width: 390, height: 844 }));

    it('after a declined card, opens at the card form with its Spanish message on the screen, without scrolling', async () => {
      const created = await createRequest();
      await page.goto(created.payment_url);
      const card = page.getByRole('region', { name: 'Tarjeta' });
      await card.getByLabel('Número de tarjeta').fill('4000 0000 0000 0002');
      await card.getByLabel('Cédula del titular').fill('V20987654');
      await card.getByLabel('Vencimiento (MM/AA)').fill(caracasExpiry(24));
      await card.getByLabel('CVV').fill('739');

      await Promise.all([page.waitForURL(`${created.payment_url}#pagar-tarjeta`), card.getByRole('button', { name: /con tarjeta/ }).click()]);

      const alert = page.getByRole('alert');
      await expect(alert.textContent()).resolves.toContain('Tu banco rechazó la tarjeta');
      await expect(card.getByRole('alert').count()).resolves.toBe(1);
      await page.screenshot({ path: SCREENSHOT_PHONE_DECLINED });
      await expectInViewport(alert, 844);
      await expect(card.getByLabel('Cédula del titular').inputValue()).resolves.toBe('V20987654');
      expect(cspViolations).toEqual([]);
    });

    it('shows the Pago Móvil transfer first, each value selected whole by one tap', async () => {
      const created = await createRequest();

      await page.goto(created.payment_url);

      const methods = page.locator('.methods > section');
      await expect(methods.first().getAttribute('id')).resolves.toBe('pagar-transferencia');
      const p2p = page.getByRole('region', { name: 'Pago Móvil (transferencia)' });
      const phone = p2p.locator('.copy-value', { hasText: '04141234567' });
      const cardBox = await page.getByRole('region', { name: 'Tarjeta' }).boundingBox();
      expect((await phone.boundingBox())!.y).toBeLessThan(cardBox!.y);
      for (const value of ['0105', '04141234567', 'J-123456789', '729,64']) {
        await p2p.locator('.copy-value', { hasText: value }).click();
        await expect(page.evaluate('String(getSelection())')).resolves.toBe(value);
      }
      expect(cspViolations).toEqual([]);
    });
  });

  it('colours its buttons with the merchant\'s brand colour, through the nonce\'d style, with readable text', async () => {
    await app.db.database.query((session) => session.rows('UPDATE merchants SET brand_color = $2 WHERE id = $1', [merchant.id, '#0A7D3B']));
    const created = await createRequest();

    await page.goto(created.payment_url);

    const style = (property: string) => page.evaluate(`getComputedStyle(document.querySelector('#pagar-tarjeta button')).${property}`);
    await expect(style('backgroundColor')).resolves.toBe('rgb(10, 125, 59)');
    await expect(style('color')).resolves.toBe('rgb(255, 255, 255)');
    expect(cspViolations).toEqual([]);
  });

  it('fits a phone screen without sideways scrolling', async () => {
    const created = await createRequest();
    await page.setViewportSize({ width: 360, height: 740 });

    await page.goto(created.payment_url);

    await expect(page.evaluate<number>('document.documentElement.scrollWidth')).resolves.toBeLessThanOrEqual(360);
  });
});
