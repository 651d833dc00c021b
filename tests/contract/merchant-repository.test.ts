import { describeDatabase, inEmbeddedPass, useTestDatabase } from '../support/test-database';
import { merchantRepositoryContract } from './merchant-repository.contract';
import { openInMemoryRepositories, sqlRepositories } from './repositories';

/**
 * @engine both: the repository's SQL.
 */

inEmbeddedPass(() => {
  merchantRepositoryContract('InMemoryMerchantRepository', openInMemoryRepositories);
});

describe(`SqlMerchantRepository ${describeDatabase()}`, () => {
  const testDatabase = useTestDatabase();

  merchantRepositoryContract('SqlMerchantRepository', async () => {
    await testDatabase().reset();
    return sqlRepositories(testDatabase().database);
  });
});
