import { EVENTS_QUERY, EVENT_ID } from './events-query';
import { GetEvent } from '../../../../application/events/get-event';
import { ListEvents } from '../../../../application/events/list-events';
import { declareRoute } from '../../kit/api-route-declaration';
import { getEvent, listEvents } from './events.handlers';
import { GET_BODY } from '../payment-requests/payment-requests.routes';
import { PAYMENT_REQUEST_PRESENTER } from '../payment-requests/payment-request.presenter';

const tag = 'Events';

export const EVENT_ROUTES = [
  declareRoute({
    operationId: 'listEvents', method: 'get', path: '/events', tag,
    summary: 'List events',
    description:
      'This merchant\'s events in the order they happened, oldest first. Polling with `after` = the last id seen gives every event ' +
      `exactly once, in order, even while several instances store events at once; events are kept at least 30 days. A parameter not ` +
      `listed here, or one given twice, is a 400. ${GET_BODY}`,
    query: EVENTS_QUERY,
    success: { status: 200, description: 'One page of events.', schema: 'EventList' },
    errors: [],
    uses: { list: ListEvents, presenter: PAYMENT_REQUEST_PRESENTER },
    handle: listEvents,
  }),
  declareRoute({
    operationId: 'getEvent', method: 'get', path: '/events/:id', tag,
    pathParameters: { id: { description: 'The event id (`evt_…`). Another merchant\'s event is simply not found.', schema: EVENT_ID } },
    summary: 'Read an event',
    description: GET_BODY,
    success: { status: 200, description: 'The event.', schema: 'Event' },
    errors: ['not_found'],
    uses: { get: GetEvent, presenter: PAYMENT_REQUEST_PRESENTER },
    handle: getEvent,
  }),
];
