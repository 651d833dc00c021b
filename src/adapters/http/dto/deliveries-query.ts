import { DEFAULT_DELIVERY_PAGE_SIZE, MAX_DELIVERY_PAGE_SIZE } from '../../../application/list-webhook-deliveries';
import { badRequest } from '../problem';
import { integer } from './list-query';

export interface DeliveriesQuery {
  limit: number;
}

/** `limit` alone; any other parameter, or one given twice, is a 400. */
export function parseDeliveriesQuery(query: Record<string, unknown>): DeliveriesQuery {
  for (const name of Object.keys(query)) {
    if (name !== 'limit') throw badRequest(`Unknown query parameter ${JSON.stringify(name)}; allowed: limit.`);
  }
  return { limit: integer(query, 'limit', 1, MAX_DELIVERY_PAGE_SIZE) ?? DEFAULT_DELIVERY_PAGE_SIZE };
}
