import { PaymentRequestFilter } from '../../../application/ports/payment-request-repository';
import { Session } from './database';

const DAY_MS = 86_400_000;

/** Where a page begins: the stretch whose end bounds the page query, and the rows to skip before it. */
export interface PageStart {
  total: number;
  /** Null when the page lies past the end. */
  before: Date | null;
  skip: number;
}

/** True when the counts can answer: no filter on the customer. */
export function countable(filter: PaymentRequestFilter): boolean {
  return filter.customerDni === undefined && filter.customerEmail === undefined;
}

/**
 * The exact total and the start of the page at `offset`, without counting or skipping every row.
 * The list is cut into stretches, newest first: whole UTC days from payment_request_counts, and the
 * partial days at a range's edges counted through the list indexes. Running totals over them find
 * the stretch where the page begins, in the database: one row comes back, not one per day.
 */
export async function locatePage(session: Session, merchantId: string, filter: PaymentRequestFilter, offset: number): Promise<PageStart> {
  const { sql, params } = stretchesOf(merchantId, filter);
  const [located] = await session.rows<{ total: number | string; end_at: Date | string | null; skip: number | string | null }>(
    `WITH stretches AS (${sql}),
          running AS (SELECT end_at, n, sum(n) OVER (ORDER BY end_at DESC) AS through FROM stretches)
     SELECT (SELECT coalesce(sum(n), 0) FROM stretches)::int AS total, page.end_at, page.skip
       FROM (SELECT 1) AS one
       LEFT JOIN LATERAL (
         SELECT end_at, ($${params.length + 1}::int - (through - n))::int AS skip FROM running
          WHERE through > $${params.length + 1}::int ORDER BY end_at DESC LIMIT 1
       ) AS page ON true`,
    [...params, offset],
  );
  const total = Number(located.total);
  if (located.end_at === null) return { total, before: null, skip: 0 };
  return { total, before: new Date(located.end_at), skip: Number(located.skip) };
}

/** SQL for the stretches (end_at: exclusive upper bound, n: how many requests), and its parameters. */
function stretchesOf(merchantId: string, filter: PaymentRequestFilter): { sql: string; params: unknown[] } {
  const { createdFrom: from, createdBefore: before } = filter;
  const params: unknown[] = [merchantId];
  const param = (value: unknown): string => `$${params.push(value)}`;
  const status = filter.status === undefined ? '' : `AND status = ${param(filter.status)}`;
  const counted = (start: Date, end: Date): string =>
    `SELECT ${param(end)}::timestamptz AS end_at, count(*)::int AS n FROM payment_requests
      WHERE merchant_id = $1 ${status} AND created_at >= ${param(start)} AND created_at < ${param(end)}`;

  const wholeFrom = from && ceilDay(from);
  const wholeBefore = before && floorDay(before);
  const parts: string[] = [];
  if (from && before && wholeFrom! >= wholeBefore!) {
    parts.push(counted(from, before));
  } else {
    if (before && wholeBefore! < before) parts.push(counted(wholeBefore!, before));
    parts.push(`
      SELECT ((day + 1)::timestamp AT TIME ZONE 'UTC') AS end_at, sum(n)::int AS n FROM payment_request_counts
       WHERE merchant_id = $1 ${status}
         ${wholeFrom ? `AND day >= ${param(dayOf(wholeFrom))}::date` : ''}
         ${wholeBefore ? `AND day < ${param(dayOf(wholeBefore))}::date` : ''}
       GROUP BY day`);
    if (from && from < wholeFrom!) parts.push(counted(from, wholeFrom!));
  }
  return { sql: `SELECT end_at, n FROM (${parts.join(' UNION ALL ')}) AS parts WHERE n > 0`, params };
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

/**
 * SQL for the (created_at, id) of the page's first row: the `:skip`-th of the filter's rows created
 * before `:pageBefore`. It walks the list index alone (index-only), so skipping costs no row reads;
 * the page is then the rows at or after it. Uses the list's own named parameters.
 */
export function pageAnchor(filter: PaymentRequestFilter): string {
  return `SELECT a.created_at, a.id FROM payment_requests a
           WHERE a.merchant_id = :merchantId
             ${filter.status === undefined ? '' : 'AND a.status = :status'}
             ${filter.createdFrom === undefined ? '' : 'AND a.created_at >= :from'}
             AND a.created_at < :pageBefore
           ORDER BY a.created_at DESC, a.id DESC OFFSET :skip LIMIT 1`;
}
