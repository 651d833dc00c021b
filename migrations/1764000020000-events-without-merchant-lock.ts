import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Events numbered without a row every write of a merchant must lock (docs/OPERATING.md, "One busy merchant").
 * Before, a save took its numbers from merchants.event_seq under that row's lock, held to the
 * commit, so numbers became visible in order; every write of one merchant queued on it.
 *
 * Now `seq` comes from one sequence for every event, and `txid` records the writing transaction
 * (`pg_current_xact_id()`). The feed lists a merchant's events in (txid, seq) order, and only those
 * whose transaction is older than every transaction still running
 * (`txid < pg_snapshot_xmin(pg_current_snapshot())`): no transaction can commit an event below that
 * horizon any more, so what the feed has shown is never followed by an event sorted before it.
 * Events stored before this migration keep their numbers, with txid 0: before every other.
 */
export class EventsWithoutMerchantLock1764000020000 implements MigrationInterface {
  name = 'EventsWithoutMerchantLock1764000020000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE SEQUENCE event_numbers AS bigint OWNED BY events.seq');
    await queryRunner.query("SELECT setval('event_numbers', coalesce((SELECT max(seq) FROM events), 0) + 1, false)");
    await queryRunner.query("ALTER TABLE events ALTER COLUMN seq SET DEFAULT nextval('event_numbers')");
    await queryRunner.query("ALTER TABLE events ADD COLUMN txid xid8 NOT NULL DEFAULT '0'");
    await queryRunner.query('ALTER TABLE events ALTER COLUMN txid SET DEFAULT pg_current_xact_id()');
    await queryRunner.query('ALTER TABLE events DROP CONSTRAINT events_merchant_seq_key');
    await queryRunner.query('DROP INDEX events_owner_seq_idx');
    await queryRunner.query('DROP INDEX events_owner_type_seq_idx');
    await queryRunner.query('CREATE INDEX events_owner_feed_idx ON events (merchant_id, livemode, txid, seq)');
    await queryRunner.query('CREATE INDEX events_owner_type_feed_idx ON events (merchant_id, livemode, type, txid, seq)');
    await queryRunner.query('ALTER TABLE merchants DROP COLUMN event_seq');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // Each merchant's events numbered again 1, 2, … in the order the feed gave them.
    await queryRunner.query('ALTER TABLE merchants ADD COLUMN event_seq bigint NOT NULL DEFAULT 0 CHECK (event_seq >= 0)');
    await queryRunner.query('DROP INDEX events_owner_type_feed_idx');
    await queryRunner.query('DROP INDEX events_owner_feed_idx');
    await queryRunner.query('ALTER TABLE events ALTER COLUMN seq DROP DEFAULT');
    await queryRunner.query('DROP SEQUENCE event_numbers');
    await queryRunner.query(`
      UPDATE events SET seq = renumbered.n
        FROM (SELECT id, row_number() OVER (PARTITION BY merchant_id ORDER BY txid, seq) AS n FROM events) AS renumbered
       WHERE events.id = renumbered.id`);
    await queryRunner.query('ALTER TABLE events DROP COLUMN txid');
    await queryRunner.query('UPDATE merchants m SET event_seq = coalesce((SELECT max(seq) FROM events e WHERE e.merchant_id = m.id), 0)');
    await queryRunner.query('ALTER TABLE events ADD CONSTRAINT events_merchant_seq_key UNIQUE (merchant_id, seq)');
    await queryRunner.query('CREATE INDEX events_owner_seq_idx ON events (merchant_id, livemode, seq)');
    await queryRunner.query('CREATE INDEX events_owner_type_seq_idx ON events (merchant_id, livemode, type, seq)');
  }
}
