import { describeDatabase, inEmbeddedPass, useTestDatabase } from '../support/test-database';
import { paymentLinkRepositoryContract } from './payment-link-repository.contract';
import { openInMemoryRepositories, sqlRepositories } from './repositories';

/**
 * @engine both: the repository's SQL and the payment_link_id column.
 */

inEmbeddedPass(() => {
  paymentLinkRepositoryContract('InMemoryPaymentLinkRepository', openInMemoryRepositories);
});

describe(`SqlPaymentLinkRepository ${describeDatabase()}`, () => {
  const testDatabase = useTestDatabase();

  paymentLinkRepositoryContract('SqlPaymentLinkRepository', async () => {
    await testDatabase().reset();
    return sqlRepositories(testDatabase().database);
  });
});
