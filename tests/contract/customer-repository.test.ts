import { describeDatabase, inEmbeddedPass, useTestDatabase } from '../support/test-database';
import { customerRepositoryContract } from './customer-repository.contract';
import { openInMemoryRepositories, sqlRepositories } from './repositories';

/**
 * @engine both: the repository's SQL.
 */

inEmbeddedPass(() => {
  customerRepositoryContract('InMemoryCustomerRepository', openInMemoryRepositories);
});

describe(`SqlCustomerRepository ${describeDatabase()}`, () => {
  const testDatabase = useTestDatabase();

  customerRepositoryContract('SqlCustomerRepository', async () => {
    await testDatabase().reset();
    return sqlRepositories(testDatabase().database);
  });
});
