import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each merchant's own bank accounts (live mode only): the bank, the methods it takes, whether its
 * credentials were verified, what payers of a reported transfer see, and the credentials sealed
 * (AES-256-GCM under BANK_CREDENTIALS_KEY, the key's id beside them) with their last four characters
 * shown. Attempts and refunds will record the account that took them (NULL: the deployment's own).
 */
export class BankAccounts1764000022000 implements MigrationInterface {
  name = 'BankAccounts1764000022000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE bank_accounts (
        id text PRIMARY KEY,
        merchant_id text NOT NULL REFERENCES merchants (id),
        bank text NOT NULL,
        methods text[] NOT NULL CONSTRAINT bank_accounts_methods_check CHECK (cardinality(methods) > 0),
        status text NOT NULL CONSTRAINT bank_accounts_status_check CHECK (status IN ('verified', 'failed', 'disabled')),
        failure_code text NULL,
        receiving_account jsonb NULL,
        credential_hints jsonb NOT NULL,
        credentials_key_id text NOT NULL,
        credentials_sealed text NOT NULL,
        verified_at timestamptz NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await queryRunner.query('CREATE INDEX bank_accounts_merchant_idx ON bank_accounts (merchant_id, created_at, id)');
    await queryRunner.query('CREATE INDEX bank_accounts_key_idx ON bank_accounts (credentials_key_id)');
    await queryRunner.query('ALTER TABLE payment_intents ADD COLUMN bank_account_id text NULL REFERENCES bank_accounts (id)');
    await queryRunner.query('ALTER TABLE refunds ADD COLUMN bank_account_id text NULL REFERENCES bank_accounts (id)');
    // A bank's reference is unique within one account, not across accounts: two merchants at one bank may see the same numbers.
    await queryRunner.query('DROP INDEX payment_intents_one_use_per_transfer_idx');
    await queryRunner.query(`
      CREATE UNIQUE INDEX payment_intents_one_use_per_transfer_idx
        ON payment_intents ((coalesce(bank_account_id, gateway_id)), reference_id) WHERE method = 'p2p' AND status = 'succeeded'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX payment_intents_one_use_per_transfer_idx');
    await queryRunner.query(`
      CREATE UNIQUE INDEX payment_intents_one_use_per_transfer_idx
        ON payment_intents (gateway_id, reference_id) WHERE method = 'p2p' AND status = 'succeeded'`);
    await queryRunner.query('ALTER TABLE refunds DROP COLUMN bank_account_id');
    await queryRunner.query('ALTER TABLE payment_intents DROP COLUMN bank_account_id');
    await queryRunner.query('DROP TABLE bank_accounts');
  }
}
