import { profileNamed } from '../../src/domain/merchant-profile';
import { Money } from '../../src/domain/money';
import { PaymentIntent } from '../../src/domain/payment-intent';
import { CustomerSnapshot, PaymentRequest } from '../../src/domain/payment-requests';
import { MERCHANT_ID, OTHER_MERCHANT_ID, T0 } from '../support/builders';
import { Repositories } from './repositories';

export const ACME = MERCHANT_ID;
export const OTHER = OTHER_MERCHANT_ID;
export const MARIA: CustomerSnapshot = { id: 'cus_maria', dni: 'V12345678', email: 'maria@example.com' };
export const JOSE: CustomerSnapshot = { id: 'cus_jose', dni: 'E87654321', email: 'Jose.Gomez@Example.com' };
export const MARIA_AT_OTHER: CustomerSnapshot = { id: 'cus_maria_other', dni: 'V12345678', email: 'maria@example.com' };

/** The merchants and customers the payment requests of the suites refer to. */
export async function registerParties(repositories: Repositories): Promise<void> {
  await repositories.merchants.add({ id: ACME, ...profileNamed('Acme'), createdAt: T0 });
  await repositories.merchants.add({ id: OTHER, ...profileNamed('Other'), createdAt: T0 });
  const customers: [string, CustomerSnapshot][] = [[ACME, MARIA], [ACME, JOSE], [OTHER, MARIA_AT_OTHER]];
  for (const [merchantId, customer] of customers) {
    await repositories.customers.save({ ...customer, merchantId, livemode: false, firstName: 'First', lastName: 'Last' });
  }
}

/** T0 plus `ms` milliseconds. */
export const at = (ms: number): Date => new Date(T0.getTime() + ms);
export const HOUR = 3_600_000;

/** The request canceled by its merchant the moment it was created. */
export function canceled(request: PaymentRequest): PaymentRequest {
  const refusal = request.cancel(request.createdAt);
  if (refusal) throw new Error(`cannot cancel ${request.id}: ${refusal.kind}`);
  return request;
}

/** Everything a request holds, as plain data: equal views mean equal requests. */
export function view(request: PaymentRequest) {
  const { amount, rate, conversionAmount, createdAt, updatedAt, intents, ...rest } = request.snapshot();
  return {
    ...rest,
    amount: money(amount),
    rate: `${rate.base}->${rate.quote} ${rate.toDecimalString()}`,
    conversionAmount: money(conversionAmount),
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    intents: intents.map(intentView),
  };
}

function intentView(intent: PaymentIntent) {
  const { amount, createdAt, resolvedAt, ...rest } = intent.snapshot();
  return { ...rest, amount: money(amount), createdAt: createdAt.toISOString(), resolvedAt: resolvedAt?.toISOString() ?? null };
}

const money = (value: Money): string => `${value.currency} ${value.cents}`;

export const ids = (requests: readonly PaymentRequest[]): string[] => requests.map((request) => request.id);
