import { SandboxP2pGateway } from '../../../src/adapters/gateways/sandbox/sandbox-p2p-gateway';
import { FixedClock } from '../../support/fakes';
import { withLiveKey } from '../../support/modes';
import { TestApp, TestMerchant } from '../../support/test-app';
import { readPaymentRequest } from '../checkouts/checkout-support';
import { P2pTestApp, p2pSection, withP2pTestApp } from './p2p-support';
import { PHONE, alerts, createRequest, fieldError, fieldTag, openPage, p2pFields, postForm, submitForm } from '../hosted-page/hosted-page-support';

describe('hosted payment page: a reported transfer\'s day, live requests, transfers settled later, logs', () => {
  let app: TestApp;
  let merchant: TestMerchant;
  let clock: FixedClock;
  let p2p: SandboxP2pGateway;
  let reconcile: P2pTestApp['reconcile'];

  withP2pTestApp((setup) => ({ app, merchant, clock, p2p, reconcile } = setup));

  it('offers no transfer form on a live request: no P2P bank takes live payments here', async () => {
    const { created, page } = await createRequest(app, withLiveKey(merchant));
    const res = await openPage(app, page);

    expect(res.status).toBe(200);
    expect(res.text).not.toContain('Pago Móvil (transferencia)');
    expect(res.text).not.toContain('/p2p"');
    expect(created.pago_movil).toBeNull();
  });

  it.each([
    ['left empty (today)', ''],
    ['from the date field', '2026-11-23'],
    ['written DD/MM/AAAA', '22/11/2026'],
  ])('takes the day it was sent %s', async (_, paidOn) => {
    const { created, page } = await createRequest(app, merchant);

    const res = await postForm(app, `${page}/p2p`, p2pFields({ paid_on: paidOn }));

    expect(res.status).toBe(303);
    expect((await readPaymentRequest(app, merchant, created.id)).status).toBe('paid');
  });

  it('a day more than 3 days back is the field to correct, and the bank is not asked', async () => {
    const { created, page } = await createRequest(app, merchant);

    const { page: res } = await submitForm(app, `${page}/p2p`, p2pFields({ paid_on: '2026-11-20' }));

    expect(fieldError(res.text, 'p2p', 'paid_on')).toMatch(/hoy o hasta 3 días antes/);
    expect(fieldTag(res.text, 'p2p', 'paid_on')).toContain('value="2026-11-20"');
    expect(p2p.verifications).toBe(0);
    expect((await readPaymentRequest(app, merchant, created.id)).rejected_payment_intents).toEqual([]);
  });

  it('a transfer the bank never shows: once the reconciler gives up, the form says it was not found', async () => {
    const { page } = await createRequest(app, merchant);
    await postForm(app, `${page}/p2p`, p2pFields({ reference: '12345600' }));

    clock.advance(30 * 60_000);
    await reconcile();
    const res = await openPage(app, page);

    expect(alerts(p2pSection(res.text))).toEqual([expect.stringContaining('No encontramos tu transferencia')]);
    expect(res.text).toContain('Pendiente de pago');
  });

  it('one transfer never pays two requests: the second says the reference was already used', async () => {
    const { page: first } = await createRequest(app, merchant);
    const { page: second } = await createRequest(app, merchant);
    await postForm(app, `${first}/p2p`, p2pFields());

    const { page: res } = await submitForm(app, `${second}/p2p`, p2pFields());

    expect(alerts(res.text)).toEqual([expect.stringContaining('Esa referencia ya se usó')]);
  });

  it('logs neither the reference nor the payer\'s phone, nor the token that opens the page', async () => {
    const { created, page } = await createRequest(app, merchant);
    const { page: other } = await createRequest(app, merchant);
    await postForm(app, `${page}/p2p`, p2pFields({ reference: '98765401' }));
    await postForm(app, `${page}/p2p`, p2pFields({ reference: '3141AB' }));
    await postForm(app, `${page}/p2p`, p2pFields({ reference: '31415902' }));
    await postForm(app, `${other}/p2p`, p2pFields({ reference: '27182800' }));
    clock.advance(30 * 60_000);
    await reconcile();

    const logs = app.logs();
    for (const secret of ['98765401', '3141AB', '31415902', '27182800', PHONE, created.token]) expect(logs).not.toContain(secret);
    expect(logs).toContain('/payments_portal/payment_requests/:token/p2p');
  });
});
