import { ApiKey } from '../../../domain/api-key';
import { Mode } from '../../../domain/mode';
import { ActiveKeyLimit, AddKeyOutcome, ApiKeyRepository, Expiring, KeyHolder } from '../../../application/ports/api-key-repository';
import { Database, Session } from './database';

interface ApiKeyRow {
  id: string;
  merchant_id: string;
  mode: Mode;
  secret_hash: string;
  prefix: string;
  last4: string | null;
  created_at: Date | string;
  expires_at: Date | string | null;
  revoked_at: Date | string | null;
  last_used_at: Date | string | null;
}

const COLUMNS = 'id, merchant_id, mode, secret_hash, prefix, last4, created_at, expires_at, revoked_at, last_used_at';
const ACTIVE = 'revoked_at IS NULL AND (expires_at IS NULL OR expires_at > $3)';

export class SqlApiKeyRepository implements ApiKeyRepository {
  constructor(private readonly database: Database) {}

  add(key: ApiKey, limit: ActiveKeyLimit, expiring?: Expiring): Promise<AddKeyOutcome> {
    return this.database.transaction(async (session) => {
      // One add at a time per merchant, so two concurrent ones cannot both pass the count.
      const [merchant] = await session.rows('SELECT id FROM merchants WHERE id = $1 FOR NO KEY UPDATE', [key.merchantId]);
      if (!merchant) return 'merchant_not_found';
      if (expiring) {
        const sql = 'UPDATE api_keys SET expires_at = LEAST(coalesce(expires_at, $2), $2) WHERE id = $1';
        await session.rows(sql, [expiring.keyId, expiring.at]);
      }
      const [{ count }] = await session.rows<{ count: number }>(
        `SELECT count(*)::int AS count FROM api_keys WHERE merchant_id = $1 AND mode = $2 AND ${ACTIVE}`,
        [key.merchantId, key.mode, limit.now],
      );
      // Thrown, not returned: the roll's new expiry must not stay without its replacement.
      if (count >= limit.max) throw new LimitReached();
      await insertApiKeys(session, [key]);
      return 'added' as const;
    }).catch((error: unknown) => {
      if (error instanceof LimitReached) return 'limit_reached';
      throw error;
    });
  }

  findBySecretHash(secretHash: string): Promise<KeyHolder | null> {
    return this.database.query(async (session) => {
      const [row] = await session.rows<ApiKeyRow & { merchant_name: string; merchant_created_at: Date | string }>(
        `SELECT ${COLUMNS.split(', ').map((column) => `k.${column}`).join(', ')},
                m.name AS merchant_name, m.created_at AS merchant_created_at
           FROM api_keys k JOIN merchants m ON m.id = k.merchant_id WHERE k.secret_hash = $1`,
        [secretHash],
      );
      if (!row) return null;
      const merchant = { id: row.merchant_id, name: row.merchant_name, createdAt: new Date(row.merchant_created_at) };
      return { key: toApiKey(row), merchant };
    });
  }

  findById(id: string): Promise<ApiKey | null> {
    return this.database.query(async (session) => {
      const [row] = await session.rows<ApiKeyRow>(`SELECT ${COLUMNS} FROM api_keys WHERE id = $1`, [id]);
      return row ? toApiKey(row) : null;
    });
  }

  listActive(merchantId: string, mode: Mode, now: Date): Promise<ApiKey[]> {
    return this.database.query(async (session) => {
      const rows = await session.rows<ApiKeyRow>(
        `SELECT ${COLUMNS} FROM api_keys WHERE merchant_id = $1 AND mode = $2 AND ${ACTIVE} ORDER BY created_at DESC, id DESC`,
        [merchantId, mode, now],
      );
      return rows.map(toApiKey);
    });
  }

  revoke(id: string, at: Date): Promise<boolean> {
    return this.database.query(async (session) => {
      const revoked = await session.rows('UPDATE api_keys SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL RETURNING id', [id, at]);
      return revoked.length > 0;
    });
  }

  async recordUse(id: string, minute: Date, last4: string): Promise<void> {
    await this.database.query((session) =>
      session.rows(
        'UPDATE api_keys SET last_used_at = GREATEST(last_used_at, $2), last4 = coalesce(last4, $3) WHERE id = $1',
        [id, minute, last4],
      ),
    );
  }
}

class LimitReached extends Error {}

/** Also how the merchant repository stores a merchant's first keys, in its own transaction. */
export async function insertApiKeys(session: Session, keys: readonly ApiKey[]): Promise<void> {
  for (const key of keys) {
    await session.rows(`INSERT INTO api_keys (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`, [
      key.id, key.merchantId, key.mode, key.secretHash, key.prefix, key.last4, key.createdAt, key.expiresAt, key.revokedAt, key.lastUsedAt,
    ]);
  }
}

const instant = (value: Date | string): Date => new Date(value);
const optionalInstant = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    merchantId: row.merchant_id,
    mode: row.mode,
    secretHash: row.secret_hash,
    prefix: row.prefix,
    last4: row.last4,
    createdAt: instant(row.created_at),
    expiresAt: optionalInstant(row.expires_at),
    revokedAt: optionalInstant(row.revoked_at),
    lastUsedAt: optionalInstant(row.last_used_at),
  };
}
