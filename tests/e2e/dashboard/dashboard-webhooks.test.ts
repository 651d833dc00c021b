import request from 'supertest';
import { WEBHOOK_DELIVERY_WORKER } from '../../../src/container';
import { TestApp, TestMerchant, paymentRequestBody, startTestApp } from '../../support/test-app';
import { WebhookReceiver, eventually, startWebhookReceiver } from '../../support/webhook-receiver';
import { get, post, postConfirmed, signIn } from './dashboard-support';

const ENDPOINTS = '/api/v1/webhook_endpoints';
type ListedDelivery = { event_id: string; event_type: string; status: string; attempts: number; last_response_status: number | null; last_attempt_at: number | null };

describe('the dashboard\'s webhook endpoints page', () => {
  let app: TestApp;
  let merchant: TestMerchant;
  let ok: WebhookReceiver;
  let failing: WebhookReceiver;

  beforeAll(async () => {
    app = await startTestApp({ env: { WEBHOOK_ALLOW_PRIVATE_URLS: 'true', WEBHOOK_POLL_INTERVAL_MS: '50', WEBHOOK_RETRY_SCHEDULE_SECONDS: '600', WEBHOOK_TIMEOUT_MS: '500', WEBHOOK_LEASE_SECONDS: '2' } });
    app.container.get(WEBHOOK_DELIVERY_WORKER).start();
    [ok, failing] = await Promise.all([startWebhookReceiver('/ok'), startWebhookReceiver('/fails')]);
    failing.answer = () => 503;
  });
  afterAll(async () => {
    await app.container.get(WEBHOOK_DELIVERY_WORKER).stop();
    await Promise.all([app.close(), ok.close(), failing.close()]);
  });
  beforeEach(async () => {
    await app.reset();
    merchant = await app.merchant('Acme');
  });

  const api = (method: 'get' | 'post', path: string, headers: { Authorization: string }, body?: object) =>
    request(app.app)[method](path).set(headers).send(body);
  const deliveriesOf = async (id: string): Promise<ListedDelivery[]> => (await api('get', `${ENDPOINTS}/${id}/deliveries`, merchant.headers)).body.data;

  it('lists the endpoints of the session\'s mode with their latest deliveries as the API lists them, never a secret', async () => {
    const good = (await api('post', ENDPOINTS, merchant.headers, { url: ok.url, description: 'Tienda <principal>' })).body;
    const bad = (await api('post', ENDPOINTS, merchant.headers, { url: failing.url, events: ['payment_request.created'] })).body;
    const live = (await api('post', ENDPOINTS, merchant.liveHeaders, { url: `${ok.url}?live=1` })).body;
    expect([good.secret, bad.secret, live.secret].every((secret) => /^whsec_/.test(secret))).toBe(true);
    expect((await api('post', '/api/v1/payment_requests', merchant.headers, paymentRequestBody())).status).toBe(201);
    await eventually(async () => (await deliveriesOf(good.id))[0]?.status === 'succeeded', 5000, 'the delivery to succeed');
    await eventually(async () => (await deliveriesOf(bad.id))[0]?.last_response_status === 503, 5000, 'the failed attempt to be recorded');

    const browser = await signIn(app, merchant.secretKey);
    const page = await get(app, '/dashboard/webhook_endpoints', browser);

    expect(page.status).toBe(200);
    expect(page.text).toContain('<a href="/dashboard/webhook_endpoints">Webhooks</a>');
    expect(page.text).toContain('Tienda &lt;principal&gt;');
    const listed = (await api('get', ENDPOINTS, merchant.headers)).body.data as { id: string; url: string }[];
    expect(listed.map((endpoint) => endpoint.id)).toEqual([good.id, bad.id]);
    for (const endpoint of listed) {
      expect(page.text).toContain(endpoint.id);
      expect(page.text).toContain(endpoint.url);
      const deliveries = await deliveriesOf(endpoint.id);
      expect(deliveries).toHaveLength(1);
      for (const delivery of deliveries) expect(page.text).toContain(delivery.event_id);
    }
    const [succeeded] = await deliveriesOf(good.id);
    const [retrying] = await deliveriesOf(bad.id);
    expect(succeeded).toMatchObject({ status: 'succeeded', attempts: 1, last_response_status: 200 });
    expect(retrying).toMatchObject({ status: 'pending', attempts: 1, last_response_status: 503 });
    const card = (id: string) => page.text.slice(page.text.indexOf(`id="endpoint-${id}"`), page.text.indexOf('</section>', page.text.indexOf(`id="endpoint-${id}"`)));
    expect(card(good.id)).toMatch(/data-label="Estado"><span class="status delivery-succeeded">Entregado</);
    expect(card(good.id)).toMatch(/data-label="Intentos">1</);
    expect(card(good.id)).toMatch(/data-label="Última respuesta">200</);
    expect(card(bad.id)).toMatch(/Pendiente/);
    expect(card(bad.id)).toMatch(/data-label="Última respuesta">503</);
    expect(card(bad.id)).toContain('Solicitud creada');
    expect(card(bad.id)).not.toContain('payment_request.created');
    expect(page.text).toMatch(/<th scope="col">Último intento<\/th>/);
    expect(page.text).not.toContain('whsec_');
    expect(page.text).not.toContain(live.id);

    const livePage = await get(app, '/dashboard/webhook_endpoints', await signIn(app, merchant.liveSecretKey));
    expect(livePage.text).toContain(live.id);
    expect(livePage.text).not.toContain(good.id);
    expect(livePage.text).toContain('Todavía no hay envíos.');
    expect(livePage.text).not.toContain('whsec_');
  });

  it('says so when the mode has no endpoint, and sends a browser without a session to sign in', async () => {
    expect((await get(app, '/dashboard/webhook_endpoints')).headers.location).toBe('/dashboard/sign_in');
    const page = await get(app, '/dashboard/webhook_endpoints', await signIn(app, merchant.secretKey));
    expect(page.status).toBe(200);
    expect(page.text).toContain('No hay endpoints de webhook en este modo.');
  });

  it('creates an endpoint from a form, showing its signing secret once; the API lists it as typed', async () => {
    const browser = await signIn(app, merchant.secretKey);
    const form = { csrf_token: browser.csrf, url: ok.url, description: 'Tienda', 'event_payment_request.paid': 'on', 'event_refund.succeeded': 'on' };

    const res = await post(app, '/dashboard/webhook_endpoints', form, browser);

    expect(res.status).toBe(201);
    const [created] = (await api('get', ENDPOINTS, merchant.headers)).body.data as { id: string; url: string; events: string[]; description: string }[];
    expect(created).toMatchObject({ url: ok.url, events: ['payment_request.paid', 'refund.succeeded'], description: 'Tienda' });
    const [secret] = /whsec_[A-Za-z0-9+/]+={0,2}/.exec(res.text)!;
    expect(res.text).toContain('No se volverá a mostrar.');
    expect((await get(app, '/dashboard/webhook_endpoints', browser)).text).not.toContain(secret);
    expect(app.logs()).not.toContain(secret);
  });

  it('refuses a form the API refuses, in Spanish beside its fields, keeping what was typed, and creates nothing', async () => {
    const browser = await signIn(app, merchant.secretKey);

    const res = await post(app, '/dashboard/webhook_endpoints', { csrf_token: browser.csrf, url: 'http://sin-https', description: 'Nada' }, browser);

    expect(res.status).toBe(422);
    expect(res.text).toContain('id="endpoint-new-events-error">Marca al menos un tipo de evento, o «Todos».');
    expect(res.text).toMatch(/id="endpoint-new-description"[^>]* value="Nada"/);
    // The URL rule is the use case's (it reads the host), after the body's.
    const http = await post(app, '/dashboard/webhook_endpoints', { csrf_token: browser.csrf, url: 'http://sin-https.example', events_all: 'on' }, browser);
    expect(http.status).toBe(422);
    expect(http.text).toContain('id="endpoint-new-url-error">Escribe una URL https:// pública');
    expect(http.text).toMatch(/id="endpoint-new-url"[^>]* value="http:\/\/sin-https.example"/);
    expect(http.text).toMatch(/name="events_all" checked/);
    expect((await api('get', ENDPOINTS, merchant.headers)).body.data).toEqual([]);
  });

  it('edits an endpoint (URL, event types, active) and removes it once confirmed', async () => {
    const endpoint = (await api('post', ENDPOINTS, merchant.headers, { url: ok.url })).body;
    const browser = await signIn(app, merchant.secretKey);
    const edit = await get(app, `/dashboard/webhook_endpoints/${endpoint.id}/edit`, browser);
    expect(edit.status).toBe(200);
    expect(edit.text).toMatch(/name="events_all" checked/);
    expect(edit.text).toMatch(/name="enabled" checked/);

    const saved = await post(app, `/dashboard/webhook_endpoints/${endpoint.id}`, { csrf_token: browser.csrf, url: failing.url, 'event_payment_request.canceled': 'on' }, browser);
    expect([saved.status, saved.headers.location]).toEqual([303, '/dashboard/webhook_endpoints?done=updated']);
    expect((await api('get', `${ENDPOINTS}/${endpoint.id}`, merchant.headers)).body)
      .toMatchObject({ url: failing.url, events: ['payment_request.canceled'], status: 'disabled' });

    const asked = await post(app, `/dashboard/webhook_endpoints/${endpoint.id}/delete`, { csrf_token: browser.csrf }, browser);
    expect(asked.text).toContain(`Se eliminará el endpoint ${failing.url} (${endpoint.id}).`);
    expect((await api('get', `${ENDPOINTS}/${endpoint.id}`, merchant.headers)).status).toBe(200);
    const removed = await postConfirmed(app, `/dashboard/webhook_endpoints/${endpoint.id}/delete`, { csrf_token: browser.csrf }, browser);
    expect([removed.status, removed.headers.location]).toEqual([303, '/dashboard/webhook_endpoints?done=deleted']);
    expect((await api('get', `${ENDPOINTS}/${endpoint.id}`, merchant.headers)).status).toBe(404);
    expect((await get(app, `/dashboard/webhook_endpoints/${endpoint.id}/edit`, browser)).status).toBe(404);
  });
});
