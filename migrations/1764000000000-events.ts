import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The events outbox. merchants.event_seq is the last sequence number handed to one of the merchant's
 * events: a save takes its numbers from it under the merchant row's lock, as its last statement, so
 * numbers become visible in order (README, "Events"). The type has no CHECK: the domain decides
 * which types exist. Events are never deleted.
 */
export class Events1764000000000 implements MigrationInterface {
  name = 'Events1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE merchants ADD COLUMN event_seq bigint NOT NULL DEFAULT 0 CHECK (event_seq >= 0)');
    await queryRunner.query(`
      CREATE TABLE events (
        id text COLLATE "C" PRIMARY KEY,
        merchant_id text NOT NULL REFERENCES merchants (id),
        seq bigint NOT NULL CHECK (seq > 0),
        type text NOT NULL,
        payment_request_id text NOT NULL REFERENCES payment_requests (id),
        created_at timestamptz NOT NULL,
        object jsonb NOT NULL,
        -- the feed: one merchant, in sequence order, after a given number
        CONSTRAINT events_merchant_seq_key UNIQUE (merchant_id, seq)
      )`);
    await queryRunner.query('CREATE INDEX events_merchant_type_seq_idx ON events (merchant_id, type, seq)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE events');
    await queryRunner.query('ALTER TABLE merchants DROP COLUMN event_seq');
  }
}
