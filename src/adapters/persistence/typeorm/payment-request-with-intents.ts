import { PaymentRequest } from '../../../domain/payment-requests';
import { toPaymentRequest } from './payment-request-mapper';
import { JsonRefund, REFUNDS_AS_JSON, fromJsonRefund } from './refunds/refunds-as-json';
import { PaymentIntentRow, PaymentRequestRow } from './schemas';

/** A request row with its intents and refunds as JSON (text cents, ISO times), as WITH_INTENTS selects it. */
export type PaymentRequestWithIntents = PaymentRequestRow & { intents: JsonIntent[]; refunds: JsonRefund[] };

type JsonIntent = Omit<PaymentIntentRow, 'createdAt' | 'resolvedAt'> & { createdAt: string; resolvedAt: string | null };

/**
 * Select list of a PaymentRequestWithIntents from `pr`, a payment_requests row (a table or a
 * subquery of its columns): the columns named as PaymentRequestRow, and its intents and refunds (in no set
 * order: the mapper sorts them, which spares PostgreSQL a sort per request).
 */
export const WITH_INTENTS = `
  pr.id, pr.merchant_id AS "merchantId", pr.livemode, pr.token, pr.description, pr.external_id AS "externalId",
  pr.customer_id AS "customerId", pr.customer_dni AS "customerDni", pr.customer_email AS "customerEmail",
  pr.amount_cents AS "amountCents", pr.rate, pr.conversion_amount_cents AS "conversionAmountCents",
  pr.status, pr.version, pr.created_at AS "createdAt", pr.updated_at AS "updatedAt",
  pr.expires_at AS "expiresAt", pr.canceled_at AS "canceledAt", pr.cancellation_reason AS "cancellationReason",
  pr.return_url AS "returnUrl", pr.payment_link_id AS "paymentLinkId", pr.pago_movil AS "pagoMovil",
  (SELECT coalesce(json_agg(json_build_object(
            'id', pi.id, 'paymentRequestId', pi.payment_request_id, 'merchantId', pi.merchant_id,
            'attemptNumber', pi.attempt_number, 'amountCents', pi.amount_cents::text, 'currency', pi.currency,
            'status', pi.status, 'method', pi.method, 'instrument', pi.instrument, 'gatewayId', pi.gateway_id,
            'bankAccountId', pi.bank_account_id,
            'declineCode', pi.decline_code, 'referenceId', pi.reference_id,
            'createdAt', pi.created_at, 'resolvedAt', pi.resolved_at, 'duplicate', pi.duplicate
          )), '[]'::json)
     FROM payment_intents pi WHERE pi.payment_request_id = pr.id) AS intents,
  ${REFUNDS_AS_JSON}`;

/** The owner's request $1 ($2 the merchant, $3 the mode) with its intents, in one statement. */
export const SELECT_WITH_INTENTS =
  `SELECT ${WITH_INTENTS} FROM payment_requests pr WHERE pr.id = $1 AND pr.merchant_id = $2 AND pr.livemode = $3`;

/** The owner's request that holds refund $1 ($2 the merchant, $3 the mode), in one statement. */
export const SELECT_BY_REFUND = `SELECT ${WITH_INTENTS} FROM payment_requests pr
  WHERE pr.id = (SELECT payment_request_id FROM refunds WHERE id = $1) AND pr.merchant_id = $2 AND pr.livemode = $3`;

/** The aggregate a WITH_INTENTS row describes. */
export function fromRowWithIntents(row: PaymentRequestWithIntents): PaymentRequest {
  return toPaymentRequest(row, row.intents.map(fromJsonIntent), row.refunds.map(fromJsonRefund));
}

function fromJsonIntent(intent: JsonIntent): PaymentIntentRow {
  return { ...intent, createdAt: new Date(intent.createdAt), resolvedAt: intent.resolvedAt === null ? null : new Date(intent.resolvedAt) };
}
