import { ScratchDatabase, createScratchDatabase } from '../scripts/scratch-database';

/** A database of its own for one bench run, created from BENCH_DATABASE_URL's server and dropped at the end. */
export function createBenchDatabase(serverUrl: string): Promise<ScratchDatabase> {
  return createScratchDatabase(serverUrl, `bench_${process.pid}`);
}
