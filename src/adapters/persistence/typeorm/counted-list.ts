import { PageRequest, PaymentRequestFilter } from '../../../application/ports/payment-request-repository';
import { AddParam, PageQuery } from './page-query';

const DAY_MS = 86_400_000;

/** True when the counts can answer: no filter on the customer or the external_id. */
export function countable(filter: PaymentRequestFilter): boolean {
  return filter.customerDni === undefined && filter.customerEmail === undefined && filter.externalId === undefined
    && filter.paymentLinkId === undefined;
}

/**
 * The exact total and the page at `page.offset`, without counting or skipping every row. The list
 * is cut into stretches, newest first: whole UTC days from payment_request_tallies (the counts and
 * their changes not folded yet), and the partial days at a range's edges (at most half a day's
 * rows counted through the list index). Running totals over them find the stretch where the page
 * begins (`located`: its end, and the rows to skip inside it); the page's first row (`anchor`) is
 * found by skipping through the list index alone (index-only, no row read to be skipped); the page
 * is the `limit` matching rows from it on.
 * `matching` is the filter as a WHERE condition over payment_requests.
 */
export function countedPage(matching: string, filter: PaymentRequestFilter, page: PageRequest, param: AddParam): PageQuery {
  const offset = `${param(page.offset)}::int`;
  return {
    ctes: `
      stretches AS (${stretchesOf(filter, param)}),
      running AS (SELECT end_at, n, sum(n) OVER (ORDER BY end_at DESC) AS through FROM stretches),
      located AS (
        SELECT (SELECT coalesce(sum(n), 0) FROM stretches)::int AS total, start.end_at, start.skip
          FROM (SELECT 1) AS one
          LEFT JOIN LATERAL (
            SELECT end_at, (${offset} - (through - n))::int AS skip FROM running
             WHERE through > ${offset} ORDER BY end_at DESC LIMIT 1
          ) AS start ON true),
      anchor AS (
        SELECT created_at, id FROM payment_requests
         WHERE ${matching} AND created_at < (SELECT end_at FROM located)
         ORDER BY created_at DESC, id DESC OFFSET (SELECT skip FROM located) LIMIT 1)`,
    // Past the end there is no anchor: the comparison with no row is null, and no row matches.
    rows: `
      SELECT * FROM payment_requests
       WHERE ${matching} AND (created_at, id) <= (SELECT created_at, id FROM anchor)
       ORDER BY created_at DESC, id DESC LIMIT ${param(page.limit)}`,
  };
}

/** SQL for the stretches (end_at: exclusive upper bound, n: how many requests); $1 and $2 are the owner. */
function stretchesOf(filter: PaymentRequestFilter, param: AddParam): string {
  const { createdFrom: from, createdBefore: before } = filter;
  const status = filter.status === undefined ? '' : `AND status = ${param(filter.status)}`;
  const counted = (start: Date, end: Date): string =>
    `(SELECT count(*) FROM payment_requests WHERE merchant_id = $1 AND livemode = $2 ${status} AND created_at >= ${param(start)} ` +
    `AND created_at < ${param(end)})`;
  /**
   * [start, end), inside one UTC day: its rows counted through the list index or, when they are
   * more than half the day, the day's count less the rows of the rest of it (a business day in
   * Caracas is 20 hours of one UTC day and 4 of the next: 4 hours are counted on each side).
   */
  const partOfDay = (start: Date, end: Date): string => {
    let n: string;
    if (end.getTime() - start.getTime() <= DAY_MS / 2) {
      n = counted(start, end);
    } else {
      const day = floorDay(start);
      const dayEnd = new Date(day.getTime() + DAY_MS);
      n = `(SELECT coalesce(sum(n), 0) FROM payment_request_tallies WHERE merchant_id = $1 AND livemode = $2 ${status} ` +
        `AND day = ${param(dayOf(day))}::date)`;
      if (day < start) n += ` - ${counted(day, start)}`;
      if (end < dayEnd) n += ` - ${counted(end, dayEnd)}`;
    }
    return `SELECT ${param(end)}::timestamptz AS end_at, (${n})::int AS n`;
  };

  const parts: string[] = [];
  if (from && before && before.getTime() <= floorDay(from).getTime() + DAY_MS) {
    parts.push(partOfDay(from, before < from ? from : before));
  } else {
    const wholeFrom = from && ceilDay(from);
    const wholeBefore = before && floorDay(before);
    if (before && wholeBefore! < before) parts.push(partOfDay(wholeBefore!, before));
    parts.push(`
      SELECT ((day + 1)::timestamp AT TIME ZONE 'UTC') AS end_at, sum(n)::int AS n FROM payment_request_tallies
       WHERE merchant_id = $1 AND livemode = $2 ${status}
         ${wholeFrom ? `AND day >= ${param(dayOf(wholeFrom))}::date` : ''}
         ${wholeBefore ? `AND day < ${param(dayOf(wholeBefore))}::date` : ''}
       GROUP BY day`);
    if (from && from < wholeFrom!) parts.push(partOfDay(from, wholeFrom!));
  }
  return `SELECT end_at, n FROM (${parts.join(' UNION ALL ')}) AS parts WHERE n > 0`;
}

function floorDay(instant: Date): Date {
  return new Date(Math.floor(instant.getTime() / DAY_MS) * DAY_MS);
}

function ceilDay(instant: Date): Date {
  return new Date(Math.ceil(instant.getTime() / DAY_MS) * DAY_MS);
}

function dayOf(midnight: Date): string {
  return midnight.toISOString().slice(0, 10);
}
