import { KeyWrite } from '../../../application/ports/idempotency-store';
import { keyWrite } from './sql-idempotency-store';
import { PaymentLinkPage, PaymentLinkRepository } from '../../../application/ports/payment-link-repository';
import { PageRequest } from '../../../application/ports/payment-request-repository';
import { Owner } from '../../../domain/mode';
import { Money } from '../../../domain/money';
import { PaymentLink } from '../../../domain/payment-links';
import { Database } from './database';

interface LinkRow {
  id: string;
  merchant_id: string;
  livemode: boolean;
  token: string;
  amount_cents: string | number;
  description: string;
  active: boolean;
  expires_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const COLUMNS = 'id, merchant_id, livemode, token, amount_cents, description, active, expires_at, created_at, updated_at';

export class SqlPaymentLinkRepository implements PaymentLinkRepository {
  constructor(private readonly database: Database) {}

  add(link: PaymentLink, idempotencyKey?: KeyWrite): Promise<void> {
    return this.database.transaction(async (session) => {
      await session.rows(`INSERT INTO payment_links (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`, [
        link.id, link.merchantId, link.livemode, link.token, String(link.amount.cents), link.description, link.active,
        link.expiresAt, link.createdAt, link.updatedAt,
      ]);
      if (idempotencyKey) {
        const { sql, params } = keyWrite(idempotencyKey);
        await session.rows(sql, params);
      }
    });
  }

  findById(owner: Owner, id: string): Promise<PaymentLink | null> {
    return this.database.query(async (session) => {
      const [row] = await session.rows<LinkRow>(
        `SELECT ${COLUMNS} FROM payment_links WHERE id = $1 AND merchant_id = $2 AND livemode = $3`,
        [id, owner.merchantId, owner.livemode],
      );
      return row ? toLink(row) : null;
    });
  }

  findByToken(token: string): Promise<PaymentLink | null> {
    return this.database.query(async (session) => {
      const [row] = await session.rows<LinkRow>(`SELECT ${COLUMNS} FROM payment_links WHERE token = $1`, [token]);
      return row ? toLink(row) : null;
    });
  }

  list(owner: Owner, page: PageRequest): Promise<PaymentLinkPage> {
    return this.database.query(async (session) => {
      // One statement, one snapshot: the total and the page agree; a page past the end is one row with the total alone.
      const rows = await session.rows<{ total: number } & (LinkRow | { id: null })>(
        `WITH owned AS (SELECT count(*)::int AS total FROM payment_links WHERE merchant_id = $1 AND livemode = $2)
         SELECT owned.total, pl.* FROM owned LEFT JOIN LATERAL (
           SELECT ${COLUMNS} FROM payment_links WHERE merchant_id = $1 AND livemode = $2
            ORDER BY created_at DESC, id DESC OFFSET $3 LIMIT $4) AS pl ON true
          ORDER BY pl.created_at DESC, pl.id DESC`,
        [owner.merchantId, owner.livemode, page.offset, page.limit],
      );
      const items = rows.filter((row): row is { total: number } & LinkRow => row.id !== null).map(toLink);
      return { items, total: rows[0]?.total ?? 0 };
    });
  }

  modify(owner: Owner, id: string, change: (link: PaymentLink) => PaymentLink): Promise<PaymentLink | null> {
    return this.database.transaction(async (session) => {
      const [row] = await session.rows<LinkRow>(
        `SELECT ${COLUMNS} FROM payment_links WHERE id = $1 AND merchant_id = $2 AND livemode = $3 FOR UPDATE`,
        [id, owner.merchantId, owner.livemode],
      );
      if (!row) return null;
      const changed = change(toLink(row));
      await session.rows(
        'UPDATE payment_links SET amount_cents = $2, description = $3, active = $4, expires_at = $5, updated_at = $6 WHERE id = $1',
        [id, String(changed.amount.cents), changed.description, changed.active, changed.expiresAt, changed.updatedAt],
      );
      return changed;
    });
  }
}

const instant = (value: Date | string): Date => new Date(value);

function toLink(row: LinkRow): PaymentLink {
  return {
    id: row.id,
    merchantId: row.merchant_id,
    livemode: row.livemode,
    token: row.token,
    amount: Money.ofCents('USD', String(row.amount_cents)),
    description: row.description,
    active: row.active,
    expiresAt: row.expires_at === null ? null : instant(row.expires_at),
    createdAt: instant(row.created_at),
    updatedAt: instant(row.updated_at),
  };
}
