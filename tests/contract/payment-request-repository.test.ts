import { describeDatabase, useTestDatabase } from '../support/test-database';
import { paymentRequestRepositoryContract } from './payment-request-repository.contract';
import { openInMemoryRepositories, typeOrmRepositories } from './repositories';

paymentRequestRepositoryContract('InMemoryPaymentRequestRepository', openInMemoryRepositories);

describe(`TypeOrmPaymentRequestRepository ${describeDatabase()}`, () => {
  const testDatabase = useTestDatabase();

  paymentRequestRepositoryContract('TypeOrmPaymentRequestRepository', async () => {
    await testDatabase().reset();
    return typeOrmRepositories(testDatabase().database);
  });
});
