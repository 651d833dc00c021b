import { Mode } from '../../../domain/mode';
import { DashboardSession, DashboardSessionStore } from '../../../application/ports/dashboard-session-store';
import { Database } from './database';

interface SessionRow {
  id_hash: string;
  merchant_id: string;
  key_id: string;
  mode: Mode;
  csrf_secret: string;
  created_at: Date | string;
  expires_at: Date | string;
  ended_at: Date | string | null;
}

const COLUMNS = 'id_hash, merchant_id, key_id, mode, csrf_secret, created_at, expires_at, ended_at';

export class SqlDashboardSessionStore implements DashboardSessionStore {
  constructor(private readonly database: Database) {}

  async add(session: DashboardSession): Promise<void> {
    await this.database.query((db) =>
      db.rows(`INSERT INTO dashboard_sessions (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`, [
        session.idHash, session.merchantId, session.keyId, session.mode, session.csrfSecret, session.createdAt, session.expiresAt,
        session.endedAt,
      ]),
    );
  }

  findActive(idHash: string, now: Date): Promise<DashboardSession | null> {
    return this.database.query(async (db) => {
      const [row] = await db.rows<SessionRow>(
        `SELECT ${COLUMNS} FROM dashboard_sessions WHERE id_hash = $1 AND ended_at IS NULL AND expires_at > $2`,
        [idHash, now],
      );
      return row ? toSession(row) : null;
    });
  }

  async end(idHash: string, at: Date): Promise<void> {
    await this.database.query((db) =>
      db.rows('UPDATE dashboard_sessions SET ended_at = $2 WHERE id_hash = $1 AND ended_at IS NULL', [idHash, at]));
  }
}

function toSession(row: SessionRow): DashboardSession {
  return {
    idHash: row.id_hash,
    merchantId: row.merchant_id,
    keyId: row.key_id,
    mode: row.mode,
    csrfSecret: row.csrf_secret,
    createdAt: new Date(row.created_at),
    expiresAt: new Date(row.expires_at),
    endedAt: row.ended_at === null ? null : new Date(row.ended_at),
  };
}
