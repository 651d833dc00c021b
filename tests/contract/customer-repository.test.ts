import { describeDatabase, inEmbeddedPass, useTestDatabase } from '../support/test-database';
import { customerRepositoryContract } from './customer-repository.contract';
import { openInMemoryRepositories, typeOrmRepositories } from './repositories';

/**
 * @engine both: the repository's SQL.
 */

inEmbeddedPass(() => {
  customerRepositoryContract('InMemoryCustomerRepository', openInMemoryRepositories);
});

describe(`TypeOrmCustomerRepository ${describeDatabase()}`, () => {
  const testDatabase = useTestDatabase();

  customerRepositoryContract('TypeOrmCustomerRepository', async () => {
    await testDatabase().reset();
    return typeOrmRepositories(testDatabase().database);
  });
});
