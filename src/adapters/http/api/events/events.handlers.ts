import { EventsFilters } from './events-query';
import { eventPresenter } from './event-object';
import { Problem, badParameter } from '../../kit/problem';
import { GetEvent } from '../../../../application/events/get-event';
import { ListEvents } from '../../../../application/events/list-events';
import { Reply, RequestInput } from '../../kit/api-route-declaration';
import { EventListWire } from './event.schema';
import { PaymentRequestPresenter } from '../payment-requests/payment-request.presenter';

type Presenting = { presenter: PaymentRequestPresenter };

export async function listEvents(
  { list, presenter }: { list: ListEvents } & Presenting,
  { query, owner }: RequestInput<undefined, EventsFilters>,
): Promise<Reply> {
  const outcome = await list.execute({ ...query, owner });
  if (outcome.kind === 'unknown_after') {
    throw badParameter('after', 'not_one_of', `must be the id of one of your events; ${JSON.stringify(outcome.after)} is not`);
  }
  return { status: 200, body: { data: outcome.events.map(eventPresenter(presenter)), has_more: outcome.hasMore } satisfies EventListWire };
}

export async function getEvent({ get, presenter }: { get: GetEvent } & Presenting, { params, owner }: RequestInput): Promise<Reply> {
  const outcome = await get.execute(owner, params.id);
  if (outcome.kind !== 'found') throw new Problem('not_found', `No event ${JSON.stringify(outcome.id)} was found.`);
  return { status: 200, body: eventPresenter(presenter)(outcome.event) };
}
