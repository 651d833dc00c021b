import { API_ROUTES } from '../../../src/adapters/http/api/api.routes';
import { readBody } from '../../../src/adapters/http/kit/mount-api';
import { paymentRequestBody } from '../../support/test-app';
import { describeErrors, pointer, schemaAt } from '../../support/response-check';
import { NO_SUCH_REQUEST, c2pPayment, cardPayment } from '../checkouts/checkout-support';

/**
 * The document's request schemas are generated from the DTOs the routes validate with; where a rule is
 * a parser of our own beside the schema it documents (ParsedWith), both must give the same verdict.
 */
type Samples = Record<string, { valid: unknown[]; invalid: unknown[] }>;
const TEXT = ['a\u0000b', 'a\u0007b', 'a\u001Bb', 'a\u007Fb'];
const PAYER_ID = { valid: ['V12345', 'E-1234567890', 'J123456789', 'G-12345', 'P12345', 'C1234567'], invalid: ['X12345', 'V1234', 'V12345678901', 'v12345', 'V--12345', 'V 12345', '', 12345, null, undefined] };
const RETURN_URL = {
  valid: ['https://shop.example.com/orders/1?a=b#c', 'HTTPS://Shop.Example.com', 'https://xn--caf-dma.example/', `https://x.example/${'a'.repeat(2048 - 18)}`, null, undefined],
  invalid: ['http://shop.example.com', '/orders/1', 'shop.example.com', 'https:shop.example.com', 'https://a:b@shop.example.com', 'https://@shop.example.com', 'https:///x',
    `https://x.example/${'a'.repeat(2048 - 17)}`, 'https://shop.example.com/a b', 'https://café.example', 'https://shop.example.com/\u0000', '', 5, {}],
};
const REQUEST_ID = { valid: ['p', 'preq_' + 'x'.repeat(300), 'not an id at all'], invalid: ['', 5, null, undefined] };

const SAMPLES: Record<string, { base: Record<string, unknown>; samples: Samples; raw: string[] }> = {
  createPaymentRequest: {
    base: paymentRequestBody(),
    samples: {
      amount: { valid: [19.99, 1, 0.01, 10.5, 999999.99, 1000000], invalid: [0, -5, 1000000.01, 1.005, 0.1 + 0.2, 1e-7, 1e21, '10.00', null, true, [], undefined] },
      description: { valid: ['x', 'd'.repeat(500), 'tab\there\nnewline\r', 'café ☕ 😀', 'd'.repeat(499) + '😀'], invalid: ['', 'd'.repeat(501), ...TEXT, 5, null, {}, undefined] },
      external_id: { valid: ['e', 'e'.repeat(255), null, undefined], invalid: ['', 'e'.repeat(256), TEXT[0], 5, {}, []] },
      return_url: { valid: RETURN_URL.valid, invalid: RETURN_URL.invalid },
      customer: { valid: [], invalid: [null, 'V123', [], 5, {}, undefined] },
      'customer.dni': { valid: ['V12345678', 'abc', 'A.b-9', 'd'.repeat(20)], invalid: ['ab', 'd'.repeat(21), '-abc', '.abc', 'V 1234', 'V1234\u0000', '', 12345678, null, undefined] },
      'customer.email': { valid: ['ana@example.com', 'a.b+tag@mail.example.org', undefined], invalid: ['ana', 'ana@', '@example.com', 'ana@@example.com', 'a'.repeat(250) + '@ex.com', '', 5, null] },
      'customer.first_name': { valid: ['Ana', 'n'.repeat(100), 'María José', undefined], invalid: ['', 'n'.repeat(101), TEXT[1], 5, null] },
      'customer.last_name': { valid: ['Pérez', 'n'.repeat(100), undefined], invalid: ['', 'n'.repeat(101), TEXT[3], [], null] },
      'customer.extra': { valid: [undefined], invalid: ['x', null] },
      extra: { valid: [undefined], invalid: ['x', null, {}] },
    },
    raw: ['[]', '"text"', '5', 'null', '{}', '{"__proto__": {"amount": 5}}'],
  },
  updatePaymentRequest: {
    base: { amount: 30, description: 'Changed' },
    samples: {
      amount: { valid: [25, 0.01, 1000000, undefined], invalid: [0, 1.005, '25', null, 1000001] },
      description: { valid: ['New', 'd'.repeat(500)], invalid: ['', 'd'.repeat(501), TEXT[2], null, 5] },
      return_url: RETURN_URL,
      status: { valid: [undefined], invalid: ['paid'] },
    },
    raw: ['{}', '[]', '{"__proto__": {}}'],
  },
  payByC2p: {
    base: { payment: c2pPayment(NO_SUCH_REQUEST) },
    samples: {
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
    },
    raw: ['{}', '[]', '{"payment": "x"}', '{"payment": null}', '{"payment": []}', '{"payment": {"__proto__": {}}}'],
  },
  payByCard: {
    base: { payment: cardPayment(NO_SUCH_REQUEST) },
    samples: {
      'payment.card_number': {
        valid: ['4242424242424242', '4242 4242 4242 4242', '424242424242', '4'.repeat(19), '5555 5555 5555 4444'],
        invalid: ['42424242424', '4'.repeat(20), '4242-4242-4242-4242', '4242  4242 4242 4242', ' 4242424242424242', '4242424242424242 ', 4242424242424242, '', undefined],
      },
      'payment.card_customer_id': PAYER_ID,
      'payment.card_expiry_date': { valid: ['01/30', '12/99', '09/00'], invalid: ['13/30', '00/30', '1/30', '01/2030', '01-30', '0130', '', undefined] },
      'payment.payment_request_id': REQUEST_ID,
      'payment.card_cvv': { valid: ['123', '1234'], invalid: ['12', '12345', '12a', 123, '', undefined] },
    },
    raw: ['{}', '{"payment": [], "extra": 1}'],
  },
  createWebhookEndpoint: {
    base: { url: 'https://shop.example.com/hooks' },
    samples: {
      url: { valid: ['https://shop.example.com/hooks?a=1', 'h', 'u'.repeat(2048)], invalid: ['', 'u'.repeat(2049), 'https://shop.example.com/a b', 'https://café.example', 'tab\there', 5, null, undefined] },
      events: {
        valid: [['payment_request.paid'], ['payment_request.created', 'payment_request.updated', 'payment_request.paid', 'payment_request.payment_failed', 'payment_request.canceled'], null, undefined],
        invalid: [[], ['payment_request.refunded'], ['payment_request.paid', 'payment_request.paid'], 'payment_request.paid', [5], {}, 5],
      },
      description: { valid: ['d', 'd'.repeat(200), 'café ☕', null, undefined], invalid: ['', 'd'.repeat(201), TEXT[0], 5, {}] },
      status: { valid: [undefined], invalid: ['enabled'] },
      secret: { valid: [undefined], invalid: ['whsec_x'] },
    },
    raw: ['{}', '[]', '"https://shop.example.com"', '{"__proto__": {}}'],
  },
  updateWebhookEndpoint: {
    base: { status: 'disabled' },
    samples: {
      status: { valid: ['enabled', 'disabled'], invalid: ['paused', '', null, 1, undefined] },
      url: { valid: ['https://x.example.com', undefined], invalid: ['', null, 5] },
      events: { valid: [null, ['payment_request.canceled']], invalid: [[], ['x']] },
      description: { valid: [null, 'New'], invalid: ['', 'd'.repeat(201)] },
    },
    raw: ['{}', '[]', '{"__proto__": {}}'],
  },
  updateMerchant: {
    base: { name: 'Panadería Ávila', support_phone: '04141234567' },
    samples: {
      name: { valid: ['A', 'A'.repeat(80), ' Acme ', 'Café ☕', undefined], invalid: ['', '   ', 'A'.repeat(81), 'Acme\nGlobex', TEXT[0], null, 5] },
      legal_id: { valid: ['J-12345678-4', 'J123456784', 'j-12345678-4', null], invalid: ['C-12345678-4', 'J-1234567-4', 'J 12345678 4', '', 5] },
      support_email: { valid: ['ayuda@panaderia.example', null], invalid: ['ayuda', 'ayuda@', '@panaderia.example', '', 5] },
      support_phone: { valid: ['04141234567', '+58 414 123 4567', '(0212) 555-1234', null], invalid: ['llámame', '', 4141234567] },
      brand_color: { valid: ['#1A2B3C', '#abcdef', null], invalid: ['1A2B3C', '#1A2B3', 'red', '', 0] },
      logo_url: { valid: [undefined], invalid: ['https://acme.example/logo.png'] },
    },
    raw: ['{}', '[]', '{"__proto__": {}}'],
  },
};

