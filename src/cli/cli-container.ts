import { Container } from 'inversify';
import { legacyModeOf } from '../adapters/gateways/registry';
import { createLogger } from '../adapters/observability/logger';
import { lockDataDir } from '../adapters/persistence/typeorm/data-dir-lock';
import { createDataSource } from '../adapters/persistence/typeorm/data-source';
import { Database } from '../adapters/persistence/typeorm/database';
import { runMigrations } from '../adapters/persistence/typeorm/run-migrations';
import { ConfigError, loadConfig } from '../config';
import { createContainer } from '../container';
import { StartFailure, dataDirInUse } from '../startup';
import { UsageError } from './usage-error';

/**
 * Runs `work` with the service's wiring, on the database the server uses (pending migrations applied
 * first). On the embedded database only one process may hold it: refused at once while a server runs,
 * naming what to stop it before (`stopBefore`).
 */
export async function withServiceContainer(stopBefore: string, work: (container: Container) => Promise<void>): Promise<void> {
  const config = loadConfig();
  if (config.databaseUrl === null) {
    const lock = lockDataDir(config.dataDir);
    if (lock.kind === 'in_use') throw dataDirInUse(lock, stopBefore);
    process.on('exit', lock.release);
  }
  const dataSource = createDataSource(config);
  await dataSource.initialize();
  try {
    await runMigrations(dataSource, { legacyMode: legacyModeOf(config.gateways) });
    await work(createContainer({ config, database: new Database(dataSource), logger: createLogger('warn') }));
  } finally {
    await dataSource.destroy();
  }
}

/** One line on stderr for what went wrong (the usage too, after a usage error), then exit code 1. */
export function exitWithFailure(command: string, usage: string, error: unknown): never {
  if (error instanceof ConfigError) console.error(`configuration error: ${error.message}`);
  else if (error instanceof StartFailure) console.error(`${command} refused: ${error.message}`);
  else if (error instanceof UsageError || error instanceof RangeError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
    console.error((error as Error).message + (error instanceof UsageError ? '' : `\n${usage}`));
  } else console.error(`${command} failed:`, error);
  process.exit(1);
}
