import { ApiKey } from '../../../domain/api-key';
import { MerchantProfile } from '../../../domain/merchant-profile';
import { Merchant, MerchantRepository } from '../../../application/ports/merchant-repository';
import { Database, Session } from './database';
import { MerchantRow } from './schemas';
import { insertApiKeys } from './typeorm-api-key-repository';

/** Each profile member's column. */
const PROFILE_COLUMNS: Record<keyof MerchantProfile, string> = {
  name: 'name', legalId: 'legal_id', supportEmail: 'support_email', supportPhone: 'support_phone', brandColor: 'brand_color',
};

const MERCHANT_ROW = `id, name, legal_id AS "legalId", support_email AS "supportEmail", support_phone AS "supportPhone",
  brand_color AS "brandColor", created_at AS "createdAt"`;

export class TypeOrmMerchantRepository implements MerchantRepository {
  constructor(private readonly database: Database) {}

  async add(merchant: Merchant, firstKeys: readonly ApiKey[] = []): Promise<void> {
    await this.database.transaction(async (session) => {
      await session.rows(
        `INSERT INTO merchants (id, name, legal_id, support_email, support_phone, brand_color, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          merchant.id, merchant.name, merchant.legalId, merchant.supportEmail, merchant.supportPhone, merchant.brandColor,
          merchant.createdAt,
        ],
      );
      await insertApiKeys(session, firstKeys);
    });
  }

  findById(id: string): Promise<Merchant | null> {
    return this.database.query((session) => merchantById(session, id));
  }

  updateProfile(id: string, changes: Partial<MerchantProfile>): Promise<Merchant | null> {
    const members = (Object.keys(PROFILE_COLUMNS) as (keyof MerchantProfile)[]).filter((member) => changes[member] !== undefined);
    if (members.length === 0) return this.findById(id);
    const assignments = members.map((member, i) => `${PROFILE_COLUMNS[member]} = $${i + 2}`).join(', ');
    return this.database.query(async (session) => {
      const [row] = await session.rows<MerchantRow>(
        `UPDATE merchants SET ${assignments} WHERE id = $1 RETURNING ${MERCHANT_ROW}`,
        [id, ...members.map((member) => changes[member])],
      );
      return row ? merchantOf(row) : null;
    });
  }
}

async function merchantById(session: Session, id: string): Promise<Merchant | null> {
  const [row] = await session.rows<MerchantRow>(`SELECT ${MERCHANT_ROW} FROM merchants WHERE id = $1`, [id]);
  return row ? merchantOf(row) : null;
}

const merchantOf = (row: MerchantRow): Merchant => ({
  id: row.id, name: row.name, legalId: row.legalId, supportEmail: row.supportEmail,
  supportPhone: row.supportPhone, brandColor: row.brandColor, createdAt: row.createdAt,
});
