import { Response } from 'supertest';
import { FIELD_REASONS } from '../../../src/domain/errors';
import { TestApp, TestMerchant, paymentRequestBody } from '../../support/test-app';

export const PAYMENT_REQUESTS = '/api/v1/payment_requests';

/** Asserts an error answer's status and code (call() has already checked the problem+json shape). */
export function expectProblem(res: Response, status: number, code: string): void {
  expect({ status: res.status, code: res.body.code }).toEqual({ status, code });
  expect(res.body.type).toEqual(expect.any(String));
  expect(res.body.title).toEqual(expect.any(String));
  expect(res.body.detail).toEqual(expect.any(String));
}

/** The dotted field names a 422 validation_error lists. */
export function fieldsOf(res: Response): string[] {
  expect(res.status).toBe(422);
  expect(res.body.code).toBe('validation_error');
  expect(Array.isArray(res.body.errors)).toBe(true);
  for (const error of res.body.errors) {
    expect(error).toEqual({ field: expect.any(String), reason: expect.any(String), message: expect.any(String) });
    expect(Object.keys(FIELD_REASONS)).toContain(error.reason);
    expect(error.message.length).toBeGreaterThan(0);
  }
  return [...new Set<string>(res.body.errors.map((error: { field: string }) => error.field))].sort();
}

/** Creates a payment request through the API and returns its body; fails the test unless 201. */
export async function createPaymentRequest(
  t: TestApp,
  merchant: TestMerchant,
  overrides: Record<string, unknown> = {},
): Promise<Record<string, any>> {
  const res = await t.call(merchant, 'post', PAYMENT_REQUESTS, paymentRequestBody(overrides));
  if (res.status !== 201) throw new Error(`create answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A full customer object for a dni this merchant may not know yet. */
export function newCustomer(dni: string, email = `${dni.toLowerCase()}@example.com`): Record<string, string> {
  return { dni, email, first_name: 'Ana', last_name: 'Pérez' };
}

/** Pays a request through the C2P sandbox (OTP 123456 is approved); fails the test unless 201. */
export async function payByC2p(t: TestApp, merchant: TestMerchant, paymentRequestId: string): Promise<Record<string, any>> {
  const res = await t.call(merchant, 'post', '/api/v1/checkouts/c2p', {
    payment: {
      phone_number: '04141234567',
      issuer_payer_id: 'V12345678',
      issuer_bank_id: '0134',
      payment_request_id: paymentRequestId,
      otp_token: '123456',
    },
  });
  if (res.status !== 201) throw new Error(`c2p checkout answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** The body of a 404 with the parts that legitimately vary (request id, the id echoed in detail) removed. */
export function notFoundShape(res: Response, id: string): Record<string, unknown> {
  const { request_id: _requestId, ...rest } = res.body as Record<string, unknown>;
  return { ...rest, detail: String(rest.detail).split(id).join('<id>') };
}
