import { PageRequest, PaymentRequestFilter } from '../../../application/ports/payment-request-repository';
import { countable, countedPage } from './counted-list';
import { Owner } from '../../../domain/mode';
import { AddParam, PageQuery } from './page-query';
import { PaymentRequestWithIntents, WITH_INTENTS } from './payment-request-with-intents';

/** Each row carries the total; a page past the end is one row with the total and no request. */
export type ListRow = { total: number } & (PaymentRequestWithIntents | { id: null });

/**
 * A list as ONE statement: the total, the page's rows and their intents. A single statement reads
 * a single snapshot, so the total and the page agree without a transaction, in one round trip.
 */
export function listStatement(owner: Owner, filter: PaymentRequestFilter, page: PageRequest): { sql: string; params: unknown[] } {
  const params: unknown[] = [owner.merchantId, owner.livemode];
  const param: AddParam = (value) => `$${params.push(value)}`;
  const matching = matchingCondition(filter, param);
  const { ctes, rows } = countable(filter) ? countedPage(matching, filter, page, param) : customerPage(matching, page, param);
  const sql = `
    WITH ${ctes}
    SELECT located.total, ${WITH_INTENTS}
      FROM located LEFT JOIN LATERAL (${rows}) AS pr ON true
     ORDER BY pr.created_at DESC, pr.id DESC`;
  return { sql, params };
}

/** A customer's requests, or those of one external_id or one payment link, are few: their own index counts and skips them directly. */
function customerPage(matching: string, page: PageRequest, param: AddParam): PageQuery {
  return {
    ctes: `located AS (SELECT count(*)::int AS total FROM payment_requests WHERE ${matching})`,
    rows: `
      SELECT * FROM payment_requests WHERE ${matching}
       ORDER BY created_at DESC, id DESC OFFSET ${param(page.offset)} LIMIT ${param(page.limit)}`,
  };
}

/** The filter as a condition over payment_requests ($1 and $2 are the owner). */
function matchingCondition(filter: PaymentRequestFilter, param: AddParam): string {
  const conditions = ['merchant_id = $1 AND livemode = $2'];
  if (filter.status !== undefined) conditions.push(`status = ${param(filter.status)}`);
  if (filter.customerDni !== undefined) conditions.push(`customer_dni = ${param(filter.customerDni)}`);
  if (filter.customerEmail !== undefined) conditions.push(`lower(customer_email) = lower(${param(filter.customerEmail)})`);
  if (filter.externalId !== undefined) conditions.push(`external_id = ${param(filter.externalId)}`);
  if (filter.paymentLinkId !== undefined) conditions.push(`payment_link_id = ${param(filter.paymentLinkId)}`);
  if (filter.createdFrom !== undefined) conditions.push(`created_at >= ${param(filter.createdFrom)}`);
  if (filter.createdBefore !== undefined) conditions.push(`created_at < ${param(filter.createdBefore)}`);
  return conditions.join(' AND ');
}
