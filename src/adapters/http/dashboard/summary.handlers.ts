import { Request, Response } from 'express';
import { SummarizeSales } from '../../../application/dashboard/summarize-sales';
import { ownerOf } from '../../../application/merchants/authenticate-merchant';
import { cspNonce } from '../kit/html/page-security-headers';
import { callerOf, signedInOf } from './require-session';
import { summaryPage } from './views/summary-page';

export interface SummaryUses {
  summarize: SummarizeSales;
}

/** Today's and this week's totals of the session's mode. */
export function summaryHandler(uses: SummaryUses) {
  return async (_req: Request, res: Response): Promise<void> => {
    const summary = await uses.summarize.execute(ownerOf(callerOf(res)));
    res.status(200).type('html').send(summaryPage({ summary, nonce: cspNonce(res), signedIn: signedInOf(res) }));
  };
}
