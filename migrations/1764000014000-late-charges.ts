import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The bank's statement as the truth. A charge the bank booked after we judged it not processed
 * succeeds late: it pays its request, or, when another attempt paid it first or it was closed, it is
 * a `duplicate` that paid nothing (and is refunded), so "one success per request" counts the others.
 * Statement lines that match nothing of ours are kept, so that each is reported once by one instance.
 */
export class LateCharges1764000014000 implements MigrationInterface {
  name = 'LateCharges1764000014000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE payment_intents ADD COLUMN duplicate boolean NOT NULL DEFAULT false');
    await queryRunner.query("ALTER TABLE payment_intents ADD CONSTRAINT payment_intents_duplicate_check CHECK (NOT duplicate OR status = 'succeeded')");
    await queryRunner.query('DROP INDEX payment_intents_one_success_per_request_idx');
    await queryRunner.query(`
      CREATE UNIQUE INDEX payment_intents_one_success_per_request_idx
        ON payment_intents (payment_request_id) WHERE status = 'succeeded' AND NOT duplicate`);
    // A statement line that does not carry our reference is matched by the bank's.
    await queryRunner.query(`
      CREATE INDEX payment_intents_gateway_reference_idx ON payment_intents (gateway_id, reference_id) WHERE reference_id IS NOT NULL`);
    await queryRunner.query(`
      CREATE INDEX refunds_gateway_reference_idx ON refunds (gateway_id, reference_id) WHERE reference_id IS NOT NULL`);
    await queryRunner.query(`
      CREATE TABLE unmatched_bank_transactions (
        gateway_id text NOT NULL,
        booked_on date NOT NULL,
        gateway_reference text NOT NULL,
        amount_cents bigint NOT NULL CHECK (amount_cents >= 0),
        currency text NOT NULL CHECK (currency IN ('USD', 'VES')),
        booked_at timestamptz NOT NULL,
        reported_at timestamptz NOT NULL,
        PRIMARY KEY (gateway_id, booked_on, gateway_reference)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE unmatched_bank_transactions');
    await queryRunner.query('DROP INDEX refunds_gateway_reference_idx');
    await queryRunner.query('DROP INDEX payment_intents_gateway_reference_idx');
    await queryRunner.query('DROP INDEX payment_intents_one_success_per_request_idx');
    await queryRunner.query(`
      CREATE UNIQUE INDEX payment_intents_one_success_per_request_idx
        ON payment_intents (payment_request_id) WHERE status = 'succeeded'`);
    await queryRunner.query('ALTER TABLE payment_intents DROP CONSTRAINT payment_intents_duplicate_check');
    await queryRunner.query('ALTER TABLE payment_intents DROP COLUMN duplicate');
  }
}