// The C2P key's body reads the payer's fields by the C2P checkout's rules: the same samples, `issuer_payer_id` named `dni`.
const C2P_SAMPLES = SAMPLES.payByC2p.samples;
SAMPLES.sendC2pKey = {
  base: { dni: 'V12345678', phone_number: '04141234567', issuer_bank_id: '0102' },
  samples: {
    dni: C2P_SAMPLES['payment.issuer_payer_id'], phone_number: C2P_SAMPLES['payment.phone_number'],
    issuer_bank_id: C2P_SAMPLES['payment.issuer_bank_id'], otp_token: { valid: [undefined], invalid: ['123456'] },
  },
  raw: ['{}', '[]', '{"payment": {}}', '{"__proto__": {}}'],
};

/** A copy of `base` with the dotted `field` set to `value` (undefined: left out). */
function withField(base: Record<string, unknown>, field: string, value: unknown): Record<string, unknown> {
  const [head, ...rest] = field.split('.');
  const copy = { ...base, [head]: rest.length > 0 ? withField((base[head] ?? {}) as Record<string, unknown>, rest.join('.'), value) : value };
  if (value === undefined && rest.length === 0) delete copy[head];
  return copy;
}

const show = (value: unknown) => (value === undefined ? '(left out)' : JSON.stringify(value).slice(0, 40));
const accepts = (read: () => unknown) => {
  try {
    read();
    return true;
  } catch {
    return false;
  }
};

describe('Request bodies: the document\'s schema and the route\'s validation agree', () => {
  const cases = Object.entries(SAMPLES).flatMap(([operationId, { base, samples, raw }]) => [
    ...Object.entries(samples).flatMap(([field, { valid, invalid }]) => [
      ...valid.map((value) => [operationId, `${field} = ${show(value)}`, withField(base, field, value), true] as const),
      ...invalid.map((value) => [operationId, `${field} = ${show(value)}`, withField(base, field, value), false] as const),
    ]),
    ...raw.map((text) => [operationId, `the body ${text}`, JSON.parse(text) as unknown, false] as const),
  ]);

  it.each(cases)('%s: %s', (operationId, _label, body, valid) => {
    const route = API_ROUTES.find((r) => r.operationId === operationId)!;
    const validate = schemaAt(pointer('paths', `/api/v1${route.path.replace(/:(\w+)/g, '{$1}')}`, route.method, 'requestBody', 'content', 'application/json', 'schema'));
    const schema = validate(JSON.parse(JSON.stringify(body)));
    expect({ schema, route: accepts(() => readBody(route.body, body)), errors: schema ? '' : describeErrors(validate.errors) }).toEqual({ schema: valid, route: valid, errors: expect.any(String) });
  });
});
