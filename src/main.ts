import 'reflect-metadata';
import { Server } from 'node:http';
import { Express } from 'express';
import { createDataSource } from './adapters/persistence/typeorm/data-source';
import { Database } from './adapters/persistence/typeorm/database';
import { runMigrations } from './adapters/persistence/typeorm/run-migrations';
import { createLogger } from './adapters/observability/logger';
import { ConfigError, loadConfig } from './config';
import { HTTP_APP, createContainer } from './container';

async function start(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const dataSource = createDataSource(config);
  await dataSource.initialize();
  const applied = await runMigrations(dataSource);
  if (applied.length > 0) logger.info({ migrations: applied }, 'applied migrations');

  const container = createContainer({ config, database: new Database(dataSource), logger });
  const app = container.get<Express>(HTTP_APP);
  const server: Server = app.listen(config.port, () => {
    const database = config.databaseUrl ? 'PostgreSQL' : `embedded PostgreSQL in ${config.dataDir}`;
    logger.info(`listening on http://localhost:${config.port} (database: ${database})`);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping: no new connections, finishing requests in flight');
    server.close(async () => {
      await dataSource.destroy();
      logger.info('stopped');
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

start().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`configuration error: ${error.message}`);
  } else {
    console.error('failed to start:', error);
  }
  process.exit(1);
});
