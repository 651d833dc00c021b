import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The counts behind the lists' totals (see PaymentRequestCounts1764000004000) without a row every
 * write of a merchant must update (docs/OPERATING.md, "One busy merchant"). Before, the trigger added each
 * change to the one row of (merchant, mode, status, day) at the commit, so one merchant's creates
 * and checkouts queued on that row's lock.
 *
 * Now the trigger only inserts the change (+1 or -1) into payment_request_count_changes, which no
 * write updates; `payment_request_counts_fold()` moves the changes into payment_request_counts
 * every second (one instance at a time), and the lists read `payment_request_tallies`: the counts
 * plus the changes not folded yet, exact at every moment. The changes have no foreign key: checking
 * one would share-lock the merchant's row on every write.
 */
export class CountChanges1764000021000 implements MigrationInterface {
  name = 'CountChanges1764000021000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE payment_request_count_changes (
        merchant_id text NOT NULL,
        livemode boolean NOT NULL,
        status text NOT NULL,
        day date NOT NULL,
        n integer NOT NULL
      )`);
    await queryRunner.query('CREATE INDEX payment_request_count_changes_owner_day_idx ON payment_request_count_changes (merchant_id, livemode, day, status, n)');
    await queryRunner.query(`
      CREATE VIEW payment_request_tallies AS
        SELECT merchant_id, livemode, status, day, n FROM payment_request_counts
        UNION ALL
        SELECT merchant_id, livemode, status, day, n FROM payment_request_count_changes`);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION payment_request_counts_add(merchant text, live boolean, request_status text, created_on date, delta integer)
      RETURNS void LANGUAGE sql AS $$
        INSERT INTO payment_request_count_changes (merchant_id, livemode, status, day, n) VALUES (merchant, live, request_status, created_on, delta)
      $$`);
    // Every change its snapshot sees, at once: a change commits only after the change it undoes (a
    // request moves out of a status once its move in has committed), so a fold never holds a -1
    // without its +1, and no count goes below zero.
    await queryRunner.query(`
      CREATE FUNCTION payment_request_counts_fold() RETURNS integer LANGUAGE sql AS $$
        WITH moved AS (
          DELETE FROM payment_request_count_changes RETURNING merchant_id, livemode, status, day, n
        ), summed AS (
          SELECT merchant_id, livemode, status, day, sum(n) AS n FROM moved GROUP BY 1, 2, 3, 4
        ), updated AS (
          UPDATE payment_request_counts c SET n = c.n + summed.n FROM summed
           WHERE (c.merchant_id, c.livemode, c.status, c.day) = (summed.merchant_id, summed.livemode, summed.status, summed.day)
          RETURNING c.merchant_id, c.livemode, c.status, c.day
        ), added AS (
          -- New counters only (their sum is never negative): an INSERT checks its row's CHECK before
          -- ON CONFLICT could turn it into an update, so a -1 must go through the UPDATE above.
          INSERT INTO payment_request_counts AS c (merchant_id, livemode, status, day, n)
          SELECT merchant_id, livemode, status, day, n FROM summed
           WHERE NOT EXISTS (
             SELECT 1 FROM updated
              WHERE (updated.merchant_id, updated.livemode, updated.status, updated.day) = (summed.merchant_id, summed.livemode, summed.status, summed.day))
          ON CONFLICT (merchant_id, livemode, status, day) DO UPDATE SET n = c.n + excluded.n
          RETURNING 1
        )
        SELECT count(*)::int FROM moved
      $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('SELECT payment_request_counts_fold()');
    await queryRunner.query('DROP FUNCTION payment_request_counts_fold()');
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION payment_request_counts_add(merchant text, live boolean, request_status text, created_on date, delta integer)
      RETURNS void LANGUAGE sql AS $$
        INSERT INTO payment_request_counts AS c (merchant_id, livemode, status, day, n)
        VALUES (merchant, live, request_status, created_on, greatest(delta, 0))
        ON CONFLICT (merchant_id, livemode, status, day) DO UPDATE SET n = c.n + delta
      $$`);
    await queryRunner.query('DROP VIEW payment_request_tallies');
    await queryRunner.query('DROP TABLE payment_request_count_changes');
  }
}
