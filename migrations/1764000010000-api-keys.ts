import { MigrationInterface, QueryRunner } from 'typeorm';

const LEGACY_MODE_SETTING = 'payments.legacy_mode';

/**
 * A merchant may hold several keys, each of one mode, that can be rolled, revoked and listed. The
 * one key each merchant had moves here. Its mode is the one the service was paying in (live when a
 * bank took a method: docs/OPERATING.md, "Keys"), which only the service knows: it hands it over in the session
 * setting payments.legacy_mode. Those keys were all `sk_test_…`; their last four characters were never
 * kept, so they are learned at each key's next use.
 */
export class ApiKeys1764000010000 implements MigrationInterface {
  name = 'ApiKeys1764000010000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const [{ merchants, mode }] = await queryRunner.query(
      'SELECT EXISTS (SELECT 1 FROM merchants) AS merchants, current_setting($1, true) AS mode',
      [LEGACY_MODE_SETTING],
    );
    if (merchants && mode !== 'test' && mode !== 'live') {
      throw new Error(
        'the api_keys migration must know the mode of the keys issued so far (live when a bank is configured): '
          + 'run the migrations through the service (npm start, or npm run merchant:create), not by hand',
      );
    }
    await queryRunner.query(`
      CREATE TABLE api_keys (
        id text PRIMARY KEY,
        merchant_id text NOT NULL REFERENCES merchants (id),
        mode text NOT NULL CHECK (mode IN ('test', 'live')),
        secret_hash text NOT NULL CONSTRAINT api_keys_secret_hash_key UNIQUE,
        prefix text NOT NULL CHECK (prefix IN ('sk_test_', 'sk_live_')),
        last4 text,
        created_at timestamptz NOT NULL,
        expires_at timestamptz,
        revoked_at timestamptz,
        last_used_at timestamptz
      )`);
    await queryRunner.query('CREATE INDEX api_keys_merchant_mode_idx ON api_keys (merchant_id, mode, created_at)');
    await queryRunner.query(
      `INSERT INTO api_keys (id, merchant_id, mode, secret_hash, prefix, created_at)
       SELECT 'key_' || replace(gen_random_uuid()::text, '-', ''), id, $1, secret_key_hash, 'sk_test_', created_at FROM merchants`,
      [mode],
    );
    await queryRunner.query('ALTER TABLE merchants DROP COLUMN secret_key_hash');
  }

  /** Each merchant keeps one key: its oldest unrevoked test key if it has one (others are lost). */
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE merchants ADD COLUMN secret_key_hash text');
    await queryRunner.query(`
      UPDATE merchants m SET secret_key_hash = coalesce(
        (SELECT k.secret_hash FROM api_keys k WHERE k.merchant_id = m.id
          ORDER BY k.revoked_at IS NOT NULL, k.mode <> 'test', k.created_at, k.id LIMIT 1),
        'no-key-' || m.id)`);
    await queryRunner.query('ALTER TABLE merchants ALTER COLUMN secret_key_hash SET NOT NULL');
    await queryRunner.query('ALTER TABLE merchants ADD CONSTRAINT merchants_secret_key_hash_key UNIQUE (secret_key_hash)');
    await queryRunner.query('DROP TABLE api_keys');
  }
}
