import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sessions of the merchant dashboard. The browser holds a random session id; only its SHA-256 is
 * kept here (never the id, never the secret key), so a copy of this table opens no session.
 */
export class DashboardSessions1764000017000 implements MigrationInterface {
  name = 'DashboardSessions1764000017000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE dashboard_sessions (
        id_hash text PRIMARY KEY,
        merchant_id text NOT NULL,
        key_id text NOT NULL,
        mode text NOT NULL CHECK (mode IN ('test', 'live')),
        csrf_secret text NOT NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        ended_at timestamptz
      )`);
    await queryRunner.query('CREATE INDEX dashboard_sessions_expires_at_idx ON dashboard_sessions (expires_at)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE dashboard_sessions');
  }
}
