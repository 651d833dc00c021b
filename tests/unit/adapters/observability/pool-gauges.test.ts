import { PoolState } from '../../../../src/adapters/observability/probes';
import { ServiceMetrics } from '../../../../src/adapters/observability/service-metrics';

/** A pool of ten connections, three in use, where every database query of a scrape takes one more while it runs. */
class BusyPool {
  inUse = 3;
  reads = 0;
  readonly state = (): PoolState => {
    this.reads++;
    return { total: 10, idle: 10 - this.inUse, waiting: 0 };
  };
  async query<T>(answer: T): Promise<T> {
    this.inUse++;
    await Promise.resolve();
    const result = answer;
    this.inUse--;
    return result;
  }
}

function sampleOf(text: string, name: string): number {
  const match = new RegExp(`^${name} (\\S+)$`, 'm').exec(text);
  if (!match) throw new Error(`no sample ${name}`);
  return Number(match[1]);
}

describe('Database pool gauges', () => {
  it("show the pool as it was when the scrape began, whatever the order of the gauges that query the database", async () => {
    const pool = new BusyPool();
    const metrics = new ServiceMetrics(pool.state, () => pool.query(4));
    // Registered after the pool gauges: it still must not show in them.
    metrics.trackRateAge(() => pool.query(60));

    const { text } = await metrics.exposition();

    expect(sampleOf(text, 'db_pool_connections')).toBe(10);
    expect(sampleOf(text, 'db_pool_idle_connections')).toBe(7);
    expect(sampleOf(text, 'db_pool_waiting_requests')).toBe(0);
    expect(sampleOf(text, 'webhook_deliveries_due')).toBe(4);
    expect(sampleOf(text, 'exchange_rate_age_seconds')).toBe(60);
  });

  it('read the pool once per scrape, so the three gauges come from the same moment', async () => {
    const pool = new BusyPool();
    const metrics = new ServiceMetrics(pool.state);
    await metrics.exposition();
    pool.inUse = 9;
    const { text } = await metrics.exposition();
    expect(pool.reads).toBe(2);
    expect(sampleOf(text, 'db_pool_idle_connections')).toBe(1);
  });
});
