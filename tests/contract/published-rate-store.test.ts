import { InMemoryPublishedRateStore } from '../../src/adapters/persistence/in-memory/in-memory-published-rate-store';
import { TypeOrmPublishedRateStore } from '../../src/adapters/persistence/typeorm/typeorm-published-rate-store';
import { describeDatabase, inEmbeddedPass, useTestDatabase } from '../support/test-database';
import { publishedRateStoreContract } from './published-rate-store.contract';

/**
 * @engine both: the store's SQL.
 */

inEmbeddedPass(() => {
  publishedRateStoreContract('InMemoryPublishedRateStore', async () => new InMemoryPublishedRateStore());
});

describe(`TypeOrmPublishedRateStore ${describeDatabase()}`, () => {
  const testDatabase = useTestDatabase();

  publishedRateStoreContract('TypeOrmPublishedRateStore', async () => {
    await testDatabase().reset();
    return new TypeOrmPublishedRateStore(testDatabase().database);
  });
});
