import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One row per Idempotency-Key a merchant has used. A row is inserted (claimed) before the operation
 * runs; the operation's answer is written into it, in the same transaction as the operation's own
 * change where it has one. `recovery_point` names the payment attempt a checkout started, so a retry
 * after a crash settles that attempt instead of charging again. response_body is json, not jsonb:
 * the text is kept as sent, members in their order.
 */
export class IdempotencyKeys1764000002000 implements MigrationInterface {
  name = 'IdempotencyKeys1764000002000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE idempotency_keys (
        merchant_id text NOT NULL REFERENCES merchants (id),
        key text NOT NULL,
        fingerprint text NOT NULL,
        state text NOT NULL CONSTRAINT idempotency_keys_state_check CHECK (state IN ('in_progress', 'completed')),
        response_status integer,
        response_body json,
        recovery_point jsonb,
        locked_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL,
        CONSTRAINT idempotency_keys_pkey PRIMARY KEY (merchant_id, key)
      )`);
    await queryRunner.query('CREATE INDEX idempotency_keys_created_at_idx ON idempotency_keys (created_at)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE idempotency_keys');
  }
}
