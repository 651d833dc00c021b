import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The list's `external_id` filter: like the other list indexes, the owner first, then the filtered
 * column, then the list's order, so a merchant's requests of one external_id are counted and paged
 * through this index alone.
 */
export class ExternalIdFilter1764000015000 implements MigrationInterface {
  name = 'ExternalIdFilter1764000015000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE INDEX payment_requests_owner_external_id_created_idx
        ON payment_requests (merchant_id, livemode, external_id, created_at DESC, id DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX payment_requests_owner_external_id_created_idx');
  }
}
