import { DataSource, MigrationExecutor } from 'typeorm';
import { embeddedSessionLock, isEmbedded } from './data-source';

/** Any constant will do, as long as every instance of the service uses the same one. */
export const MIGRATION_LOCK_KEY = 7_361_204_118;

/**
 * Applies pending migrations and returns their names. On PostgreSQL a session-level advisory lock
 * makes instances starting together take turns: the second waits, then finds nothing to do.
 */
export async function runMigrations(dataSource: DataSource): Promise<string[]> {
  if (isEmbedded(dataSource)) {
    return embeddedSessionLock.run(async () => namesOf(await dataSource.runMigrations({ transaction: 'all' })));
  }
  const runner = dataSource.createQueryRunner();
  try {
    // The lock belongs to this connection, so the migrations must run on it too.
    await runner.query(`SELECT pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    try {
      const executor = new MigrationExecutor(dataSource, runner);
      executor.transaction = 'all';
      return namesOf(await executor.executePendingMigrations());
    } finally {
      await runner.query(`SELECT pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
    }
  } finally {
    await runner.release();
  }
}

function namesOf(migrations: { name: string }[]): string[] {
  return migrations.map((migration) => migration.name);
}
