import { EntitySchema } from 'typeorm';
import { RefundMethod, RefundReason, RefundStatus } from '../../../../domain/refunds/refund';
import { bigintCents, instant, text } from '../columns';

export interface RefundRow {
  id: string;
  paymentRequestId: string;
  merchantId: string;
  livemode: boolean;
  paymentIntentId: string;
  /** Its place among the request's refunds, from 0: the order they were made in. */
  position: number;
  amountCents: string;
  conversionAmountCents: string;
  method: RefundMethod;
  gatewayId: string | null;
  bankAccountId: string | null;
  status: RefundStatus;
  reason: RefundReason | null;
  description: string | null;
  referenceId: string | null;
  failureCode: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export const RefundSchema = new EntitySchema<RefundRow>({
  name: 'Refund',
  tableName: 'refunds',
  columns: {
    id: text('id', { primary: true }),
    paymentRequestId: text('payment_request_id'),
    merchantId: text('merchant_id'),
    livemode: { type: 'boolean', name: 'livemode' },
    paymentIntentId: text('payment_intent_id'),
    position: { type: 'integer', name: 'position' },
    amountCents: bigintCents('amount_cents'),
    conversionAmountCents: bigintCents('conversion_amount_cents'),
    method: text('method'),
    gatewayId: text('gateway_id', { nullable: true }),
    bankAccountId: text('bank_account_id', { nullable: true }),
    status: text('status'),
    reason: text('reason', { nullable: true }),
    description: text('description', { nullable: true }),
    referenceId: text('reference_id', { nullable: true }),
    failureCode: text('failure_code', { nullable: true }),
    createdAt: instant('created_at'),
    updatedAt: instant('updated_at'),
  },
});
