import { InMemoryDashboardSessionStore } from '../../src/adapters/persistence/in-memory/in-memory-dashboard-session-store';
import { TypeOrmDashboardSessionStore } from '../../src/adapters/persistence/typeorm/typeorm-dashboard-session-store';
import { describeDatabase, inEmbeddedPass, useTestDatabase } from '../support/test-database';
import { dashboardSessionStoreContract } from './dashboard-session-store.contract';

/**
 * @engine both: the store's SQL.
 */

inEmbeddedPass(() => {
  dashboardSessionStoreContract('InMemoryDashboardSessionStore', async () => new InMemoryDashboardSessionStore());
});

describe(`TypeOrmDashboardSessionStore ${describeDatabase()}`, () => {
  const testDatabase = useTestDatabase();

  dashboardSessionStoreContract('TypeOrmDashboardSessionStore', async () => {
    await testDatabase().reset();
    return new TypeOrmDashboardSessionStore(testDatabase().database);
  });
});
