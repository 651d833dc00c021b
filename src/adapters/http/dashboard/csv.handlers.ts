import { once } from 'node:events';
import { Request, Response } from 'express';
import { ownerOf } from '../../../application/merchants/authenticate-merchant';
import { ListPaymentRequests, MAX_PAGE_SIZE } from '../../../application/payment-requests/list-payment-requests';
import { PaymentRequestPresenter } from '../api/payment-requests/payment-request.presenter';
import { cspNonce } from '../kit/html/page-security-headers';
import { CSV_COLUMNS } from './csv-columns';
import { csvLine } from './csv';
import { excelHeaderLine, excelLine } from './csv-excel';
import { DashboardContext } from './dashboard-page';
import { filledQuery, readListFilters } from './list-filters';
import { callerOf, signedInOf } from './require-session';
import { listPage } from './views/list-page';

export interface CsvUses {
  list: ListPaymentRequests;
  /** The API's management view of a request is the CSV's source. */
  presenter: PaymentRequestPresenter;
}

/** `format` left out: the default CSV; `excel`: for a spreadsheet in Spanish; null: a format that does not exist. */
function formatOf(raw: unknown): 'default' | 'excel' | null {
  if (raw === undefined) return 'default';
  return raw === 'excel' ? 'excel' : null;
}

const UNKNOWN_FORMAT = 'El formato de descarga no existe: usa el enlace «Descargar CSV» o «Descargar para Excel».';

/**
 * Every request the filters match, as CSV (with `format=excel`, as a spreadsheet in Spanish opens it),
 * written page by page as each is read (50 at a time, the API's largest page): never the whole list
 * in memory. Pages are offsets, as in the API, so a request created during a long export may shift a
 * row into the next page (read twice) or none.
 */
export function csvHandler(uses: CsvUses, { timeZone }: DashboardContext) {
  return async (req: Request, res: Response): Promise<void> => {
    const { format: rawFormat, ...query } = filledQuery(req.query);
    const format = formatOf(rawFormat);
    const read = format === null ? { error: UNKNOWN_FORMAT } : readListFilters(query);
    if ('error' in read) {
      res.status(400).type('html').send(
        listPage({ query, nonce: cspNonce(res), signedIn: signedInOf(res), timeZone, error: read.error }),
      );
      return;
    }
    const names = CSV_COLUMNS.map(([name]) => name);
    type View = Record<string, unknown>;
    const line = format === 'excel'
      ? (view: View) => excelLine(CSV_COLUMNS.map(([name, value]) => [name, value(view)] as const), timeZone)
      : (view: View) => csvLine(CSV_COLUMNS.map(([, value]) => value(view)));
    const owner = ownerOf(callerOf(res));
    const filters = { ...read.filters, limit: MAX_PAGE_SIZE };
    let list = await uses.list.execute({ ...filters, owner, page: 1 });
    res.status(200).type('text/csv; charset=utf-8');
    const suffix = format === 'excel' ? '-excel' : '';
    res.set('Content-Disposition', `attachment; filename="solicitudes-${callerOf(res).mode}${suffix}.csv"`);
    // The byte order mark tells spreadsheets the file is UTF-8 (accents in names and descriptions).
    await write(res, `\uFEFF${format === 'excel' ? excelHeaderLine(names) : csvLine(names)}`);
    try {
      for (let page = 1; ; page++) {
        if (page > 1) list = await uses.list.execute({ ...filters, owner, page });
        for (const request of list.items) {
          await write(res, line(uses.presenter.management(request)));
        }
        if (list.items.length < MAX_PAGE_SIZE || page >= list.totalPages) break;
      }
    } catch (error) {
      // Too late for an error page: cut the download short, so that it cannot pass for a complete file.
      (res as Response & { err?: Error }).err = error instanceof Error ? error : new Error(String(error));
      res.destroy();
      return;
    }
    res.end();
  };
}

/** Waits while the client is slower than the database, so unread rows never pile up in memory. */
async function write(res: Response, text: string): Promise<void> {
  if (!res.write(text)) await once(res, 'drain');
}
