import { DataSource, MigrationExecutor, QueryRunner } from 'typeorm';
import { Mode } from '../../../domain/mode';
import { embeddedSessionLock, isEmbedded } from './data-source';

/** Any constant will do, as long as every instance of the service uses the same one. */
export const MIGRATION_LOCK_KEY = 7_361_204_118;

/**
 * The session setting through which the modes migration learns which mode the keys and objects made
 * before modes existed belong to (docs/merchant-guide.md, "Test and live mode"): the migration itself has no settings.
 */
export const LEGACY_MODE_SETTING = 'payments.legacy_mode';

export interface MigrationContext {
  /** The mode of everything made before modes existed: `live` when a bank takes a method, so each key keeps paying as it did. */
  legacyMode: Mode;
}

/**
 * Applies pending migrations and returns their names. On PostgreSQL a session-level advisory lock
 * makes instances starting together take turns: the second waits, then finds nothing to do.
 */
export async function runMigrations(dataSource: DataSource, context?: MigrationContext): Promise<string[]> {
  if (isEmbedded(dataSource)) {
    return embeddedSessionLock.run(async () => {
      await setLegacyMode(dataSource, context);
      return namesOf(await dataSource.runMigrations({ transaction: 'all' }));
    });
  }
  const runner = dataSource.createQueryRunner();
  try {
    // The lock belongs to this connection, so the migrations must run on it too.
    await runner.query(`SELECT pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    try {
      await setLegacyMode(runner, context);
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

async function setLegacyMode(on: Pick<QueryRunner | DataSource, 'query'>, context: MigrationContext | undefined): Promise<void> {
  if (context) await on.query('SELECT set_config($1, $2, false)', [LEGACY_MODE_SETTING, context.legacyMode]);
}

function namesOf(migrations: { name: string }[]): string[] {
  return migrations.map((migration) => migration.name);
}
