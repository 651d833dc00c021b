import { Refund } from '../../../../domain/refunds/refund';
import { PaymentRequest } from '../../../../domain/payment-requests';
import { Money } from '../../../../domain/money';
import { jsonAmount } from '../payment-requests/payment-request.presenter';
import { refundIn } from '../../../../application/refunds/refund-outcomes';

const unixTime = (instant: Date) => Math.floor(instant.getTime() / 1000);
const money = (amount: Money) => ({ amount_cents: amount.cents, amount: jsonAmount(amount), currency_iso: amount.currency });

/** A refund as the API shows it (docs/merchant-guide.md, "Refunds"): cents and Unix seconds, like the management view. */
export function refundView(request: PaymentRequest, refund: Refund): Record<string, unknown> {
  return {
    id: refund.id,
    object: 'refund',
    payment_request_id: request.id,
    payment_intent_id: refund.paymentIntentId,
    livemode: request.livemode,
    amount: money(refund.amount),
    conversion_amount: money(refund.conversionAmount),
    status: refund.status,
    method: refund.method,
    reason: refund.reason,
    description: refund.description,
    reference_id: refund.referenceId,
    failure_code: refund.failureCode,
    created_at: unixTime(refund.createdAt),
    updated_at: unixTime(refund.updatedAt),
  };
}

/** The refund `refundId` of `request`, as refundView shows it. */
export function refundViewById(request: PaymentRequest, refundId: string): Record<string, unknown> {
  return refundView(request, refundIn(request, refundId).refund);
}
