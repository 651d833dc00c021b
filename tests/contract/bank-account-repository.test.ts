import { InMemoryBankAccountRepository } from '../../src/adapters/persistence/in-memory/in-memory-bank-account-repository';
import { SqlBankAccountRepository } from '../../src/adapters/persistence/typeorm/sql-bank-account-repository';
import { describeDatabase, inEmbeddedPass, useTestDatabase } from '../support/test-database';
import { bankAccountRepositoryContract } from './bank-account-repository.contract';
import { openInMemoryRepositories, sqlRepositories } from './repositories';

/**
 * @engine both: the repository's SQL (arrays, jsonb, the compare-and-set on updated_at).
 */

inEmbeddedPass(() => {
  bankAccountRepositoryContract('InMemoryBankAccountRepository', async () => ({
    repositories: await openInMemoryRepositories(),
    accounts: new InMemoryBankAccountRepository(),
  }));
});

describe(`SqlBankAccountRepository ${describeDatabase()}`, () => {
  const testDatabase = useTestDatabase();

  bankAccountRepositoryContract('SqlBankAccountRepository', async () => {
    await testDatabase().reset();
    const { database } = testDatabase();
    return { repositories: sqlRepositories(database), accounts: new SqlBankAccountRepository(database) };
  });
});
