import { InMemoryDashboardSessionStore } from '../../src/adapters/persistence/in-memory/in-memory-dashboard-session-store';
import { SqlDashboardSessionStore } from '../../src/adapters/persistence/typeorm/sql-dashboard-session-store';
import { describeDatabase, inEmbeddedPass, useTestDatabase } from '../support/test-database';
import { dashboardSessionStoreContract } from './dashboard-session-store.contract';

/**
 * @engine both: the store's SQL.
 */

inEmbeddedPass(() => {
  dashboardSessionStoreContract('InMemoryDashboardSessionStore', async () => new InMemoryDashboardSessionStore());
});

describe(`SqlDashboardSessionStore ${describeDatabase()}`, () => {
  const testDatabase = useTestDatabase();

  dashboardSessionStoreContract('SqlDashboardSessionStore', async () => {
    await testDatabase().reset();
    return new SqlDashboardSessionStore(testDatabase().database);
  });
});
