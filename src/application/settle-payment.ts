import { PaymentOutcome } from '../domain/payment-outcome';
import { PaymentRequest } from '../domain/payment-request';
import { Conflict } from './outcomes';
import { Clock } from './ports/clock';
import { DomainEventPublisher } from './ports/domain-event-publisher';
import { PaymentRequestRepository } from './ports/payment-request-repository';
import { retryOnConflict } from './retry-on-conflict';
import { saveAndPublish } from './save-and-publish';

export interface SettlementDependencies {
  clock: Clock;
  requests: PaymentRequestRepository;
  events: DomainEventPublisher;
}

/**
 * Records a gateway's outcome on the pending attempt `intentId`. Whoever comes second (the checkout
 * or the reconciler) finds the attempt already settled and leaves it as it is.
 */
export async function settlePayment(
  deps: SettlementDependencies,
  merchantId: string,
  requestId: string,
  intentId: string,
  outcome: PaymentOutcome,
): Promise<PaymentRequest | Conflict> {
  return retryOnConflict(requestId, async () => {
    const request = await deps.requests.findById(merchantId, requestId);
    if (!request) throw new Error(`payment request ${requestId} vanished while paying it`);
    if (!request.pendingIntents.some((intent) => intent.id === intentId)) return request;
    request.settlePayment(intentId, outcome, deps.clock.now());
    await saveAndPublish(deps.requests, deps.events, request);
    return request;
  });
}
