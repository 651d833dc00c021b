import 'reflect-metadata';
import { createDataSource } from './src/adapters/persistence/typeorm/data-source';
import { loadConfig } from './src/config';

/**
 * The DataSource the TypeORM CLI uses (e.g. `npx typeorm-ts-node-commonjs migration:show -d ormconfig.ts`).
 * The server applies migrations itself on start (runMigrations, with its advisory lock); the CLI does not lock.
 */
export default createDataSource(loadConfig());
