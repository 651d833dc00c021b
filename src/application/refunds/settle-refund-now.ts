import { Owner } from '../../domain/mode';
import { PaymentRequest } from '../../domain/payment-requests';
import { ClaimedKey } from '../idempotency/claimed-key';
import { PaymentRequestRepository } from '../ports/payment-request-repository';
import { RefundFound, RefundNotFound, refundIn } from './refund-outcomes';
import { RefundSettlement } from './refund-settlement';

/**
 * A refund retried under its Idempotency-Key after its first request died: answered from the
 * refund that request stored, asking its gateway about it (never sending it again).
 */
export class SettleRefundNow {
  constructor(
    private readonly requests: PaymentRequestRepository,
    private readonly settlement: RefundSettlement,
  ) {}

  async execute(owner: Owner, refundId: string, key?: ClaimedKey): Promise<RefundFound | RefundNotFound> {
    const request = await this.requests.findByRefundId(owner, refundId);
    if (!request) return { kind: 'refund_not_found', id: refundId };
    const found = refundIn(request, refundId);
    if (found.refund.status !== 'pending') return found;
    const result = await this.settlement.ask(request, found.refund);
    if (!result) return found;
    const recorded = await this.settlement.record(owner, request.id, refundId, result, key);
    return recorded instanceof PaymentRequest ? refundIn(recorded, refundId) : found;
  }
}
