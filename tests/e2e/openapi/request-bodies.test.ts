import { TestApp, TestMerchant, paymentRequestBody } from '../../support/test-app';
import { describeDatabase } from '../../support/test-database';
import { NO_SUCH_REQUEST, c2pPayment, cardPayment } from '../checkouts/checkout-support';
import { show, verdicts, withAgreementApp, withField } from './agreement';

type Samples = Record<string, { valid: unknown[]; invalid: unknown[] }>;

/** A dni this merchant has used, so a body may leave out the customer's email and names. */
const KNOWN_DNI = 'V00000001';
const TEXT = { nul: 'a\u0000b', bell: 'a\u0007b', escape: 'a\u001Bb', delete: 'a\u007Fb' };

const CREATE: Samples = {
  amount: {
    valid: [19.99, 1, 0.01, 10.5, 999999.99, 1000000],
    invalid: [0, -5, 1000000.01, 1.005, 0.1 + 0.2, 1e-7, 1e21, '10.00', null, true, [], undefined],
  },
  description: {
    valid: ['x', 'd'.repeat(500), 'tab\there\nnewline\r', 'café ☕ 😀', 'd'.repeat(499) + '😀'],
    invalid: ['', 'd'.repeat(501), ...Object.values(TEXT), 5, null, {}, undefined],
  },
  external_id: {
    valid: ['e', 'e'.repeat(255), null, undefined],
    invalid: ['', 'e'.repeat(256), TEXT.nul, 5, {}, []],
  },
  customer: { valid: [], invalid: [null, 'V123', [], 5, {}, undefined] },
  'customer.dni': {
    valid: ['V12345678', 'abc', 'A.b-9', 'd'.repeat(20)],
    invalid: ['ab', 'd'.repeat(21), '-abc', '.abc', 'V 1234', 'V1234\u0000', '', 12345678, null, undefined],
  },
  'customer.email': {
    valid: ['ana@example.com', 'a.b+tag@mail.example.org'],
    invalid: ['ana', 'ana@', '@example.com', 'ana@@example.com', 'a'.repeat(250) + '@ex.com', '', 5, null],
  },
  'customer.first_name': { valid: ['Ana', 'n'.repeat(100), 'María José'], invalid: ['', 'n'.repeat(101), TEXT.bell, 5, null] },
  'customer.last_name': { valid: ['Pérez', 'n'.repeat(100)], invalid: ['', 'n'.repeat(101), TEXT.delete, [], null] },
  'customer.extra': { valid: [undefined], invalid: ['x', null] },
  extra: { valid: [undefined], invalid: ['x', null, {}] },
};

const UPDATE: Samples = {
  amount: { valid: [25, 0.01, 1000000, undefined], invalid: [0, 1.005, '25', null, 1000001] },
  description: { valid: ['New', 'd'.repeat(500)], invalid: ['', 'd'.repeat(501), TEXT.escape, null, 5] },
  status: { valid: [undefined], invalid: ['paid'] },
};

const PAYER_ID = { valid: ['V12345', 'E-1234567890', 'J123456789', 'G-12345', 'P12345', 'C1234567'], invalid: ['X12345', 'V1234', 'V12345678901', 'v12345', 'V--12345', 'V 12345', '', 12345, null, undefined] };
const REQUEST_ID = { valid: ['p', 'preq_' + 'x'.repeat(300), 'not an id at all'], invalid: ['', 5, null, undefined] };

const C2P: Samples = {
  'payment.phone_number': {
    valid: ['04141234567', '04121234567', '04261234567', '584161234567', '+584221234567'],
    invalid: ['04131234567', '0414123456', '041412345678', '4141234567', '+58 4141234567', '0058414123456', '0414-1234567', 4141234567, '', undefined],
  },
  'payment.issuer_payer_id': PAYER_ID,
  'payment.issuer_bank_id': { valid: ['0102', '0134', '0191'], invalid: ['0100', '0199', '134', '01340', 134, '', undefined] },
  'payment.payment_request_id': REQUEST_ID,
  'payment.otp_token': { valid: ['1234', '123456', '111111', '123456789012'], invalid: ['123', '1234567890123', '12a456', ' 123456', 123456, '', undefined] },
  'payment.extra': { valid: [undefined], invalid: ['x'] },
  extra: { valid: [undefined], invalid: [{}] },
};

const CARD: Samples = {
  'payment.card_number': {
    valid: ['4242424242424242', '4242 4242 4242 4242', '424242424242', '4'.repeat(19), '5555 5555 5555 4444'],
    invalid: ['42424242424', '4'.repeat(20), '4242-4242-4242-4242', '4242  4242 4242 4242', ' 4242424242424242', '4242424242424242 ', 4242424242424242, '', undefined],
  },
  'payment.card_customer_id': PAYER_ID,
  'payment.card_expiry_date': { valid: ['01/30', '12/99', '09/00'], invalid: ['13/30', '00/30', '1/30', '01/2030', '01-30', '0130', '', undefined] },
  'payment.payment_request_id': REQUEST_ID,
  'payment.card_cvv': { valid: ['123', '1234'], invalid: ['12', '12345', '12a', 123, '', undefined] },
  'payment.extra': { valid: [undefined], invalid: [0] },
};

