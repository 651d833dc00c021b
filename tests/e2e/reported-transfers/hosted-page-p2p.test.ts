import { SandboxP2pGateway } from '../../../src/adapters/gateways/sandbox/sandbox-p2p-gateway';
import { FixedClock } from '../../support/fakes';
import { TestApp, TestMerchant } from '../../support/test-app';
import { readPaymentRequest } from '../checkouts/checkout-support';
import { P2pTestApp, p2pSection, withP2pTestApp } from './p2p-support';
import {
  PHONE,
  alerts,
  c2pFields,
  cardFields,
  createRequest,
  expectHostedPageSecurityHeaders,
  fieldError,
  fieldTag,
  openPage,
  p2pFields,
  postForm,
  submitForm,
} from '../hosted-page/hosted-page-support';

describe('hosted payment page: reporting a Pago Móvil transfer (sandbox)', () => {
  let app: TestApp;
  let merchant: TestMerchant;
  let clock: FixedClock;
  let p2p: SandboxP2pGateway;
  let reconcile: P2pTestApp['reconcile'];

  withP2pTestApp((setup) => ({ app, merchant, clock, p2p, reconcile } = setup));

  it('shows the account to send to, the exact amount, and the report form on a test-mode request, beside the other two', async () => {
    const { created, page } = await createRequest(app, merchant);

    const res = await openPage(app, page);

    expect(res.status).toBe(200);
    expectHostedPageSecurityHeaders(res);
    const section = p2pSection(res.text);
    expect(section).toContain('Pago Móvil (transferencia)');
    expect(created.pago_movil).toEqual({
      phone_number: '04141234567', bank_code: '0105', bank_name: 'Banco Mercantil', national_id: 'J-123456789',
    });
    // Each value on its own, to be selected whole and typed into the bank's app as it is (the amount without "Bs." or grouping).
    expect([...section.matchAll(/<code class="copy-value">([^<]*)<\/code>/g)].map((m) => m[1])).toEqual(['0105', '04141234567', 'J-123456789', '729,64']);
    expect(section).toContain('Banco Mercantil');
    expect(section).toContain(`<form method="post" action="${page}/p2p">`);
    expect(fieldTag(section, 'p2p', 'phone_number')).toContain('type="tel"');
    expect(fieldTag(section, 'p2p', 'issuer_bank_id')).toContain('required');
    expect(fieldTag(section, 'p2p', 'reference')).toContain('inputmode="numeric"');
    expect(fieldTag(section, 'p2p', 'paid_on')).toMatch(/type="date"/);
    expect(fieldTag(section, 'p2p', 'paid_on')).not.toContain('required');
    expect(res.text).toContain(`<form method="post" action="${page}/c2p">`);
    expect(res.text).toContain(`<form method="post" action="${page}/credit_card">`);
    expect(res.text).toContain('02 aparece a los 20 segundos');
  });

  it('a transfer the bank shows at once, typed in groups: 303 back to the page, which shows the receipt', async () => {
    const { created, page } = await createRequest(app, merchant);
    const typed = p2pFields({ phone_number: '0414-765 43 21', reference: '0045 1234 5678' });

    const { post, page: receipt } = await submitForm(app, `${page}/p2p`, typed);

    expect(post.headers.location).toBe(page);
    expect(receipt.text).toContain('¡Pago recibido!');
    expect(receipt.text).toContain('Pago Móvil (transferencia) · Banco de Venezuela');
    expect(receipt.text).toContain('004512345678');
    expect(receipt.text).not.toContain('<form');
    const read = await readPaymentRequest(app, merchant, created.id);
    expect(read.status).toBe('paid');
    expect(read.succeeded_payment_intent).toMatchObject({ payment_method: 'p2p', reference_id: '004512345678' });
  });

  it('while the bank has not shown it: "verificando", refreshing itself; paid once the reconciler finds it', async () => {
    const { created, page } = await createRequest(app, merchant);

    const { page: res } = await submitForm(app, `${page}/p2p`, p2pFields({ reference: '55555502' }));

    expect(res.status).toBe(200);
    expectHostedPageSecurityHeaders(res);
    expect(res.text).toContain('Estamos verificando tu pago');
    expect(res.text).toContain('todavía no nos muestra la transferencia');
    expect(res.text).not.toContain('Estamos procesando tu pago');
    expect(res.text).toContain(`<meta http-equiv="refresh" content="10; url=${page}">`);
    expect(res.text).not.toContain('<form');
    const read = await readPaymentRequest(app, merchant, created.id);
    expect([read.status, read.pending_payment_intents.map((i: { payment_method: string }) => i.payment_method)])
      .toEqual(['waiting_for_payment_confirmation', ['p2p']]);

    const { page: again } = await submitForm(app, `${page}/p2p`, p2pFields({ reference: '55555502' }));
    expect(alerts(again.text)).toEqual([expect.stringContaining('ya tiene un pago en proceso')]);
    expect(p2p.verifications).toBe(1);

    clock.advance(20_000);
    await reconcile();
    const paid = await openPage(app, page);
    expect(paid.text).toContain('¡Pago recibido!');
    expect(paid.text).not.toContain('http-equiv="refresh"');
  });

  it('found for another amount (amount_mismatch): 303 back to the page, the form again with its Spanish notice', async () => {
    const { created, page } = await createRequest(app, merchant);
    const reference = '77777701';

    const { page: res } = await submitForm(app, `${page}/p2p`, p2pFields({ reference }));

    expect(alerts(res.text)).toEqual([expect.stringContaining('por un monto distinto')]);
    expect(fieldTag(res.text, 'p2p', 'reference')).toContain(`value="${reference}"`);
    expect(fieldTag(res.text, 'p2p', 'phone_number')).toContain(`value="${PHONE}"`);
    const read = await readPaymentRequest(app, merchant, created.id);
    expect(read.status).toBe('waiting_for_payment');
    expect(read.rejected_payment_intents).toEqual([expect.objectContaining({ payment_method: 'p2p', decline_code: 'amount_mismatch' })]);
  });

  it('a reference with letters is the field to correct, with the API\'s rule in Spanish; the bank is not asked', async () => {
    const { created, page } = await createRequest(app, merchant);

    const { page: res } = await submitForm(app, `${page}/p2p`, p2pFields({ reference: '1234AB', issuer_bank_id: '0999' }));

    expect(alerts(res.text)).toEqual([expect.stringContaining('Revisa los datos marcados')]);
    expect(fieldError(res.text, 'p2p', 'reference')).toMatch(/de 4 a 20 dígitos/);
    expect(fieldError(res.text, 'p2p', 'issuer_bank_id')).toMatch(/Selecciona tu banco/);
    expect(fieldError(res.text, 'p2p', 'phone_number')).toBeNull();
    expect(fieldError(res.text, 'c2p', 'phone_number')).toBeNull();
    expect(fieldTag(res.text, 'p2p', 'reference')).toContain('value="1234AB"');
    expect(p2p.verifications).toBe(0);
    expect((await readPaymentRequest(app, merchant, created.id)).rejected_payment_intents).toEqual([]);
  });

  it('asks for the payer\'s id as optional: left empty the report goes on; one that does not read is the field to correct', async () => {
    const { page } = await createRequest(app, merchant);
    const form = p2pSection((await openPage(app, page)).text);
    expect(form).toContain('Cédula o RIF del titular (opcional)');
    expect(fieldTag(form, 'p2p', 'issuer_payer_id')).not.toContain('required');

    const { page: refused } = await submitForm(app, `${page}/p2p`, p2pFields({ issuer_payer_id: 'X123' }));
    expect(fieldError(refused.text, 'p2p', 'issuer_payer_id')).toMatch(/cédula o RIF/);
    expect(p2p.verifications).toBe(0);

    const { page: paid } = await submitForm(app, `${page}/p2p`, p2pFields({ issuer_payer_id: '' }));
    expect(paid.text).toContain('¡Pago recibido!');
  });

  it.each([
    ['C2P', 'c2p', c2pFields()],
    ['card', 'credit_card', cardFields()],
  ])('the %s form still pays the request', async (_, path, fields) => {
    const { created, page } = await createRequest(app, merchant);

    expect((await postForm(app, `${page}/${path}`, fields)).status).toBe(303);
    expect((await readPaymentRequest(app, merchant, created.id)).status).toBe('paid');
  });
});
