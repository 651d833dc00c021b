import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The columns that reference payment_requests.id take its collation ("C"). With differing
 * collations a plain `payment_request_id = pr.id` cannot use the referencing column's index, and a
 * request's intents were found by reading every intent. PostgreSQL rebuilds the columns' indexes and
 * keeps their foreign keys.
 */
export class IntentAndEventCollations1764000007000 implements MigrationInterface {
  name = 'IntentAndEventCollations1764000007000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE payment_intents ALTER COLUMN payment_request_id TYPE text COLLATE "C"');
    await queryRunner.query('ALTER TABLE events ALTER COLUMN payment_request_id TYPE text COLLATE "C"');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE events ALTER COLUMN payment_request_id TYPE text COLLATE "default"');
    await queryRunner.query('ALTER TABLE payment_intents ALTER COLUMN payment_request_id TYPE text COLLATE "default"');
  }
}
