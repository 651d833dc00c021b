import { ApiKey } from '../../../domain/api-key';
import { MerchantProfile } from '../../../domain/merchant-profile';
import { Merchant, MerchantRepository } from '../../../application/ports/merchant-repository';
import { columnsOf, selectListOf } from './columns';
import { Database } from './database';
import { MerchantRow, MerchantSchema } from './schemas';
import { insertApiKeys } from './sql-api-key-repository';

const COLUMNS = columnsOf(MerchantSchema);
const MERCHANT_ROW = selectListOf(MerchantSchema);
/** The columns a merchant may change: its profile's. */
const PROFILE_COLUMNS = COLUMNS.filter(
  (column): column is { property: keyof MerchantProfile; name: string } => column.property !== 'id' && column.property !== 'createdAt',
);

export class SqlMerchantRepository implements MerchantRepository {
  constructor(private readonly database: Database) {}

  async add(merchant: Merchant, firstKeys: readonly ApiKey[] = []): Promise<void> {
    await this.database.transaction(async (session) => {
      const row: MerchantRow = merchant;
      await session.rows(
        `INSERT INTO merchants (${COLUMNS.map(({ name }) => name).join(', ')}) VALUES (${COLUMNS.map((_, i) => `$${i + 1}`).join(', ')})`,
        COLUMNS.map(({ property }) => row[property]),
      );
      await insertApiKeys(session, firstKeys);
    });
  }

  findById(id: string): Promise<Merchant | null> {
    return this.database.query(async (session) => {
      const [row] = await session.rows<MerchantRow>(`SELECT ${MERCHANT_ROW} FROM merchants WHERE id = $1`, [id]);
      return row ?? null;
    });
  }

  updateProfile(id: string, changes: Partial<MerchantProfile>): Promise<Merchant | null> {
    const changed = PROFILE_COLUMNS.filter(({ property }) => changes[property] !== undefined);
    if (changed.length === 0) return this.findById(id);
    const assignments = changed.map(({ name }, i) => `${name} = $${i + 2}`).join(', ');
    return this.database.query(async (session) => {
      const [row] = await session.rows<MerchantRow>(
        `UPDATE merchants SET ${assignments} WHERE id = $1 RETURNING ${MERCHANT_ROW}`,
        [id, ...changed.map(({ property }) => changes[property])],
      );
      return row ?? null;
    });
  }
}
