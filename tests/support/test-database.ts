import { randomBytes } from 'node:crypto';
import { ScratchDatabase, createScratchDatabase } from '../../scripts/scratch-database';
export type { ScratchDatabase };
import { DataSource } from 'typeorm';
import { createDataSource } from '../../src/adapters/persistence/typeorm/data-source';
import { Database } from '../../src/adapters/persistence/typeorm/database';
import { runMigrations } from '../../src/adapters/persistence/typeorm/run-migrations';
import { pgliteTemplate } from './pglite-template';

export type TestEngine = 'pglite' | 'postgres';

export interface TestDatabase {
  engine: TestEngine;
  dataSource: DataSource;
  database: Database;
  /** Empties every table; the schema stays. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** Which engine openTestDatabase() gives: PostgreSQL when TEST_DATABASE_URL is set, else PGlite. */
export function testEngine(): TestEngine {
  return process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
}

/** "(pglite)" or "(postgres)", for test names. */
export function describeDatabase(): string {
  return `(${testEngine()})`;
}

/**
 * A migrated database of its own: a fresh PostgreSQL database per call when TEST_DATABASE_URL is
 * set, otherwise (or when asked for 'pglite') an in-memory PGlite, started from the run's migrated
 * one (see pglite-template). PGlite still takes a second or more to start (and there is one per
 * process), so open one per test file and reset() between tests.
 */
export async function openTestDatabase(engine: TestEngine = testEngine()): Promise<TestDatabase> {
  const scratch = engine === 'postgres' ? await createScratchPostgresDatabase() : null;
  const template = engine === 'pglite' ? pgliteTemplate() : null;
  const dataSource = createDataSource({ databaseUrl: scratch?.url ?? null, dataDir: 'memory://', ...(template && { startFrom: template }) });
  try {
    await dataSource.initialize();
    await runMigrations(dataSource);
  } catch (error) {
    if (dataSource.isInitialized) await dataSource.destroy();
    await scratch?.drop();
    throw error;
  }
  const database = new Database(dataSource);
  return {
    engine,
    dataSource,
    database,
    reset: () =>
      database.query(async (session) => {
        await session.rows('TRUNCATE dashboard_sessions, exchange_rates, webhook_deliveries, webhook_endpoints, payment_request_counts, payment_request_count_changes, idempotency_keys, rate_limit_counters, events, refunds, payment_intents, payment_requests, customers, api_keys, merchants');
      }),
    close: async () => {
      await dataSource.destroy();
      await scratch?.drop();
    },
  };
}

/** An empty, unmigrated PostgreSQL database on the TEST_DATABASE_URL server. */
export async function createScratchPostgresDatabase(): Promise<ScratchDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `test_${randomBytes(6).toString('hex')}`;
  // A natural-language collation, as production databases usually have, so that nothing may lean
  // on bytewise ordering by accident. Servers built without ICU get their default.
  return createScratchDatabase(serverUrl, name, [`CREATE DATABASE ${name} TEMPLATE template0 LOCALE_PROVIDER icu ICU_LOCALE 'es-VE'`, `CREATE DATABASE ${name}`]);
}

/** Opens one test database for the enclosing describe block (closed after it); call the result inside tests. */
export function useTestDatabase(): () => TestDatabase {
  let opened: TestDatabase | undefined;
  beforeAll(async () => {
    opened = await openTestDatabase();
  });
  afterAll(async () => {
    await opened?.close();
  });
  return () => {
    if (!opened) throw new Error('the test database is not open yet: call it inside a hook or a test');
    return opened;
  };
}

/**
 * What a second instance of the service would use: its own pool on the same PostgreSQL database. On
 * the embedded database (one process owns it) the same Database is shared. `close` ends the pool.
 */
export async function secondPoolOn(db: TestDatabase): Promise<{ database: Database; close(): Promise<void> }> {
  if (db.engine !== 'postgres') return { database: db.database, close: async () => undefined };
  const second = await createDataSource({ databaseUrl: (db.dataSource.options as { url: string }).url, dataDir: 'unused' }).initialize();
  return { database: new Database(second), close: () => second.destroy() };
}
