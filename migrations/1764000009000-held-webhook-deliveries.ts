import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The pending deliveries of a disabled endpoint are held: kept, unsent, and outside the index the
 * delivery workers scan, so a disabled endpoint's backlog costs no poll anything. Enabling the
 * endpoint releases them (the webhook endpoint repository flips `held` with its status).
 */
export class HeldWebhookDeliveries1764000009000 implements MigrationInterface {
  name = 'HeldWebhookDeliveries1764000009000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE webhook_deliveries ADD COLUMN held boolean NOT NULL DEFAULT false');
    await queryRunner.query(`
      UPDATE webhook_deliveries d SET held = true
        FROM webhook_endpoints w
       WHERE w.id = d.endpoint_id AND w.status = 'disabled' AND d.status = 'pending'`);
    await queryRunner.query('DROP INDEX webhook_deliveries_due_idx');
    await queryRunner.query("CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at) WHERE status = 'pending' AND NOT held");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX webhook_deliveries_due_idx');
    await queryRunner.query("CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at) WHERE status = 'pending'");
    await queryRunner.query('ALTER TABLE webhook_deliveries DROP COLUMN held');
  }
}
