import { C2P_PATH, c2pPayment } from '../checkouts/checkout-support';
import { TestApp, TestMerchant, paymentRequestBody, startTestApp } from '../../support/test-app';
import { AMOUNT_AMBIGUOUS_ES, AMOUNT_INVALID_ES } from '../../../src/adapters/http/dashboard/typed-amount';
import { Browser, apiFieldReasons, fieldError, get, post, postConfirmed, signIn, spanishFieldError } from './dashboard-support';

const NEW_CUSTOMER = {
  amount: '19,99', description: 'Pedido 7', external_id: '', customer_dni: 'V20987654', customer_email: 'rosa@example.com',
  customer_first_name: 'Rosa', customer_last_name: 'Díaz', expires_in: '',
};

describe('the dashboard\'s actions: create, cancel, refund', () => {
  let app: TestApp;
  let merchant: TestMerchant;
  let browser: Browser;

  beforeAll(async () => {
    app = await startTestApp({ env: { USD_VES_RATE: '236.4587' } });
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await app.reset();
    merchant = await app.merchant('Acme');
    browser = await signIn(app, merchant.secretKey);
  });

  const count = async () => (await app.call(merchant, 'get', '/api/v1/payment_requests')).body.meta.total_objects as number;
  const read = async (id: string) => (await app.call(merchant, 'get', `/api/v1/payment_requests/${id}`)).body;

  async function paidRequest(): Promise<string> {
    const created = await app.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody());
    expect((await app.call(merchant, 'post', C2P_PATH, { payment: c2pPayment(created.body.id) })).status).toBe(201);
    return created.body.id;
  }

  it('offers a labelled create form carrying the CSRF token', async () => {
    const res = await get(app, '/dashboard/payment_requests/new', browser);
    expect(res.status).toBe(200);
    for (const name of ['amount', 'description', 'customer_dni', 'customer_email', 'customer_first_name', 'customer_last_name', 'expires_in']) {
      expect(res.text).toContain(`<label for="create-${name}">`);
    }
    expect(res.text).toContain(`name="csrf_token" value="${browser.csrf}"`);
  });

  it('creates a request through the API\'s use case and lands on its page with the link and QR code', async () => {
    const res = await post(app, '/dashboard/payment_requests', { ...NEW_CUSTOMER, expires_in: '86400', csrf_token: browser.csrf }, browser);

    expect(res.status).toBe(303);
    const [, id] = /^\/dashboard\/payment_requests\/(preq_[A-Za-z0-9]+)\?done=created$/.exec(res.headers.location)!;
    const created = await read(id);
    expect(created).toMatchObject({ description: 'Pedido 7', main_amount: { amount_cents: 1999 }, livemode: false });
    expect(created.expires_at - Math.floor(Date.now() / 1000)).toBeGreaterThan(86_300);

    const page = await get(app, res.headers.location, browser);
    expect(page.text).toContain('Solicitud creada.');
    expect(page.text).toContain(`value="${created.payment_url}"`);
    expect(page.text).toContain('class="qr"');
  });

  it('shows Spanish messages beside the fields the API refuses, keeps what was typed, and creates nothing', async () => {
    const res = await post(app, '/dashboard/payment_requests', { ...NEW_CUSTOMER, amount: '0', customer_dni: '!', description: '', csrf_token: browser.csrf }, browser);

    expect(res.status).toBe(422);
    expect(res.text).toContain('Revisa los datos marcados; no se cambió nada.');
    expect(res.text).toMatch(/<p class="field-error" id="create-amount-error">Escribe un monto en USD mayor que 0/);
    expect(res.text).toMatch(/<p class="field-error" id="create-customer_dni-error">Escribe una cédula o RIF/);
    expect(res.text).toContain('<p class="field-error" id="create-description-error">Este campo es obligatorio.</p>');
    expect(res.text).not.toContain('must be');
    expect(res.text).toContain('value="rosa@example.com"');
    expect(res.text).toMatch(/id="create-amount"[^>]*aria-invalid="true"/);

    const newCustomer = await post(app, '/dashboard/payment_requests', { ...NEW_CUSTOMER, customer_email: '', customer_first_name: '', csrf_token: browser.csrf }, browser);
    expect(newCustomer.status).toBe(422);
    expect(newCustomer.text).toContain('id="create-customer_email-error"');
    expect(newCustomer.text).toContain('id="create-customer_first_name-error"');
    expect(await count()).toBe(0);
  });

  it('answers one bad value in each field of the create form the API refuses with a Spanish message for it, keeps the values, and creates nothing', async () => {
    const long = (n: number) => 'x'.repeat(n);
    const typed = {
      amount: 'mucho', description: long(501), external_id: long(256), customer_dni: '!', customer_email: 'no-es-un-correo',
      customer_first_name: long(101), customer_last_name: long(101), expires_in: 'mañana',
    };
    const api = await apiFieldReasons(app, merchant, '/api/v1/payment_requests', {
      amount: 'mucho', description: long(501), external_id: long(256), expires_at: 'mañana',
      customer: { dni: '!', email: 'no-es-un-correo', first_name: long(101), last_name: long(101) },
    });
    /** The API's field → the form's. */
    const formField: Record<string, keyof typeof typed> = {
      amount: 'amount', description: 'description', external_id: 'external_id', expires_at: 'expires_in', 'customer.dni': 'customer_dni',
      'customer.email': 'customer_email', 'customer.first_name': 'customer_first_name', 'customer.last_name': 'customer_last_name',
    };
    expect(Object.keys(api).sort()).toEqual(Object.keys(formField).sort());

    const res = await post(app, '/dashboard/payment_requests', { ...typed, csrf_token: browser.csrf }, browser);

    expect(res.status).toBe(422);
    for (const [field, message] of Object.entries(api)) {
      const name = formField[field];
      expect(res.text).toContain(name === 'amount'
        ? fieldError('create', name, AMOUNT_INVALID_ES) : spanishFieldError('create', name, field, message));
      expect(res.text).toMatch(new RegExp(`id="create-${name}"[^>]*aria-invalid="true"`));
      if (name !== 'expires_in') expect(res.text).toMatch(new RegExp(`id="create-${name}"[^>]* value="${typed[name]}"`));
    }
    expect(await count()).toBe(0);
  });

  it('refuses a create without the CSRF token or from another site, creating nothing', async () => {
    expect((await post(app, '/dashboard/payment_requests', NEW_CUSTOMER, browser)).status).toBe(403);
    expect((await post(app, '/dashboard/payment_requests', { ...NEW_CUSTOMER, csrf_token: 'A'.repeat(43) }, browser)).status).toBe(403);
    expect((await post(app, '/dashboard/payment_requests', { ...NEW_CUSTOMER, csrf_token: browser.csrf }, browser, { Origin: 'https://evil.example' })).status).toBe(403);
    expect(await count()).toBe(0);
  });

  it('cancels a payable request once confirmed; a second cancel shows the refusal in Spanish and changes nothing', async () => {
    const created = await app.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody());
    const id = created.body.id;
    const page = await get(app, `/dashboard/payment_requests/${id}`, browser);
    expect(page.text).toContain(`action="/dashboard/payment_requests/${id}/cancel"`);

    const asked = await post(app, `/dashboard/payment_requests/${id}/cancel`, { csrf_token: browser.csrf }, browser);
    expect(asked.text).toContain(`Se anulará la solicitud «${created.body.description}» (${id}) de USD `);
    expect((await read(id)).status).toBe('waiting_for_payment');
    const res = await postConfirmed(app, `/dashboard/payment_requests/${id}/cancel`, { csrf_token: browser.csrf }, browser);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/dashboard/payment_requests/${id}?done=canceled`);
    const canceled = await read(id);
    expect(canceled.status).toBe('canceled');

    const again = await post(app, `/dashboard/payment_requests/${id}/cancel`, { csrf_token: browser.csrf }, browser);
    expect(again.status).toBe(422);
    expect(again.text).toMatch(/role="alert">Esta solicitud ya no se puede anular/);
    expect((await read(id)).updated_at).toBe(canceled.updated_at);
  });

  it('refunds part of a paid request once confirmed, then refuses more than remains in Spanish', async () => {
    const id = await paidRequest();

    const form = { amount: '5,50', reason: 'requested_by_customer', description: 'Devolución', csrf_token: browser.csrf };
    const asked = await post(app, `/dashboard/payment_requests/${id}/refunds`, form, browser);
    expect(asked.text).toContain(`Se reembolsará USD 5,50 de la solicitud «`);
    expect(asked.text).toContain('Motivo: A pedido del cliente.');
    expect((await read(id)).refunded_main_amount.amount_cents).toBe(0);
    const res = await postConfirmed(app, `/dashboard/payment_requests/${id}/refunds`, form, browser);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/dashboard/payment_requests/${id}?done=refunded`);
    const refunded = await read(id);
    expect(refunded.refunded_main_amount.amount_cents).toBe(550);
    const page = await get(app, res.headers.location, browser);
    expect(page.text).toContain('USD 5,50');
    expect(page.text).toContain('Devolución');
    // The summary says what went back and what can still go back.
    const remaining = ((refunded.main_amount.amount_cents - 550) / 100).toFixed(2).replace('.', ',');
    expect(page.text).toMatch(/<dt>Reembolsado<\/dt><dd>USD 5,50 · Bs\. /);
    expect(page.text).toContain(`<dt>Queda por reembolsar</dt><dd>USD ${remaining} · Bs. `);

    const ambiguous = await post(app, `/dashboard/payment_requests/${id}/refunds`, { amount: '1.000', csrf_token: browser.csrf }, browser);
    expect([ambiguous.status, ambiguous.text.includes(`id="refund-amount-error">${AMOUNT_AMBIGUOUS_ES}`)]).toEqual([422, true]);
    const over = await postConfirmed(app, `/dashboard/payment_requests/${id}/refunds`, { amount: '1.000,00', csrf_token: browser.csrf }, browser);
    expect(over.status).toBe(422);
    expect(over.text).toContain('role="alert">El monto es mayor que lo que queda por reembolsar');
    expect(over.text).toContain('id="refund-amount-error">No puede ser más de lo que queda por reembolsar.');
    const bad = await post(app, `/dashboard/payment_requests/${id}/refunds`, { amount: 'mucho', csrf_token: browser.csrf }, browser);
    expect(bad.status).toBe(422);
    expect(bad.text).toContain(`id="refund-amount-error">${AMOUNT_INVALID_ES}`);
    expect((await read(id)).refunded_main_amount.amount_cents).toBe(550);
  });

  it('answers one bad value in each field of the refund form with a Spanish message for it, keeps the values, and refunds nothing', async () => {
    const id = await paidRequest();
    const before = await read(id);
    const typed = { amount: 'mucho', reason: 'capricho', description: 'y'.repeat(201) };
    const api = await apiFieldReasons(app, merchant, `/api/v1/payment_requests/${id}/refunds`, typed);
    expect(Object.keys(api).sort()).toEqual(['amount', 'description', 'reason']);

    const res = await post(app, `/dashboard/payment_requests/${id}/refunds`, { ...typed, csrf_token: browser.csrf }, browser);

    expect(res.status).toBe(422);
    for (const [field, message] of Object.entries(api)) {
      expect(res.text).toContain(field === 'amount' ? fieldError('refund', field, AMOUNT_INVALID_ES) : spanishFieldError('refund', field, field, message));
      expect(res.text).toMatch(new RegExp(`id="refund-${field}"[^>]*aria-invalid="true"`));
    }
    expect(res.text).toMatch(/id="refund-amount"[^>]* value="mucho"/);
    expect(res.text).toMatch(new RegExp(`id="refund-description"[^>]* value="${typed.description}"`));
    const after = await read(id);
    expect([after.refunded_main_amount.amount_cents, after.updated_at]).toEqual([0, before.updated_at]);
    expect((await app.call(merchant, 'get', `/api/v1/payment_requests/${id}/refunds`)).body.data).toEqual([]);
  });

  it('refunds everything that remains when the amount is left empty', async () => {
    const id = await paidRequest();
    const form = { amount: '', reason: '', description: '', csrf_token: browser.csrf };
    expect((await post(app, `/dashboard/payment_requests/${id}/refunds`, form, browser)).text).toContain('Se reembolsará todo lo que queda por reembolsar: USD 19,99 (Bs. ');
    const res = await postConfirmed(app, `/dashboard/payment_requests/${id}/refunds`, form, browser);
    expect(res.status).toBe(303);
    expect((await read(id)).refunded_main_amount.amount_cents).toBe(1999);
  });

  it('refuses every form with a field sent twice, whatever the field, and changes nothing', async () => {
    const id = await paidRequest();
    const payable = (await app.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody())).body.id as string;
    const keys = async () => (await app.call(merchant, 'get', '/api/v1/api_keys')).body.data as { id: string }[];
    const [key] = await keys();
    const csrf = `csrf_token=${browser.csrf}`;
    const forms: [string, string][] = [
      // Read as a list, `amount` twice once meant "refund everything that remains".
      [`/dashboard/payment_requests/${id}/refunds`, `${csrf}&amount=1&amount=1&reason=&description=`],
      [`/dashboard/payment_requests/${id}/refunds`, `${csrf}&${csrf}&amount=1&reason=&description=`],
      ['/dashboard/payment_requests', `${csrf}&amount=5&amount=6&description=Doble&customer_dni=V20987654`],
      [`/dashboard/payment_requests/${payable}/cancel`, `${csrf}&${csrf}`],
      // Read as a list, `expires_in_hours` twice once kept the old key alive a day.
      [`/dashboard/api_keys/${key.id}/roll`, `${csrf}&expires_in_hours=0&expires_in_hours=0`],
      [`/dashboard/api_keys/${key.id}/revoke`, `${csrf}&${csrf}`],
      ['/dashboard/sign_out', `${csrf}&${csrf}`],
      ['/dashboard/sign_in', `secret_key=${merchant.secretKey}&secret_key=${merchant.secretKey}`],
    ];
    const before = { refunded: await read(id), payable: await read(payable), keys: await keys(), total: await count() };

    for (const [path, form] of forms) {
      const res = await post(app, path, form, browser);
      expect([path, res.status]).toEqual([path, 400]);
      expect(res.text).toMatch(/El campo «\w+» llegó más de una vez/);
    }

    expect({ refunded: await read(id), payable: await read(payable), keys: await keys(), total: await count() }).toEqual(before);
    expect((await get(app, '/dashboard', browser)).status).toBe(200);
  });
});
