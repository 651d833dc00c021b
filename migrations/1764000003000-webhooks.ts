import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Webhook endpoints and their deliveries (README, "Webhooks").
 *
 * webhook_endpoints: `events` NULL means every event type. The secret is kept as issued (the service
 * must sign with it); during a rotation the previous secret signs too until previous_secret_expires_at.
 *
 * webhook_deliveries: one row per (event, endpoint), written in the same transaction as the event.
 * A pending row is due when next_attempt_at has come. A worker claims a due row by moving
 * next_attempt_at to the end of its lease (and counting the attempt) under FOR UPDATE SKIP LOCKED, so
 * one attempt is in flight per row across every instance; a worker that dies leaves the row due again
 * when the lease ends. A finished row has next_attempt_at NULL.
 */
export class Webhooks1764000003000 implements MigrationInterface {
  name = 'Webhooks1764000003000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE webhook_endpoints (
        id text COLLATE "C" PRIMARY KEY,
        merchant_id text NOT NULL REFERENCES merchants (id),
        url text NOT NULL,
        events text[],
        description text,
        status text NOT NULL CONSTRAINT webhook_endpoints_status_check CHECK (status IN ('enabled', 'disabled')),
        secret text NOT NULL,
        previous_secret text,
        previous_secret_expires_at timestamptz,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await queryRunner.query('CREATE INDEX webhook_endpoints_merchant_idx ON webhook_endpoints (merchant_id, created_at, id)');
    await queryRunner.query(`
      CREATE TABLE webhook_deliveries (
        event_id text COLLATE "C" NOT NULL REFERENCES events (id),
        endpoint_id text COLLATE "C" NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
        merchant_id text NOT NULL,
        event_type text NOT NULL,
        event_created_at timestamptz NOT NULL,
        status text NOT NULL CONSTRAINT webhook_deliveries_status_check CHECK (status IN ('pending', 'succeeded', 'failed')),
        attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
        next_attempt_at timestamptz,
        last_attempt_at timestamptz,
        last_response_status integer,
        created_at timestamptz NOT NULL,
        CONSTRAINT webhook_deliveries_pkey PRIMARY KEY (event_id, endpoint_id),
        CONSTRAINT webhook_deliveries_due_check CHECK ((status = 'pending') = (next_attempt_at IS NOT NULL))
      )`);
    await queryRunner.query("CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at) WHERE status = 'pending'");
    await queryRunner.query('CREATE INDEX webhook_deliveries_endpoint_idx ON webhook_deliveries (endpoint_id, created_at DESC, event_id DESC)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE webhook_deliveries');
    await queryRunner.query('DROP TABLE webhook_endpoints');
  }
}
