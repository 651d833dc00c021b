import { Owner } from '../../src/domain/mode';
import { CreatePaymentRequestCommand } from '../../src/application/payment-requests/create-payment-request';
import { UpdatePaymentRequestCommand } from '../../src/application/payment-requests/update-payment-request';
import { ExchangeRate, Money } from '../../src/domain/money';
import { PaymentInstrument, PaymentIntent } from '../../src/domain/payment-intent';
import { IssuePaymentRequest, PaymentRequest } from '../../src/domain/payment-requests';

export const MERCHANT_ID = 'mer_acme';
/** A merchant's objects in one mode: test mode unless `livemode`. */
export const owner = (merchantId: string, livemode = false): Owner => ({ merchantId, livemode });
export const OTHER_MERCHANT_ID = 'mer_other';
export const T0 = new Date('2026-11-22T13:30:00.000Z');

export const usd = (amount: string): Money => Money.fromDecimal('USD', amount);
export const ves = (amount: string): Money => Money.fromDecimal('VES', amount);
export const usdToVes = (value: string): ExchangeRate => ExchangeRate.of('USD', 'VES', value);

let sequence = 0;
const nextSuffix = (): string => String(++sequence).padStart(6, '0');

/** A fresh request waiting for payment: 10.00 USD at 36.5 VES, issued at T0. */
export function aPaymentRequest(overrides: Partial<IssuePaymentRequest> = {}): PaymentRequest {
  const suffix = nextSuffix();
  return PaymentRequest.issue({
    id: `preq_b${suffix}`,
    merchantId: MERCHANT_ID,
    livemode: false,
    token: `PRB${suffix}`,
    description: 'Order 1001',
    externalId: null,
    customer: { id: 'cus_maria', dni: 'V12345678', email: 'maria@example.com' },
    amount: usd('10'),
    rate: usdToVes('36.5'),
    now: T0,
    ...overrides,
  });
}

export const c2pInstrument = (overrides: Partial<Extract<PaymentInstrument, { kind: 'c2p' }>> = {}): PaymentInstrument => ({
  kind: 'c2p',
  bankCode: '0102',
  bankName: 'Banco de Venezuela',
  payerId: 'V12345678',
  phoneNumber: '04141234567',
  ...overrides,
});

export const cardInstrument = (overrides: Partial<Extract<PaymentInstrument, { kind: 'card' }>> = {}): PaymentInstrument => ({
  kind: 'card',
  brand: 'visa',
  first6: '424242',
  last4: '4242',
  holderId: 'V12345678',
  ...overrides,
});

/** A pending payment intent to pay `request` in full with the given instrument (C2P unless told). */
export function aPaymentIntentFor(
  request: PaymentRequest,
  init: { instrument?: PaymentInstrument; now?: Date; id?: string; gatewayId?: string } = {},
): PaymentIntent {
  return PaymentIntent.start({
    id: init.id ?? `pi_b${nextSuffix()}`,
    amount: request.conversionAmount,
    instrument: init.instrument ?? c2pInstrument(),
    gatewayId: init.gatewayId ?? 'sandbox',
    now: init.now ?? T0,
  });
}

/** A request already paid by C2P, for tests that need one. */
export function aPaidPaymentRequest(overrides: Partial<IssuePaymentRequest> = {}, instrument?: PaymentInstrument): PaymentRequest {
  const request = aPaymentRequest(overrides);
  const intent = aPaymentIntentFor(request, instrument ? { instrument } : {});
  request.beginPayment(intent, T0);
  request.settlePayment(intent.id, { status: 'approved', gatewayReference: 'REF-0001' }, T0);
  return request;
}

/** A request for a dni the merchant has never used: it carries email and both names. */
export function aCreateCommand(overrides: Partial<CreatePaymentRequestCommand> = {}): CreatePaymentRequestCommand {
  return {
    owner: owner(MERCHANT_ID),
    amount: usd('10'),
    description: 'Order 1001',
    externalId: null,
    customer: { dni: 'V12345678', email: 'maria@example.com', firstName: 'María', lastName: 'Pérez' },
    ...overrides,
  };
}

/** A request for a dni the merchant has used before: the dni alone. */
export function aReturningCustomerCommand(
  dni = 'V12345678',
  overrides: Partial<CreatePaymentRequestCommand> = {},
): CreatePaymentRequestCommand {
  return aCreateCommand({ customer: { dni }, ...overrides });
}

export function anUpdateCommand(id: string, overrides: Partial<UpdatePaymentRequestCommand> = {}): UpdatePaymentRequestCommand {
  return { owner: owner(MERCHANT_ID), id, ...overrides };
}
