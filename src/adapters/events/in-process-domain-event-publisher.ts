import { DomainEventPublisher } from '../../application/ports/domain-event-publisher';
import { DomainEvent } from '../../domain/events';

export type DomainEventSubscriber = (event: DomainEvent) => void;

/**
 * Hands each event to every subscriber in this process. The change is already stored when this runs,
 * so a subscriber that fails is reported and never turns the caller's answer into an error.
 */
export class InProcessDomainEventPublisher implements DomainEventPublisher {
  constructor(
    private readonly subscribers: readonly DomainEventSubscriber[],
    private readonly onSubscriberError: (error: unknown, event: DomainEvent) => void,
  ) {}

  async publish(events: readonly DomainEvent[]): Promise<void> {
    for (const event of events) {
      for (const subscriber of this.subscribers) {
        try {
          subscriber(event);
        } catch (error) {
          this.onSubscriberError(error, event);
        }
      }
    }
  }
}
