import { DEFAULT_EVENT_PAGE_SIZE, ListEventsQuery, MAX_EVENT_PAGE_SIZE } from '../../../../application/events/list-events';
import { DOMAIN_EVENT_TYPES } from '../../../../domain/events';
import type { JsonSchema } from '../../kit/openapi/types';
import { oneOf, queryOf, single, wholeNumber } from '../../kit/validation/query-table';

/** The feed's parameters; the merchant comes from the key. */
export type EventsFilters = Omit<ListEventsQuery, 'owner'>;

export const EVENT_ID: JsonSchema = { type: 'string', examples: ['evt_3kTq8ZbN1xVw7mPc2RsL9dYf'] };

/** The feed's query string, documented and read from this one table. */
export const EVENTS_QUERY = queryOf({
  after: {
    name: 'after',
    // Not EVENT_ID: its example would be filled in by "Try it out", and an unknown event is a 400.
    schema: { type: 'string' },
    description: 'Start after this event: the last id you saw. It must be one of your events (400 otherwise). ' +
      'Left out, the feed starts at the oldest event kept.',
    read: (query) => single(query, 'after'),
  },
  limit: wholeNumber('limit', MAX_EVENT_PAGE_SIZE, DEFAULT_EVENT_PAGE_SIZE, 'Page size, written as 1 to 7 digits.'),
  type: oneOf('type', DOMAIN_EVENT_TYPES, 'Only events of this type (`after` may still name an event of any type).'),
});
