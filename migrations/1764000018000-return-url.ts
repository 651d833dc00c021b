import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Where the hosted page links the customer back to the merchant once a request is paid or
 * canceled: an https URL of at most 2048 characters, checked by the API; NULL for none, as every
 * request made before it has.
 */
export class ReturnUrl1764000018000 implements MigrationInterface {
  name = 'ReturnUrl1764000018000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE payment_requests
        ADD COLUMN return_url text NULL
          CONSTRAINT payment_requests_return_url_check CHECK (length(return_url) <= 2048)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE payment_requests DROP COLUMN return_url');
  }
}
