import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The rate limits' counters when they are shared through PostgreSQL (no REDIS_URL): one row per
 * limited key, prefixed by the limit's name. A window starts with the key's first hit and ends at
 * resets_at; a hit after that starts a new one in the same upsert. Expired rows are pruned.
 */
export class RateLimitCounters1764000005000 implements MigrationInterface {
  name = 'RateLimitCounters1764000005000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE rate_limit_counters (
        key text NOT NULL,
        hits integer NOT NULL CONSTRAINT rate_limit_counters_hits_check CHECK (hits >= 0),
        window_started_at timestamptz NOT NULL,
        resets_at timestamptz NOT NULL,
        CONSTRAINT rate_limit_counters_pkey PRIMARY KEY (key)
      )`);
    await queryRunner.query('CREATE INDEX rate_limit_counters_resets_at_idx ON rate_limit_counters (resets_at)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE rate_limit_counters');
  }
}
