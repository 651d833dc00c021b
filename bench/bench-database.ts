import { ScratchDatabase, createScratchDatabase, onServer } from '../scripts/scratch-database';

/** A database of its own for one bench run, created from BENCH_DATABASE_URL's server and dropped at the end. */
export function createBenchDatabase(serverUrl: string): Promise<ScratchDatabase> {
  return createScratchDatabase(serverUrl, `bench_${process.pid}`);
}

/**
 * VACUUM (ANALYZE) of the whole bench database, before each measured run. A production server runs
 * autovacuum; a server with it off (as on the machine the bench was written on) never gathers
 * statistics on the bench's fresh tables, and the planner may then read a request through a
 * merchant's whole list index instead of its primary key, a cost that grows with every run.
 */
export function vacuumAnalyze(databaseUrl: string): Promise<void> {
  return onServer(databaseUrl, 'VACUUM (ANALYZE)');
}
