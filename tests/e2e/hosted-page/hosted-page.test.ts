import request from 'supertest';
import { VE_BANKS } from '../../../src/domain/ve-banks';
import { TestApp, TestMerchant, startTestApp } from '../../support/test-app';
import { c2pFields, createRequest, expectHostedPageSecurityHeaders, fieldTag, openPage, postForm } from './hosted-page-support';

describe('GET /payments_portal/payment_requests/:token (the hosted payment page)', () => {
  let app: TestApp;
  let merchant: TestMerchant;

  beforeAll(async () => {
    app = await startTestApp({ env: { USD_VES_RATE: '236.4587' } });
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await app.reset();
    merchant = await app.merchant('Acme');
  });

  it('answers at the payment_url, with no secret key, in Spanish, with both amounts and the rate', async () => {
    const { page } = await createRequest(app, merchant, { description: 'Pedido nº 1001 — café' });

    const res = await openPage(app, page);

    expect(res.status).toBe(200);
    expect(res.text).toMatch(/^<!DOCTYPE html>\s*<html lang="es">/);
    expect(res.text).toContain('Pedido nº 1001 — café');
    // 19.99 USD × 236.4587 = 4726.809413 → 4726.81 VES, written es-VE.
    expect(res.text).toContain('Bs. 4.726,81');
    expect(res.text).toContain('USD 19,99');
    expect(res.text).toContain('Bs. 236,4587 por USD 1');
    expect(res.text).toContain('Pendiente de pago');
  });

  it('says until when the request can be paid, with the zone, and keeps the rate on one line', async () => {
    const expiresAt = new Date(Date.now() + 2 * 3_600_000);
    const { page } = await createRequest(app, merchant, { expires_at: Math.floor(expiresAt.getTime() / 1000) });
    const open = await createRequest(app, merchant);

    const [withExpiry, without] = await Promise.all([openPage(app, page), openPage(app, open.page)]);

    const day = new Intl.DateTimeFormat('es-VE', { timeZone: 'America/Caracas', day: 'numeric', month: 'long', year: 'numeric' }).format(expiresAt);
    expect(withExpiry.text).toMatch(new RegExp(`<dt>Vence</dt><dd><time datetime="[^"]+">${day} a las \\d{1,2}:\\d{2} [ap]\\.\\s?m\\. VET</time></dd>`));
    expect(without.text).not.toContain('<dt>Vence</dt>');
    expect(without.text).toContain('<dd class="one-line">Bs. 236,4587 por USD 1</dd>');
  });

  it('says nothing of how payments are handled on a page with no payment: the 404 page', async () => {
    const { page } = await createRequest(app, merchant);
    const [found, missing] = await Promise.all([openPage(app, page), app.browse('get', '/payments_portal/payment_requests/PRNOSUCHTOKEN00')]);

    expect(found.text).toContain('Pago procesado de forma segura');
    expect(missing.status).toBe(404);
    expect(missing.text).not.toContain('Pago procesado de forma segura');
  });

  it('offers the two checkout forms, posting to the page itself', async () => {
    const { created, page } = await createRequest(app, merchant);

    const res = await openPage(app, page);

    expect(res.text).toContain('Pago Móvil (C2P)');
    expect(res.text).toContain('Tarjeta');
    expect(res.text).toContain(`<form method="post" action="${page}/c2p">`);
    expect(res.text).toContain(`<form method="post" action="${page}/credit_card">`);
    expect(page).toBe(`/payments_portal/payment_requests/${created.token}`);
  });

  it('labels every field and tells browsers and phones what each one holds', async () => {
    const { page } = await createRequest(app, merchant);
    const { text } = await openPage(app, page);

    const fields: [string, string, RegExp][] = [
      ['c2p', 'phone_number', /type="tel"/],
      ['c2p', 'issuer_payer_id', /autocomplete="off"/],
      ['c2p', 'otp_token', /inputmode="numeric".*autocomplete="one-time-code"/],
      ['card', 'card_number', /inputmode="numeric".*autocomplete="cc-number"/],
      ['card', 'card_customer_id', /autocomplete="off"/],
      ['card', 'card_expiry_date', /inputmode="numeric".*autocomplete="cc-exp"/],
      ['card', 'card_cvv', /inputmode="numeric".*autocomplete="cc-csc"/],
    ];
    for (const [form, name, attributes] of fields) {
      expect(fieldTag(text, form, name)).toMatch(attributes);
      expect(fieldTag(text, form, name)).toContain(`name="${name}"`);
      expect(text).toContain(`<label for="${form}-${name}">`);
    }
    expect(text).toContain('<label for="c2p-issuer_bank_id">');
  });

  it('lists every bank of the BCV table in the bank selector', async () => {
    const { page } = await createRequest(app, merchant);
    const { text } = await openPage(app, page);

    const select = /<select id="c2p-issuer_bank_id" name="issuer_bank_id"[\s\S]*?<\/select>/.exec(text)![0];
    const codes = [...select.matchAll(/<option value="(\d{4})">/g)].map((m) => m[1]);
    expect(codes.sort()).toEqual(Object.keys(VE_BANKS).sort());
    expect(select).toContain('Banco Caroní');
  });

  it('loads nothing from outside and runs no script: one inline style under the CSP nonce', async () => {
    const { page } = await createRequest(app, merchant);
    const res = await openPage(app, page);

    expect(res.text).not.toMatch(/<script|<link|<img|<iframe|src=|https?:\/\//i);
    const nonce = /'nonce-([^']+)'/.exec(res.headers['content-security-policy'])![1];
    expect(res.text).toContain(`<style nonce="${nonce}">`);
    expect(res.text).not.toMatch(/ style="/);
  });

  it('draws a new CSP nonce for every answer', async () => {
    const { page } = await createRequest(app, merchant);

    const [first, second] = [await openPage(app, page), await openPage(app, page)];

    expect(first.headers['content-security-policy']).not.toBe(second.headers['content-security-policy']);
  });

  it('escapes the merchant\'s description: markup in it stays text', async () => {
    const hostile = `<script>alert("x")</script><img src=x onerror=alert(1)> & 'quoted' "double"`;
    const { page } = await createRequest(app, merchant, { description: hostile });

    const res = await openPage(app, page);

    expect(res.status).toBe(200);
    expect(res.text).not.toContain('<script>');
    expect(res.text).not.toContain('<img');
    expect(res.text).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; &amp; &#39;quoted&#39; &quot;double&quot;',
    );
  });

  it('sends the security headers a page taking card numbers needs', async () => {
    const { page } = await createRequest(app, merchant);

    expectHostedPageSecurityHeaders(await openPage(app, page));
  });

  it.each([
    ['a token no request has', '/payments_portal/payment_requests/PRZZZZZZZZZZZZ'],
    ['a token of the wrong shape', '/payments_portal/payment_requests/not-a-token'],
    ['a request id instead of a token', '/payments_portal/payment_requests/preq_abc'],
    ['a token that is not valid percent-encoding', '/payments_portal/payment_requests/PR%E0%A4%A'],
    ['a path under the portal that does not exist', '/payments_portal/elsewhere'],
  ])('answers %s with a 404 page in Spanish, security headers included', async (_, path) => {
    const res = await request(app.app).get(path);

    expect(res.status).toBe(404);
    expectHostedPageSecurityHeaders(res);
    expect(res.text).toContain('Solicitud de pago no encontrada');
    expect(res.text).toContain('<html lang="es">');
  });

  it('echoes no part of an unknown token into the 404 page', async () => {
    const res = await app.browse('get', '/payments_portal/payment_requests/%3Cscript%3Ealert(1)%3C%2Fscript%3E');

    expect(res.status).toBe(404);
    expect(res.text).not.toContain('<script>');
    expect(res.text).not.toContain('alert(1)');
  });

  it('shows any merchant\'s request: the token alone opens it', async () => {
    const other = await app.merchant('Other');
    const { page } = await createRequest(app, other, { description: 'De otro comercio' });

    const res = await openPage(app, page);

    expect(res.status).toBe(200);
    expect(res.text).toContain('De otro comercio');
    expect(res.text).toContain('Pagar a <strong>Other</strong>');
  });

  it("names the merchant the customer pays, in Spanish, its name escaped like any merchant text", async () => {
    const hostile = await app.merchant('Café <b>Ávila</b> & "Hijos"');
    const { page } = await createRequest(app, hostile, { description: 'Pedido nº 2' });

    const res = await openPage(app, page);

    expect(res.status).toBe(200);
    expect(res.text).toContain('Pagar a <strong>Café &lt;b&gt;Ávila&lt;/b&gt; &amp; &quot;Hijos&quot;</strong>');
    expect(res.text).toContain('<title>Pagar a Café &lt;b&gt;Ávila&lt;/b&gt; &amp; &quot;Hijos&quot;: Pedido nº 2</title>');
    expect(res.text).not.toContain('<b>Ávila');
  });

  it('reads the database once per page view, whatever state the request is in', async () => {
    const { page } = await createRequest(app, merchant);
    const statements = jest.spyOn(app.db.dataSource.logger, 'logQuery');
    try {
      const unpaid = await openPage(app, page);
      const unpaidReads = statements.mock.calls.length;
      await postForm(app, `${page}/c2p`, c2pFields());
      statements.mockClear();
      const paid = await openPage(app, page);

      expect([unpaid.status, unpaidReads]).toEqual([200, 1]);
      expect([paid.status, statements.mock.calls.length]).toEqual([200, 1]);
      expect(paid.text).toContain('¡Pago recibido!');
      expect(paid.text).toContain('Pagar a <strong>Acme</strong>');
    } finally {
      statements.mockRestore();
    }
  });

  it('does not read the database for a token of the wrong shape', async () => {
    const statements = jest.spyOn(app.db.dataSource.logger, 'logQuery');
    try {
      const res = await app.browse('get', `/payments_portal/payment_requests/PR${'A'.repeat(40)}`);

      expect([res.status, statements.mock.calls.length]).toEqual([404, 0]);
    } finally {
      statements.mockRestore();
    }
  });
});
