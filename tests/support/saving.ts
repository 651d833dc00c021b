import { eventsToStore } from '../../src/application/events/events-to-store';
import { EventObject } from '../../src/application/ports/event-feed';
import { PaymentRequestRepository } from '../../src/application/ports/payment-request-repository';
import { UnitOfWork } from '../../src/application/ports/unit-of-work';
import { PaymentRequest } from '../../src/domain/payment-requests';
import { SequentialIdGenerator } from './fakes';

/** The tests' event ids, from a generator of their own so that events leave the requests' ids as they are. */
export const TEST_EVENT_IDS = new SequentialIdGenerator();

/**
 * What the tests show of an event's object: a few members of the state it recorded, enough to tell
 * which state an event was stored with. The app renders the management view (or the refund) instead.
 */
export function testObjectOf(object: EventObject): unknown {
  if ('rendered' in object) return object.rendered;
  const { request, refundId } = object;
  if (refundId !== undefined) return { id: refundId, status: request.refunds.find((refund) => refund.id === refundId)?.status };
  return { id: request.id, status: request.status, description: request.description, intents: request.intents.length };
}

/** A save's unit of work as a use case builds it outside a keyed request: the events the request recorded. */
export const itsEvents = (request: PaymentRequest, eventIds = TEST_EVENT_IDS): UnitOfWork => ({
  events: eventsToStore(request, eventIds),
});

/** Stores the request as a use case would: with its events and the state they record. */
export const saveWithItsEvents = (requests: PaymentRequestRepository, request: PaymentRequest): Promise<void> =>
  requests.save(request, itsEvents(request));
