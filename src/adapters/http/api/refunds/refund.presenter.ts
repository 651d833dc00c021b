import { Refund } from '../../../../domain/refunds/refund';
import { PaymentRequest } from '../../../../domain/payment-requests';
import { managementMoney } from '../payment-requests/payment-request.presenter';
import { refundIn } from '../../../../application/refunds/refund-outcomes';
import { RefundWire } from './refund.schema';

const unixTime = (instant: Date) => Math.floor(instant.getTime() / 1000);

/** A refund as the API shows it (docs/merchant-guide.md, "Refunds"): cents and Unix seconds, like the management view. */
export function refundView(request: PaymentRequest, refund: Refund): RefundWire {
  return {
    id: refund.id,
    object: 'refund',
    payment_request_id: request.id,
    payment_intent_id: refund.paymentIntentId,
    livemode: request.livemode,
    amount: managementMoney(refund.amount, 'USD'),
    conversion_amount: managementMoney(refund.conversionAmount, 'VES'),
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
export function refundViewById(request: PaymentRequest, refundId: string): RefundWire {
  return refundView(request, refundIn(request, refundId).refund);
}
