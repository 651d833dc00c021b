import { PaymentRequest } from '../domain/payment-request';
import { DomainEventPublisher } from './ports/domain-event-publisher';
import { PaymentRequestRepository } from './ports/payment-request-repository';

/**
 * Stores the request, then publishes the events it recorded. A save that fails publishes nothing:
 * subscribers only ever hear of changes that are stored.
 */
export async function saveAndPublish(
  requests: PaymentRequestRepository,
  events: DomainEventPublisher,
  request: PaymentRequest,
): Promise<void> {
  await requests.save(request);
  await events.publish(request.pullEvents());
}
