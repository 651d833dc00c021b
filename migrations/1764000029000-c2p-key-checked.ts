import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Whether the bank has answered a C2P charge made with a bank account's current credentials: some banks' C2P key
 * cannot be checked without a charge (BDV), so an account says whether it has been. False for the accounts stored
 * before: their next answered C2P charge sets it.
 */
export class C2pKeyChecked1764000029000 implements MigrationInterface {
  name = 'C2pKeyChecked1764000029000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE bank_accounts ADD COLUMN c2p_key_checked boolean NOT NULL DEFAULT false');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE bank_accounts DROP COLUMN c2p_key_checked');
  }
}
