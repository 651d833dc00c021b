import { InMemoryPublishedRateStore } from '../../src/adapters/persistence/in-memory/in-memory-published-rate-store';
import { SqlPublishedRateStore } from '../../src/adapters/persistence/typeorm/sql-published-rate-store';
import { describeDatabase, inEmbeddedPass, useTestDatabase } from '../support/test-database';
import { publishedRateStoreContract } from './published-rate-store.contract';

/**
 * @engine both: the store's SQL.
 */

inEmbeddedPass(() => {
  publishedRateStoreContract('InMemoryPublishedRateStore', async () => new InMemoryPublishedRateStore());
});

describe(`SqlPublishedRateStore ${describeDatabase()}`, () => {
  const testDatabase = useTestDatabase();

  publishedRateStoreContract('SqlPublishedRateStore', async () => {
    await testDatabase().reset();
    return new SqlPublishedRateStore(testDatabase().database);
  });
});
