import { describeDatabase, inEmbeddedPass, useTestDatabase } from '../support/test-database';
import { paymentRequestRepositoryContract } from './payment-request-repository.contract';
import { openInMemoryRepositories, sqlRepositories } from './repositories';

/**
 * @engine both: the repository's SQL (prepared statements on PostgreSQL).
 */

inEmbeddedPass(() => {
  paymentRequestRepositoryContract('InMemoryPaymentRequestRepository', openInMemoryRepositories);
});

describe(`SqlPaymentRequestRepository ${describeDatabase()}`, () => {
  const testDatabase = useTestDatabase();

  paymentRequestRepositoryContract('SqlPaymentRequestRepository', async () => {
    await testDatabase().reset();
    return sqlRepositories(testDatabase().database);
  });
});
