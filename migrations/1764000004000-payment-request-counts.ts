import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How many requests each merchant has, per status and per UTC day of creation, so that a list's
 * exact total and the place of a deep page come from summing a few hundred rows instead of counting
 * or skipping a million (docs/OPERATING.md, "Lists at a million requests"). UTC days are fixed intervals of
 * time in every business time zone; a filter's partial days are counted through the list indexes.
 *
 * A deferred trigger keeps the counts in the transaction of every insert, status change or delete,
 * whichever code makes it; deferred, it takes the counter's row lock only at the commit. A bulk
 * loader may set `payment_request_counts.maintained_by_caller = on` in its transaction and add the
 * counts itself in one statement.
 */
export class PaymentRequestCounts1764000004000 implements MigrationInterface {
  name = 'PaymentRequestCounts1764000004000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE payment_request_counts (
        merchant_id text NOT NULL REFERENCES merchants (id),
        status text NOT NULL,
        day date NOT NULL,
        n bigint NOT NULL CHECK (n >= 0),
        CONSTRAINT payment_request_counts_pkey PRIMARY KEY (merchant_id, status, day)
      )`);
    // The lists without a status sum every status of a day.
    await queryRunner.query('CREATE INDEX payment_request_counts_merchant_day_idx ON payment_request_counts (merchant_id, day, status, n)');
    await queryRunner.query(`
      CREATE FUNCTION payment_request_counts_add(merchant text, request_status text, created_on date, delta integer)
      RETURNS void LANGUAGE sql AS $$
        INSERT INTO payment_request_counts AS c (merchant_id, status, day, n) VALUES (merchant, request_status, created_on, greatest(delta, 0))
        ON CONFLICT (merchant_id, status, day) DO UPDATE SET n = c.n + delta
      $$`);
    // A move touches two counters. They are locked in one order, (merchant, status, day), whichever
    // way the request moves: a claim (waiting -> confirmation) and a decline (confirmation ->
    // waiting) committing at once would otherwise each hold the counter the other needs.
    await queryRunner.query(`
      CREATE FUNCTION payment_request_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF current_setting('payment_request_counts.maintained_by_caller', true) = 'on' THEN
          RETURN NULL;
        END IF;
        IF TG_OP = 'INSERT' THEN
          PERFORM payment_request_counts_add(NEW.merchant_id, NEW.status, (NEW.created_at AT TIME ZONE 'UTC')::date, 1);
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM payment_request_counts_add(OLD.merchant_id, OLD.status, (OLD.created_at AT TIME ZONE 'UTC')::date, -1);
        ELSIF (OLD.merchant_id, OLD.status, (OLD.created_at AT TIME ZONE 'UTC')::date) < (NEW.merchant_id, NEW.status, (NEW.created_at AT TIME ZONE 'UTC')::date) THEN
          PERFORM payment_request_counts_add(OLD.merchant_id, OLD.status, (OLD.created_at AT TIME ZONE 'UTC')::date, -1);
          PERFORM payment_request_counts_add(NEW.merchant_id, NEW.status, (NEW.created_at AT TIME ZONE 'UTC')::date, 1);
        ELSE
          PERFORM payment_request_counts_add(NEW.merchant_id, NEW.status, (NEW.created_at AT TIME ZONE 'UTC')::date, 1);
          PERFORM payment_request_counts_add(OLD.merchant_id, OLD.status, (OLD.created_at AT TIME ZONE 'UTC')::date, -1);
        END IF;
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`
      CREATE CONSTRAINT TRIGGER payment_request_counts_on_insert_or_delete
        AFTER INSERT OR DELETE ON payment_requests DEFERRABLE INITIALLY DEFERRED
        FOR EACH ROW EXECUTE FUNCTION payment_request_counts_track()`);
    await queryRunner.query(`
      CREATE CONSTRAINT TRIGGER payment_request_counts_on_move
        AFTER UPDATE OF merchant_id, status, created_at ON payment_requests DEFERRABLE INITIALLY DEFERRED
        FOR EACH ROW
        WHEN (OLD.merchant_id IS DISTINCT FROM NEW.merchant_id OR OLD.status IS DISTINCT FROM NEW.status
              OR OLD.created_at IS DISTINCT FROM NEW.created_at)
        EXECUTE FUNCTION payment_request_counts_track()`);
    await queryRunner.query(`
      INSERT INTO payment_request_counts (merchant_id, status, day, n)
      SELECT merchant_id, status, (created_at AT TIME ZONE 'UTC')::date, count(*)
        FROM payment_requests GROUP BY 1, 2, 3`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER payment_request_counts_on_move ON payment_requests');
    await queryRunner.query('DROP TRIGGER payment_request_counts_on_insert_or_delete ON payment_requests');
    await queryRunner.query('DROP FUNCTION payment_request_counts_track()');
    await queryRunner.query('DROP FUNCTION payment_request_counts_add(text, text, date, integer)');
    await queryRunner.query('DROP TABLE payment_request_counts');
  }
}
