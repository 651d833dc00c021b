import { DEFAULT_EVENT_PAGE_SIZE, MAX_EVENT_PAGE_SIZE } from '../../../application/list-events';
import { DOMAIN_EVENT_TYPES } from '../../../domain/events';
import { parseEventsQuery } from '../dto/events-query';
import type { JsonSchema } from '../openapi/types';
import { declareRoute } from './api-route';
import { getEvent, listEvents } from './events.handlers';
import { GET_BODY } from './payment-requests.routes';

const tag = 'Events';
const EVENT_ID: JsonSchema = { type: 'string', examples: ['evt_3kTq8ZbN1xVw7mPc2RsL9dYf'] };

/** What parseEventsQuery reads; any other parameter, or one given twice, is a 400. */
const FEED_PARAMETERS: JsonSchema[] = [
  {
    name: 'after', in: 'query', schema: EVENT_ID,
    description: 'Start after this event: the last id you saw. It must be one of your events (400 otherwise). Left out, the feed starts at the oldest event kept.',
  },
  { name: 'limit', in: 'query', description: 'Page size, written as 1 to 7 digits.', schema: { type: 'integer', minimum: 1, maximum: MAX_EVENT_PAGE_SIZE, default: DEFAULT_EVENT_PAGE_SIZE } },
  { name: 'type', in: 'query', description: 'Only events of this type (`after` may still name an event of any type).', schema: { type: 'string', enum: [...DOMAIN_EVENT_TYPES] } },
];

export const EVENT_ROUTES = [
  declareRoute({
    operationId: 'listEvents', method: 'get', path: '/events', tag,
    summary: 'List events',
    description:
      'This merchant\'s events in the order they happened, oldest first. Polling with `after` = the last id seen gives every event exactly once, in order, ' +
      `even while several instances store events at once; events are kept at least 30 days. A parameter not listed here, or one given twice, is a 400. ${GET_BODY}`,
    query: { parameters: FEED_PARAMETERS, parse: parseEventsQuery },
    success: { status: 200, description: 'One page of events.', schema: 'EventList' },
    errors: [],
    handle: listEvents,
  }),
  declareRoute({
    operationId: 'getEvent', method: 'get', path: '/events/:id', tag,
    pathParameters: { id: { description: 'The event id (`evt_…`). Another merchant\'s event is simply not found.', schema: EVENT_ID } },
    summary: 'Read an event',
    description: GET_BODY,
    success: { status: 200, description: 'The event.', schema: 'Event' },
    errors: ['not_found'],
    handle: getEvent,
  }),
];
