import { describeDatabase, inEmbeddedPass, useTestDatabase } from '../support/test-database';
import { paymentLinkRepositoryContract } from './payment-link-repository.contract';
import { openInMemoryRepositories, typeOrmRepositories } from './repositories';

/**
 * @engine both: the repository's SQL and the payment_link_id column.
 */

inEmbeddedPass(() => {
  paymentLinkRepositoryContract('InMemoryPaymentLinkRepository', openInMemoryRepositories);
});

describe(`TypeOrmPaymentLinkRepository ${describeDatabase()}`, () => {
  const testDatabase = useTestDatabase();

  paymentLinkRepositoryContract('TypeOrmPaymentLinkRepository', async () => {
    await testDatabase().reset();
    return typeOrmRepositories(testDatabase().database);
  });
});
