import { Database } from '../persistence/typeorm/database';
import { PoolState, PoolStateSource, ReadinessProbe } from './probes';

export const READINESS_TIMEOUT_MS = 2_000;

/** Ready when `SELECT 1` answers within `timeoutMs` through the same door the repositories use. */
export function databaseReadiness(database: Database, timeoutMs = READINESS_TIMEOUT_MS): ReadinessProbe {
  return () => withTimeout(database.query((session) => session.rows('SELECT 1')), timeoutMs).then(() => undefined);
}

/** The pg pool's counters, read when asked; the embedded PGlite is one session, reported as one connection. */
export function databasePoolState(database: Database): PoolStateSource {
  return (): PoolState => {
    const { dataSource } = database;
    if (database.embedded) return { total: dataSource.isInitialized ? 1 : 0, idle: 0, waiting: 0 };
    const pool = (dataSource.driver as { master?: Partial<PgPoolCounts> }).master;
    return { total: pool?.totalCount ?? 0, idle: pool?.idleCount ?? 0, waiting: pool?.waitingCount ?? 0 };
  };
}

interface PgPoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the database did not answer within ${ms} ms`)), ms);
    timer.unref();
  });
  // The losing promise may still reject later; it must not become an unhandled rejection.
  work.catch(() => undefined);
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
