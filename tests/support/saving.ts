import { eventsToStore } from '../../src/application/events/events-to-store';
import { EventWriting } from '../../src/application/ports/event-feed';
import { PaymentRequestRepository } from '../../src/application/ports/payment-request-repository';
import { UnitOfWork } from '../../src/application/ports/unit-of-work';
import { PaymentRequest } from '../../src/domain/payment-requests';
import { SequentialIdGenerator } from './fakes';

/**
 * What the tests' events carry: a few members of the request, enough to tell which state an event
 * was stored with. The app renders the management view instead.
 */
export const TEST_EVENT_WRITING: EventWriting = {
  ids: new SequentialIdGenerator(),
  render: (request) => ({ id: request.id, status: request.status, description: request.description, intents: request.intents.length }),
  renderRefund: (request, refundId) => ({ id: refundId, status: request.refunds.find((refund) => refund.id === refundId)?.status }),
};

/** A save's unit of work as a use case builds it outside a keyed request: the events the request recorded. */
export const itsEvents = (request: PaymentRequest, writing = TEST_EVENT_WRITING): UnitOfWork => ({
  events: eventsToStore(request, writing),
});

/** Stores the request as a use case would: with its events, rendered for tests. */
export const saveWithItsEvents = (requests: PaymentRequestRepository, request: PaymentRequest): Promise<void> =>
  requests.save(request, itsEvents(request));
