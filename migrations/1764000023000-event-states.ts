import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Events keep the state they record, not its rendering: `state` holds the payment request right
 * after the change (its row with its attempts and refunds) and, for a refund's event, which refund;
 * the API and webhook deliveries render `data.object` from it when they show the event. Events
 * stored before keep their rendered `object` (and no state) and are served exactly as stored.
 * Exactly one of the two is set; NOT VALID spares the check a scan of the rows it already holds.
 */
export class EventStates1764000023000 implements MigrationInterface {
  name = 'EventStates1764000023000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE events ADD COLUMN state jsonb NULL');
    await queryRunner.query('ALTER TABLE events ALTER COLUMN object DROP NOT NULL');
    await queryRunner.query(
      'ALTER TABLE events ADD CONSTRAINT events_object_or_state_check CHECK ((object IS NULL) <> (state IS NULL)) NOT VALID',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const [{ kept }] = (await queryRunner.query('SELECT count(*)::int AS kept FROM events WHERE state IS NOT NULL')) as { kept: number }[];
    if (kept > 0) throw new Error(`${kept} events hold a state, which the version before this migration cannot show: not reverted`);
    await queryRunner.query('ALTER TABLE events DROP CONSTRAINT events_object_or_state_check');
    await queryRunner.query('ALTER TABLE events ALTER COLUMN object SET NOT NULL');
    await queryRunner.query('ALTER TABLE events DROP COLUMN state');
  }
}
