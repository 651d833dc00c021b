import { MigrationInterface, QueryRunner } from 'typeorm';

/** Tables whose rows belong to one mode of one merchant. Payment intents and deliveries follow their request and endpoint. */
const OWNED_TABLES = ['payment_requests', 'customers', 'events', 'webhook_endpoints', 'idempotency_keys', 'payment_request_counts'];

/** The list indexes of payment_requests: (name, columns after the owner). */
const LIST_INDEXES: [string, string][] = [
  ['created', 'created_at DESC, id DESC'],
  ['status_created', 'status, created_at DESC, id DESC'],
  ['dni_created', 'customer_dni, created_at DESC, id DESC'],
  ['email_created', 'lower(customer_email), created_at DESC, id DESC'],
];

/**
 * Every payment request, customer, event, webhook endpoint, Idempotency-Key and count belongs to one
 * mode of its merchant (README, "Test and live mode"): `livemode`, and the owner (merchant, livemode)
 * leads every index and unique key a merchant's reads go through. Rows made before modes existed
 * take the legacy mode the service passes in the session setting `payments.legacy_mode`, the same
 * as the keys that made them, so each key keeps seeing what it made.
 */
export class Livemode1764000011000 implements MigrationInterface {
  name = 'Livemode1764000011000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const legacyLivemode = await legacyLivemodeOf(queryRunner);
    for (const table of OWNED_TABLES) {
      await queryRunner.query(`ALTER TABLE ${table} ADD COLUMN livemode boolean NOT NULL DEFAULT ${legacyLivemode}`);
      await queryRunner.query(`ALTER TABLE ${table} ALTER COLUMN livemode DROP DEFAULT`);
    }
    for (const [name, columns] of LIST_INDEXES) {
      await queryRunner.query(`DROP INDEX payment_requests_merchant_${name}_idx`);
      await queryRunner.query(`CREATE INDEX payment_requests_owner_${name}_idx ON payment_requests (merchant_id, livemode, ${columns})`);
    }
    await queryRunner.query('ALTER TABLE customers DROP CONSTRAINT customers_merchant_id_dni_key');
    await queryRunner.query('ALTER TABLE customers ADD CONSTRAINT customers_owner_dni_key UNIQUE (merchant_id, livemode, dni)');
    await queryRunner.query('DROP INDEX events_merchant_type_seq_idx');
    await queryRunner.query('CREATE INDEX events_owner_seq_idx ON events (merchant_id, livemode, seq)');
    await queryRunner.query('CREATE INDEX events_owner_type_seq_idx ON events (merchant_id, livemode, type, seq)');
    await queryRunner.query('DROP INDEX webhook_endpoints_merchant_idx');
    await queryRunner.query('CREATE INDEX webhook_endpoints_owner_idx ON webhook_endpoints (merchant_id, livemode, created_at, id)');
    await queryRunner.query('ALTER TABLE idempotency_keys DROP CONSTRAINT idempotency_keys_pkey');
    await queryRunner.query('ALTER TABLE idempotency_keys ADD CONSTRAINT idempotency_keys_pkey PRIMARY KEY (merchant_id, livemode, key)');
    await countPerOwner(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await countPerMerchant(queryRunner);
    await queryRunner.query('ALTER TABLE idempotency_keys DROP CONSTRAINT idempotency_keys_pkey');
    // Without modes a key is one per merchant: the live one of a pair is forgotten.
    await queryRunner.query('DELETE FROM idempotency_keys k USING idempotency_keys t WHERE k.livemode AND NOT t.livemode AND (k.merchant_id, k.key) = (t.merchant_id, t.key)');
    await queryRunner.query('ALTER TABLE idempotency_keys ADD CONSTRAINT idempotency_keys_pkey PRIMARY KEY (merchant_id, key)');
    await queryRunner.query('DROP INDEX webhook_endpoints_owner_idx');
    await queryRunner.query('CREATE INDEX webhook_endpoints_merchant_idx ON webhook_endpoints (merchant_id, created_at, id)');
    await queryRunner.query('DROP INDEX events_owner_type_seq_idx');
    await queryRunner.query('DROP INDEX events_owner_seq_idx');
    await queryRunner.query('CREATE INDEX events_merchant_type_seq_idx ON events (merchant_id, type, seq)');
    await queryRunner.query('ALTER TABLE customers DROP CONSTRAINT customers_owner_dni_key');
    await queryRunner.query('ALTER TABLE customers ADD CONSTRAINT customers_merchant_id_dni_key UNIQUE (merchant_id, dni)');
    for (const [name, columns] of LIST_INDEXES) {
      await queryRunner.query(`DROP INDEX payment_requests_owner_${name}_idx`);
      await queryRunner.query(`CREATE INDEX payment_requests_merchant_${name}_idx ON payment_requests (merchant_id, ${columns})`);
    }
    for (const table of OWNED_TABLES) await queryRunner.query(`ALTER TABLE ${table} DROP COLUMN livemode`);
  }
}

