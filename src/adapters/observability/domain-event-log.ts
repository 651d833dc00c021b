import { Logger } from 'pino';
import { DomainEvent } from '../../domain/events';
import { flatLineLog } from './logger';

/** A subscriber writing one log line per domain event. Events hold ids, codes and flags: never card data, OTPs or keys. */
export function domainEventLog(logger: Logger): (event: DomainEvent) => void {
  const write = flatLineLog(logger);
  return (event) => {
    const { type, occurredAt, ...facts } = event;
    write('info', { event: type, occurred_at: occurredAt.toISOString(), ...facts }, type);
  };
}
