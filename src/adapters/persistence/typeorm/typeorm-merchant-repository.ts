import { ApiKey } from '../../../domain/api-key';
import { MerchantProfile } from '../../../domain/merchant-profile';
import { Merchant, MerchantRepository } from '../../../application/ports/merchant-repository';
import { Database } from './database';
import { MerchantRow, MerchantSchema } from './schemas';
import { insertApiKeys } from './typeorm-api-key-repository';

export class TypeOrmMerchantRepository implements MerchantRepository {
  constructor(private readonly database: Database) {}

  async add(merchant: Merchant, firstKeys: readonly ApiKey[] = []): Promise<void> {
    const row = merchantRow(merchant);
    await this.database.transaction(async (session) => {
      await session.manager.insert(MerchantSchema, row);
      await insertApiKeys(session, firstKeys);
    });
  }

  findById(id: string): Promise<Merchant | null> {
    return this.database.query(async ({ manager }) => {
      const row = await manager.findOneBy(MerchantSchema, { id });
      return row ? merchantOf(row) : null;
    });
  }

  updateProfile(id: string, changes: Partial<MerchantProfile>): Promise<Merchant | null> {
    return this.database.transaction(async ({ manager }) => {
      if (Object.keys(changes).length > 0) await manager.update(MerchantSchema, { id }, profileColumns(changes));
      const row = await manager.findOneBy(MerchantSchema, { id });
      return row ? merchantOf(row) : null;
    });
  }
}

/** Only the members given (a member left out is not written). */
const profileColumns = (changes: Partial<MerchantProfile>): Partial<MerchantRow> =>
  Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));

const merchantRow = (merchant: Merchant): MerchantRow => ({
  id: merchant.id, name: merchant.name, legalId: merchant.legalId, supportEmail: merchant.supportEmail,
  supportPhone: merchant.supportPhone, brandColor: merchant.brandColor, createdAt: merchant.createdAt,
});

const merchantOf = (row: MerchantRow): Merchant => ({
  id: row.id, name: row.name, legalId: row.legalId, supportEmail: row.supportEmail,
  supportPhone: row.supportPhone, brandColor: row.brandColor, createdAt: row.createdAt,
});
