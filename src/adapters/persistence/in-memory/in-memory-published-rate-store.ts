import { PublishedRateStore, StoredRate } from '../../../application/ports/published-rate-store';

/** The exchange_rates table in a Map, for unit tests. */
export class InMemoryPublishedRateStore implements PublishedRateStore {
  private readonly rows = new Map<string, StoredRate>();

  async record(source: string, rate: StoredRate): Promise<void> {
    const key = `${source} ${rate.valueDate}`;
    const known = this.rows.get(key);
    const fetchedAt = known && known.fetchedAt > rate.fetchedAt ? known.fetchedAt : rate.fetchedAt;
    this.rows.set(key, { ...rate, fetchedAt });
  }

  async latest(source: string, limit: number): Promise<StoredRate[]> {
    return [...this.rows.entries()]
      .filter(([key]) => key.startsWith(`${source} `))
      .map(([, rate]) => ({ ...rate }))
      .sort((a, b) => (a.valueDate < b.valueDate ? 1 : a.valueDate > b.valueDate ? -1 : 0))
      .slice(0, limit);
  }
}
