import { Logger } from 'pino';
import { GatewayUnavailable } from '../../../application/ports/payment-gateway';
import { MercantilClient, matchedNothing } from './mercantil-client';

export type SearchRow = Record<string, unknown>;

/**
 * The rows a search (`…/search`) lists: none when the bank refuses it only because nothing matches.
 * Any other refusal proves nothing (judging a charge or a refund absent could let money move twice):
 * it is logged with the bank's code and `context` (which search, for what; never personal data) and
 * thrown as GatewayUnavailable, like an answer whose `transaction_list` is no list.
 */
export async function searchRows(
  client: MercantilClient,
  search: { path: string; body: object; timeoutMs: number },
  log: { logger?: Pick<Logger, 'error'>; context: Record<string, unknown> },
): Promise<SearchRow[]> {
  const answer = await client.post(search.path, search.body, search.timeoutMs);
  if (matchedNothing(answer)) return [];
  if (answer.kind === 'refused') {
    const [error] = answer.errors;
    log.logger?.error(
      { gateway: 'mercantil', path: search.path, ...log.context, bank_code: error?.code, bank_description: error?.description },
      'Banco Mercantil refused a search',
    );
    throw new GatewayUnavailable(`Banco Mercantil refused the search ${search.path}`);
  }
  const list = answer.body.transaction_list;
  if (list !== undefined && list !== null && !Array.isArray(list)) {
    throw new GatewayUnavailable('Banco Mercantil answered a search with a transaction_list that is no list');
  }
  return (Array.isArray(list) ? list : []).filter((item): item is SearchRow => typeof item === 'object' && item !== null);
}
