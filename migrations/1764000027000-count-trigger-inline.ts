import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The count trigger (see CountChanges1764000021000) writes its changes itself, a move's -1 and +1
 * in one INSERT. It called the SQL function payment_request_counts_add once per change, and
 * PostgreSQL parses and plans a SQL function's body again on every call from PL/pgSQL: about a
 * third of the trigger's cost on each create and each status move. The order of a move's two
 * changes no longer matters: the changes table is only ever inserted into, so nothing is locked.
 */
export class CountTriggerInline1764000027000 implements MigrationInterface {
  name = 'CountTriggerInline1764000027000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const change = (row: 'NEW' | 'OLD', n: number) =>
      `(${row}.merchant_id, ${row}.livemode, ${row}.status, (${row}.created_at AT TIME ZONE 'UTC')::date, ${n})`;
    const insert = 'INSERT INTO payment_request_count_changes (merchant_id, livemode, status, day, n) VALUES';
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION payment_request_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF current_setting('payment_request_counts.maintained_by_caller', true) = 'on' THEN
          RETURN NULL;
        END IF;
        IF TG_OP = 'INSERT' THEN
          ${insert} ${change('NEW', 1)};
        ELSIF TG_OP = 'DELETE' THEN
          ${insert} ${change('OLD', -1)};
        ELSE
          ${insert} ${change('OLD', -1)}, ${change('NEW', 1)};
        END IF;
        RETURN NULL;
      END
      $$`);
    await queryRunner.query('DROP FUNCTION payment_request_counts_add(text, boolean, text, date, integer)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION payment_request_counts_add(merchant text, live boolean, request_status text, created_on date, delta integer)
      RETURNS void LANGUAGE sql AS $$
        INSERT INTO payment_request_count_changes (merchant_id, livemode, status, day, n) VALUES (merchant, live, request_status, created_on, delta)
      $$`);
    const key = (row: 'NEW' | 'OLD') => `${row}.merchant_id, ${row}.livemode, ${row}.status, (${row}.created_at AT TIME ZONE 'UTC')::date`;
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION payment_request_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF current_setting('payment_request_counts.maintained_by_caller', true) = 'on' THEN
          RETURN NULL;
        END IF;
        IF TG_OP = 'INSERT' THEN
          PERFORM payment_request_counts_add(${key('NEW')}, 1);
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM payment_request_counts_add(${key('OLD')}, -1);
        ELSIF (${key('OLD')}) < (${key('NEW')}) THEN
          PERFORM payment_request_counts_add(${key('OLD')}, -1);
          PERFORM payment_request_counts_add(${key('NEW')}, 1);
        ELSE
          PERFORM payment_request_counts_add(${key('NEW')}, 1);
          PERFORM payment_request_counts_add(${key('OLD')}, -1);
        END IF;
        RETURN NULL;
      END
      $$`);
  }
}
