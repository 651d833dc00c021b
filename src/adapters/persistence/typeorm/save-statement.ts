import { EntitySchema } from 'typeorm';
import { StoredEvent } from '../../../application/ports/event-feed';
import { KeyWrite } from '../../../application/ports/idempotency-store';
import { columnsOf } from './columns';
import { eventTexts, eventValues } from './event-outbox';
import { RefundRow, RefundSchema } from './refunds/refund-schema';
import { PaymentIntentRow, PaymentIntentSchema, PaymentRequestRow } from './schemas';
import { StatementPart, numbered } from './statement-part';
import { keyUpdate } from './sql-idempotency-store';

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
 * request inserted, or updated while still at the version it was read at; its payment intents and refunds
 * upserted; the Idempotency-Key's answer; its events and their webhook deliveries. Every part after
 * the request's runs only if the request's did (`saved`), so a stale copy changes nothing; the
 * statement answers `saved`, 0 or 1, and `queued`, the webhook deliveries it queued. A violated
 * unique index fails the whole statement. Its text depends only on which parts the save has, never
 * on their values or number (those are parameters), so the few texts there are stay prepared on
 * each connection (Session.prepared); each is written once per process and kept by shape, and
 * every save of that shape gives the same string, which the session names without reading it again.
 */
export function saveStatement(writes: SaveWrites): { sql: string; params: unknown[] } {
  const parts = partsOf(writes);
  const shape = parts.map((part) => part.shape).join(',');
  const params = parts.flatMap((part) => part.values);
  let kept = textsByShape.get(shape);
  if (kept === undefined) {
    kept = { sql: textOf(parts), params: params.length };
    textsByShape.set(shape, kept);
  }
  // A part whose number of values varied within one shape would be numbered wrongly by the kept text.
  if (params.length !== kept.params) {
    throw new Error(`a save of shape ${shape} gave ${params.length} parameters; its text takes ${kept.params}`);
  }
  return { sql: kept.sql, params };
}

const textsByShape = new Map<string, { sql: string; params: number }>();

const ONLY_IF_SAVED = 'WHERE EXISTS (SELECT 1 FROM saved)';

function partsOf(writes: SaveWrites): StatementPart[] {
  const parts = [requestWrite(writes)];
  if (writes.intents.length > 0) parts.push(upsertRows('intents', PaymentIntentSchema, writes.intents));
  if (writes.refunds.length > 0) parts.push(upsertRows('refunds', RefundSchema, writes.refunds));
  if (writes.idempotencyKey) parts.push(keyIfSaved(writes.idempotencyKey));
  if (writes.events.length > 0) parts.push(eventsAndDeliveries(writes));
  return parts;
}

/** The `answer` CTE: the Idempotency-Key's recovery point, written only if the request was. */
function keyIfSaved(write: KeyWrite): StatementPart {
  const update = keyUpdate(write);
  return { ...update, text: (before) => `answer AS (${update.text(before)} AND EXISTS (SELECT 1 FROM saved))` };
}

const EVENTS_SHAPE = 'events';

/** The `stored` and `deliveries` CTEs: the save's events and their webhook deliveries. */
function eventsAndDeliveries(writes: SaveWrites): StatementPart {
  return {
    shape: EVENTS_SHAPE,
    values: eventValues(writes.row.id, writes.events),
    text: (before) => {
      const { ctes, statement } = eventTexts(before, ONLY_IF_SAVED);
      return `${ctes},\ndeliveries AS (${statement} RETURNING 1)`;
    },
  };
}

function textOf(parts: StatementPart[]): string {
  let before = 0;
  const ctes = parts.map((part) => {
    const text = part.text(before);
    before += part.values.length;
    return text;
  });
  const queued = parts.some((part) => part.shape === EVENTS_SHAPE) ? '(SELECT count(*)::int FROM deliveries)' : '0';
  return `WITH ${ctes.join(',\n')}\nSELECT count(*)::int AS saved, ${queued} AS queued FROM saved`;
}

