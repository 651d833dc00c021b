import { Response } from 'supertest';
import { TestApp, TestMerchant, paymentRequestBody } from '../../support/test-app';

export const C2P_PATH = '/api/v1/checkouts/c2p';
export const CARD_PATH = '/api/v1/checkouts/credit_card';

/** An id of the right shape that no request has. */
export const NO_SUCH_REQUEST = 'preq_' + 'Z'.repeat(24);

/** ISO 8601 to the second with Caracas's offset (UTC-4 all year). */
export const ISO_CARACAS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-04:00$/;

export const PAYMENT_INTENT_ID = /^pi_[A-Za-z0-9]+$/;

/** The sandbox's approving values (docs/merchant-guide.md, "Sandbox values"). */
export const APPROVING_OTP = '123456';
export const VISA = '4242424242424242';
export const MASTERCARD = '5555555555554444';

/** `MM/YY` of the month `offset` months from now in America/Caracas. */
export function caracasExpiry(offset = 0): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Caracas', year: 'numeric', month: 'numeric' }).formatToParts(new Date());
  const year = Number(parts.find((p) => p.type === 'year')!.value);
  const month = Number(parts.find((p) => p.type === 'month')!.value);
  const index = year * 12 + (month - 1) + offset;
  return `${String((index % 12) + 1).padStart(2, '0')}/${String(Math.floor(index / 12) % 100).padStart(2, '0')}`;
}

export function c2pPayment(paymentRequestId: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    phone_number: '04141234567',
    issuer_payer_id: 'V12345678',
    issuer_bank_id: '0134',
    payment_request_id: paymentRequestId,
    otp_token: APPROVING_OTP,
    ...overrides,
  };
}

export function cardPayment(paymentRequestId: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    card_number: VISA,
    card_customer_id: 'V12345678',
    card_expiry_date: caracasExpiry(36),
    payment_request_id: paymentRequestId,
    card_cvv: '123',
    ...overrides,
  };
}

/** Creates a payment request (19.99 USD at the test rate 36.5) and returns its management view. */
export async function createPaymentRequest(app: TestApp, merchant: TestMerchant): Promise<Record<string, any>> {
  const res = await app.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody());
  expect(res.status).toBe(201);
  return res.body;
}

export async function readPaymentRequest(app: TestApp, merchant: TestMerchant, id: string): Promise<Record<string, any>> {
  const res = await app.call(merchant, 'get', `/api/v1/payment_requests/${id}`);
  expect(res.status).toBe(200);
  return res.body;
}

/** Every key of a JSON value, at any depth. */
export function allKeys(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(allKeys);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...allKeys(inner)]);
}

export const unixSeconds = (iso: string): number => Math.floor(Date.parse(iso) / 1000);

export function expectDeclined(res: Response, declineCode: string): void {
  expect(res.status).toBe(402);
  expect(res.body).toMatchObject({ code: 'payment_declined', decline_code: declineCode, payment_intent_id: expect.stringMatching(PAYMENT_INTENT_ID) });
}

export function expectInvalidField(res: Response, field: string): void {
  expect(res.status).toBe(422);
  expect(res.body.code).toBe('validation_error');
  expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual([field]);
  expect(res.body.errors[0].message).toEqual(expect.any(String));
}

/**
 * The 201 body of a checkout (see the OpenAPI document): the paid request `created` in the checkout
 * layout, ISO times, no cents, no customer id. Returns its confirmation.
 */
export function expectPaidCheckout(
  body: Record<string, any>,
  created: Record<string, any>,
  confirmation: { payment_method: string; type: string },
): Record<string, any> {
  expect(Object.keys(body).sort()).toEqual(
    ['canceled_at', 'cancellation_reason', 'conversion_amount', 'created_at', 'customer', 'description', 'expires_at', 'external_id', 'id', 'livemode', 'main_amount', 'payment_link_id',
      'payment_url', 'pending_payment_intents', 'rate', 'rejected_payment_intents', 'return_url', 'status', 'succeeded_payment_confirmation',
      'token', 'updated_at'].sort(),
  );
  expect(allKeys(body)).not.toContain('amount_cents');
  expect(body).toMatchObject({
    id: created.id,
    description: created.description,
    external_id: created.external_id,
    payment_link_id: null,
    token: created.token,
    status: 'paid',
    expires_at: null,
    canceled_at: null,
    cancellation_reason: null,
    return_url: created.return_url,
    main_amount: { amount: 19.99, currency_iso: 'USD' },
    conversion_amount: { amount: 729.64, currency_iso: 'VES' },
    rate: { amount: 36.5, currency_iso: 'VES' },
    pending_payment_intents: [],
    payment_url: created.payment_url,
  });
  expect(body.customer).toEqual({ dni: created.customer.dni, email: created.customer.email });
  expect(body.created_at).toMatch(ISO_CARACAS);
  expect(body.updated_at).toMatch(ISO_CARACAS);
  expect(unixSeconds(body.created_at)).toBe(created.created_at);
  expect(Date.parse(body.updated_at)).toBeGreaterThanOrEqual(Date.parse(body.created_at));

  const paid = body.succeeded_payment_confirmation;
  expect(paid).toEqual({
    id: expect.stringMatching(PAYMENT_INTENT_ID),
    confirmed_at: expect.stringMatching(ISO_CARACAS),
    payment_method: confirmation.payment_method,
    type: confirmation.type,
    reference_id: expect.stringMatching(/\S/),
  });
  return paid;
}

/** After a checkout, management responses show the same payment as succeeded_payment_intent. */
export async function expectPaidWhenRead(app: TestApp, merchant: TestMerchant, checkout: Record<string, any>): Promise<void> {
  const read = await readPaymentRequest(app, merchant, checkout.id);
  const paid = checkout.succeeded_payment_confirmation;
  expect(read.status).toBe('paid');
  expect(read.succeeded_payment_intent).toEqual({
    id: paid.id,
    confirmed_at: unixSeconds(paid.confirmed_at),
    payment_method: paid.payment_method,
    type: paid.type,
    reference_id: paid.reference_id,
  });
  expect(read.updated_at).toBe(unixSeconds(checkout.updated_at));
}
