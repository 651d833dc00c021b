import { DEFAULT_EVENT_PAGE_SIZE, ListEventsQuery, MAX_EVENT_PAGE_SIZE } from '../../../application/list-events';
import { DOMAIN_EVENT_TYPES, DomainEventType } from '../../../domain/events';
import { badRequest } from '../problem';
import { integer, single } from './list-query';

const ALLOWED = new Set(['after', 'limit', 'type']);

/** The feed's parameters; the merchant comes from the key. */
export type EventsFilters = Omit<ListEventsQuery, 'merchantId'>;

/** Reads the feed's parameters; an unknown or repeated parameter, or an unreadable value, is a 400. */
export function parseEventsQuery(query: Record<string, unknown>): EventsFilters {
  for (const name of Object.keys(query)) {
    if (!ALLOWED.has(name)) throw badRequest(`Unknown query parameter ${JSON.stringify(name)}; allowed: ${[...ALLOWED].join(', ')}.`);
  }
  return {
    after: single(query, 'after'),
    limit: integer(query, 'limit', 1, MAX_EVENT_PAGE_SIZE) ?? DEFAULT_EVENT_PAGE_SIZE,
    type: eventType(single(query, 'type')),
  };
}

function eventType(value: string | undefined): DomainEventType | undefined {
  if (value === undefined) return undefined;
  if (!(DOMAIN_EVENT_TYPES as readonly string[]).includes(value)) throw badRequest(`type must be one of ${DOMAIN_EVENT_TYPES.join(', ')}.`);
  return value as DomainEventType;
}
