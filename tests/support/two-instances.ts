import { Express } from 'express';
import { Container } from 'inversify';
import { Logger } from 'pino';
import { createLogger } from '../../src/adapters/observability/logger';
import { CreateMerchant } from '../../src/application/merchants/create-merchant';
import { loadConfig } from '../../src/config';
import { ContainerOptions, HTTP_APP, createContainer } from '../../src/container';
import { openTestDatabase, secondPoolOn } from './test-database';

export interface TwoInstances {
  /** The same app twice, each with its own connection pool on one database (on PGlite, both on the embedded one). */
  instances: [Express, Express];
  /** Each instance's container, for its background jobs. */
  containers: [Container, Container];
  /** A merchant's test key, as an Authorization header. */
  auth: { Authorization: string };
  /** The same merchant's live key. */
  liveAuth: { Authorization: string };
  /** That merchant's id. */
  merchantId: string;
  /**
   * A new instance on the first's database, as a restarted process is: it remembers nothing of what the
   * other two sent or heard (its gateways' memory is its own). For an instance killed and started again.
   */
  restarted(): Container;
  close(): Promise<void>;
}

/**
 * Two instances of the service on one database, for races across instances; `overrides` are shared
 * (gateways that count), `env` adds to their settings, and `logger` (silent unless given) is both's.
 */
export async function startTwoInstances(
  overrides: ContainerOptions['overrides'] = {},
  env: Record<string, string> = {},
  logger: Logger = createLogger('silent'),
): Promise<TwoInstances> {
  const db = await openTestDatabase();
  const second = await secondPoolOn(db);
  const config = loadConfig({ USD_VES_RATE: '36.5', ...env });
  const containers = [db.database, second.database].map((database) => createContainer({ config, database, logger, overrides }));
  const { merchant, secretKey, liveSecretKey } = await containers[0].get(CreateMerchant).execute('Racer');
  return {
    instances: [containers[0].get<Express>(HTTP_APP), containers[1].get<Express>(HTTP_APP)],
    containers: [containers[0], containers[1]],
    auth: { Authorization: `Bearer ${secretKey}` },
    liveAuth: { Authorization: `Bearer ${liveSecretKey}` },
    merchantId: merchant.id,
    restarted: () => createContainer({ config, database: db.database, logger, overrides }),
    close: async () => {
      await second.close();
      await db.close();
    },
  };
}