/** Whole bodies: not objects, prototype keys, a checkout without its `payment` object. */
const RAW_CREATE = ['[]', '"text"', '5', 'null', '{}', '{"__proto__": {"amount": 5}}'];
const RAW_CHECKOUT = ['{}', '[]', '{"payment": "x"}', '{"payment": null}', '{"payment": []}', '{"payment": {"__proto__": {}}}'];

type Case = [field: string, label: string, verdict: 'valid' | 'invalid', value: unknown];

function cases(samples: Samples): Case[] {
  return Object.entries(samples).flatMap(([field, { valid, invalid }]) => [
    ...valid.map((value): Case => [field, show(value), 'valid', value]),
    ...invalid.map((value): Case => [field, show(value), 'invalid', value]),
  ]);
}

describe(`Request schemas of the OpenAPI document agree with the app's validation ${describeDatabase()}`, () => {
  let t: TestApp;
  let merchant: TestMerchant;
  let waiting: string;
  withAgreementApp(KNOWN_DNI, (started, acme, waitingId) => ((t = started), (merchant = acme), (waiting = waitingId)));

  async function expectAgreement(method: 'post' | 'patch', path: string, template: string, body: unknown, expected: boolean) {
    const { schema, app, errors, res } = await verdicts(t, merchant, method, path, template, body);
    expect({ schema, app, errors, answer: app === expected ? res.status : res.body }).toEqual({ schema: expected, app: expected, errors: expect.any(String), answer: res.status });
  }

  it.each(cases(CREATE))('POST /payment_requests: %s = %s is %s', async (field, _label, verdict, value) => {
    const base = field.startsWith('customer.') && value === undefined ? paymentRequestBody({ customer: { dni: KNOWN_DNI } }) : paymentRequestBody();
    await expectAgreement('post', '/api/v1/payment_requests', '/api/v1/payment_requests', withField(base, field, value), verdict === 'valid');
  });

  it.each([['customer.email'], ['customer.first_name'], ['customer.last_name']])('POST /payment_requests: a known dni may leave out %s', async (field) => {
    const base = paymentRequestBody({ customer: { dni: KNOWN_DNI, email: 'k@example.com', first_name: 'K', last_name: 'K' } });
    await expectAgreement('post', '/api/v1/payment_requests', '/api/v1/payment_requests', withField(base, field, undefined), true);
  });

  it.each(RAW_CREATE)('POST /payment_requests: the body %s', async (raw) => {
    await expectAgreement('post', '/api/v1/payment_requests', '/api/v1/payment_requests', raw, false);
  });

  it.each(cases(UPDATE))('PATCH /payment_requests/{id}: %s = %s is %s', async (field, _label, verdict, value) => {
    await expectAgreement('patch', `/api/v1/payment_requests/${waiting}`, '/api/v1/payment_requests/{id}', withField({ amount: 30, description: 'Changed' }, field, value), verdict === 'valid');
  });

  it.each([['{}', false], ['{"amount": 12}', true], ['{"description": "only this"}', true], ['[]', false], ['{"__proto__": {}}', false]])(
    'PATCH /payment_requests/{id}: the body %s',
    async (raw, valid) => {
      await expectAgreement('patch', `/api/v1/payment_requests/${waiting}`, '/api/v1/payment_requests/{id}', raw, valid);
    },
  );

  it.each(cases(C2P))('POST /checkouts/c2p: %s = %s is %s', async (field, _label, verdict, value) => {
    await expectAgreement('post', '/api/v1/checkouts/c2p', '/api/v1/checkouts/c2p', withField({ payment: c2pPayment(NO_SUCH_REQUEST) }, field, value), verdict === 'valid');
  });

  it.each(cases(CARD))('POST /checkouts/credit_card: %s = %s is %s', async (field, _label, verdict, value) => {
    await expectAgreement('post', '/api/v1/checkouts/credit_card', '/api/v1/checkouts/credit_card', withField({ payment: cardPayment(NO_SUCH_REQUEST) }, field, value), verdict === 'valid');
  });

  it.each(RAW_CHECKOUT.flatMap((raw) => [['c2p', raw], ['credit_card', raw]]))('POST /checkouts/%s: the body %s', async (method, raw) => {
    await expectAgreement('post', `/api/v1/checkouts/${method}`, `/api/v1/checkouts/${method}`, raw, false);
  });
});
