import { DomainEvent } from '../../domain/events';
import { token } from './token';

/** Hands stored events to whoever listens (metrics, logs). Called only after the change is committed. */
export interface DomainEventPublisher {
  publish(events: readonly DomainEvent[]): Promise<void>;
}
export const DOMAIN_EVENT_PUBLISHER = token<DomainEventPublisher>('DomainEventPublisher');
