import fc from 'fast-check';
import { TestApp, TestMerchant } from '../../support/test-app';
import { describeDatabase } from '../../support/test-database';
import { NO_SUCH_REQUEST } from '../checkouts/checkout-support';
import { verdicts, withAgreementApp, withField } from './agreement';

const KNOWN_DNI = 'V00000002';
/** More with OPENAPI_PROPERTY_RUNS=1000 when changing a DTO or the document. */
const RUNS = Number(process.env.OPENAPI_PROPERTY_RUNS ?? 60);

/** Not a string at all, now and then. */
const notAString = fc.constantFrom<unknown>(null, 5, true, [], {}, undefined);

/** Strings near the valid ones: valid, a character inserted, deleted or replaced, or any mix of the alphabet. */
function near(valid: string[], alphabet: string, maxLength = 24): fc.Arbitrary<unknown> {
  const units = fc.constantFrom(...alphabet.split(''));
  const edited = fc.tuple(fc.constantFrom(...valid), fc.nat(), units, fc.constantFrom('insert', 'delete', 'replace')).map(([text, at, unit, edit]) => {
    const i = at % (text.length + 1);
    if (edit === 'insert') return text.slice(0, i) + unit + text.slice(i);
    if (edit === 'delete') return text.slice(0, i) + text.slice(i + 1);
    return text.slice(0, i) + unit + text.slice(i + 1);
  });
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...valid) },
    { weight: 4, arbitrary: edited },
    { weight: 2, arbitrary: fc.string({ unit: units, maxLength }) },
    { weight: 1, arbitrary: notAString },
  );
}

/** Text of a given length around a limit, with control characters now and then. */
const text = (limit: number) =>
  fc.oneof(
    fc.string({ unit: fc.constantFrom('a', 'é', '😀', ' ', '\t', '\n', '\u0000', '\u0007', '\u001F', '\u007F'), maxLength: 12 }),
    fc.integer({ min: limit - 2, max: limit + 2 }).map((n) => 'x'.repeat(Math.max(n, 0))),
    notAString,
  );

