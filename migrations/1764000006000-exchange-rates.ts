import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The rates read from an exchange-rate source (the BCV page), one row per source and value date, so
 * that every instance, and an instance after a restart, applies the same rate. The rate is numeric
 * (exact, as published); fetched_at is the last time the source gave this rate, from which its age
 * is counted.
 */
export class ExchangeRates1764000006000 implements MigrationInterface {
  name = 'ExchangeRates1764000006000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE exchange_rates (
        source text NOT NULL,
        value_date date NOT NULL,
        rate numeric(20, 8) NOT NULL CONSTRAINT exchange_rates_rate_check CHECK (rate > 0),
        fetched_at timestamptz NOT NULL,
        CONSTRAINT exchange_rates_pkey PRIMARY KEY (source, value_date)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE exchange_rates');
  }
}
