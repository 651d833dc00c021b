import { EntitySchema } from 'typeorm';
import { StoredEvent } from '../../../application/ports/event-feed';
import { KeyWrite } from '../../../application/ports/idempotency-store';
import { columnsOf } from './columns';
import { eventWrites } from './event-outbox';
import { RefundRow, RefundSchema } from './refunds/refund-schema';
import { PaymentIntentRow, PaymentIntentSchema, PaymentRequestRow } from './schemas';
import { keyWrite } from './typeorm-idempotency-store';

export interface SaveWrites {
  row: PaymentRequestRow;
  /** The version the stored row must still have; null for a new request. */
  expectedVersion: number | null;
  intents: PaymentIntentRow[];
  refunds: RefundRow[];
  idempotencyKey?: KeyWrite;
  events: readonly StoredEvent[];
  /** A new request is inserted only if its customer is still stored so (UnitOfWork.customerAsRead). */
  customerAsRead?: { id: string; email: string };
}

/**
 * A save as ONE statement, its own transaction (docs/architecture.md, "One busy merchant"): the
 * request inserted, or updated while still at the version it was read at; its attempts and refunds
 * upserted; the Idempotency-Key's answer; its events and their webhook deliveries. Every part after
 * the request's runs only if the request's did (`saved`), so a stale copy changes nothing; the
 * statement answers `saved`, 0 or 1, and `queued`, the webhook deliveries it queued. A violated
 * unique index fails the whole statement. Its text depends only on which parts the save has, never
 * on their values or number (those are parameters), so the few texts there are stay prepared on
 * each connection (Session.prepared).
 */
export function saveStatement(writes: SaveWrites): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const ctes = [`saved AS (${requestWrite(writes, param)} RETURNING id)`];
  const onlyIfSaved = 'WHERE EXISTS (SELECT 1 FROM saved)';
  if (writes.intents.length > 0) ctes.push(`intents AS (${upsertRows(PaymentIntentSchema, writes.intents, param, onlyIfSaved)})`);
  if (writes.refunds.length > 0) ctes.push(`refunds AS (${upsertRows(RefundSchema, writes.refunds, param, onlyIfSaved)})`);
  if (writes.idempotencyKey) {
    const key = keyWrite(writes.idempotencyKey, params.length);
    params.push(...key.params);
    ctes.push(`answer AS (${key.sql} AND EXISTS (SELECT 1 FROM saved))`);
  }
  if (writes.events.length > 0) {
    const events = eventWrites(writes.row.id, writes.events, params.length, onlyIfSaved);
    params.push(...events.params);
    ctes.push(events.ctes, `deliveries AS (${events.statement} RETURNING 1)`);
  }
  const queued = writes.events.length > 0 ? '(SELECT count(*)::int FROM deliveries)' : '0';
  return { sql: `WITH ${ctes.join(',\n')}\nSELECT count(*)::int AS saved, ${queued} AS queued FROM saved`, params };
}

function requestWrite({ row, expectedVersion, customerAsRead }: SaveWrites, param: (value: unknown) => string): string {
  if (expectedVersion === null) {
    const values = [row.id, row.merchantId, row.token, row.description, row.externalId, row.customerId, row.customerDni,
      row.customerEmail, row.amountCents, row.rate, row.conversionAmountCents, row.status, row.version,
      row.createdAt, row.updatedAt, row.expiresAt, row.canceledAt, row.cancellationReason, row.livemode, row.returnUrl,
      row.paymentLinkId].map(param);
    return `INSERT INTO payment_requests (id, merchant_id, token, description, external_id, customer_id, customer_dni,
         customer_email, amount_cents, rate, conversion_amount_cents, status, version, created_at, updated_at,
         expires_at, canceled_at, cancellation_reason, livemode, return_url, payment_link_id)
       ${customerAsRead ? `SELECT ${values.join(', ')} WHERE ${customerStillStored(customerAsRead, param)}`
    : `VALUES (${values.join(', ')})`}`;
  }
  return `UPDATE payment_requests
        SET description = ${param(row.description)}, amount_cents = ${param(row.amountCents)}, rate = ${param(row.rate)},
            conversion_amount_cents = ${param(row.conversionAmountCents)}, status = ${param(row.status)}, \
updated_at = ${param(row.updatedAt)},
            expires_at = ${param(row.expiresAt)}, canceled_at = ${param(row.canceledAt)}, \
cancellation_reason = ${param(row.cancellationReason)},
            return_url = ${param(row.returnUrl)}, version = version + 1
      WHERE id = ${param(row.id)} AND merchant_id = ${param(row.merchantId)} AND version = ${param(expectedVersion)}`;
}

/** The customer as read is the one stored: same id, same e-mail (the request copies it). */
function customerStillStored({ id, email }: { id: string; email: string }, param: (value: unknown) => string): string {
  return `EXISTS (SELECT 1 FROM customers WHERE id = ${param(id)} AND email = ${param(email)}::text)`;
}

/**
 * INSERT … ON CONFLICT (id) DO UPDATE of every column, the rows sent as one JSON array of objects
 * keyed by column name and read back typed by the table's own row type.
 */
function upsertRows<Row extends object>(schema: EntitySchema<Row>, rows: Row[], param: (value: unknown) => string, when: string): string {
  const columns = columnsOf(schema);
  const json = rows.map((row) => Object.fromEntries(columns.map(({ property, name }) => [name, row[property] ?? null])));
  const names = columns.map(({ name }) => name);
  const table = schema.options.tableName!;
  return `INSERT INTO ${table} (${names.join(', ')})
       SELECT ${names.join(', ')} FROM jsonb_populate_recordset(NULL::${table}, ${param(JSON.stringify(json))}::jsonb) ${when}
       ON CONFLICT (id) DO UPDATE SET ${names.filter((name) => name !== 'id').map((name) => `${name} = EXCLUDED.${name}`).join(', ')}`;
}
