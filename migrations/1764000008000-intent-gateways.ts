import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each payment intent records the gateway that took it. Existing rows are left NULL: a migration
 * cannot know which gateway was configured for their method, so the start fills them in from the
 * settings once, before the reconciler runs (src/adapters/persistence/typeorm/backfill-gateway-ids.ts).
 * The partial index keeps that fill cheap once nothing is left NULL.
 */
export class IntentGateways1764000008000 implements MigrationInterface {
  name = 'IntentGateways1764000008000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE payment_intents ADD COLUMN gateway_id text');
    await queryRunner.query('CREATE INDEX payment_intents_gateway_unrecorded ON payment_intents (method) WHERE gateway_id IS NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX payment_intents_gateway_unrecorded');
    await queryRunner.query('ALTER TABLE payment_intents DROP COLUMN gateway_id');
  }
}
