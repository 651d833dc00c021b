import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The dashboard's summary sums one owner's approved attempts and succeeded refunds of a day or a
 * week: partial indexes keep those sums to the rows of the span.
 */
export class SalesSummaryIndexes1764000026000 implements MigrationInterface {
  name = 'SalesSummaryIndexes1764000026000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      "CREATE INDEX payment_intents_merchant_paid_idx ON payment_intents (merchant_id, resolved_at) WHERE status = 'succeeded'",
    );
    await queryRunner.query(
      "CREATE INDEX refunds_owner_succeeded_idx ON refunds (merchant_id, livemode, updated_at) WHERE status = 'succeeded'",
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX refunds_owner_succeeded_idx');
    await queryRunner.query('DROP INDEX payment_intents_merchant_paid_idx');
  }
}
