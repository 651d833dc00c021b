import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reported Pago Móvil transfers (`p2p`) are payment attempts like the others. One transfer pays at
 * most one request: once an attempt is approved with the bank's reference of a transfer, no other
 * attempt of that gateway can be approved with it, whichever instance records it.
 */
export class ReportedTransfers1764000013000 implements MigrationInterface {
  name = 'ReportedTransfers1764000013000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE payment_intents DROP CONSTRAINT payment_intents_method_check');
    await queryRunner.query("ALTER TABLE payment_intents ADD CONSTRAINT payment_intents_method_check CHECK (method IN ('c2p', 'credit_or_debit_card', 'p2p'))");
    await queryRunner.query(`
      CREATE UNIQUE INDEX payment_intents_one_use_per_transfer_idx
        ON payment_intents (gateway_id, reference_id) WHERE method = 'p2p' AND status = 'succeeded'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX payment_intents_one_use_per_transfer_idx');
    await queryRunner.query('ALTER TABLE payment_intents DROP CONSTRAINT payment_intents_method_check');
    await queryRunner.query("ALTER TABLE payment_intents ADD CONSTRAINT payment_intents_method_check CHECK (method IN ('c2p', 'credit_or_debit_card'))");
  }
}
