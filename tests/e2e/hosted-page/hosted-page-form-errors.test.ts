import request from 'supertest';
import { SandboxC2pGateway } from '../../../src/adapters/gateways/sandbox/sandbox-c2p-gateway';
import { C2pCharge } from '../../../src/application/ports/c2p-gateway';
import { ScriptedGateway } from '../../support/checkout-fakes';
import { TestApp, TestMerchant, startTestApp } from '../../support/test-app';
import { readPaymentRequest } from '../checkouts/checkout-support';
import {
  PAYER_ID,
  alerts,
  c2pFields,
  cardFields,
  createRequest,
  expectHostedPageSecurityHeaders,
  fieldError,
  fieldTag,
  flashCookie,
  openPage,
  postForm,
  submitForm,
} from './hosted-page-support';

describe('hosted payment page: forms that cannot be charged, and charges with no answer', () => {
  let app: TestApp;
  let merchant: TestMerchant;
  const c2pGateway = new ScriptedGateway<C2pCharge>(new SandboxC2pGateway());

  beforeAll(async () => {
    app = await startTestApp({ overrides: { c2pGateway } });
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await app.reset();
    merchant = await app.merchant('Acme');
    c2pGateway.chargeFailure = null;
    c2pGateway.lookupFailure = null;
    c2pGateway.received.length = 0;
  });

  describe('validated by the API\'s own DTO rules: back to the page, with a Spanish message beside each field', () => {
    it('C2P: names every bad field, keeps phone, id and bank, never the OTP', async () => {
      const { created, page } = await createRequest(app, merchant);
      const fields = c2pFields({ phone_number: '02121234567', issuer_payer_id: 'X123', issuer_bank_id: '9999', otp_token: '12ab' });

      const { page: res } = await submitForm(app, `${page}/c2p`, fields);

      expect(res.status).toBe(200);
      expectHostedPageSecurityHeaders(res);
      expect(alerts(res.text)).toEqual([expect.stringContaining('Revisa los datos marcados')]);
      expect(fieldError(res.text, 'c2p', 'phone_number')).toMatch(/celular venezolano/);
      expect(fieldError(res.text, 'c2p', 'issuer_payer_id')).toMatch(/cédula o RIF/);
      expect(fieldError(res.text, 'c2p', 'issuer_bank_id')).toMatch(/Selecciona tu banco/);
      expect(fieldError(res.text, 'c2p', 'otp_token')).toMatch(/4 a 12 dígitos/);
      expect(fieldTag(res.text, 'c2p', 'phone_number')).toMatch(/value="02121234567".*aria-invalid="true" aria-describedby="c2p-phone_number-hint c2p-phone_number-error"/);
      expect(fieldTag(res.text, 'c2p', 'issuer_payer_id')).toContain('value="X123"');
      expect(fieldTag(res.text, 'c2p', 'otp_token')).not.toContain('value=');
      expect(res.text).not.toContain('12ab');
      expect((await readPaymentRequest(app, merchant, created.id)).rejected_payment_intents).toEqual([]);
      expect(c2pGateway.received).toHaveLength(0);
    });

    it('card: names every bad field, keeps holder id and expiry, never the number or CVV', async () => {
      const { page } = await createRequest(app, merchant);
      const fields = cardFields({ card_number: '4111 1111', card_customer_id: 'V1', card_expiry_date: '13/30', card_cvv: '12' });

      const { page: res } = await submitForm(app, `${page}/credit_card`, fields);

      expect(res.status).toBe(200);
      expect(fieldError(res.text, 'card', 'card_number')).toMatch(/12 a 19 dígitos/);
      expect(fieldError(res.text, 'card', 'card_customer_id')).toMatch(/cédula del titular/);
      expect(fieldError(res.text, 'card', 'card_expiry_date')).toMatch(/MM\/AA/);
      expect(fieldError(res.text, 'card', 'card_cvv')).toMatch(/3 o 4 dígitos/);
      expect(fieldTag(res.text, 'card', 'card_expiry_date')).toContain('value="13/30"');
      expect(fieldTag(res.text, 'card', 'card_number')).not.toContain('value=');
      expect(fieldTag(res.text, 'card', 'card_cvv')).not.toContain('value=');
      expect(res.text).not.toContain('4111 1111');
    });

    it('empty and missing fields are called obligatory; only the fields that fail are marked', async () => {
      const { page } = await createRequest(app, merchant);

      const { page: res } = await submitForm(app, `${page}/c2p`, { phone_number: '  ', issuer_payer_id: PAYER_ID });

      expect(res.status).toBe(200);
      expect(fieldError(res.text, 'c2p', 'phone_number')).toBe('Este campo es obligatorio.');
      expect(fieldError(res.text, 'c2p', 'issuer_bank_id')).toBe('Este campo es obligatorio.');
      expect(fieldError(res.text, 'c2p', 'otp_token')).toBe('Este campo es obligatorio.');
      expect(fieldError(res.text, 'c2p', 'issuer_payer_id')).toBeNull();
      expect(fieldError(res.text, 'card', 'card_number')).toBeNull();
    });

    it('a field sent twice is refused, not guessed at', async () => {
      const { page } = await createRequest(app, merchant);

      const post = await app.browse('post', `${page}/c2p`, 'phone_number=04147654321&phone_number=04161234567&issuer_payer_id=V20987654&issuer_bank_id=0134&otp_token=123456');
      const res = await app.browse('get', page, undefined, { Cookie: flashCookie(post)! });

      expect(post.status).toBe(303);
      expect(fieldError(res.text, 'c2p', 'phone_number')).toMatch(/celular venezolano/);
    });

    it('takes the request to pay from the link, never from the form', async () => {
      const { created, page } = await createRequest(app, merchant);
      const { created: other } = await createRequest(app, merchant);

      const res = await postForm(app, `${page}/c2p`, { ...c2pFields(), payment_request_id: other.id });

      expect(res.status).toBe(303);
      expect((await readPaymentRequest(app, merchant, created.id)).status).toBe('paid');
      expect((await readPaymentRequest(app, merchant, other.id)).status).toBe('waiting_for_payment');
    });

    it('a body that is not a form is a form with nothing in it', async () => {
      const { page } = await createRequest(app, merchant);

      const post = await request(app.app).post(`${page}/credit_card`).send({ card_number: '4242424242424242' });
      const res = await app.browse('get', page, undefined, { Cookie: flashCookie(post)! });

      expect(post.status).toBe(303);
      expect(fieldError(res.text, 'card', 'card_number')).toBe('Este campo es obligatorio.');
    });
  });

  it('a form over 16 KiB gets a 413 page and charges nothing', async () => {
    const { created, page } = await createRequest(app, merchant);

    const res = await postForm(app, `${page}/c2p`, c2pFields({ issuer_payer_id: 'V'.repeat(17 * 1024) }));

    expect(res.status).toBe(413);
    expectHostedPageSecurityHeaders(res);
    expect(res.text).toContain('Formulario demasiado grande');
    expect((await readPaymentRequest(app, merchant, created.id)).status).toBe('waiting_for_payment');
  });

  it('posting for an unknown token is a 404 page, before the form is judged', async () => {
    const res = await postForm(app, '/payments_portal/payment_requests/PRZZZZZZZZZZZZ/c2p', c2pFields());

    expect(res.status).toBe(404);
    expect(res.text).toContain('Solicitud de pago no encontrada');
    expect(c2pGateway.received).toHaveLength(0);
  });

  describe('when the bank does not answer', () => {
    it('goes back to the page, which says "procesando" and refreshes itself; a second try is refused while it is confirmed', async () => {
      const { created, page } = await createRequest(app, merchant);
      c2pGateway.chargeFailure = 'unavailable';
      c2pGateway.lookupFailure = 'unavailable';

      const { page: res } = await submitForm(app, `${page}/c2p`, c2pFields());

      expect(res.status).toBe(200);
      expect(res.text).toContain('Estamos procesando tu pago');
      expect(res.text).toContain(`<meta http-equiv="refresh" content="10; url=${page}">`);
      expect(res.text).not.toContain('<form');
      expect((await readPaymentRequest(app, merchant, created.id)).status).toBe('waiting_for_payment_confirmation');
      const reopened = await openPage(app, page);
      expect(reopened.text).toContain('Procesando');
      expect(reopened.text).not.toContain('<form');

      c2pGateway.chargeFailure = null;
      const { page: again } = await submitForm(app, `${page}/c2p`, c2pFields());
      expect(alerts(again.text)).toEqual([expect.stringContaining('ya tiene un pago en proceso')]);
      expect(c2pGateway.received).toHaveLength(1);
    });
  });
});
