import { PaymentRequest } from '../domain/payment-request';
import { GatewayOutcome } from './ports/payment-gateway';
import { Clock } from './ports/clock';
import { PaymentRequestRepository } from './ports/payment-request-repository';
import { retryOnConflict } from './retry-on-conflict';

/**
 * Records a gateway's outcome on the pending attempt `intentId`. Whoever comes second (the checkout
 * or the reconciler) finds the attempt already settled and leaves it as it is.
 */
export async function settlePayment(
  deps: { clock: Clock; requests: PaymentRequestRepository },
  merchantId: string,
  requestId: string,
  intentId: string,
  outcome: GatewayOutcome,
): Promise<PaymentRequest> {
  return retryOnConflict(async () => {
    const request = await deps.requests.findById(merchantId, requestId);
    if (!request) throw new Error(`payment request ${requestId} vanished while paying it`);
    if (!request.pendingIntents.some((intent) => intent.id === intentId)) return request;
    request.settlePayment(
      intentId,
      outcome.status === 'approved'
        ? { approved: true, referenceId: outcome.gatewayReference }
        : { approved: false, declineCode: outcome.declineCode },
      deps.clock.now(),
    );
    await deps.requests.save(request);
    return request;
  });
}
