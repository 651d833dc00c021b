import { profileNamed } from '../../src/domain/merchant-profile';
import { InMemoryIdempotencyStore } from '../../src/adapters/persistence/in-memory/in-memory-idempotency-store';
import { SqlIdempotencyStore } from '../../src/adapters/persistence/typeorm/sql-idempotency-store';
import { SqlMerchantRepository } from '../../src/adapters/persistence/typeorm/sql-merchant-repository';
import { describeDatabase, inEmbeddedPass, useTestDatabase } from '../support/test-database';
import { idempotencyStoreContract } from './idempotency-store.contract';

/**
 * @engine both: the store's SQL.
 */

inEmbeddedPass(() => {
  idempotencyStoreContract('InMemoryIdempotencyStore', async () => ({ store: new InMemoryIdempotencyStore(), merchants: ['mer_a', 'mer_b'] }));
});

describe(`SqlIdempotencyStore ${describeDatabase()}`, () => {
  const testDatabase = useTestDatabase();

  idempotencyStoreContract('SqlIdempotencyStore', async () => {
    const { database } = testDatabase();
    await testDatabase().reset();
    const merchants = new SqlMerchantRepository(database);
    for (const id of ['mer_a', 'mer_b']) {
      await merchants.add({ id, ...profileNamed(id), createdAt: new Date('2026-01-01T00:00:00Z') });
    }
    return { store: new SqlIdempotencyStore(database), merchants: ['mer_a', 'mer_b'] };
  });
});
