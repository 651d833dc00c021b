import { InMemoryBankAccountRepository } from '../../src/adapters/persistence/in-memory/in-memory-bank-account-repository';
import { TypeOrmBankAccountRepository } from '../../src/adapters/persistence/typeorm/typeorm-bank-account-repository';
import { describeDatabase, inEmbeddedPass, useTestDatabase } from '../support/test-database';
import { bankAccountRepositoryContract } from './bank-account-repository.contract';
import { openInMemoryRepositories, typeOrmRepositories } from './repositories';

/**
 * @engine both: the repository's SQL (arrays, jsonb, the compare-and-set on updated_at).
 */

inEmbeddedPass(() => {
  bankAccountRepositoryContract('InMemoryBankAccountRepository', async () => ({
    repositories: await openInMemoryRepositories(),
    accounts: new InMemoryBankAccountRepository(),
  }));
});

describe(`TypeOrmBankAccountRepository ${describeDatabase()}`, () => {
  const testDatabase = useTestDatabase();

  bankAccountRepositoryContract('TypeOrmBankAccountRepository', async () => {
    await testDatabase().reset();
    const { database } = testDatabase();
    return { repositories: typeOrmRepositories(database), accounts: new TypeOrmBankAccountRepository(database) };
  });
});
