import { Express } from 'express';
import { createLogger } from '../../src/adapters/observability/logger';
import { CreateMerchant } from '../../src/application/merchants/create-merchant';
import { loadConfig } from '../../src/config';
import { ContainerOptions, HTTP_APP, createContainer } from '../../src/container';
import { openTestDatabase, secondPoolOn } from './test-database';

export interface TwoInstances {
  /** The same app twice, each with its own connection pool on one database (on PGlite, both on the embedded one). */
  instances: [Express, Express];
  /** A merchant's test key, as an Authorization header. */
  auth: { Authorization: string };
  close(): Promise<void>;
}

/** Two instances of the service on one database, for races across instances; `overrides` are shared (gateways that count). */
export async function startTwoInstances(overrides: ContainerOptions['overrides'] = {}): Promise<TwoInstances> {
  const db = await openTestDatabase();
  const second = await secondPoolOn(db);
  const config = loadConfig({ USD_VES_RATE: '36.5' });
  const logger = createLogger('silent');
  const containers = [db.database, second.database].map((database) => createContainer({ config, database, logger, overrides }));
  const { secretKey } = await containers[0].get(CreateMerchant).execute('Racer');
  return {
    instances: [containers[0].get<Express>(HTTP_APP), containers[1].get<Express>(HTTP_APP)],
    auth: { Authorization: `Bearer ${secretKey}` },
    close: async () => {
      await second.close();
      await db.close();
    },
  };
}
