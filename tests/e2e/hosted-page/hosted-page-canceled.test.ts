import { SandboxC2pGateway } from '../../../src/adapters/gateways/sandbox/sandbox-c2p-gateway';
import { FixedClock } from '../../support/fakes';
import { TestApp, TestMerchant, startTestApp } from '../../support/test-app';
import { c2pFields, cardFields, createRequest, openPage, submitForm } from './hosted-page-support';

const T0 = '2026-11-22T13:30:00.000Z';
const NOW = Date.parse(T0) / 1000;

describe('the hosted payment page of a canceled or expired request', () => {
  const clock = new FixedClock(T0);
  const c2p = new SandboxC2pGateway();
  let app: TestApp;
  let merchant: TestMerchant;

  beforeAll(async () => {
    app = await startTestApp({ overrides: { clock, c2pGateway: c2p } });
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await app.reset();
    clock.set(T0);
    merchant = await app.merchant('Acme');
  });

  const expectNoForm = (html: string) => expect(html).not.toMatch(/<form\b/);

  it('says a canceled request was canceled ("anulada"), in Spanish, with no form', async () => {
    const { created, page } = await createRequest(app, merchant);
    await app.call(merchant, 'post', `/api/v1/payment_requests/${created.id}/cancel`);

    const res = await openPage(app, page);

    expect(res.status).toBe(200);
    expect(res.text).toContain('Esta solicitud de pago fue anulada.');
    expect(res.text).toContain('Anulado');
    expectNoForm(res.text);
  });

  it('says an expired request expired ("venció") even before the sweeper has stored it so, with no form', async () => {
    const { created, page } = await createRequest(app, merchant, { expires_at: NOW + 120 });
    clock.advanceSeconds(120);

    const res = await openPage(app, page);

    expect(res.text).toContain('Esta solicitud de pago venció.');
    expect(res.text).toContain('Vencido');
    expect(res.text).not.toContain('anulada');
    expectNoForm(res.text);
    expect((await app.call(merchant, 'get', `/api/v1/payment_requests/${created.id}`)).body.status).toBe('waiting_for_payment');
  });

  it('still offers the forms a second before the expiry', async () => {
    const { page } = await createRequest(app, merchant, { expires_at: NOW + 120 });
    clock.advanceSeconds(119);
    expect((await openPage(app, page)).text).toMatch(/<form\b/);
  });

  it.each([
    ['canceled', 'fue anulada'],
    ['expired', 'venció'],
  ])('answers a form posted to a %s request by going back to the page, which says so; nothing is charged', async (state, says) => {
    const { created, page } = await createRequest(app, merchant, { expires_at: NOW + 120 });
    if (state === 'canceled') await app.call(merchant, 'post', `/api/v1/payment_requests/${created.id}/cancel`);
    else clock.advanceSeconds(121);
    const charges = c2p.chargeCount;

    for (const [path, fields] of [[`${page}/c2p`, c2pFields()], [`${page}/credit_card`, cardFields()]] as const) {
      const { page: res } = await submitForm(app, path, fields);
      expect(res.status).toBe(200);
      expect(res.text).toContain(says);
      expectNoForm(res.text);
    }
    expect(c2p.chargeCount).toBe(charges);
  });
});
