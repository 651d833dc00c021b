import { load } from 'cheerio';
import { C2P_PATH, c2pPayment } from '../checkouts/checkout-support';
import { FixedClock } from '../../support/fakes';
import { TestApp, TestMerchant, paymentRequestBody, startTestApp } from '../../support/test-app';
import { get, signIn, trySignIn } from './dashboard-support';

describe('the dashboard\'s summary', () => {
  let app: TestApp;
  let merchant: TestMerchant;
  // Tuesday 24 and Wednesday 25 November 2026, mid-morning in Caracas (BUSINESS_TIME_ZONE's default): one week, two days.
  const TUESDAY = '2026-11-24T14:00:00Z';
  const WEDNESDAY = '2026-11-25T14:00:00Z';
  const clock = new FixedClock(WEDNESDAY);

  beforeAll(async () => {
    app = await startTestApp({ env: { USD_VES_RATE: '236.4587' }, overrides: { clock } });
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    clock.set(WEDNESDAY);
    await app.reset();
    merchant = await app.merchant('Acme');
  });

  /** The rows of one period's table: concept → [count, USD, Bs.]. */
  const rowsOf = (text: string, period: 'today' | 'week') => {
    const $ = load(text);
    return Object.fromEntries($(`#summary-${period}`).parent().find('tbody tr').map((_i, row) => [[
      $(row).find('th').contents().first().text(),
      $(row).find('td').map((_j, cell) => $(cell).text()).get(),
    ]]).get());
  };

  it('is where a sign-in lands, and shows today\'s and this week\'s paid, refunded and pending totals of the session\'s mode', async () => {
    const paid = (await app.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody())).body;
    expect((await app.call(merchant, 'post', C2P_PATH, { payment: c2pPayment(paid.id) })).status).toBe(201);
    expect((await app.call(merchant, 'post', `/api/v1/payment_requests/${paid.id}/refunds`, { amount: 5 })).status).toBe(201);
    await app.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody({ amount: 1234.5 }));
    await app.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody({ amount: 1 }));
    await app.call({ ...merchant, headers: merchant.liveHeaders }, 'post', '/api/v1/payment_requests', paymentRequestBody({ amount: 99 }));

    const { res } = await trySignIn(app, merchant.secretKey);
    expect(res.headers.location).toBe('/dashboard/summary');
    const browser = await signIn(app, merchant.secretKey);
    const page = await get(app, '/dashboard/summary', browser);

    expect(page.status).toBe(200);
    expect(page.text).toContain('<a href="/dashboard/summary">Resumen</a>');
    const expected = {
      Pagado: ['1 solicitud', 'USD 19,99', 'Bs. 4.726,81'],
      Reembolsado: ['1 reembolso', 'USD 5,00', 'Bs. 1.182,29'],
      Pendiente: ['2 solicitudes', 'USD 1.235,50', 'Bs. 292.144,73'],
    };
    expect(rowsOf(page.text, 'today')).toEqual(expected);
    expect(rowsOf(page.text, 'week')).toEqual(expected);

    const live = await get(app, '/dashboard/summary', await signIn(app, merchant.liveSecretKey));
    expect(rowsOf(live.text, 'today').Pendiente).toEqual(['1 solicitud', 'USD 99,00', 'Bs. 23.409,41']);
    expect(rowsOf(live.text, 'today').Pagado).toEqual(['0 solicitudes', 'USD 0,00', 'Bs. 0,00']);
  });

  it('counts what was paid yesterday in this week, not in today', async () => {
    clock.set(TUESDAY);
    const yesterdays = (await app.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody())).body;
    expect((await app.call(merchant, 'post', C2P_PATH, { payment: c2pPayment(yesterdays.id) })).status).toBe(201);
    clock.set(WEDNESDAY);
    await app.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody({ amount: 1 }));

    const page = await get(app, '/dashboard/summary', await signIn(app, merchant.secretKey));

    expect(rowsOf(page.text, 'today').Pagado).toEqual(['0 solicitudes', 'USD 0,00', 'Bs. 0,00']);
    expect(rowsOf(page.text, 'week').Pagado).toEqual(['1 solicitud', 'USD 19,99', 'Bs. 4.726,81']);
    expect(rowsOf(page.text, 'today').Pendiente).toEqual(['1 solicitud', 'USD 1,00', 'Bs. 236,46']);
  });
});
