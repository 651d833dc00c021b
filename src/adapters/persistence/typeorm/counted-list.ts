import { PaymentRequestFilter } from '../../../application/ports/payment-request-repository';
import { Session } from './database';

const DAY_MS = 86_400_000;

/**
 * A stretch of the list, newest first: `n` matching requests created before `end` (exclusive) and
 * after the previous, older stretch. Whole UTC days come from payment_request_counts; the partial
 * days at a range's edges are counted through the list's indexes.
 */
export interface Stretch {
  end: Date;
  n: number;
}

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

/** The exact total and the start of the page at `offset`, without counting or skipping every row. */
export async function locatePage(session: Session, merchantId: string, filter: PaymentRequestFilter, offset: number): Promise<PageStart> {
  const stretches = await stretchesOf(session, merchantId, filter);
  const total = stretches.reduce((sum, stretch) => sum + stretch.n, 0);
  let newer = 0;
  for (const stretch of stretches) {
    if (offset < newer + stretch.n) return { total, before: stretch.end, skip: offset - newer };
    newer += stretch.n;
  }
  return { total, before: null, skip: 0 };
}

async function stretchesOf(session: Session, merchantId: string, filter: PaymentRequestFilter): Promise<Stretch[]> {
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
  const rows = await session.rows<{ end_at: Date | string; n: number | string }>(
    `SELECT end_at, n FROM (${parts.join(' UNION ALL ')}) AS stretches WHERE n > 0 ORDER BY end_at DESC`,
    params,
  );
  return rows.map((row) => ({ end: new Date(row.end_at), n: Number(row.n) }));
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
