import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Amounts are bigint cents and the rate numeric(20,8): never floating point.
 * payment_requests.id sorts bytewise (COLLATE "C") so "ties broken by id" means the same order on
 * every database, whatever its locale.
 */
export class InitialSchema1763780000000 implements MigrationInterface {
  name = 'InitialSchema1763780000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE merchants (
        id text PRIMARY KEY,
        name text NOT NULL,
        secret_key_hash text NOT NULL CONSTRAINT merchants_secret_key_hash_key UNIQUE,
        created_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE customers (
        id text PRIMARY KEY,
        merchant_id text NOT NULL REFERENCES merchants (id),
        dni text NOT NULL,
        email text NOT NULL,
        first_name text NOT NULL,
        last_name text NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        CONSTRAINT customers_merchant_id_dni_key UNIQUE (merchant_id, dni)
      )`);
    await queryRunner.query(`
      CREATE TABLE payment_requests (
        id text COLLATE "C" PRIMARY KEY,
        merchant_id text NOT NULL REFERENCES merchants (id),
        token text NOT NULL CONSTRAINT payment_requests_token_key UNIQUE,
        description text NOT NULL,
        external_id text,
        customer_id text NOT NULL REFERENCES customers (id),
        customer_dni text NOT NULL,
        customer_email text NOT NULL,
        amount_cents bigint NOT NULL CHECK (amount_cents > 0),
        rate numeric(20, 8) NOT NULL CHECK (rate > 0),
        conversion_amount_cents bigint NOT NULL CHECK (conversion_amount_cents >= 0),
        status text NOT NULL CHECK (status IN
          ('waiting_for_payment', 'waiting_for_payment_confirmation', 'paid', 'canceled')),
        version integer NOT NULL CHECK (version > 0),
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    // The list endpoint: always one merchant, newest first, optionally one more equality filter.
    await queryRunner.query(`
      CREATE INDEX payment_requests_merchant_created_idx
        ON payment_requests (merchant_id, created_at DESC, id DESC)`);
    await queryRunner.query(`
      CREATE INDEX payment_requests_merchant_status_created_idx
        ON payment_requests (merchant_id, status, created_at DESC, id DESC)`);
    await queryRunner.query(`
      CREATE INDEX payment_requests_merchant_dni_created_idx
        ON payment_requests (merchant_id, customer_dni, created_at DESC, id DESC)`);
    await queryRunner.query(`
      CREATE INDEX payment_requests_merchant_email_created_idx
        ON payment_requests (merchant_id, lower(customer_email), created_at DESC, id DESC)`);
    await queryRunner.query(`
      CREATE TABLE payment_intents (
        id text PRIMARY KEY,
        payment_request_id text NOT NULL REFERENCES payment_requests (id),
        merchant_id text NOT NULL REFERENCES merchants (id),
        attempt_number integer NOT NULL CHECK (attempt_number >= 0),
        amount_cents bigint NOT NULL CHECK (amount_cents >= 0),
        currency text NOT NULL CHECK (currency IN ('USD', 'VES')),
        status text NOT NULL CHECK (status IN ('pending', 'succeeded', 'rejected')),
        method text NOT NULL CHECK (method IN ('c2p', 'credit_or_debit_card')),
        instrument jsonb NOT NULL,
        decline_code text,
        reference_id text,
        created_at timestamptz NOT NULL,
        resolved_at timestamptz,
        -- its index also serves every lookup of a request's intents
        CONSTRAINT payment_intents_request_attempt_key UNIQUE (payment_request_id, attempt_number)
      )`);
    // A reconciler will look for attempts the gateway never answered.
    await queryRunner.query(`
      CREATE INDEX payment_intents_pending_idx ON payment_intents (created_at) WHERE status = 'pending'`);
    // Last line of defence for "paid at most once".
    await queryRunner.query(`
      CREATE UNIQUE INDEX payment_intents_one_success_per_request_idx
        ON payment_intents (payment_request_id) WHERE status = 'succeeded'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE payment_intents');
    await queryRunner.query('DROP TABLE payment_requests');
    await queryRunner.query('DROP TABLE customers');
    await queryRunner.query('DROP TABLE merchants');
  }
}
