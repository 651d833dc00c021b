import { EventsFilters } from './events-query';
import { presentEvent } from './event.presenter';
import { Problem, badRequest } from '../../kit/problem';
import { GetEvent } from '../../../../application/events/get-event';
import { ListEvents } from '../../../../application/events/list-events';
import { Reply, RequestInput } from '../../kit/api-route';
import { EventListWire } from './event.schema';

export async function listEvents({ list }: { list: ListEvents }, { query, owner }: RequestInput<undefined, EventsFilters>): Promise<Reply> {
  const outcome = await list.execute({ ...query, owner });
  if (outcome.kind === 'unknown_after') {
    throw badRequest(`after must be the id of one of your events; ${JSON.stringify(outcome.after)} is not.`);
  }
  return { status: 200, body: { data: outcome.events.map(presentEvent), has_more: outcome.hasMore } satisfies EventListWire };
}

export async function getEvent({ get }: { get: GetEvent }, { params, owner }: RequestInput): Promise<Reply> {
  const outcome = await get.execute(owner, params.id);
  if (outcome.kind !== 'found') throw new Problem('not_found', `No event ${JSON.stringify(outcome.id)} was found.`);
  return { status: 200, body: presentEvent(outcome.event) };
}
