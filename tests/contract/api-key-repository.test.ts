import { describeDatabase, inEmbeddedPass, useTestDatabase } from '../support/test-database';
import { apiKeyRepositoryContract } from './api-key-repository.contract';
import { openInMemoryRepositories, sqlRepositories } from './repositories';

/**
 * @engine both: the repository's SQL.
 */

inEmbeddedPass(() => {
  apiKeyRepositoryContract('InMemoryApiKeyRepository', openInMemoryRepositories);
});

describe(`SqlApiKeyRepository ${describeDatabase()}`, () => {
  const testDatabase = useTestDatabase();

  apiKeyRepositoryContract('SqlApiKeyRepository', async () => {
    await testDatabase().reset();
    return sqlRepositories(testDatabase().database);
  });
});
