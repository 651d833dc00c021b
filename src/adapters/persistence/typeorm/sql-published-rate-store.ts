import { PublishedRateStore, StoredRate } from '../../../application/ports/published-rate-store';
import { Database } from './database';

interface RateRow {
  value_date: string;
  rate: string;
  fetched_at: Date | string;
}

/** exchange_rates: one row per source and value date. */
export class SqlPublishedRateStore implements PublishedRateStore {
  constructor(private readonly database: Database) {}

  async record(source: string, rate: StoredRate): Promise<void> {
    await this.database.query((session) =>
      session.rows(
        `INSERT INTO exchange_rates (source, value_date, rate, fetched_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (source, value_date) DO UPDATE SET rate = EXCLUDED.rate, \
fetched_at = GREATEST(exchange_rates.fetched_at, EXCLUDED.fetched_at)`,
        [source, rate.valueDate, rate.vesPerUsd, rate.fetchedAt],
      ),
    );
  }

  async latest(source: string, limit: number): Promise<StoredRate[]> {
    const rows = await this.database.query((session) =>
      session.rows<RateRow>(
        `SELECT to_char(value_date, 'YYYY-MM-DD') AS value_date, rate::text AS rate, fetched_at
           FROM exchange_rates WHERE source = $1 ORDER BY value_date DESC LIMIT $2`,
        [source, limit],
      ),
    );
    return rows.map((row) => ({ valueDate: row.value_date, vesPerUsd: trimZeros(row.rate), fetchedAt: new Date(row.fetched_at) }));
  }
}

/** `241.57820000` → `241.5782`: the rate as published, without the column's padding. */
function trimZeros(decimal: string): string {
  return decimal.includes('.') ? decimal.replace(/\.?0+$/, '') : decimal;
}
