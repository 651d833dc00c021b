import { Merchant, MerchantRepository } from '../../../application/ports/merchant-repository';
import { Database } from './database';
import { MerchantRow, MerchantSchema } from './schemas';

export class TypeOrmMerchantRepository implements MerchantRepository {
  constructor(private readonly database: Database) {}

  async add(merchant: Merchant, secretKeyHash: string): Promise<void> {
    const row: MerchantRow = { id: merchant.id, name: merchant.name, secretKeyHash, createdAt: merchant.createdAt };
    await this.database.query(({ manager }) => manager.insert(MerchantSchema, row));
  }

  findBySecretKeyHash(secretKeyHash: string): Promise<Merchant | null> {
    return this.database.query(async ({ manager }) => {
      const row = await manager.findOneBy(MerchantSchema, { secretKeyHash });
      return row ? { id: row.id, name: row.name, createdAt: row.createdAt } : null;
    });
  }
}
