import { FixedClock } from '../../support/fakes';
import { TestApp, TestMerchant, startTestApp } from '../../support/test-app';
import { c2pFields, createRequest, openPage, postForm } from './hosted-page-support';

const T0 = '2026-11-22T13:30:00.000Z';
const NOW = Date.parse(T0) / 1000;
const RETURN_URL = 'https://shop.example.com/orders/1001?from=pay&lang=es';
/** As the page writes it: the URL escaped into a quoted attribute. */
const LINK = '<a href="https://shop.example.com/orders/1001?from=pay&amp;lang=es" rel="noopener noreferrer">Volver a Acme</a>';

describe('the hosted payment page\'s link back to the merchant (return_url)', () => {
  const clock = new FixedClock(T0);
  let app: TestApp;
  let merchant: TestMerchant;

  beforeAll(async () => {
    app = await startTestApp({ overrides: { clock } });
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await app.reset();
    clock.set(T0);
    merchant = await app.merchant('Acme');
  });

  it('is not offered while the request can be paid', async () => {
    const { page } = await createRequest(app, merchant, { return_url: RETURN_URL });
    const res = await openPage(app, page);
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<form\b/);
    expect(res.text).not.toContain('Volver a');
    expect(res.text).not.toContain('shop.example.com');
  });

  it('is on the receipt of a paid request, escaped, with rel="noopener noreferrer"', async () => {
    const { page } = await createRequest(app, merchant, { return_url: RETURN_URL });
    await postForm(app, `${page}/c2p`, c2pFields());

    const res = await openPage(app, page);

    expect(res.text).toContain('¡Pago recibido!');
    expect(res.text).toContain(LINK);
    expect(res.text.indexOf('¡Pago recibido!')).toBeLessThan(res.text.indexOf(LINK));
  });

  it('is under the notice of a canceled request, and of an expired one', async () => {
    const { created, page } = await createRequest(app, merchant, { return_url: RETURN_URL });
    await app.call(merchant, 'post', `/api/v1/payment_requests/${created.id}/cancel`);
    const canceled = await openPage(app, page);
    expect(canceled.text).toContain('Esta solicitud de pago fue anulada.');
    expect(canceled.text).toContain(LINK);

    const { page: expiring } = await createRequest(app, merchant, { return_url: RETURN_URL, expires_at: NOW + 120 });
    clock.advanceSeconds(120);
    const expired = await openPage(app, expiring);
    expect(expired.text).toContain('Esta solicitud de pago venció.');
    expect(expired.text).toContain(LINK);
  });

  it('is left out when the request has no return_url, or it was removed', async () => {
    const { created, page } = await createRequest(app, merchant, { return_url: RETURN_URL });
    await app.call(merchant, 'patch', `/api/v1/payment_requests/${created.id}`, { return_url: null });
    await app.call(merchant, 'post', `/api/v1/payment_requests/${created.id}/cancel`);
    const { page: none } = await createRequest(app, merchant);
    await postForm(app, `${none}/c2p`, c2pFields());

    for (const path of [page, none]) {
      const res = await openPage(app, path);
      expect(res.status).toBe(200);
      expect(res.text).not.toContain('Volver a');
    }
  });

  it('escapes the merchant name, and the page\'s CSP does not restrict navigation', async () => {
    const shop = await app.merchant('Tienda <b>"Sol"</b> & Co');
    const { created, page } = await createRequest(app, shop, { return_url: 'https://shop.example.com/a\'b"c<d>' });
    expect(created.return_url).toBe('https://shop.example.com/a\'b%22c%3Cd%3E');
    await app.call(shop, 'post', `/api/v1/payment_requests/${created.id}/cancel`);

    const res = await openPage(app, page);

    expect(res.text).toContain('<a href="https://shop.example.com/a&#39;b%22c%3Cd%3E" rel="noopener noreferrer">Volver a Tienda &lt;b&gt;&quot;Sol&quot;&lt;/b&gt; &amp; Co</a>');
    expect(String(res.headers['content-security-policy'])).not.toMatch(/navigate-to/);
  });
});
