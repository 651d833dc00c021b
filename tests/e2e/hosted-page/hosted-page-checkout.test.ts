import { TestApp, TestMerchant, withTestApp } from '../../support/test-app';
import { MASTERCARD, caracasExpiry, readPaymentRequest } from '../checkouts/checkout-support';
import {
  CVV,
  PAYER_ID,
  PHONE,
  alerts,
  c2pFields,
  cardFields,
  createRequest,
  expectNoSecrets,
  expectHostedPageSecurityHeaders,
  fieldTag,
  flashCookie,
  openPage,
  pageOf,
  postForm,
  submitForm,
} from './hosted-page-support';

describe('paying on the hosted payment page', () => {
  let app: TestApp;
  let merchant: TestMerchant;

  withTestApp((started, acme) => ((app = started), (merchant = acme)));

  describe('approved', () => {
    it.each([
      ['Pago Móvil', 'c2p', c2pFields(), { payment_method: 'c2p', type: 'Banesco' }],
      ['a Visa card', 'credit_card', cardFields(), { payment_method: 'credit_or_debit_card', type: 'visa' }],
      ['a Mastercard typed in groups', 'credit_card', cardFields({ card_number: '5555 5555 5555 4444', card_expiry_date: caracasExpiry(12).replace('/', '') }), { payment_method: 'credit_or_debit_card', type: 'mastercard' }],
    ])('by %s: 303 back to the page, which now says "Pagado" with the reference', async (_, path, fields, payment) => {
      const { created, page } = await createRequest(app, merchant);

      const res = await postForm(app, `${page}/${path}`, fields);

      expect(res.status).toBe(303);
      expect(res.headers.location).toBe(page);
      const read = await readPaymentRequest(app, merchant, created.id);
      expect(read.status).toBe('paid');
      expect(read.succeeded_payment_intent).toEqual({
        id: expect.stringMatching(/^pi_/),
        confirmed_at: expect.any(Number),
        reference_id: expect.any(String),
        ...payment,
      });
      const receipt = await openPage(app, page);
      expect(receipt.status).toBe(200);
      expect(receipt.text).toContain('Pagado');
      expect(receipt.text).toContain('¡Pago recibido!');
      // The receipt's date says its zone: the customer may be anywhere.
      expect(receipt.text).toMatch(/<dt>Fecha<\/dt><dd><time datetime="[^"]+">\d{1,2} de [a-z]+ de \d{4} a las \d{1,2}:\d{2} [ap]\.\s?m\. VET<\/time><\/dd>/);
      expect(receipt.text).toContain(read.succeeded_payment_intent.reference_id);
      expect(receipt.text).not.toContain('<form');
      expectNoSecrets(receipt.text, [...new Set([fields.card_number, fields.card_cvv, fields.otp_token].filter(Boolean))], [read.succeeded_payment_intent.reference_id]);
    });

    it('writes the receipt\'s date in BUSINESS_TIME_ZONE', async () => {
      const { created, page } = await createRequest(app, merchant);
      await postForm(app, `${page}/c2p`, c2pFields());
      const read = await readPaymentRequest(app, merchant, created.id);
      const confirmed = new Date(read.succeeded_payment_intent.confirmed_at * 1000);

      const { text } = await openPage(app, page);

      const caracasDay = new Intl.DateTimeFormat('es-VE', { timeZone: 'America/Caracas', day: 'numeric', month: 'long', year: 'numeric' }).format(confirmed);
      expect(text).toContain(caracasDay);
      expect(text).toContain(`<time datetime="${confirmed.toISOString().slice(0, 19)}`);
    });
  });

  describe('declined', () => {
    it.each([
      ['invalid_otp', 'c2p', c2pFields({ otp_token: '999999' }), 'La clave OTP no es válida'],
      ['insufficient_funds', 'c2p', c2pFields({ otp_token: '111111' }), 'Fondos insuficientes'],
      ['card_declined', 'credit_card', cardFields({ card_number: '4000000000000002' }), 'Tu banco rechazó la tarjeta'],
      ['insufficient_funds', 'credit_card', cardFields({ card_number: '4000000000009995' }), 'Fondos insuficientes'],
      ['invalid_card_number', 'credit_card', cardFields({ card_number: '4242424242424241' }), 'El número de tarjeta no es válido'],
      ['card_not_supported', 'credit_card', cardFields({ card_number: '6011111111111117' }), 'Solo aceptamos tarjetas Visa y Mastercard'],
      ['expired_card', 'credit_card', cardFields({ card_expiry_date: caracasExpiry(-1) }), 'La tarjeta está vencida'],
    ])('%s on /%s: 303 back to the page, which shows the form again with its Spanish message', async (declineCode, path, fields, message) => {
      const { created, page } = await createRequest(app, merchant);

      const { post, page: shown } = await submitForm(app, `${page}/${path}`, fields);

      expect(post.headers.location).toBe(`${page}#${path === 'c2p' ? 'pagar-c2p' : 'pagar-tarjeta'}`);
      expect(shown.status).toBe(200);
      expectHostedPageSecurityHeaders(shown);
      expect(alerts(shown.text)).toEqual([expect.stringContaining(message)]);
      expect(shown.text).toContain('Pendiente de pago');
      const read = await readPaymentRequest(app, merchant, created.id);
      expect(read.status).toBe('waiting_for_payment');
      expect(read.rejected_payment_intents).toEqual([expect.objectContaining({ decline_code: declineCode })]);
    });

    it('a reload after a decline opens the page again: no second payment intent, and the message is shown once', async () => {
      const { created, page } = await createRequest(app, merchant);
      const { post } = await submitForm(app, `${page}/credit_card`, cardFields({ card_number: '4000000000000002' }));

      const reload = await app.browse('get', pageOf(post));

      expect(reload.status).toBe(200);
      expect(alerts(reload.text)).toEqual([]);
      expect(reload.text).toContain('<form');
      const read = await readPaymentRequest(app, merchant, created.id);
      expect(read.rejected_payment_intents).toHaveLength(1);
    });

    it('the page clears the message it showed, and a forged cookie shows nothing it does not know', async () => {
      const { page } = await createRequest(app, merchant);
      const post = await postForm(app, `${page}/c2p`, c2pFields({ otp_token: '999999' }));
      const shown = await app.browse('get', page, undefined, { Cookie: flashCookie(post)! });
      expect(([] as string[]).concat(shown.headers['set-cookie'] ?? [])).toEqual([expect.stringMatching(/^payment_page_flash=; Path=\S+; Max-Age=0; HttpOnly; SameSite=Strict/)]);

      const forged = Buffer.from(JSON.stringify({ kind: 'form', form: 'c2p', values: { otp_token: '123456', phone_number: PHONE }, errors: { x: 'invalid' }, declineCode: '<b>' })).toString('base64url');
      const forgedPage = await app.browse('get', page, undefined, { Cookie: `payment_page_flash=${forged}` });
      expect(fieldTag(forgedPage.text, 'c2p', 'otp_token')).not.toContain('value=');
      expect(fieldTag(forgedPage.text, 'c2p', 'phone_number')).toContain(`value="${PHONE}"`);
      expect(forgedPage.text).not.toContain('<b>');
      const garbage = await app.browse('get', page, undefined, { Cookie: 'payment_page_flash=%%%not-base64' });
      expect(garbage.status).toBe(200);
      expect(alerts(garbage.text)).toEqual([]);
    });

    it('keeps what the customer typed, but never the OTP, and lets them pay on the next try', async () => {
      const { created, page } = await createRequest(app, merchant);

      const { page: declined } = await submitForm(app, `${page}/c2p`, c2pFields({ otp_token: '999999', issuer_bank_id: '0105' }));

      expect(fieldTag(declined.text, 'c2p', 'phone_number')).toContain(`value="${PHONE}"`);
      expect(fieldTag(declined.text, 'c2p', 'issuer_payer_id')).toContain(`value="${PAYER_ID}"`);
      expect(declined.text).toContain('<option value="0105" selected>');
      expect(fieldTag(declined.text, 'c2p', 'otp_token')).not.toContain('value=');
      expect((await postForm(app, `${page}/c2p`, c2pFields())).status).toBe(303);
      expect((await readPaymentRequest(app, merchant, created.id)).status).toBe('paid');
    });

    it('keeps the cardholder id and expiry, but never the card number or CVV', async () => {
      const { page } = await createRequest(app, merchant);
      const fields = cardFields({ card_number: '4000000000000002' });

      const { page: res } = await submitForm(app, `${page}/credit_card`, fields);

      expect(fieldTag(res.text, 'card', 'card_customer_id')).toContain(`value="${PAYER_ID}"`);
      expect(fieldTag(res.text, 'card', 'card_expiry_date')).toContain(`value="${fields.card_expiry_date}"`);
      expect(fieldTag(res.text, 'card', 'card_number')).not.toContain('value=');
      expect(fieldTag(res.text, 'card', 'card_cvv')).not.toContain('value=');
    });
  });

  describe('already paid', () => {
    it.each([
      ['c2p', c2pFields({ otp_token: '654321' })],
      ['credit_card', cardFields({ card_number: MASTERCARD })],
      ['c2p', { phone_number: 'not a phone' }],
    ])('a second form post (%s) goes back to the page, which says it is paid; nothing is charged again', async (path, fields) => {
      const { created, page } = await createRequest(app, merchant);
      await postForm(app, `${page}/c2p`, c2pFields());
      const paid = await readPaymentRequest(app, merchant, created.id);
      const reference = paid.succeeded_payment_intent.reference_id;

      const { page: res } = await submitForm(app, `${page}/${path}`, fields, [reference]);

      expect(res.status).toBe(200);
      expectHostedPageSecurityHeaders(res);
      expect(alerts(res.text)).toEqual([expect.stringContaining('ya fue pagada')]);
      expect(res.text).toContain(reference);
      expect(res.text).not.toContain('<form');
      const after = await readPaymentRequest(app, merchant, created.id);
      expect(after.succeeded_payment_intent).toEqual(paid.succeeded_payment_intent);
      expect(after.updated_at).toBe(paid.updated_at);
      expect(after.rejected_payment_intents).toEqual([]);
    });
  });

  it('an API checkout and the page agree: paid through the API, the page shows the receipt', async () => {
    const { created, page } = await createRequest(app, merchant);
    const checkout = await app.call(merchant, 'post', '/api/v1/checkouts/c2p', {
      payment: { ...c2pFields(), payment_request_id: created.id },
    });
    expect(checkout.status).toBe(201);

    const { text } = await openPage(app, page);

    expect(text).toContain(checkout.body.succeeded_payment_confirmation.reference_id);
    expect(text).toContain('Pagado');
  });

  it('logs no card number, CVV or OTP, nor the token that opens the page', async () => {
    const { created, page } = await createRequest(app, merchant);
    await openPage(app, page);
    await postForm(app, `${page}/credit_card`, cardFields({ card_number: '4000000000000002' }));
    await postForm(app, `${page}/c2p`, c2pFields({ otp_token: '24681357' }));
    await postForm(app, `${page}/credit_card`, cardFields({ card_number: '5105105105105100', card_expiry_date: '13/99' }));

    const logs = app.logs();
    for (const secret of ['4000000000000002', CVV, '24681357', '5105105105105100', created.token]) expect(logs).not.toContain(secret);
    expect(logs).toContain('/payments_portal/payment_requests/:token/credit_card');
  });
});
