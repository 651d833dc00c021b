import { TestApp, TestMerchant, withTestApp } from '../../support/test-app';
import { C2P_PATH, CARD_PATH, NO_SUCH_REQUEST, c2pPayment, cardPayment, expectInvalidField } from './checkout-support';

/**
 * The checkout field rules (docs/merchant-guide.md, "Checkout"). Every payment here names a request that does not exist: a 422
 * proves the fields are validated before the lookup, a 404 that they passed validation.
 */
const C2P_REJECTED: [string, unknown][] = [
  ...['02121234567', '0414123456', '04131234567', '041412345678', '+5804141234567', '4141234567', '0414 1234567', '0414-1234567', '']
    .map((v): [string, unknown] => ['phone_number', v]),
  ['phone_number', 4141234567],
  ...['X123', 'V1234', 'X12345678', 'V12345678901', 'v12345678', 'V--1234567', 'V 12345678', '']
    .map((v): [string, unknown] => ['issuer_payer_id', v]),
  ['issuer_payer_id', 12345678],
  ...['0999', '134', '01340', 'Banesco', ''].map((v): [string, unknown] => ['issuer_bank_id', v]),
  ['issuer_bank_id', 134],
  ['payment_request_id', ''],
  ['payment_request_id', 42],
  ['payment_request_id', null],
  ...['123', '1234567890123', '12a456', '12 3456', '١٢٣٤٥٦', ''].map((v): [string, unknown] => ['otp_token', v]),
  ['otp_token', 123456],
];

const CARD_REJECTED: [string, unknown][] = [
  ...['42424242424', '42424242424242424242', '4242abcd42424242', '4242-4242-4242-4242', ' 4242424242424242', '4242424242424242 ', '']
    .map((v): [string, unknown] => ['card_number', v]),
  ['card_number', 4242424242424242],
  ...['X123', 'V1234', 'Q12345678'].map((v): [string, unknown] => ['card_customer_id', v]),
  ...['13/30', '1/30', '00/30', '12/2030', '1230', '12-30', ''].map((v): [string, unknown] => ['card_expiry_date', v]),
  ['card_expiry_date', 1230],
  ['payment_request_id', ''],
  ...['12', '12345', '12a', ''].map((v): [string, unknown] => ['card_cvv', v]),
  ['card_cvv', 123],
];

const C2P_ACCEPTED: [string, unknown][] = [
  ...['04141234567', '584141234567', '+584141234567'].map((v): [string, unknown] => ['phone_number', v]),
  ...['V12345678', 'V-12345678', 'E1234567', 'J123456789', 'V12345', 'V1234567890'].map((v): [string, unknown] => ['issuer_payer_id', v]),
  ['issuer_bank_id', '0134'],
  ...['1234', '123456', '12345678', '123456789012'].map((v): [string, unknown] => ['otp_token', v]),
];

const CARD_ACCEPTED: [string, unknown][] = [
  ...['424242424242', '4242424242424242424', '4242 4242 4242 4242', '4242 4242 4242 4242 424'].map((v): [string, unknown] => ['card_number', v]),
  ...['01/30', '12/30'].map((v): [string, unknown] => ['card_expiry_date', v]),
  ...['123', '1234'].map((v): [string, unknown] => ['card_cvv', v]),
];

const endpoints = [
  { name: 'c2p', path: C2P_PATH, payment: c2pPayment, rejected: C2P_REJECTED, accepted: C2P_ACCEPTED },
  { name: 'credit_card', path: CARD_PATH, payment: cardPayment, rejected: CARD_REJECTED, accepted: CARD_ACCEPTED },
];

describe('checkout field validation', () => {
  let app: TestApp;
  let merchant: TestMerchant;

  withTestApp((started, acme) => ((app = started), (merchant = acme)));

  describe.each(endpoints)('POST /api/v1/checkouts/$name', ({ path, payment, rejected, accepted }) => {
    const post = (body: unknown) => app.call(merchant, 'post', path, body);

    it.each(rejected)('rejects payment.%s = %j with 422 naming the field, before looking the request up', async (field, value) => {
      expectInvalidField(await post({ payment: payment(NO_SUCH_REQUEST, { [field]: value }) }), `payment.${field}`);
    });

    it.each(accepted)('accepts payment.%s = %j (the request is then looked up: 404)', async (field, value) => {
      const res = await post({ payment: payment(NO_SUCH_REQUEST, { [field]: value }) });

      expect(res.status).toBe(404);
      expect(res.body.code).toBe('not_found');
    });

    it.each(Object.keys(payment(NO_SUCH_REQUEST)))('requires payment.%s', async (field) => {
      const body = payment(NO_SUCH_REQUEST);
      delete body[field];

      const res = await post({ payment: body });

      expectInvalidField(res, `payment.${field}`);
      expect(res.body.errors[0].message).toBe('is required');
    });

    it('names every failing field at once', async () => {
      const res = await post({ payment: {} });

      expect(res.status).toBe(422);
      expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(
        Object.keys(payment(NO_SUCH_REQUEST)).map((field) => `payment.${field}`).sort(),
      );
    });

    it('rejects an unknown field inside payment with 422', async () => {
      expectInvalidField(await post({ payment: payment(NO_SUCH_REQUEST, { amount: 10 }) }), 'payment.amount');
    });

    it('rejects an unknown field next to payment with 422', async () => {
      expectInvalidField(await post({ payment: payment(NO_SUCH_REQUEST), amount: 10 }), 'amount');
    });

    it('validates before looking up even an existing request of another merchant', async () => {
      const other = await app.merchant('Globex');
      const created = await app.call(other, 'post', '/api/v1/payment_requests', {
        amount: 5,
        description: 'Theirs',
        customer: { dni: 'V7654321', email: 'x@example.com', first_name: 'X', last_name: 'Y' },
      });
      const [field] = rejected[0];

      expectInvalidField(await post({ payment: payment(created.body.id, { [field]: rejected[0][1] }) }), `payment.${field}`);
    });
  });
});
