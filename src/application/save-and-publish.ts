import { PaymentRequest } from '../domain/payment-requests';
import { eventsToStore } from './events/events-to-store';
import { ClaimedKey, keyWriteFor } from './idempotency/claimed-key';
import { DomainEventPublisher } from './ports/domain-event-publisher';
import { EventWriting } from './ports/event-feed';
import { PaymentRequestRepository } from './ports/payment-request-repository';

export interface SavingDependencies {
  requests: PaymentRequestRepository;
  events: DomainEventPublisher;
  writing: EventWriting;
}

/**
 * Stores the request with what must commit with it (its events, rendered here, and the answer of
 * the key it was changed under), then publishes the events it recorded. A save that fails
 * publishes nothing: subscribers only ever hear of changes that are stored.
 */
export async function saveAndPublish(deps: SavingDependencies, request: PaymentRequest, claimedKey?: ClaimedKey): Promise<void> {
  const idempotencyKey = keyWriteFor(claimedKey, request);
  await deps.requests.save(request, { events: eventsToStore(request, deps.writing), ...(idempotencyKey && { idempotencyKey }) });
  await deps.events.publish(request.pullEvents());
}
