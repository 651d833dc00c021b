import { BrowserContext, Page } from 'playwright-core';
import { TestApp, TestMerchant, paymentRequestBody } from '../support/test-app';
import { BrowserApp, cspViolationsOf, startBrowserApp } from './browser-support';

const SCREENSHOT = '/tmp/hosted-page-c2p-key-sent.png';
const PHONE = { width: 390, height: 844 };

describe('the hosted page\'s C2P key step on a phone (390 px, Chromium), where the C2P bank sends the key (the sandbox)', () => {
  let running: BrowserApp;
  let app: TestApp;
  let merchant: TestMerchant;
  let browser: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    running = await startBrowserApp({ viewport: PHONE });
    ({ app, browser } = running);
  });
  afterAll(() => running?.close());
  beforeEach(async () => {
    await app.reset();
    merchant = await app.merchant('Acme');
    page = await browser.newPage();
  });
  afterEach(() => page?.close());

  it('has the key sent by SMS, keeps what was typed as typed, then pays with the key typed in; no script, no sideways scrolling', async () => {
    const cspViolations = cspViolationsOf(page);
    const created = (await app.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody())).body;
    await page.goto(created.payment_url);
    const c2p = page.getByRole('region', { name: 'Pago Móvil (C2P)' });

    await c2p.getByLabel('Teléfono').fill('0414 765 4321');
    await c2p.getByLabel('Cédula o RIF').fill('v20987654');
    await c2p.getByLabel('Banco', { exact: true }).selectOption('0134');
    await Promise.all([page.waitForURL(`${created.payment_url}#pagar-c2p`), c2p.getByRole('button', { name: 'Recibir la clave por SMS' }).click()]);

    const note = c2p.getByRole('status');
    await expect(note.textContent()).resolves.toContain('Te enviamos la clave de pago por SMS. Vence en 5 minutos');
    await expect(note.isVisible()).resolves.toBe(true);
    await expect(c2p.getByLabel('Teléfono').inputValue()).resolves.toBe('0414 765 4321');
    await expect(c2p.getByLabel('Cédula o RIF').inputValue()).resolves.toBe('v20987654');
    await expect(c2p.getByLabel('Banco', { exact: true }).inputValue()).resolves.toBe('0134');
    await expect(c2p.getByLabel('Clave OTP').inputValue()).resolves.toBe('');
    await expect(page.evaluate<number>('document.scrollingElement.scrollWidth')).resolves.toBeLessThanOrEqual(PHONE.width);
    await expect(page.evaluate<number>('document.scripts.length')).resolves.toBe(0);
    await page.screenshot({ path: SCREENSHOT, fullPage: true });

    await c2p.getByLabel('Clave OTP').fill('123456');
    await Promise.all([page.waitForURL(created.payment_url), c2p.getByLabel('Clave OTP').press('Enter')]);

    await expect(page.locator('.status').textContent()).resolves.toBe('Pagado');
    expect(cspViolations).toEqual([]);
  });
});
