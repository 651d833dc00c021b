import { RefundRow } from './refund-schema';

/** A refund row as WITH_INTENTS selects it: text cents, ISO times. */
export type JsonRefund = Omit<RefundRow, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string };

/** The refunds of `pr` as a JSON array of JsonRefund (a column of WITH_INTENTS). */
export const REFUNDS_AS_JSON = `(SELECT coalesce(json_agg(json_build_object(
            'id', re.id, 'paymentRequestId', re.payment_request_id, 'merchantId', re.merchant_id, 'livemode', re.livemode,
            'paymentIntentId', re.payment_intent_id, 'position', re.position, 'amountCents', re.amount_cents::text,
            'conversionAmountCents', re.conversion_amount_cents::text, 'method', re.method, 'gatewayId', re.gateway_id,
            'bankAccountId', re.bank_account_id,
            'status', re.status, 'reason', re.reason, 'description', re.description, 'referenceId', re.reference_id,
            'failureCode', re.failure_code, 'createdAt', re.created_at, 'updatedAt', re.updated_at
          )), '[]'::json)
     FROM refunds re WHERE re.payment_request_id = pr.id) AS refunds`;

export function fromJsonRefund(refund: JsonRefund): RefundRow {
  return { ...refund, createdAt: new Date(refund.createdAt), updatedAt: new Date(refund.updatedAt) };
}
