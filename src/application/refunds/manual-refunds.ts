import { Owner } from '../../domain/mode';
import { hasIdShape } from '../../domain/ids';
import { PaymentRequest } from '../../domain/payment-requests';
import { RefundNotActionable } from '../../domain/refunds/refund';
import { ClaimedKey } from '../idempotency/claimed-key';
import { Clock } from '../ports/clock';
import { PaymentRequestRepository } from '../ports/payment-request-repository';
import { retryOnConflict } from '../retry-on-conflict';
import { RequestSaver } from '../request-saver';
import { ActOnRefundOutcome, RefundFound, RefundNotFound, refundIn } from './refund-outcomes';

/** The owner's refund `id` with its request, or not found; an id of the wrong shape is not looked up. */
export async function findOwnRefund(requests: PaymentRequestRepository, owner: Owner, id: string): Promise<RefundFound | RefundNotFound> {
  const request = hasIdShape('refund', id) ? await requests.findByRefundId(owner, id) : null;
  return request ? refundIn(request, id) : { kind: 'refund_not_found', id };
}

/**
 * What the merchant says of a refund left to them (`requires_action`): they returned the money
 * (`markSucceeded`), or they give up (`cancel`: it fails and its amount is refundable again).
 */
export class ManualRefunds {
  constructor(
    private readonly clock: Clock,
    private readonly requests: PaymentRequestRepository,
    private readonly saver: RequestSaver,
  ) {}

  markSucceeded(owner: Owner, id: string, referenceId: string, key?: ClaimedKey): Promise<ActOnRefundOutcome> {
    return this.act(owner, id, key, (request, now) => request.markRefundSucceeded(id, referenceId, now));
  }

  cancel(owner: Owner, id: string, key?: ClaimedKey): Promise<ActOnRefundOutcome> {
    return this.act(owner, id, key, (request, now) => request.cancelRefund(id, now));
  }

  private act(
    owner: Owner,
    id: string,
    key: ClaimedKey | undefined,
    move: (request: PaymentRequest, now: Date) => RefundNotActionable | null,
  ): Promise<ActOnRefundOutcome> {
    return retryOnConflict(id, async (): Promise<ActOnRefundOutcome> => {
      const found = await findOwnRefund(this.requests, owner, id);
      if (found.kind !== 'refund') return found;
      const refusal = move(found.request, this.clock.now());
      if (refusal) return refusal;
      await this.saver.save(found.request, { claimedKey: key, recoveryPoint: { paymentRequestId: found.request.id, refundId: id } });
      return refundIn(found.request, id);
    });
  }
}
