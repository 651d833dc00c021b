import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { createDataSource } from '../adapters/persistence/typeorm/data-source';
import { Database } from '../adapters/persistence/typeorm/database';
import { legacyModeOf } from '../adapters/gateways/registry';
import { runMigrations } from '../adapters/persistence/typeorm/run-migrations';
import { createLogger } from '../adapters/observability/logger';
import { CreateMerchant } from '../application/merchants/create-merchant';
import { ConfigError, loadConfig } from '../config';
import { lockDataDir } from '../adapters/persistence/typeorm/data-dir-lock';
import { StartFailure, dataDirInUse } from '../startup';
import { createContainer } from '../container';

const USAGE = 'usage: npm run merchant:create -- --name "Acme"';

/** Creates a merchant and prints, as the last line, {"id","name","secret_key"}. The key is shown once. */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { name: { type: 'string' } }, strict: true });
  if (!values.name || values.name.trim() === '') throw new UsageError(USAGE);

  const config = loadConfig();
  if (config.databaseUrl === null) {
    const lock = lockDataDir(config.dataDir);
    if (lock.kind === 'in_use') throw dataDirInUse(lock, 'npm run merchant:create (on an empty database the server prints a first key)');
    process.on('exit', lock.release);
  }
  const dataSource = createDataSource(config);
  await dataSource.initialize();
  try {
    await runMigrations(dataSource, { legacyMode: legacyModeOf(config.gateways) });
    const container = createContainer({ config, database: new Database(dataSource), logger: createLogger('warn') });
    const { merchant, secretKey } = await container.get(CreateMerchant).execute(values.name);
    process.stdout.write(`${JSON.stringify({ id: merchant.id, name: merchant.name, secret_key: secretKey })}\n`);
  } finally {
    await dataSource.destroy();
  }
}

class UsageError extends Error {}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`configuration error: ${error.message}`);
  else if (error instanceof StartFailure) console.error(`merchant:create refused: ${error.message}`);
  else if (error instanceof UsageError || error instanceof RangeError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
    console.error((error as Error).message + (error instanceof UsageError ? '' : `\n${USAGE}`));
  } else console.error('merchant:create failed:', error);
  process.exit(1);
});
