import { Owner } from '../../domain/mode';
import { findOwnPaymentRequest } from './get-payment-request';
import { ClaimedKey } from '../idempotency/claimed-key';
import { CancelOutcome } from '../outcomes';
import { Clock } from '../ports/clock';
import { PaymentRequestRepository } from '../ports/payment-request-repository';
import { retryOnConflict } from '../retry-on-conflict';
import { RequestSaver } from '../request-saver';

/** The merchant withdraws a request; refused unless it is waiting for payment and not expired. */
export class CancelPaymentRequest {
  constructor(
    private readonly clock: Clock,
    private readonly requests: PaymentRequestRepository,
    private readonly saver: RequestSaver,
  ) {}

  async execute(owner: Owner, id: string, idempotencyKey?: ClaimedKey): Promise<CancelOutcome> {
    return retryOnConflict(id, async (): Promise<CancelOutcome> => {
      const request = await findOwnPaymentRequest(this.requests, owner, id);
      if (!request) return { kind: 'not_found', id };
      const refusal = request.cancel(this.clock.now());
      if (refusal) return refusal;
      await this.saver.save(request, { claimedKey: idempotencyKey });
      return { kind: 'canceled', request };
    });
  }
}
