import 'reflect-metadata';
import fc from 'fast-check';
import { plainToInstance } from 'class-transformer';
import { getMetadataStorage, validateSync } from 'class-validator';
import { API_ROUTES } from '../../../../src/adapters/http/api/api.routes';
import { CustomerBody } from '../../../../src/adapters/http/api/payment-requests/payment-request.dto';
import { TRANSFORM_OPTIONS, VALIDATOR_OPTIONS, readValidBody } from '../../../../src/adapters/http/kit/validation/valid-body-shortcut';

/** Values each field accepts (mostly), so that many generated bodies are valid; the rest come from anywhere. */
const LIKELY_VALID: Record<string, unknown[]> = {
  amount: [10.5, 0.01, 1_000_000, 12], description: ['Pedido 1', 'x'], external_id: ['ORD-1', null],
  expires_at: [null, 4_102_444_800], return_url: ['https://tienda.example/volver', null], dni: ['V12345678', 'V-20987654', 'e-1.2'],
  email: ['ana@example.com'], first_name: ['Ana'], last_name: ['Pérez'], expires_in_hours: [0, 24], bank: ['mercantil'],
  methods: [['c2p']], credentials: [{}], phone_number: ['04141234567', '+584147654321'], issuer_payer_id: ['V12345678'],
  card_customer_id: ['V12345678'], issuer_bank_id: ['0134', '0105'], payment_request_id: ['preq_1'], otp_token: ['123456'],
  card_number: ['4242 4242 4242 4242'], card_expiry_date: ['12/30'], card_cvv: ['123'], reference: ['123456'],
  paid_on: ['2026-11-20'], name: ['Tienda Ana'], legal_id: ['J-12345678-4', null], support_email: ['soporte@example.com', null],
  support_phone: ['02121234567', null], brand_color: ['#112233', null], active: [true, false],
  reason: ['requested_by_customer', 'duplicate', null], reference_id: ['REF-1'], url: ['https://hooks.example/x'],
  events: [['payment_request.paid']], status: ['enabled', 'disabled'],
};

const fieldsOf = (dto: Function) => [...new Set(getMetadataStorage().getTargetValidationMetadatas(dto, '', false, false).map((m) => m.propertyName))];

const anyValue = fc.oneof(
  fc.string(), fc.string({ unit: 'binary' }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.jsonValue({ maxDepth: 2 }),
);

const OMITTED = Symbol('omitted');

/** Each declared field left out, holding a likely valid value, or anything; now and then a key no DTO declares. */
function bodyOf(dto: Function): fc.Arbitrary<Record<string, unknown>> {
  // The likely value first: fast-check's oneof favours its first choice in nested values (the customer).
  const value = (field: string): fc.Arbitrary<unknown> => fc.oneof(
    { weight: 6, arbitrary: field === 'customer' ? customer : fc.constantFrom(...(LIKELY_VALID[field] ?? ['x'])) },
    { weight: 1, arbitrary: fc.constant(OMITTED) },
    { weight: 1, arbitrary: anyValue },
  );
  const declared = fc.record(Object.fromEntries(fieldsOf(dto).map((field) => [field, value(field)])));
  const extra = fc.oneof(
    { weight: 5, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.record({ extra: anyValue, toString: fc.constant(1) }, { requiredKeys: [] }) },
  );
  return fc.tuple(declared, extra).map(([fields, more]) => ({
    ...Object.fromEntries(Object.entries(fields).filter(([, field]) => field !== OMITTED)),
    ...(more ?? {}),
  }));
}

const customer = fc.constant(null).chain(() => bodyOf(CustomerBody));

/** Only JSON values and objects of a declared class: what the shortcut takes on. */
const coverable = (dto: Function, body: Record<string, unknown>): boolean =>
  Object.entries(body).every(([key, value]) => fieldsOf(dto).includes(key) &&
    (typeof value !== 'object' || value === null || (key === 'customer' && !Array.isArray(value) && coverable(CustomerBody, value as never))));

const dtos = [...new Set(API_ROUTES.flatMap((route) => (route.body ? [route.body.dto as Function] : [])))];

describe('the valid-body shortcut answers as class-transformer and class-validator do', () => {
  it.each(dtos.map((dto) => [dto.name, dto] as const))('%s: the same DTO for every body they accept, and nothing for one they refuse', (_, dto) => {
    let served = 0;
    fc.assert(fc.property(bodyOf(dto), (body) => {
      const instance = plainToInstance(dto as new () => object, body, TRANSFORM_OPTIONS);
      const accepted = validateSync(instance, VALIDATOR_OPTIONS).length === 0;
      const shortcut = readValidBody(dto as new () => object, body);
      if (shortcut) {
        served++;
        expect(accepted).toBe(true);
        expect(shortcut).toStrictEqual(instance);
      } else if (accepted) {
        expect(coverable(dto, body)).toBe(false);
      }
    }), { numRuns: 400 });
    // Some bodies of every DTO take the shortcut, unless each holds a list or a free-form object.
    if (!fieldsOf(dto).some((field) => Array.isArray(LIKELY_VALID[field]?.[0]) || field === 'credentials')) expect(served).toBeGreaterThan(0);
  });

  it('a key the instance has as a method is left to the libraries, which skip it', () => {
    const create = dtos.find((dto) => dto.name === 'CreatePaymentRequestBody') as new () => object;
    const body = { amount: 1, description: 'x', customer: { dni: 'V123' }, toString: 1 };
    expect(readValidBody(create, body)).toBeNull();
    expect(validateSync(plainToInstance(create, body, TRANSFORM_OPTIONS), VALIDATOR_OPTIONS)).toEqual([]);
  });
});
