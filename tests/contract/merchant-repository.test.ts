import { describeDatabase, inEmbeddedPass, useTestDatabase } from '../support/test-database';
import { merchantRepositoryContract } from './merchant-repository.contract';
import { openInMemoryRepositories, typeOrmRepositories } from './repositories';

/**
 * @engine both: the repository's SQL.
 */

inEmbeddedPass(() => {
  merchantRepositoryContract('InMemoryMerchantRepository', openInMemoryRepositories);
});

describe(`TypeOrmMerchantRepository ${describeDatabase()}`, () => {
  const testDatabase = useTestDatabase();

  merchantRepositoryContract('TypeOrmMerchantRepository', async () => {
    await testDatabase().reset();
    return typeOrmRepositories(testDatabase().database);
  });
});
