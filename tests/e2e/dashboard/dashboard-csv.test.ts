import request from 'supertest';
import { CSV_COLUMNS } from '../../../src/adapters/http/dashboard/csv-columns';
import { C2P_PATH, c2pPayment } from '../checkouts/checkout-support';
import { TestApp, TestMerchant, paymentRequestBody, startTestApp } from '../../support/test-app';
import { Browser, get, parseCsv, signIn } from './dashboard-support';

/**
 * @engine both: the export's pages in SQL.
 */

/** `YYYY-MM-DD HH:MM` in Caracas (UTC-4 all year, no daylight saving time). */
const caracasMinute = (instant: Date) => new Date(instant.getTime() - 4 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

describe('the dashboard\'s CSV export of the filtered list', () => {
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

  const download = async (path: string, separator = ',') => {
    const res = await request(app.app).get(path).set('Cookie', browser.cookie).buffer(true).parse((response, done) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => { text += chunk; });
      response.on('end', () => done(null, text));
    });
    return { res, text: String(res.body), rows: parseCsv(String(res.body).replace(/^\uFEFF/, ''), separator) };
  };

  it('writes every row of every page (more than one page of 50), the management view\'s fields flattened', async () => {
    for (let i = 0; i < 52; i++) await app.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody({ external_id: `order-${i}` }));
    const paid = await app.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody({ description: 'Pago, "especial"\nsegunda línea' }));
    await app.call(merchant, 'post', C2P_PATH, { payment: c2pPayment(paid.body.id, { otp_token: '111111' }) });
    await app.call(merchant, 'post', C2P_PATH, { payment: c2pPayment(paid.body.id) });
    await app.call({ ...merchant, headers: merchant.liveHeaders }, 'post', '/api/v1/payment_requests', paymentRequestBody());

    const { res, rows } = await download('/dashboard/payment_requests.csv');

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="solicitudes-test.csv"');
    expect(rows[0]).toEqual(CSV_COLUMNS.map(([name]) => name));
    expect(rows[0]).toEqual(expect.arrayContaining(['main_amount.amount', 'customer.dni', 'succeeded_payment_intent.reference_id', 'payment_url']));
    expect(rows).toHaveLength(1 + 53);
    const column = (name: string) => rows[0].indexOf(name);
    expect(new Set(rows.slice(1).map((row) => row[column('id')])).size).toBe(53);
    const paidRow = rows.find((row) => row[column('id')] === paid.body.id)!;
    expect(paidRow[column('description')]).toBe('Pago, "especial"\nsegunda línea');
    expect(paidRow[column('status')]).toBe('paid');
    expect(paidRow[column('main_amount.amount')]).toBe('19.99');
    expect(paidRow[column('customer.dni')]).toBe('V12345678');
    expect(paidRow[column('rejected_payment_intents.decline_codes')]).toBe('insufficient_funds');
    expect(paidRow[column('succeeded_payment_intent.payment_method')]).toBe('c2p');
    expect(paidRow[column('payment_url')]).toBe(paid.body.payment_url);
    expect(rows.every((row) => row.length === rows[0].length)).toBe(true);
  });

  it('applies the list\'s filters, and makes text a spreadsheet would run as a formula inert', async () => {
    await app.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody({ description: '=HYPERLINK("http://evil")' }));
    await app.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody({
      customer: { dni: 'V7654321', email: 'luis@example.com', first_name: 'Luis', last_name: 'Gil' },
    }));

    const { rows } = await download('/dashboard/payment_requests.csv?customer_dni=V12345678&status=');
    expect(rows).toHaveLength(2);
    expect(rows[1][rows[0].indexOf('description')]).toBe('\'=HYPERLINK("http://evil")');

    const list = await get(app, '/dashboard?customer_dni=V12345678', browser);
    expect(list.text).toContain('href="/dashboard/payment_requests.csv?customer_dni=V12345678"');
  });

  it('with format=excel writes semicolons, decimal commas, Spanish headers and dates in the business time zone, after a BOM', async () => {
    const created = await app.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody({ description: '@SUM(1;2); "citado"' }));
    await app.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody({
      customer: { dni: 'V7654321', email: 'luis@example.com', first_name: 'Luis', last_name: 'Gil' },
    }));

    const { res, text, rows } = await download('/dashboard/payment_requests.csv?customer_dni=V12345678&format=excel', ';');

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="solicitudes-test-excel.csv"');
    expect(text.startsWith('\uFEFFID;Modo real;Estado;Descripción;')).toBe(true);
    expect(rows).toHaveLength(2);
    const [headers, row] = rows;
    expect(headers).toHaveLength(CSV_COLUMNS.length);
    expect(headers).toEqual(expect.arrayContaining(['Monto', 'Monto en bolívares', 'Tasa', 'Cédula o RIF del cliente', 'Creada', 'Enlace de pago']));
    const cell = (header: string) => row[headers.indexOf(header)];
    expect(cell('ID')).toBe(created.body.id);
    expect(cell('Monto')).toBe('19,99');
    expect(cell('Monto (céntimos)')).toBe('1999');
    expect(cell('Tasa')).toBe('36,5');
    expect(cell('Monto en bolívares')).toBe('729,64');
    expect(cell('Modo real')).toBe('no');
    expect(cell('Descripción')).toBe('\'@SUM(1;2); "citado"');
    const createdAt = new Date(created.body.created_at * 1000);
    expect(cell('Creada')).toBe(caracasMinute(createdAt));
    expect(cell('Vence')).toBe('');

    const list = await get(app, '/dashboard?customer_dni=V12345678', browser);
    expect(list.text).toContain('href="/dashboard/payment_requests.csv?customer_dni=V12345678&amp;format=excel" download>Descargar para Excel</a>');
    const unknown = await get(app, '/dashboard/payment_requests.csv?format=ods', browser);
    expect(unknown.status).toBe(400);
    expect(unknown.text).toContain('El formato de descarga no existe');
  });

  it('answers a filter the API refuses with the list page and its message, and no session with the sign-in page', async () => {
    const refused = await get(app, '/dashboard/payment_requests.csv?status=lost', browser);
    expect(refused.status).toBe(400);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.text).toMatch(/role="alert">Elige un estado de la lista./);

    const anonymous = await get(app, '/dashboard/payment_requests.csv');
    expect(anonymous.status).toBe(303);
  });
});
