import { PaymentRequest } from '../domain/payment-requests';
import { eventsToStore } from './events/events-to-store';
import { ClaimedKey, recoveryPointWrite } from './idempotency/claimed-key';
import { DomainEventPublisher } from './ports/domain-event-publisher';
import { IdGenerator } from './ports/id-generator';
import { RecoveryPoint } from './ports/idempotency-store';
import { PaymentRequestRepository } from './ports/payment-request-repository';
import { token } from './ports/token';
import { UnitOfWork } from './ports/unit-of-work';

/** What a save carries besides the request; each part is optional. */
export interface SaveOptions {
  /** The Idempotency-Key the change was made under: its answer is stored with the request. */
  claimedKey?: ClaimedKey;
  /** Where the operation got to for that key: by default the request itself; a checkout or a refund names its payment intent or refund. */
  recoveryPoint?: RecoveryPoint;
  /** What the save must check as it stores (UnitOfWork). */
  checks?: Pick<UnitOfWork, 'customerAsRead'>;
}

export class RequestSaver {
  constructor(
    private readonly requests: PaymentRequestRepository,
    private readonly events: DomainEventPublisher,
    private readonly eventIds: IdGenerator,
  ) {}

  /**
   * Stores the request with what must commit with it, as data: its events with the state they record,
   * and where the operation got to for the key it was changed under, and the checks the save must
   * make. Then publishes the events it recorded. A save that fails publishes nothing: subscribers only
   * ever hear of changes that are stored.
   */
  async save(
    request: PaymentRequest,
    { claimedKey, recoveryPoint = { paymentRequestId: request.id }, checks = {} }: SaveOptions = {},
  ): Promise<void> {
    const idempotencyKey = recoveryPointWrite(claimedKey, request, recoveryPoint);
    const events = eventsToStore(request, this.eventIds);
    await this.requests.save(request, { events, ...(idempotencyKey && { idempotencyKey }), ...checks });
    await this.events.publish(request.pullEvents());
  }
}

export const REQUEST_SAVER = token<RequestSaver>('RequestSaver');
