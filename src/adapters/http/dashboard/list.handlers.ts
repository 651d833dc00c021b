import { Request, Response } from 'express';
import { ownerOf } from '../../../application/merchants/authenticate-merchant';
import { ListPaymentRequests } from '../../../application/payment-requests/list-payment-requests';
import { cspNonce } from '../kit/html/page-security-headers';
import { DashboardContext } from './dashboard-page';
import { filledQuery, readListFilters } from './list-filters';
import { callerOf, signedInOf } from './require-session';
import { listPage } from './views/list-page';

export interface ListUses {
  list: ListPaymentRequests;
}

/** The payment requests, filtered and paged by the API's own rules and use case. */
export function listHandler(uses: ListUses, { timeZone }: DashboardContext) {
  return async (req: Request, res: Response): Promise<void> => {
    const query = filledQuery(req.query);
    const read = readListFilters(query);
    const view = { query, nonce: cspNonce(res), signedIn: signedInOf(res), timeZone };
    if ('error' in read) {
      res.status(400).type('html').send(listPage({ ...view, error: read.error }));
      return;
    }
    const list = await uses.list.execute({ ...read.filters, owner: ownerOf(callerOf(res)) });
    res.status(200).type('html').send(listPage({ ...view, list }));
  };
}
