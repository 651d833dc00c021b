import { Logger } from 'pino';
import { DomainEvent } from '../../domain/events';

/** A subscriber writing one log line per domain event. Events never hold card data, OTPs or keys. */
export function domainEventLog(logger: Logger): (event: DomainEvent) => void {
  return (event) => {
    const { type, occurredAt, ...facts } = event;
    logger.info({ event: type, occurred_at: occurredAt.toISOString(), ...facts }, type);
  };
}
