import { Owner } from '../../domain/mode';
import { findOwnPaymentRequest } from './get-payment-request';
import { ClaimedKey } from '../idempotency/claimed-key';
import { CancelOutcome } from '../outcomes';
import { Clock } from '../ports/clock';
import { DomainEventPublisher } from '../ports/domain-event-publisher';
import { IdGenerator } from '../ports/id-generator';
import { PaymentRequestRepository } from '../ports/payment-request-repository';
import { retryOnConflict } from '../retry-on-conflict';
import { saveAndPublish } from '../save-and-publish';

/** The merchant withdraws a request; refused unless it is waiting for payment and not expired. */
export class CancelPaymentRequest {
  constructor(
    private readonly clock: Clock,
    private readonly requests: PaymentRequestRepository,
    private readonly events: DomainEventPublisher,
    private readonly eventIds: IdGenerator,
  ) {}

  async execute(owner: Owner, id: string, idempotencyKey?: ClaimedKey): Promise<CancelOutcome> {
    return retryOnConflict(id, async (): Promise<CancelOutcome> => {
      const request = await findOwnPaymentRequest(this.requests, owner, id);
      if (!request) return { kind: 'not_found', id };
      const refusal = request.cancel(this.clock.now());
      if (refusal) return refusal;
      const saving = { requests: this.requests, events: this.events, eventIds: this.eventIds };
      await saveAndPublish(saving, request, { claimedKey: idempotencyKey });
      return { kind: 'canceled', request };
    });
  }
}
