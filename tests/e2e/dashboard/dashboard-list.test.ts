import { TestApp, TestMerchant, paymentRequestBody, startTestApp } from '../../support/test-app';
import { Browser, get, signIn } from './dashboard-support';

/**
 * The ids of the requests a list page links to, in order.
 * @engine both: the dashboard's list and counts in SQL.
 */
const rowsOf = (html: string): string[] => [...html.matchAll(/href="\/dashboard\/payment_requests\/(preq_[A-Za-z0-9]+)"/g)].map((m) => m[1]);

describe('the dashboard\'s list of payment requests', () => {
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

  async function create(overrides: Record<string, unknown> = {}): Promise<string> {
    const res = await app.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody(overrides));
    expect(res.status).toBe(201);
    return res.body.id;
  }

  it('lists the mode\'s requests, newest first, each row linking to its detail page, in a table fit for a phone', async () => {
    const first = await create({ description: 'Café <especial>' });
    const second = await create();
    await app.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody(), undefined);
    const liveOnly = await app.call({ ...merchant, headers: merchant.liveHeaders }, 'post', '/api/v1/payment_requests', paymentRequestBody());

    const res = await get(app, '/dashboard', browser);

    expect(res.status).toBe(200);
    const rows = rowsOf(res.text);
    expect(rows).toHaveLength(3);
    expect(rows.slice(1)).toEqual([second, first]);
    expect(rows).not.toContain(liveOnly.body.id);
    expect(res.text).toContain('Café &lt;especial&gt;');
    expect(res.text).toContain('USD 19,99');
    expect(res.text).toContain('Pendiente de pago');
    expect(res.text).toContain('data-label="Monto"');
    expect(res.text).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
  });

  it('filters by status, dni, e-mail and day with the API\'s rules, keeping the filters in the form', async () => {
    const ana = await create();
    const luis = await create({ customer: { dni: 'V7654321', email: 'luis@example.com', first_name: 'Luis', last_name: 'Gil' } });
    await app.call(merchant, 'post', `/api/v1/payment_requests/${luis}/cancel`);

    expect(rowsOf((await get(app, '/dashboard?status=canceled', browser)).text)).toEqual([luis]);
    expect(rowsOf((await get(app, '/dashboard?status=&customer_dni=V12345678', browser)).text)).toEqual([ana]);
    const byEmail = await get(app, '/dashboard?customer_email=LUIS%40example.com&customer_dni=', browser);
    expect(rowsOf(byEmail.text)).toEqual([luis]);
    expect(byEmail.text).toContain('value="LUIS@example.com"');

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: app.config.businessTimeZone }).format(new Date());
    expect(rowsOf((await get(app, `/dashboard?created_at%5Bstart%5D=${today}&created_at%5Bend%5D=${today}`, browser)).text)).toHaveLength(2);
    expect(rowsOf((await get(app, `/dashboard?created_at=${today}`, browser)).text)).toHaveLength(2);
    expect(rowsOf((await get(app, '/dashboard?created_at%5Bend%5D=2020-01-01', browser)).text)).toEqual([]);
  });

  it('finds a request by the merchant\'s own reference (external_id), exactly, and by either form of a national id', async () => {
    const order = await create({ external_id: 'pedido-1001' });
    await create({ external_id: 'pedido-10010' });

    const byReference = await get(app, '/dashboard?external_id=pedido-1001', browser);
    const byDashedDni = await get(app, '/dashboard?customer_dni=V-12345678', browser);

    expect([byReference.status, rowsOf(byReference.text)]).toEqual([200, [order]]);
    expect(byReference.text).toContain('value="pedido-1001"');
    expect(rowsOf(byDashedDni.text)).toHaveLength(2);
  });

  it('says in Spanish what is wrong with a filter the API refuses, with a 400 and no rows', async () => {
    await create();
    const res = await get(app, '/dashboard?created_at%5Bstart%5D=2026-02-30', browser);
    expect(res.status).toBe(400);
    expect(res.text).toContain('Escribe las fechas como AAAA-MM-DD, con un día que exista.');
    expect(rowsOf(res.text)).toEqual([]);
    const reversed = await get(app, '/dashboard?created_at%5Bstart%5D=2026-02-02&created_at%5Bend%5D=2026-02-01', browser);
    expect(reversed.status).toBe(400);
    expect(reversed.text).toContain('La fecha «desde» no puede ser posterior a la fecha «hasta».');
  });

  it('pages by the API\'s page size, the links keeping the filters', async () => {
    for (let i = 0; i < 12; i++) await create();
    await create({ customer: { dni: 'V7654321', email: 'luis@example.com', first_name: 'Luis', last_name: 'Gil' } });

    const first = await get(app, '/dashboard?customer_dni=V12345678', browser);
    expect(rowsOf(first.text)).toHaveLength(10);
    expect(first.text).toContain('12 solicitudes · página 1 de 2');
    const next = /rel="next" href="([^"]+)"/.exec(first.text)![1].replace(/&amp;/g, '&');
    expect(next).toBe('/dashboard?customer_dni=V12345678&page=2');

    const second = await get(app, next, browser);
    expect(rowsOf(second.text)).toHaveLength(2);
    expect(second.text).toContain('rel="prev" href="/dashboard?customer_dni=V12345678"');
    expect(second.text).not.toContain('rel="next"');
    expect(new Set([...rowsOf(first.text), ...rowsOf(second.text)]).size).toBe(12);
  });
});
