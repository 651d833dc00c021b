import { EntitySchema } from 'typeorm';
import { Currency } from '../../../domain/money';
import { PaymentInstrument, PaymentIntentStatus, PaymentMethod } from '../../../domain/payment-intent';
import { CancellationReason, PagoMovilAccount, PaymentRequestStatus } from '../../../domain/payment-requests';
import { bigintCents, instant, text } from './columns';
import { RefundSchema } from './refunds/refund-schema';

/*
 * Rows as stored. The tables themselves are created by the migrations (never by synchronize);
 * these schemas only tell TypeORM how to read and write them. bigint and numeric stay strings.
 */

export interface MerchantRow {
  id: string;
  name: string;
  legalId: string | null;
  supportEmail: string | null;
  supportPhone: string | null;
  brandColor: string | null;
  createdAt: Date;
}

export interface CustomerRow {
  id: string;
  merchantId: string;
  livemode: boolean;
  dni: string;
  email: string;
  firstName: string;
  lastName: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface PaymentRequestRow {
  id: string;
  merchantId: string;
  livemode: boolean;
  token: string;
  description: string;
  externalId: string | null;
  customerId: string;
  customerDni: string;
  customerEmail: string;
  amountCents: string;
  rate: string;
  conversionAmountCents: string;
  status: PaymentRequestStatus;
  version: number;
  createdAt: Date;
  updatedAt: Date;
  expiresAt: Date | null;
  canceledAt: Date | null;
  cancellationReason: CancellationReason | null;
  returnUrl: string | null;
  paymentLinkId: string | null;
  /**
   * Where payers were told to send a Pago Móvil transfer, wrapped so that "none" (`{account: null}`)
   * differs from NULL, a request stored before the column, whose account was never recorded.
   */
  pagoMovil: { account: PagoMovilAccount | null } | null;
}

export interface PaymentIntentRow {
  id: string;
  paymentRequestId: string;
  merchantId: string;
  /** Position of the payment intent within its request: keeps the payment intents in the order they were made. */
  attemptNumber: number;
  amountCents: string;
  currency: Currency;
  status: PaymentIntentStatus;
  method: PaymentMethod;
  instrument: PaymentInstrument;
  /** NULL only on payment intents made before gateways were recorded, until the start fills it in (backfill-gateway-ids.ts). */
  gatewayId: string | null;
  bankAccountId: string | null;
  declineCode: string | null;
  referenceId: string | null;
  createdAt: Date;
  resolvedAt: Date | null;
  duplicate: boolean;
}


export const MerchantSchema = new EntitySchema<MerchantRow>({
  name: 'Merchant',
  tableName: 'merchants',
  columns: {
    id: text('id', { primary: true }),
    name: text('name'),
    legalId: text('legal_id', { nullable: true }),
    supportEmail: text('support_email', { nullable: true }),
    supportPhone: text('support_phone', { nullable: true }),
    brandColor: text('brand_color', { nullable: true }),
    createdAt: instant('created_at'),
  },
});

export const CustomerSchema = new EntitySchema<CustomerRow>({
  name: 'Customer',
  tableName: 'customers',
  columns: {
    id: text('id', { primary: true }),
    merchantId: text('merchant_id'),
    livemode: { type: 'boolean', name: 'livemode' },
    dni: text('dni'),
    email: text('email'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    createdAt: instant('created_at'),
    updatedAt: instant('updated_at'),
  },
});

export const PaymentRequestSchema = new EntitySchema<PaymentRequestRow>({
  name: 'PaymentRequest',
  tableName: 'payment_requests',
  columns: {
    id: text('id', { primary: true }),
    merchantId: text('merchant_id'),
    livemode: { type: 'boolean', name: 'livemode' },
    token: text('token'),
    description: text('description'),
    externalId: text('external_id', { nullable: true }),
    customerId: text('customer_id'),
    customerDni: text('customer_dni'),
    customerEmail: text('customer_email'),
    amountCents: bigintCents('amount_cents'),
    rate: { type: 'numeric', name: 'rate', precision: 20, scale: 8 },
    conversionAmountCents: bigintCents('conversion_amount_cents'),
    status: text('status'),
    version: { type: 'integer', name: 'version' },
    createdAt: instant('created_at'),
    updatedAt: instant('updated_at'),
    expiresAt: instant('expires_at', true),
    canceledAt: instant('canceled_at', true),
    cancellationReason: text('cancellation_reason', { nullable: true }),
    returnUrl: text('return_url', { nullable: true }),
    paymentLinkId: text('payment_link_id', { nullable: true }),
    pagoMovil: { type: 'jsonb', name: 'pago_movil', nullable: true },
  },
});

export const PaymentIntentSchema = new EntitySchema<PaymentIntentRow>({
  name: 'PaymentIntent',
  tableName: 'payment_intents',
  columns: {
    id: text('id', { primary: true }),
    paymentRequestId: text('payment_request_id'),
    merchantId: text('merchant_id'),
    attemptNumber: { type: 'integer', name: 'attempt_number' },
    amountCents: bigintCents('amount_cents'),
    currency: text('currency'),
    status: text('status'),
    method: text('method'),
    instrument: { type: 'jsonb', name: 'instrument' },
    gatewayId: text('gateway_id', { nullable: true }),
    bankAccountId: text('bank_account_id', { nullable: true }),
    declineCode: text('decline_code', { nullable: true }),
    referenceId: text('reference_id', { nullable: true }),
    createdAt: instant('created_at'),
    resolvedAt: instant('resolved_at', true),
    duplicate: { type: 'boolean', name: 'duplicate' },
  },
});

export const ENTITY_SCHEMAS = [MerchantSchema, CustomerSchema, PaymentRequestSchema, PaymentIntentSchema, RefundSchema];
