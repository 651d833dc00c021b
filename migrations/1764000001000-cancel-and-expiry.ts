import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A request may expire, and may be canceled (by the merchant, or because it expired). A canceled
 * request always says when and why; no other request does.
 */
export class CancelAndExpiry1764000001000 implements MigrationInterface {
  name = 'CancelAndExpiry1764000001000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE payment_requests
        ADD COLUMN expires_at timestamptz,
        ADD COLUMN canceled_at timestamptz,
        ADD COLUMN cancellation_reason text
          CONSTRAINT payment_requests_cancellation_reason_check CHECK (cancellation_reason IN ('requested', 'expired')),
        ADD CONSTRAINT payment_requests_canceled_with_reason_check
          CHECK ((status = 'canceled') = (cancellation_reason IS NOT NULL) AND (cancellation_reason IS NULL) = (canceled_at IS NULL))`);
    // The expiry sweeper: requests still waiting whose expiry has passed, earliest first.
    await queryRunner.query(`
      CREATE INDEX payment_requests_waiting_expiry_idx
        ON payment_requests (expires_at) WHERE status = 'waiting_for_payment' AND expires_at IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX payment_requests_waiting_expiry_idx');
    await queryRunner.query(`
      ALTER TABLE payment_requests
        DROP CONSTRAINT payment_requests_canceled_with_reason_check,
        DROP COLUMN cancellation_reason,
        DROP COLUMN canceled_at,
        DROP COLUMN expires_at`);
  }
}