async function legacyLivemodeOf(queryRunner: QueryRunner): Promise<boolean> {
  const [{ mode, anything }] = await queryRunner.query(
    "SELECT current_setting('payments.legacy_mode', true) AS mode, EXISTS (SELECT 1 FROM merchants) AS anything",
  );
  if (mode === 'live' || mode === 'test') return mode === 'live';
  if (anything) {
    throw new Error('the stored merchants need a mode: run the migrations through the service (npm start or npm run merchant:create)');
  }
  return false;
}

/** The counts of payment_request_counts (see its migration) kept per owner: lists count one mode. */
async function countPerOwner(queryRunner: QueryRunner): Promise<void> {
  await queryRunner.query('ALTER TABLE payment_request_counts DROP CONSTRAINT payment_request_counts_pkey');
  await queryRunner.query('ALTER TABLE payment_request_counts ADD CONSTRAINT payment_request_counts_pkey PRIMARY KEY (merchant_id, livemode, status, day)');
  await queryRunner.query('DROP INDEX payment_request_counts_merchant_day_idx');
  await queryRunner.query('CREATE INDEX payment_request_counts_owner_day_idx ON payment_request_counts (merchant_id, livemode, day, status, n)');
  await queryRunner.query('DROP FUNCTION payment_request_counts_add(text, text, date, integer) CASCADE');
  await queryRunner.query(`
    CREATE FUNCTION payment_request_counts_add(merchant text, live boolean, request_status text, created_on date, delta integer)
    RETURNS void LANGUAGE sql AS $$
      INSERT INTO payment_request_counts AS c (merchant_id, livemode, status, day, n)
      VALUES (merchant, live, request_status, created_on, greatest(delta, 0))
      ON CONFLICT (merchant_id, livemode, status, day) DO UPDATE SET n = c.n + delta
    $$`);
  await replaceTracker(queryRunner, 'NEW.merchant_id, NEW.livemode', 'OLD.merchant_id, OLD.livemode');
}

async function countPerMerchant(queryRunner: QueryRunner): Promise<void> {
  await queryRunner.query('DROP FUNCTION payment_request_counts_add(text, boolean, text, date, integer) CASCADE');
  await queryRunner.query(`
    CREATE FUNCTION payment_request_counts_add(merchant text, request_status text, created_on date, delta integer)
    RETURNS void LANGUAGE sql AS $$
      INSERT INTO payment_request_counts AS c (merchant_id, status, day, n) VALUES (merchant, request_status, created_on, greatest(delta, 0))
      ON CONFLICT (merchant_id, status, day) DO UPDATE SET n = c.n + delta
    $$`);
  await queryRunner.query('DROP INDEX payment_request_counts_owner_day_idx');
  await queryRunner.query('CREATE INDEX payment_request_counts_merchant_day_idx ON payment_request_counts (merchant_id, day, status, n)');
  const merged = await queryRunner.query(`
    SELECT merchant_id, status, day, sum(n) AS n FROM payment_request_counts GROUP BY 1, 2, 3`);
  await queryRunner.query('DELETE FROM payment_request_counts');
  await queryRunner.query('ALTER TABLE payment_request_counts DROP CONSTRAINT payment_request_counts_pkey');
  await queryRunner.query('ALTER TABLE payment_request_counts ADD CONSTRAINT payment_request_counts_pkey PRIMARY KEY (merchant_id, status, day)');
  for (const row of merged) {
    await queryRunner.query('INSERT INTO payment_request_counts (merchant_id, livemode, status, day, n) VALUES ($1, false, $2, $3, $4)', [
      row.merchant_id, row.status, row.day, row.n,
    ]);
  }
  await replaceTracker(queryRunner, 'NEW.merchant_id', 'OLD.merchant_id');
}

/**
 * The trigger function of payment_request_counts, keyed by `newOwner` / `oldOwner` (the owner's columns
 * of NEW and OLD). As before, a move locks its two counters in one order, whichever way it goes.
 */
async function replaceTracker(queryRunner: QueryRunner, newOwner: string, oldOwner: string): Promise<void> {
  const newKey = `${newOwner}, NEW.status, (NEW.created_at AT TIME ZONE 'UTC')::date`;
  const oldKey = `${oldOwner}, OLD.status, (OLD.created_at AT TIME ZONE 'UTC')::date`;
  await queryRunner.query(`
    CREATE OR REPLACE FUNCTION payment_request_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF current_setting('payment_request_counts.maintained_by_caller', true) = 'on' THEN
        RETURN NULL;
      END IF;
      IF TG_OP = 'INSERT' THEN
        PERFORM payment_request_counts_add(${newKey}, 1);
      ELSIF TG_OP = 'DELETE' THEN
        PERFORM payment_request_counts_add(${oldKey}, -1);
      ELSIF (${oldKey}) < (${newKey}) THEN
        PERFORM payment_request_counts_add(${oldKey}, -1);
        PERFORM payment_request_counts_add(${newKey}, 1);
      ELSE
        PERFORM payment_request_counts_add(${newKey}, 1);
        PERFORM payment_request_counts_add(${oldKey}, -1);
      END IF;
      RETURN NULL;
    END
    $$`);
}
