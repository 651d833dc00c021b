import { TestApp, TestMerchant, withTestApp } from '../../support/test-app';
import { createRequest, openPage } from './hosted-page-support';

/** The text of the page's style elements, with the nonce each carries. */
function stylesOf(page: string): { nonce: string | null; css: string }[] {
  return [...page.matchAll(/<style( nonce="([^"]*)")?>([\s\S]*?)<\/style>/g)].map((m) => ({ nonce: m[2] ?? null, css: m[3] }));
}

describe('the hosted page shows the merchant\'s profile', () => {
  let app: TestApp;
  let merchant: TestMerchant;

  withTestApp((started, acme) => ((app = started), (merchant = acme)));

  /** The profile as the merchant set it (the "Negocio" page or PATCH /api/v1/merchant), straight in the store. */
  async function setProfile(profile: { brand_color?: string; support_email?: string; support_phone?: string; legal_id?: string }) {
    const columns = Object.keys(profile);
    await app.db.database.query((session) =>
      session.rows(
        `UPDATE merchants SET ${columns.map((column, i) => `${column} = $${i + 2}`).join(', ')} WHERE id = $1`,
        [merchant.id, ...Object.values(profile)],
      ),
    );
  }

  describe('the Pago Móvil transfer', () => {
    it('comes first among the methods, each of its values alone in an element selected whole', async () => {
      const { page } = await createRequest(app, merchant);

      const { text } = await openPage(app, page);

      const order = ['id="pagar-transferencia"', 'id="pagar-c2p"', 'id="pagar-tarjeta"'].map((anchor) => text.indexOf(anchor));
      expect(order[0]).toBeGreaterThan(-1);
      expect([...order].sort((a, b) => a - b)).toEqual(order);
      // The bank's code, the phone, the RIF and the amount as a bank's app takes it (19.99 USD at 36.5: Bs. 729,64).
      const values = [...text.matchAll(/<code class="copy-value">([^<]*)<\/code>/g)].map((m) => m[1]);
      expect(values).toEqual(['0105', '04141234567', 'J-123456789', '729,64']);
      const [style] = stylesOf(text);
      expect(style.css).toMatch(/\.copy-value\{[^}]*user-select:all/);
    });

    it('writes an amount over a thousand bolívares without grouping, with a decimal comma', async () => {
      const { page } = await createRequest(app, merchant, { amount: 129.5 });

      const { text } = await openPage(app, page);

      // 129.50 USD at 36.5 = Bs. 4.726,75.
      expect(text).toContain('Bs. 4.726,75');
      expect(text).toContain('<dt>Monto exacto en Bs.</dt><dd><code class="copy-value">4726,75</code></dd>');
    });
  });

  describe('the brand colour', () => {
    it.each([
      ['a dark colour, with white text on its buttons', '#0A7D3B', '#0a7d3b', '#ffffff'],
      ['a light colour, with near-black text on its buttons', '#FFE066', '#ffe066', '#1b1f24'],
    ])('%s: set in the nonce\'d style element only', async (_, stored, brand, onBrand) => {
      await setProfile({ brand_color: stored });
      const { page } = await createRequest(app, merchant);

      const res = await openPage(app, page);

      const styles = stylesOf(res.text);
      expect(styles).toHaveLength(1);
      const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
      expect(styles[0].nonce).toBe(nonce);
      expect(styles[0].css).toContain(`--brand:${brand};--on-brand:${onBrand}`);
      expect(styles[0].css).toMatch(/button[^{]*\{[^}]*background:var\(--brand\);color:var\(--on-brand\)/);
      expect(res.text).not.toMatch(/ style=/);
    });

    it.each([
      ['not a colour', 'red'],
      ['an attempt to close the style element', '#000000;}</style><script>alert(1)</script>'],
      ['three digits', '#abc'],
    ])('%s is never written: the service\'s own colours', async (_, stored) => {
      await setProfile({ brand_color: stored });
      const { page } = await createRequest(app, merchant);

      const { text } = await openPage(app, page);

      expect(text).not.toContain('--brand');
      expect(text).not.toContain('<script');
    });

    it('without one, the page has its own colours', async () => {
      const { page } = await createRequest(app, merchant);

      const { text } = await openPage(app, page);

      expect(text).not.toContain('--brand');
    });
  });

  it('shows the support contact and the RIF, escaped, as links to write or call', async () => {
    await setProfile({ support_email: 'ayuda+<b>@acme.example', support_phone: '0212-555 12 34', legal_id: 'J-40<i>1</i>' });
    const { page } = await createRequest(app, merchant);

    const { text } = await openPage(app, page);

    expect(text).toContain('Atención al cliente');
    expect(text).toContain('<a href="mailto:ayuda+&lt;b&gt;@acme.example">ayuda+&lt;b&gt;@acme.example</a>');
    expect(text).toContain('<a href="tel:02125551234">0212-555 12 34</a>');
    expect(text).toContain('RIF J-40&lt;i&gt;1&lt;/i&gt;');
    expect(text).not.toContain('<b>');
    expect(text).not.toContain('<i>');
  });

  it('without a contact, says nothing about one', async () => {
    const { page } = await createRequest(app, merchant);

    const { text } = await openPage(app, page);

    expect(text).toContain('Pagar a <strong>Acme</strong></p>');
    expect(text).not.toContain('Atención al cliente');
  });
});
