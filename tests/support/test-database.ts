import { randomBytes } from 'node:crypto';
import { ScratchDatabase, createScratchDatabase, dropDatabase } from '../../scripts/scratch-database';
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

/**
 * Every table, each before those it references. reset() deletes their rows: a test leaves a few, and
 * deleting them takes a seventh of the time TRUNCATE takes (it makes every table anew).
 */
const TABLES_CHILDREN_FIRST = [
  'dashboard_sessions', 'exchange_rates', 'webhook_deliveries', 'webhook_endpoints',
  'payment_request_counts', 'payment_request_count_changes', 'idempotency_keys', 'rate_limit_counters',
  'events', 'refunds', 'payment_intents', 'payment_requests', 'payment_links', 'customers', 'api_keys', 'bank_accounts', 'merchants',
];

/** Which engine openTestDatabase() gives: PostgreSQL when TEST_DATABASE_URL is set, else PGlite. */
export function testEngine(): TestEngine {
  return process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
}

/**
 * Registers suites that use no database (an in-memory adapter's half of a contract suite) in the
 * embedded pass only: the PostgreSQL pass runs a file for its database half and would repeat them.
 */
export function inEmbeddedPass(register: () => void): void {
  if (testEngine() === 'pglite') register();
}

/**
 * How many rounds a race test runs: `onPostgres` there, where the racers' statements really run at
 * once; 3 on PGlite, which runs one statement at a time, so that every round interleaves the racers
 * alike and more rounds prove nothing more.
 */
export function raceRounds(onPostgres: number): number {
  return testEngine() === 'postgres' ? onPostgres : Math.min(onPostgres, 3);
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
  const scratch = engine === 'postgres' ? await createScratchPostgresDatabase(process.env[POSTGRES_TEMPLATE_ENV]) : null;
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
        await session.rows(TABLES_CHILDREN_FIRST.map((table) => `DELETE FROM ${table}`).join('; '));
        // Deleting requests fires the counts' triggers, which write their -1 changes as that commits.
        await session.rows('DELETE FROM payment_request_count_changes');
      }),
    close: async () => {
      await dataSource.destroy();
      await scratch?.drop();
    },
  };
}

/** Set by Jest's global setup in the PostgreSQL pass: a migrated database on the server to copy. */
export const POSTGRES_TEMPLATE_ENV = 'TEST_POSTGRES_TEMPLATE';

/**
 * A PostgreSQL database of its own on the TEST_DATABASE_URL server: empty and unmigrated, or a copy
 * of `template` (CREATE DATABASE … TEMPLATE, much faster than migrating again).
 */
export async function createScratchPostgresDatabase(template?: string): Promise<ScratchDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `test_${randomBytes(6).toString('hex')}`;
  if (template) return createScratchDatabase(serverUrl, name, [`CREATE DATABASE ${name} TEMPLATE ${template}`]);
  // A natural-language collation, as production databases usually have, so that nothing may lean
  // on bytewise ordering by accident. Servers built without ICU get their default.
  return createScratchDatabase(serverUrl, name, [`CREATE DATABASE ${name} TEMPLATE template0 LOCALE_PROVIDER icu ICU_LOCALE 'es-VE'`, `CREATE DATABASE ${name}`]);
}

/** Drops database `name` on the TEST_DATABASE_URL server. */
export async function dropPostgresDatabase(name: string): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) await dropDatabase(serverUrl, name);
}

/**
 * Creates and migrates the PostgreSQL pass's template database (before POSTGRES_TEMPLATE_ENV is set,
 * openTestDatabase migrates a new one) and returns its name; nothing stays connected to it.
 */
export async function createPostgresTemplate(): Promise<string> {
  const migrated = await openTestDatabase('postgres');
  await migrated.dataSource.destroy();
  return new URL((migrated.dataSource.options as { url: string }).url).pathname.slice(1);
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
