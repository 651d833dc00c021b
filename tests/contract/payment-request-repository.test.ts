import { describeDatabase, inEmbeddedPass, useTestDatabase } from '../support/test-database';
import { paymentRequestRepositoryContract } from './payment-request-repository.contract';
import { openInMemoryRepositories, typeOrmRepositories } from './repositories';

/**
 * @engine both: the repository's SQL (prepared statements on PostgreSQL).
 */

inEmbeddedPass(() => {
  paymentRequestRepositoryContract('InMemoryPaymentRequestRepository', openInMemoryRepositories);
});

describe(`TypeOrmPaymentRequestRepository ${describeDatabase()}`, () => {
  const testDatabase = useTestDatabase();

  paymentRequestRepositoryContract('TypeOrmPaymentRequestRepository', async () => {
    await testDatabase().reset();
    return typeOrmRepositories(testDatabase().database);
  });
});
