import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reusable payment links: one public address (its token) through which each customer creates a
 * payment request of the link's amount and description. A request made through one names it
 * (payment_link_id; NULL for every other request), and the list's filter by link reads the index
 * below: the owner, the link, then the list's order.
 */
export class PaymentLinks1764000025000 implements MigrationInterface {
  name = 'PaymentLinks1764000025000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE payment_links (
        id text PRIMARY KEY,
        merchant_id text NOT NULL REFERENCES merchants (id),
        livemode boolean NOT NULL,
        token text NOT NULL CONSTRAINT payment_links_token_key UNIQUE,
        amount_cents bigint NOT NULL CONSTRAINT payment_links_amount_check CHECK (amount_cents > 0),
        description text NOT NULL,
        active boolean NOT NULL,
        expires_at timestamptz NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await queryRunner.query('CREATE INDEX payment_links_owner_created_idx ON payment_links (merchant_id, livemode, created_at DESC, id DESC)');
    await queryRunner.query('ALTER TABLE payment_requests ADD COLUMN payment_link_id text NULL REFERENCES payment_links (id)');
    await queryRunner.query(`
      CREATE INDEX payment_requests_owner_payment_link_created_idx
        ON payment_requests (merchant_id, livemode, payment_link_id, created_at DESC, id DESC) WHERE payment_link_id IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX payment_requests_owner_payment_link_created_idx');
    await queryRunner.query('ALTER TABLE payment_requests DROP COLUMN payment_link_id');
    await queryRunner.query('DROP TABLE payment_links');
  }
}
