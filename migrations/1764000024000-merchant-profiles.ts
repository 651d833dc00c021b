import { MigrationInterface, QueryRunner } from 'typeorm';

/** A merchant's profile beyond its name: RIF, support contact and brand colour, each optional. */
export class MerchantProfiles1764000024000 implements MigrationInterface {
  name = 'MerchantProfiles1764000024000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE merchants ADD COLUMN legal_id text NULL, ADD COLUMN support_email text NULL, ' +
      'ADD COLUMN support_phone text NULL, ADD COLUMN brand_color text NULL',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE merchants DROP COLUMN legal_id, DROP COLUMN support_email, DROP COLUMN support_phone, DROP COLUMN brand_color',
    );
  }
}
