import { DataSource } from 'typeorm';
import { createDataSource } from '../../src/adapters/persistence/typeorm/data-source';
import { runMigrations } from '../../src/adapters/persistence/typeorm/run-migrations';
import { ScratchDatabase, createScratchPostgresDatabase } from '../support/test-database';

/**
 * @engine postgres: several instances migrating one server.
 */

const INSTANCES = 4;
const describeOnPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

describeOnPostgres('migrations on one PostgreSQL database (skipped unless TEST_DATABASE_URL is set)', () => {
  let scratch: ScratchDatabase;
  let instances: DataSource[];

  beforeAll(async () => {
    scratch = await createScratchPostgresDatabase();
    instances = await Promise.all(
      Array.from({ length: INSTANCES }, () => createDataSource({ databaseUrl: scratch.url, dataDir: 'unused' }).initialize()),
    );
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.destroy()));
    await scratch.drop();
  });

  it(`lets ${INSTANCES} instances starting at once all succeed, applying each migration exactly once`, async () => {
    const applied = await Promise.all(instances.map((instance) => runMigrations(instance)));

    expect(applied.flat()).toEqual(instances[0].migrations.map((migration) => migration.name));
    const [{ count }] = await instances[0].query('SELECT count(*)::int AS count FROM migrations');
    expect(count).toBe(instances[0].migrations.length);
    const tables = await instances[0].query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
    );
    expect(tables.map((table: { table_name: string }) => table.table_name)).toEqual([
      'api_keys', 'bank_accounts', 'customers', 'dashboard_sessions', 'events', 'exchange_rates', 'idempotency_keys', 'merchants', 'migrations',
      'payment_intents', 'payment_links', 'payment_request_count_changes', 'payment_request_counts', 'payment_request_tallies', 'payment_requests', 'rate_limit_counters', 'refunds',
      'unmatched_bank_transactions',
      'webhook_deliveries', 'webhook_endpoints',
    ]);
  });

  it('finds nothing to do on the next start', async () => {
    expect(await runMigrations(instances[1])).toEqual([]);
  });
});
