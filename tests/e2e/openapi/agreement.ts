import { Response } from 'supertest';
import { describeErrors, requestBodySchema } from '../../support/openapi-validator';
import { TestApp, TestMerchant, paymentRequestBody, startTestApp } from '../../support/test-app';

export interface Verdicts {
  /** The document's request-body schema accepts the body. */
  schema: boolean;
  /** The app read and validated it (anything but 400 and 422 validation_error). */
  app: boolean;
  errors: string;
  res: Response;
}

/**
 * Sends `body` to the app and asks the document's schema about it. JSON text is sent as it is, so
 * members like `__proto__` reach the app as JSON.parse keeps them.
 */
export async function verdicts(t: TestApp, merchant: TestMerchant, method: 'post' | 'patch', path: string, template: string, body: unknown): Promise<Verdicts> {
  const validate = requestBodySchema(method, template);
  // What the app receives: JSON leaves out undefined members.
  const parsed = JSON.parse(typeof body === 'string' ? body : JSON.stringify(body));
  const schema = validate(parsed);
  const res = await t.call(merchant, method, path, body);
  const app = !(res.status === 400 || (res.status === 422 && res.body.code === 'validation_error'));
  return { schema, app, errors: schema ? '' : describeErrors(validate.errors), res };
}

/** A copy of `base` with the dotted `field` set to `value` (undefined: left out). */
export function withField(base: Record<string, unknown>, field: string, value: unknown): Record<string, unknown> {
  const [head, ...rest] = field.split('.');
  const copy = { ...base };
  if (rest.length > 0) copy[head] = withField((base[head] ?? {}) as Record<string, unknown>, rest.join('.'), value);
  else if (value === undefined) delete copy[head];
  else copy[head] = value;
  return copy;
}

/** The shortest readable label for a sample value. */
export function show(value: unknown): string {
  if (value === undefined) return '(left out)';
  const text = JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 30)}…(${text.length} chars)` : text;
}

/**
 * One app for a whole file of agreement checks, with a merchant and one waiting request whose
 * customer `knownDni` is registered (so bodies may leave out the customer's details).
 */
export function withAgreementApp(knownDni: string, use: (app: TestApp, merchant: TestMerchant, waitingId: string) => void): void {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
    const merchant = await app.merchant();
    const customer = { dni: knownDni, email: 'k@example.com', first_name: 'K', last_name: 'K' };
    const known = await app.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody({ customer }));
    use(app, merchant, known.body.id);
  });
  afterAll(() => app.close());
}
