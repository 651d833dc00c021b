import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Refunds of paid payment requests. A refund is stored by the save of its request (the request's
 * version is what keeps two concurrent refunds from exceeding what was paid); the check constraints
 * repeat the domain's rules as a last line of defence.
 */
export class Refunds1764000012000 implements MigrationInterface {
  name = 'Refunds1764000012000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE refunds (
        id text PRIMARY KEY,
        payment_request_id text COLLATE "C" NOT NULL REFERENCES payment_requests (id),
        merchant_id text NOT NULL REFERENCES merchants (id),
        livemode boolean NOT NULL,
        payment_intent_id text NOT NULL REFERENCES payment_intents (id),
        position integer NOT NULL CHECK (position >= 0),
        amount_cents bigint NOT NULL CHECK (amount_cents > 0),
        conversion_amount_cents bigint NOT NULL CHECK (conversion_amount_cents >= 0),
        method text NOT NULL CHECK (method IN ('reversal', 'p2p', 'card', 'manual')),
        gateway_id text,
        status text NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed', 'requires_action')),
        reason text CHECK (reason IN ('requested_by_customer', 'duplicate', 'fraudulent')),
        description text,
        reference_id text,
        failure_code text,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        -- a request's refunds in the order they were made; its index serves every lookup of them
        CONSTRAINT refunds_request_position_key UNIQUE (payment_request_id, position)
      )`);
    // The reconciler looks for refunds a gateway has not settled yet.
    await queryRunner.query("CREATE INDEX refunds_pending_idx ON refunds (created_at) WHERE status = 'pending'");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE refunds');
  }
}
