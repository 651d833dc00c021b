import { eventTypeLabel } from '../../../src/adapters/http/dashboard/views/code-labels-es';
import { C2P_PATH, c2pPayment } from '../checkouts/checkout-support';
import { TestApp, TestMerchant, paymentRequestBody, startTestApp } from '../../support/test-app';
import { Browser, get, signIn } from './dashboard-support';
import { PAYMENT_REQUEST_REPOSITORY, PaymentRequestRepository } from '../../../src/application/ports/payment-request-repository';
import { owner } from '../../support/builders';
import { saveWithItsEvents } from '../../support/saving';

describe('the dashboard\'s page of one payment request', () => {
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

  async function create(overrides: Record<string, unknown> = {}): Promise<Record<string, any>> {
    const res = await app.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody(overrides));
    expect(res.status).toBe(201);
    return res.body;
  }

  it('shows the amounts, rate, customer, every attempt with its decline code, refunds and the history', async () => {
    const created = await create({ description: 'Pedido <b>1001</b>' });
    expect((await app.call(merchant, 'post', C2P_PATH, { payment: c2pPayment(created.id, { otp_token: '111111' }) })).status).toBe(402);
    expect((await app.call(merchant, 'post', C2P_PATH, { payment: c2pPayment(created.id) })).status).toBe(201);
    expect((await app.call(merchant, 'post', `/api/v1/payment_requests/${created.id}/refunds`, { amount: 5 })).status).toBe(201);

    const res = await get(app, `/dashboard/payment_requests/${created.id}`, browser);

    expect(res.status).toBe(200);
    expect(res.text).toContain('Pedido &lt;b&gt;1001&lt;/b&gt;');
    expect(res.text).toContain('USD 19,99 · Bs. 4.726,81');
    expect(res.text).toContain('Bs. 236,4587 por USD 1');
    expect(res.text).toContain('V12345678 · ana@example.com');
    expect(res.text).toContain('Pagado');
    expect(res.text).toContain('Fondos insuficientes');
    expect(res.text).not.toContain('insufficient_funds');
    expect(res.text).toContain('Rechazado');
    expect(res.text).toContain('Aprobado');
    expect(res.text).toContain('Pago Móvil (C2P)');
    expect(res.text).toContain('USD 5,00');
    expect(res.text).toContain('Solicitud creada');
    expect(res.text).toContain('Pago rechazado (Fondos insuficientes)');
    expect(res.text).toMatch(/class="mode mode-test" role="status">Modo de prueba</);
  });

  it('says how much went back beyond what was paid when the bank booked a refund judged failed, and only then', async () => {
    const created = await create();
    expect((await app.call(merchant, 'post', C2P_PATH, { payment: c2pPayment(created.id) })).status).toBe(201);
    const before = await get(app, `/dashboard/payment_requests/${created.id}`, browser);
    const requests = app.container.get<PaymentRequestRepository>(PAYMENT_REQUEST_REPOSITORY);
    const stored = (await requests.findById(owner(merchant.id), created.id))!;
    const now = new Date();
    const refundAll = (id: string) =>
      stored.refund({ id, amount: null, reason: null, description: null, paidToday: false, cardGatewayRefunds: false, now });
    refundAll('re_judgedfailed');
    stored.settleRefund('re_judgedfailed', { status: 'declined', declineCode: 'not_processed' }, now);
    refundAll('re_paidout');
    stored.settleRefund('re_paidout', { status: 'refunded', gatewayReference: 'P-1' }, now);
    stored.settleBookedRefund('re_judgedfailed', 'V-LATE', now);
    await saveWithItsEvents(requests, stored);

    const res = await get(app, `/dashboard/payment_requests/${created.id}`, browser);

    expect(before.text).not.toContain('Reembolsado de más');
    expect(res.text).toMatch(/<dt>Reembolsado de más<\/dt><dd class="alert">USD 19,99 · Bs. 4.726,81/);
  });

  it('gives the payment link to copy, as a QR code drawn inline, and a WhatsApp share link', async () => {
    const created = await create({ description: 'Café & pan' });

    const res = await get(app, `/dashboard/payment_requests/${created.id}`, browser);

    expect(res.text).toContain(`<input id="payment-link" class="copy-field" type="url" readonly value="${created.payment_url}"`);
    expect(res.text).toContain('<label for="payment-link">');
    expect(res.text).toMatch(/<svg role="img" aria-label="Código QR del enlace de pago" class="qr" xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*>/);
    expect(res.text).not.toMatch(/<img|<script|src=/i);
    const whatsApp = /href="(https:\/\/wa\.me\/\?text=[^"]+)"/.exec(res.text)![1].replace(/&amp;/g, '&');
    expect(decodeURIComponent(whatsApp.split('text=')[1])).toBe(`Café & pan: ${created.payment_url}`);
  });

  /** The events the page lists, in its order: [type, id]. */
  const eventsOn = (html: string): [string, string][] =>
    [...html.matchAll(/<td data-label="Tipo">([^<]+)<\/td>\s*<td data-label="Fecha"><time datetime="[^"]+">[^<]+<\/time><\/td>\s*<td data-label="Identificador"><code>(evt_[A-Za-z0-9]+)<\/code><\/td>/g)]
      .map((match) => [match[1], match[2]]);
  /** An event as the page names it: its type in Spanish, and its id. */
  const shown = (event: { type: string; id: string }): [string, string] => [eventTypeLabel(event.type), event.id];
  /** The merchant's test-mode events as GET /api/v1/events gives them, oldest first. */
  const feed = async (): Promise<{ id: string; type: string; data: { object: { id: string } } }[]> =>
    (await app.call(merchant, 'get', '/api/v1/events?limit=100')).body.data;

  it('lists the events stored for the request, oldest first, as the events feed holds them, and no one else\'s', async () => {
    const created = await create();
    expect((await app.call(merchant, 'post', C2P_PATH, { payment: c2pPayment(created.id) })).status).toBe(201);
    expect((await app.call(merchant, 'post', `/api/v1/payment_requests/${created.id}/refunds`, { amount: 5 })).status).toBe(201);
    const another = await create();
    await app.call({ ...merchant, headers: merchant.liveHeaders }, 'post', '/api/v1/payment_requests', paymentRequestBody());
    const other = await app.merchant('Other');
    await app.call(other, 'post', '/api/v1/payment_requests', paymentRequestBody());

    const res = await get(app, `/dashboard/payment_requests/${created.id}`, browser);

    const listed = eventsOn(res.text);
    const expected = (await feed()).filter((event) => event.data.object.id !== another.id).map(shown);
    expect(listed).toEqual(expected);
    expect(listed.slice(0, 3).map(([type]) => type)).toEqual(['Solicitud creada', 'Solicitud pagada', 'Reembolso solicitado']);
    expect(res.text).toContain('<h2 id="events-title">Eventos</h2>');
    expect(res.text).not.toContain('role="note"');
    // The request made later, the live one and the other merchant's each have an event, none listed here.
    const others = [...(await feed()).filter((event) => event.data.object.id === another.id), ...(await app.call({ ...merchant, headers: merchant.liveHeaders }, 'get', '/api/v1/events')).body.data, ...(await app.call(other, 'get', '/api/v1/events')).body.data];
    expect(others).toHaveLength(3);
    for (const event of others) expect(res.text).not.toContain(event.id);
  });

  it('lists at most 50 events, the oldest, and says when the request has more', async () => {
    const created = await create();
    for (let i = 1; i <= 50; i++) {
      expect((await app.call(merchant, 'patch', `/api/v1/payment_requests/${created.id}`, { description: `Pedido ${i}` })).status).toBe(200);
    }

    const res = await get(app, `/dashboard/payment_requests/${created.id}`, browser);

    const all = (await feed()).map(shown);
    expect(all).toHaveLength(51);
    expect(eventsOn(res.text)).toEqual(all.slice(0, 50));
    expect(res.text).toContain('Se muestran los 50 primeros eventos; esta solicitud tiene más.');
    expect(res.text).not.toMatch(/href="https?:\/\/(?!wa\.me|pay\.example\.test)/);
  });

  it('is a 404 page for an unknown id, another mode\'s request or one of another merchant', async () => {
    const live = await app.call({ ...merchant, headers: merchant.liveHeaders }, 'post', '/api/v1/payment_requests', paymentRequestBody());
    const other = await app.merchant('Other');
    const theirs = await app.call(other, 'post', '/api/v1/payment_requests', paymentRequestBody());

    for (const id of ['preq_' + 'Z'.repeat(24), 'nonsense', live.body.id, theirs.body.id]) {
      const res = await get(app, `/dashboard/payment_requests/${id}`, browser);
      expect(res.status).toBe(404);
      expect(res.text).toContain('Solicitud no encontrada');
    }
  });
});
