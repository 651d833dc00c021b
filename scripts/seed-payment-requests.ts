import { randomInt } from 'node:crypto';
import { DataSource, QueryRunner } from 'typeorm';

export interface SeedOptions {
  merchantId: string;
  /** Whose mode the requests belong to: test (false) unless said. */
  livemode?: boolean;
  requests: number;
  customers: number;
  /** Requests are created uniformly over this many days up to now. */
  days: number;
  /** VES per USD, the rate every seeded request was priced at. */
  rate: string;
}

export const SEED_DEFAULTS = { customers: 100_000, days: 365, rate: '36.50000000' } as const;

const TOKEN_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * A run's ids and tokens share a random prefix and then follow creation order, so the load appends
 * to the right edge of their unique indexes instead of touching a random page per row.
 */
function runTag(alphabet: string, length: number): string {
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/** `value` (a SQL integer below 32^width) in `width` characters of the token alphabet, which sorts like the numbers. */
function base32(value: string, width: number): string {
  return Array.from({ length: width }, (_, k) => `substr('${TOKEN_ALPHABET}', (1 + ((${value}) >> ${5 * (width - 1 - k)}) % 32)::int, 1)`).join(' || ');
}

/**
 * Drops the indexes of payment_requests and payment_intents that back no constraint, returning the
 * statements that recreate them: building an index from a million rows is many times faster than a
 * million inserts into it. Only when the tables are small next to the load (rebuilding costs the
 * whole table); the drop holds the tables exclusively until the commit, so seed a quiet database.
 */
async function withoutSecondaryIndexes(runner: QueryRunner, inserting: number): Promise<string[]> {
  const [{ rows }] = await runner.query("SELECT greatest(reltuples, 0)::bigint AS rows FROM pg_class WHERE relname = 'payment_requests'");
  if (Number(rows) > 4 * inserting) return [];
  const indexes: { name: string; definition: string }[] = await runner.query(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i
      WHERE i.indrelid IN ('payment_requests'::regclass, 'payment_intents'::regclass)
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
  );
  for (const index of indexes) await runner.query(`DROP INDEX ${index.name}`);
  return indexes.map((index) => index.definition);
}

/**
 * Every row below references rows it was joined with, so the per-row foreign-key checks prove
 * nothing. Only a superuser may skip them (this also skips the counts trigger, which the
 * maintained_by_caller setting skips for anyone else); others load more slowly.
 */
async function skipForeignKeyChecks(runner: QueryRunner): Promise<void> {
  await runner.query('SAVEPOINT replica_role');
  try {
    await runner.query("SET LOCAL session_replication_role = 'replica'");
    await runner.query('RELEASE SAVEPOINT replica_role');
  } catch {
    await runner.query('ROLLBACK TO SAVEPOINT replica_role');
  }
}

/**
 * Inserts `requests` payment requests for one merchant in bulk SQL, in one transaction: customers
 * (reused when the merchant already has their DNI), requests spread over `days` with mixed statuses
 * (the last week still has requests waiting; older ones are paid or canceled), a succeeded C2P or
 * card intent for each paid one, and the list counts. No events are written: seeded requests have no
 * history to replay. Then VACUUM ANALYZE, so the planner knows the new rows.
 */
export async function seedPaymentRequests(dataSource: DataSource, options: SeedOptions, log: (line: string) => void = () => undefined): Promise<void> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  const query = runner.query.bind(runner);
  let last = Date.now();
  runner.query = (async (sql: string, params?: unknown[]) => {
    const result = await query(sql, params);
    log(`${((Date.now() - last) / 1000).toFixed(1)} s  ${sql.trim().split('\n')[0].slice(0, 60)}`);
    last = Date.now();
    return result;
  }) as typeof runner.query;
  try {
    await runner.startTransaction();
    const [merchant] = await runner.query('SELECT id FROM merchants WHERE id = $1 FOR UPDATE', [options.merchantId]);
    if (!merchant) throw new RangeError(`no merchant ${options.merchantId}`);
    const livemode = options.livemode ?? false;
    // The counts are added below in one statement rather than row by row by the trigger.
    await runner.query("SELECT set_config('payment_request_counts.maintained_by_caller', 'on', true)");
    await skipForeignKeyChecks(runner);
    await runner.query("SELECT set_config('maintenance_work_mem', '256MB', true)");
    await runner.query(
      `CREATE TEMP TABLE seed_customers ON COMMIT DROP AS
       SELECT g AS idx, 'V' || (20000000 + g) AS dni, 'customer' || g || '@example.com' AS email
         FROM generate_series(0, $1::int - 1) AS g`,
      [options.customers],
    );
    await runner.query(
      `INSERT INTO customers (id, merchant_id, livemode, dni, email, first_name, last_name, created_at, updated_at)
       SELECT 'cus_' || substr(md5(random()::text || idx), 1, 24), $1, $2, dni, email, 'Cliente', 'Semilla', now(), now()
         FROM seed_customers
       ON CONFLICT (merchant_id, livemode, dni) DO NOTHING`,
      [options.merchantId, livemode],
    );
    await runner.query(
      `CREATE TEMP TABLE seed_customer_ids ON COMMIT DROP AS
       SELECT s.idx, c.id, c.dni, c.email FROM seed_customers s JOIN customers c ON c.merchant_id = $1 AND c.livemode = $2 AND c.dni = s.dni`,
      [options.merchantId, livemode],
    );
    const idPrefix = runTag(BASE62, 8);
    const rebuilt = await withoutSecondaryIndexes(runner, options.requests);
    // Row g is created in the g-th of `requests` equal slices of the period: spread evenly, already in order.
    await runner.query(
      `INSERT INTO payment_requests (id, merchant_id, token, description, external_id, customer_id, customer_dni,
         customer_email, amount_cents, rate, conversion_amount_cents, status, version, created_at, updated_at,
         expires_at, canceled_at, cancellation_reason, livemode)
       SELECT 'preq_' || $4 || lpad(g::text, 7, '0') || substr(md5(random()::text), 1, 9), $6,
              'PR' || $5 || ${base32('g', 7)}, 'Pedido de prueba ' || g, 'seed-' || g, c.id, c.dni, c.email,
              amount_cents, $7::numeric, round(amount_cents * $7::numeric), status,
              CASE status WHEN 'waiting_for_payment' THEN 1 ELSE 2 END, created_at,
              CASE status WHEN 'waiting_for_payment' THEN created_at ELSE created_at + interval '10 minutes' END,
              NULL,
              CASE status WHEN 'canceled' THEN created_at + interval '10 minutes' END,
              CASE status WHEN 'canceled' THEN CASE WHEN g % 3 = 0 THEN 'expired' ELSE 'requested' END END, $8
         FROM (SELECT g, created_at, 100 + (random() * 99900)::int AS amount_cents,
                      CASE WHEN created_at > now() - interval '7 days' AND r < 0.3 THEN 'waiting_for_payment'
                           WHEN r < 0.7 THEN 'paid' ELSE 'canceled' END AS status
                 FROM (SELECT g, random() AS r,
                              now() - make_interval(days => $2::int) + (g + random()) * (make_interval(days => $2::int) / $1::int) AS created_at
                         FROM generate_series(0, $1::int - 1) AS g) AS drawn) AS s
         JOIN seed_customer_ids c ON c.idx = g % $3::int
        ORDER BY g`,
      [options.requests, options.days, options.customers, idPrefix, runTag(TOKEN_ALPHABET, 5), options.merchantId, options.rate, livemode],
    );
    const seeded = `FROM payment_requests WHERE id >= 'preq_${idPrefix}' AND id < 'preq_${idPrefix}~'`;
    await runner.query(
      `INSERT INTO payment_intents (id, payment_request_id, merchant_id, attempt_number, amount_cents, currency, status,
         method, instrument, decline_code, reference_id, created_at, resolved_at)
       SELECT 'pi_' || substr(id, 6), id, merchant_id, 0, conversion_amount_cents, 'VES',
              'succeeded', CASE WHEN g % 2 = 0 THEN 'c2p' ELSE 'credit_or_debit_card' END,
              CASE WHEN g % 2 = 0
                THEN jsonb_build_object('kind', 'c2p', 'bankCode', '0134', 'bankName', 'Banesco',
                       'payerId', customer_dni, 'phoneNumber', '0414' || lpad((g % 10000000)::text, 7, '0'))
                ELSE jsonb_build_object('kind', 'card', 'brand', 'visa', 'first6', '411111',
                       'last4', lpad((g % 10000)::text, 4, '0'), 'holderId', customer_dni) END,
              NULL, lpad(g::text, 12, '0'), created_at + interval '5 minutes', created_at + interval '10 minutes'
         FROM (SELECT *, substr(id, 14, 7)::int AS g ${seeded} AND status = 'paid') AS paid
        ORDER BY id`,
    );
    await runner.query(
      `INSERT INTO payment_request_counts AS c (merchant_id, livemode, status, day, n)
       SELECT merchant_id, livemode, status, (created_at AT TIME ZONE 'UTC')::date, count(*) ${seeded} GROUP BY 1, 2, 3, 4
       ON CONFLICT (merchant_id, livemode, status, day) DO UPDATE SET n = c.n + excluded.n`,
    );
    for (const definition of rebuilt) await runner.query(definition);
    await runner.commitTransaction();
    await runner.query('VACUUM ANALYZE customers, payment_requests, payment_intents, payment_request_counts');
  } catch (error) {
    if (runner.isTransactionActive) await runner.rollbackTransaction();
    throw error;
  } finally {
    await runner.release();
  }
}
