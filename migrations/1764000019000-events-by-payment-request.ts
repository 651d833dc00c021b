import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One payment request's events in the order they were stored (the dashboard's page of a request):
 * the feed's indexes all lead with the owner, so without this every such read scanned the
 * merchant's whole feed. `seq` grows within a request in commit order, as it does within a merchant.
 */
export class EventsByPaymentRequest1764000019000 implements MigrationInterface {
  name = 'EventsByPaymentRequest1764000019000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE INDEX events_payment_request_idx ON events (payment_request_id, seq)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX events_payment_request_idx');
  }
}