const INSERTED_COLUMNS = `id, merchant_id, token, description, external_id, customer_id, customer_dni,
         customer_email, amount_cents, rate, conversion_amount_cents, status, version, created_at, updated_at,
         expires_at, canceled_at, cancellation_reason, livemode, return_url, payment_link_id, pago_movil`;

/** The `saved` CTE: the request inserted (after its customer's check, when it has one), or updated at its version. */
function requestWrite({ row, expectedVersion, customerAsRead }: SaveWrites): StatementPart {
  if (expectedVersion === null) {
    const values = [row.id, row.merchantId, row.token, row.description, row.externalId, row.customerId, row.customerDni,
      row.customerEmail, row.amountCents, row.rate, row.conversionAmountCents, row.status, row.version,
      row.createdAt, row.updatedAt, row.expiresAt, row.canceledAt, row.cancellationReason, row.livemode, row.returnUrl,
      row.paymentLinkId, jsonOrNull(row.pagoMovil)];
    if (!customerAsRead) {
      return {
        shape: 'insert',
        values,
        text: (before) => `saved AS (INSERT INTO payment_requests (${INSERTED_COLUMNS})
       VALUES (${numbered(before, values.length).join(', ')}) RETURNING id)`,
      };
    }
    // The customer as read is the one stored: same id, same e-mail (the request copies it).
    return {
      shape: 'insert if the customer is as read',
      values: [...values, customerAsRead.id, customerAsRead.email],
      text: (before) => {
        const [id, email] = numbered(before + values.length, 2);
        return `saved AS (INSERT INTO payment_requests (${INSERTED_COLUMNS})
       SELECT ${numbered(before, values.length).join(', ')} \
WHERE EXISTS (SELECT 1 FROM customers WHERE id = ${id} AND email = ${email}::text) RETURNING id)`;
      },
    };
  }
  return {
    shape: 'update',
    values: [row.description, row.amountCents, row.rate, row.conversionAmountCents, row.status, row.updatedAt,
      row.expiresAt, row.canceledAt, row.cancellationReason, row.returnUrl, jsonOrNull(row.pagoMovil), row.id, row.merchantId,
      expectedVersion],
    text: (before) => {
      const [description, amount, rate, conversion, status, updatedAt, expiresAt, canceledAt, reason, returnUrl, pagoMovil, id, merchant,
        version] = numbered(before, 14);
      return `saved AS (UPDATE payment_requests
        SET description = ${description}, amount_cents = ${amount}, rate = ${rate},
            conversion_amount_cents = ${conversion}, status = ${status}, updated_at = ${updatedAt},
            expires_at = ${expiresAt}, canceled_at = ${canceledAt}, cancellation_reason = ${reason},
            return_url = ${returnUrl}, pago_movil = ${pagoMovil}::jsonb, version = version + 1
      WHERE id = ${id} AND merchant_id = ${merchant} AND version = ${version} RETURNING id)`;
    },
  };
}

/**
 * The CTE `cte`: INSERT … ON CONFLICT (id) DO UPDATE of every column, the rows sent as one JSON
 * array of objects keyed by column name and read back typed by the table's own row type.
 */
function upsertRows<Row extends object>(cte: string, schema: EntitySchema<Row>, rows: Row[]): StatementPart {
  const columns = columnsOf(schema);
  const json = rows.map((row) => {
    const object: Record<string, unknown> = {};
    for (const { property, name } of columns) object[name] = row[property] ?? null;
    return object;
  });
  return {
    shape: cte,
    values: [JSON.stringify(json)],
    text: (before) => {
      const names = columns.map(({ name }) => name);
      const updates = names.filter((name) => name !== 'id').map((name) => `${name} = EXCLUDED.${name}`);
      const table = schema.options.tableName!;
      return `${cte} AS (INSERT INTO ${table} (${names.join(', ')})
       SELECT ${names.join(', ')} FROM jsonb_populate_recordset(NULL::${table}, $${before + 1}::jsonb) ${ONLY_IF_SAVED}
       ON CONFLICT (id) DO UPDATE SET ${updates.join(', ')})`;
    },
  };
}

/** A jsonb column's parameter: the value's JSON text, or NULL. */
function jsonOrNull(value: object | null): string | null {
  return value === null ? null : JSON.stringify(value);
}