const amount = fc.oneof(
  fc.integer({ min: -100, max: 100_000_100 }).map((cents) => cents / 100),
  fc.integer({ min: -1000, max: 1_000_010_000 }).map((mills) => mills / 1000),
  fc.double({ min: -1, max: 2_000_000, noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom<unknown>(0.1 + 0.2, 1e-7, 1e21, 1000000, 1000000.01, '10.00', null, undefined),
);

const email = fc.oneof(
  fc.tuple(fc.string({ unit: fc.constantFrom('a', 'b', '1', '.', '+', '-', '_'), maxLength: 8 }), fc.constantFrom('@example.com', '@mail.example.org', '@ex.co', '@', '')).map(([local, domain]) => local + domain),
  notAString,
);

/**
 * Bodies that are valid but for up to two fields, each then anything near valid (or left out):
 * about half the bodies are valid, and every field gets its turn at breaking.
 */
function bodies(valid: Record<string, fc.Arbitrary<unknown>>, wild: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .tuple(fc.record(valid), fc.subarray(Object.keys(wild), { maxLength: 2 }), fc.record(wild, { requiredKeys: [] }))
    .map(([base, chosen, replacements]) => {
      let body: Record<string, unknown> = {};
      for (const [field, value] of Object.entries(base)) body = withField(body, field, value);
      // Inner fields first, so that replacing a whole object wins.
      for (const field of [...chosen].sort((a, b) => b.length - a.length)) body = withField(body, field, (replacements as Record<string, unknown>)[field]);
      return body;
    });
}

const words = fc.string({ unit: fc.constantFrom('a', 'Z', 'é', '😀', ' ', '\t', '\n', '#'), minLength: 1, maxLength: 20 });

const createBody = bodies(
  {
    amount: fc.integer({ min: 1, max: 100_000_000 }).map((cents) => cents / 100),
    description: words,
    external_id: fc.oneof(words, fc.constant(null)),
    'customer.dni': fc.constantFrom('V12345678', 'abc', 'A.b-9', 'x'.repeat(20)),
    'customer.email': fc.constantFrom('ana@example.com', 'b.c+d@mail.example.org'),
    'customer.first_name': words,
    'customer.last_name': words,
  },
  {
    amount,
    description: text(500),
    external_id: fc.oneof(text(255), fc.constant(null)),
    customer: notAString,
    'customer.dni': near(['V12345678', 'abc', 'A.b-9', 'x'.repeat(20)], 'Va1.- _'),
    'customer.email': email,
    'customer.first_name': text(100),
    'customer.last_name': text(100),
    'customer.extra': fc.constant('not allowed'),
    extra: fc.constant('not allowed'),
  },
)
  // A dni the merchant has not used needs email and names: that rule needs the database, so bodies
  // that leave them out use a dni the merchant has used.
  .map((body) => {
    const customer = body.customer as Record<string, unknown>;
    if (typeof customer === 'object' && customer !== null && !Array.isArray(customer) && !('email' in customer && 'first_name' in customer && 'last_name' in customer)) {
      return withField(body, 'customer.dni', KNOWN_DNI);
    }
    return body;
  });

const updateBody = bodies(
  { amount: fc.integer({ min: 1, max: 100_000_000 }).map((cents) => cents / 100), description: words },
  { amount, description: text(500), status: fc.constant('paid') },
);

const PAYER_IDS = ['V12345678', 'E-1234567890', 'J12345', 'G-123456', 'P1234567', 'C12345'];
const PAYER_ID = near(PAYER_IDS, 'VEJGPCvX-0123456789 ');
const REQUEST_ID = fc.oneof(fc.constant(NO_SUCH_REQUEST), fc.constant(''), notAString);

const c2pBody = bodies(
  {
    'payment.phone_number': fc.constantFrom('04141234567', '+584261234567', '584121234567', '04221234567'),
    'payment.issuer_payer_id': fc.constantFrom(...PAYER_IDS),
    'payment.issuer_bank_id': fc.constantFrom('0102', '0134', '0191'),
    'payment.payment_request_id': fc.constant(NO_SUCH_REQUEST),
    'payment.otp_token': fc.constantFrom('123456', '1234', '123456789012'),
  },
  {
    payment: notAString,
    'payment.phone_number': near(['04141234567', '+584261234567', '584121234567'], '0123456789+ -'),
    'payment.issuer_payer_id': PAYER_ID,
    'payment.issuer_bank_id': near(['0102', '0134', '0191'], '0123456789'),
    'payment.payment_request_id': REQUEST_ID,
    'payment.otp_token': near(['123456', '1234', '123456789012'], '0123456789a '),
    'payment.extra': fc.constant(1),
    extra: fc.constant(1),
  },
);

const cardBody = bodies(
  {
    'payment.card_number': fc.constantFrom('4242424242424242', '4242 4242 4242 4242', '424242424242', '5555555555554444'),
    'payment.card_customer_id': fc.constantFrom(...PAYER_IDS),
    'payment.card_expiry_date': fc.constantFrom('01/30', '12/99', '07/00'),
    'payment.payment_request_id': fc.constant(NO_SUCH_REQUEST),
    'payment.card_cvv': fc.constantFrom('123', '1234'),
  },
  {
    payment: notAString,
    'payment.card_number': near(['4242424242424242', '4242 4242 4242 4242', '424242424242'], '0123456789 -', 24),
    'payment.card_customer_id': PAYER_ID,
    'payment.card_expiry_date': near(['01/30', '12/99'], '0123456789/-'),
    'payment.payment_request_id': REQUEST_ID,
    'payment.card_cvv': near(['123', '1234'], '0123456789a'),
    'payment.extra': fc.constant(1),
  },
);

describe(`Generated bodies: the OpenAPI schema and the app's validation agree ${describeDatabase()}`, () => {
  let t: TestApp;
  let merchant: TestMerchant;
  let waiting: string;
  withAgreementApp(KNOWN_DNI, (started, acme, waitingId) => ((t = started), (merchant = acme), (waiting = waitingId)));

  let seen = { valid: 0, invalid: 0 };
  beforeEach(() => {
    seen = { valid: 0, invalid: 0 };
  });
  // The generators must give both kinds of body, or agreement would prove little.
  afterEach(() => {
    expect(Math.min(seen.valid, seen.invalid)).toBeGreaterThanOrEqual(RUNS / 10);
  });

  const agree = (method: 'post' | 'patch', path: () => string, template: string) => async (body: unknown) => {
    const { schema, app, errors, res } = await verdicts(t, merchant, method, path(), template, body);
    if (schema !== app) throw new Error(`schema says ${schema} (${errors}), the app answered ${res.status} ${JSON.stringify(res.body)}`);
    seen[schema ? 'valid' : 'invalid']++;
  };

  it('POST /payment_requests', async () => {
    await fc.assert(fc.asyncProperty(createBody, agree('post', () => '/api/v1/payment_requests', '/api/v1/payment_requests')), { numRuns: RUNS });
  });

  it('PATCH /payment_requests/{id}', async () => {
    await fc.assert(fc.asyncProperty(updateBody, agree('patch', () => `/api/v1/payment_requests/${waiting}`, '/api/v1/payment_requests/{id}')), { numRuns: RUNS });
  });

  it('POST /checkouts/c2p', async () => {
    await fc.assert(fc.asyncProperty(c2pBody, agree('post', () => '/api/v1/checkouts/c2p', '/api/v1/checkouts/c2p')), { numRuns: RUNS });
  });

  it('POST /checkouts/credit_card', async () => {
    await fc.assert(fc.asyncProperty(cardBody, agree('post', () => '/api/v1/checkouts/credit_card', '/api/v1/checkouts/credit_card')), { numRuns: RUNS });
  });
});
