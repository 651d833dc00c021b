import { describeDatabase, inEmbeddedPass, useTestDatabase } from '../support/test-database';
import { apiKeyRepositoryContract } from './api-key-repository.contract';
import { openInMemoryRepositories, typeOrmRepositories } from './repositories';

/**
 * @engine both: the repository's SQL.
 */

inEmbeddedPass(() => {
  apiKeyRepositoryContract('InMemoryApiKeyRepository', openInMemoryRepositories);
});

describe(`TypeOrmApiKeyRepository ${describeDatabase()}`, () => {
  const testDatabase = useTestDatabase();

  apiKeyRepositoryContract('TypeOrmApiKeyRepository', async () => {
    await testDatabase().reset();
    return typeOrmRepositories(testDatabase().database);
  });
});
