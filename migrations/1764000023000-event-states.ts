import { MigrationInterface, QueryRunner } from 'typeorm';

/** The one member of the object of an event that held a state while this migration was undone. */
const KEPT = 'recorded_state';

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
    // Events this migration's `down` kept while undone get their state back.
    await queryRunner.query(
      `UPDATE events SET state = object->'${KEPT}', object = NULL WHERE object ? '${KEPT}' AND object - '${KEPT}' = '{}'::jsonb`,
    );
    await queryRunner.query(
      'ALTER TABLE events ADD CONSTRAINT events_object_or_state_check CHECK ((object IS NULL) <> (state IS NULL)) NOT VALID',
    );
  }

  /**
   * Keeps every event (events are never deleted): one stored with a state keeps it in its object as
   * `{"${KEPT}": …}` (SQL cannot render it), which `up` turns back into its state.
   */
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE events DROP CONSTRAINT events_object_or_state_check');
    await queryRunner.query(`UPDATE events SET object = jsonb_build_object('${KEPT}', state) WHERE object IS NULL`);
    await queryRunner.query('ALTER TABLE events ALTER COLUMN object SET NOT NULL');
    await queryRunner.query('ALTER TABLE events DROP COLUMN state');
  }
}
