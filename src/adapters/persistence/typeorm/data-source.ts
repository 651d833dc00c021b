import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { types } from '@electric-sql/pglite';
import { DataSource } from 'typeorm';
import { PGliteDriver } from 'typeorm-pglite';
import type { DatabaseTimeouts } from './database-settings';
import { AsyncMutex } from './async-mutex';
import { ALL_MIGRATIONS } from './all-migrations';
import { ENTITY_SCHEMAS } from './schemas';

export interface DataSourceSettings {
  /** `postgres://…`: PostgreSQL through pg. null: the embedded PGlite, kept in `dataDir`. */
  databaseUrl: string | null;
  /** A folder, or `memory://` for a throwaway embedded database. */
  dataDir: string;
  /**
   * PostgreSQL only: told of errors on idle pooled connections (the server went away). The pool
   * drops such a connection and opens new ones when asked, so this is only for logging. Without it
   * TypeORM's own handler keeps the process alive but logs nothing (logging is off).
   */
  onPoolError?: (error: Error) => void;
  /**
   * PostgreSQL only: bounds for a data source that serves requests. Left out (migrations, the CLI),
   * statements may run as long as they need and only opening a connection is bounded.
   */
  requestTimeouts?: DatabaseTimeouts;
  /**
   * Embedded only: a dump of another embedded database (PGlite's dumpDataDir) to start from, instead
   * of creating an empty one (which takes seconds). The tests start each database from a migrated one.
   */
  startFrom?: Blob;
}

const POOL_SIZE = 10;
const CONNECT_TIMEOUT_MS = 5_000;
const IDLE_TIMEOUT_MS = 30_000;
/** How much longer than PostgreSQL's statement_timeout the client waits before giving up itself. */
const CLIENT_BACKSTOP_MS = 1_000;

/**
 * typeorm-pglite keeps ONE PGlite instance per process (a static singleton) and hands that same
 * session out as every "connection". Work on it must therefore run one piece at a time: every user
 * of the embedded database goes through this lock (see Database and runMigrations).
 */
export const embeddedSessionLock = new AsyncMutex();

const embeddedDataSources = new WeakSet<DataSource>();
const workTimeouts = new WeakMap<DataSource, number>();
let lastEmbedded: DataSource | null = null;

/** Builds (does not initialize) the DataSource for the settings. */
export function createDataSource(settings: DataSourceSettings): DataSource {
  const common = {
    type: 'postgres' as const,
    entities: ENTITY_SCHEMAS,
    migrations: ALL_MIGRATIONS,
    migrationsTransactionMode: 'all' as const,
    synchronize: false,
    logging: false,
  };
  if (settings.databaseUrl !== null) {
    const timeouts = settings.requestTimeouts;
    const dataSource = new DataSource({
      ...common,
      url: settings.databaseUrl,
      poolSize: POOL_SIZE,
      connectTimeoutMS: timeouts?.connectMs ?? CONNECT_TIMEOUT_MS,
      applicationName: 've-payments',
      extra: {
        idleTimeoutMillis: IDLE_TIMEOUT_MS,
        ...(timeouts && {
          // The server cancels a slow statement or lock wait (SQLSTATE 57014, 55P03); should the server
          // itself hang, the client gives up a second later (query_timeout).
          statement_timeout: timeouts.statementMs,
          lock_timeout: timeouts.lockMs,
          query_timeout: timeouts.statementMs + CLIENT_BACKSTOP_MS,
        }),
      },
      ...(settings.onPoolError ? { poolErrorHandler: settings.onPoolError } : {}),
    });
    if (timeouts) workTimeouts.set(dataSource, timeouts.workMs);
    return dataSource;
  }
  if (lastEmbedded?.isInitialized) {
    throw new Error('An embedded database is already open in this process; destroy it before opening another.');
  }
  const dataSource = new DataSource({ ...common, driver: embeddedDriver(settings.dataDir, settings.startFrom) });
  embeddedDataSources.add(dataSource);
  lastEmbedded = dataSource;
  return dataSource;
}

/** True when the DataSource runs on the embedded PGlite rather than a PostgreSQL server. */
export function isEmbedded(dataSource: DataSource): boolean {
  return embeddedDataSources.has(dataSource);
}

/** How long one piece of work may take on this data source (see Database); null: unbounded. */
export function workTimeoutOf(dataSource: DataSource): number | null {
  return workTimeouts.get(dataSource) ?? null;
}

function embeddedDriver(dataDir: string, startFrom?: Blob): unknown {
  const isMemory = dataDir.startsWith('memory://');
  if (!isMemory) mkdirSync(dataDir, { recursive: true });
  return new PGliteDriver({
    dataDir: isMemory ? dataDir : resolve(dataDir),
    // Like pg: bigint as a string, so cents beyond 2^53 are never silently rounded.
    parsers: { [types.INT8]: (value: string) => value },
    ...(startFrom && { loadDataDir: startFrom }),
  }).driver;
}
