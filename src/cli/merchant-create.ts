import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { createDataSource } from '../adapters/persistence/typeorm/data-source';
import { Database } from '../adapters/persistence/typeorm/database';
import { runMigrations } from '../adapters/persistence/typeorm/run-migrations';
import { createLogger } from '../adapters/observability/logger';
import { CreateMerchant } from '../application/create-merchant';
import { ConfigError, loadConfig } from '../config';
import { createContainer } from '../container';

const USAGE = 'usage: npm run merchant:create -- --name "Acme"';

/** Creates a merchant and prints, as the last line, {"id","name","secret_key"}. The key is shown once. */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { name: { type: 'string' } }, strict: true });
  if (!values.name || values.name.trim() === '') throw new UsageError(USAGE);

  const config = loadConfig();
  const dataSource = createDataSource(config);
  await dataSource.initialize();
  try {
    await runMigrations(dataSource);
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
  else if (error instanceof UsageError || error instanceof RangeError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
    console.error((error as Error).message + (error instanceof UsageError ? '' : `\n${USAGE}`));
  } else console.error('merchant:create failed:', error);
  process.exit(1);
});
