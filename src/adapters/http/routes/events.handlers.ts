import { EventsFilters } from '../dto/events-query';
import { presentEvent } from '../presenters/event.presenter';
import { Problem, badRequest } from '../problem';
import { ApiDependencies, Reply, RequestInput } from './api-route';

export async function listEvents({ events }: ApiDependencies, { query, merchant }: RequestInput<undefined, EventsFilters>): Promise<Reply> {
  const outcome = await events.list.execute({ ...query, merchantId: merchant.id });
  if (outcome.kind === 'unknown_after') throw badRequest(`after must be the id of one of your events; ${JSON.stringify(outcome.after)} is not.`);
  return { status: 200, body: { data: outcome.events.map(presentEvent), has_more: outcome.hasMore } };
}

export async function getEvent({ events }: ApiDependencies, { params, merchant }: RequestInput): Promise<Reply> {
  const outcome = await events.get.execute(merchant.id, params.id);
  if (outcome.kind !== 'found') throw new Problem('not_found', `No event ${JSON.stringify(outcome.id)} was found.`);
  return { status: 200, body: presentEvent(outcome.event) };
}
