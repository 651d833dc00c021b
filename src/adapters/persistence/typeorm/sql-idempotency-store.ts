import {
  ClaimResult,
  HeldKey,
  IdempotencyClaim,
  IdempotencyStore,
  KeyWrite,
  RecoveryPoint,
  StoredAnswer,
} from '../../../application/ports/idempotency-store';
import { Database } from './database';
import { StatementPart, numbered } from './statement-part';

interface KeyRow {
  fingerprint: string;
  state: 'in_progress' | 'completed';
  response_status: number | null;
  response_body: unknown;
  recovery_point: RecoveryPoint | null;
  locked_at: Date;
}

/**
 * Claims are an INSERT … ON CONFLICT DO NOTHING committed on its own, so two instances claiming one
 * key at once see exactly one insert; taking over a stale claim is a compare-and-set on locked_at.
 */
export class SqlIdempotencyStore implements IdempotencyStore {
  constructor(private readonly database: Database) {}

  async claim({ merchantId, livemode, key, fingerprint, now, staleBefore }: IdempotencyClaim): Promise<ClaimResult> {
    return this.database.query(async (session) => {
      // Each statement commits on its own; a takeover race lost re-reads the row once more.
      for (let attempt = 0; attempt < 3; attempt++) {
        const inserted = await session.rows(
          `INSERT INTO idempotency_keys (merchant_id, livemode, key, fingerprint, state, locked_at, created_at)
           VALUES ($1, $5, $2, $3, 'in_progress', $4, $4)
           ON CONFLICT (merchant_id, livemode, key) DO NOTHING
           RETURNING key`,
          [merchantId, key, fingerprint, now, livemode],
        );
        if (inserted.length === 1) return { kind: 'claimed', lockedAt: now, recoveryPoint: null };
        const [row] = await session.rows<KeyRow>(
          'SELECT fingerprint, state, response_status, response_body, recovery_point, locked_at ' +
          'FROM idempotency_keys WHERE merchant_id = $1 AND livemode = $3 AND key = $2',
          [merchantId, key, livemode],
        );
        if (!row) continue; // released (or purged) between the two statements
        if (row.fingerprint !== fingerprint) return { kind: 'fingerprint_mismatch' };
        if (row.state === 'completed') return { kind: 'completed', answer: { status: row.response_status!, body: row.response_body } };
        if (new Date(row.locked_at) >= staleBefore) return { kind: 'in_progress' };
        const taken = await session.rows(
          `UPDATE idempotency_keys SET locked_at = $3
            WHERE merchant_id = $1 AND livemode = $5 AND key = $2 AND state = 'in_progress' AND locked_at = $4
            RETURNING key`,
          [merchantId, key, now, row.locked_at, livemode],
        );
        if (taken.length === 1) return { kind: 'claimed', lockedAt: now, recoveryPoint: row.recovery_point };
      }
      return { kind: 'in_progress' };
    });
  }

  async complete(held: HeldKey, answer: StoredAnswer): Promise<void> {
    const { sql, params } = keyWrite({ ...held, answer });
    await this.database.query((session) => session.rows(sql, params));
  }

  async release({ merchantId, livemode, key, lockedAt }: HeldKey): Promise<void> {
    await this.database.query((session) =>
      session.rows(
        `DELETE FROM idempotency_keys WHERE merchant_id = $1 AND livemode = $4 AND key = $2 AND state = 'in_progress' AND locked_at = $3`,
        [merchantId, key, lockedAt, livemode],
      ),
    );
  }

  async purge(createdBefore: Date): Promise<number> {
    return this.database.query(async (session) => {
      const purged = await session.rows('DELETE FROM idempotency_keys WHERE created_at < $1 RETURNING key', [createdBefore]);
      return purged.length;
    });
  }
}

/**
 * The UPDATE that writes a key's answer (`complete`) or recovery point (a save's KeyWrite), only while
 * the writer's claim still holds it (a completed key keeps its first answer), as a statement of its own.
 */
export function keyWrite(write: KeyWrite | AnsweredKey): { sql: string; params: unknown[] } {
  const update = keyUpdate(write);
  return { sql: update.text(0), params: update.values };
}

type AnsweredKey = HeldKey & { answer: StoredAnswer };

/** keyWrite as a part of a statement written from parts (a save's `answer` CTE), its parameters numbered after the parts before it. */
export function keyUpdate(write: KeyWrite | AnsweredKey): StatementPart {
  const held = [write.merchantId, write.key];
  const holder = (merchant: string, key: string, lockedAt: string, mode: string) =>
    `merchant_id = ${merchant} AND livemode = ${mode} AND key = ${key} AND state = 'in_progress' AND locked_at = ${lockedAt}`;
  if ('answer' in write) {
    return {
      shape: 'key answer',
      values: [...held, JSON.stringify(write.answer.body), write.lockedAt, write.livemode, write.answer.status],
      text: (before) => {
        const [merchant, key, value, lockedAt, mode, status] = numbered(before, 6);
        return `UPDATE idempotency_keys SET state = 'completed', response_status = ${status}, response_body = ${value} \
WHERE ${holder(merchant, key, lockedAt, mode)}`;
      },
    };
  }
  return {
    shape: 'key recovery point',
    values: [...held, JSON.stringify(write.recoveryPoint), write.lockedAt, write.livemode],
    text: (before) => {
      const [merchant, key, value, lockedAt, mode] = numbered(before, 5);
      return `UPDATE idempotency_keys SET recovery_point = ${value} WHERE ${holder(merchant, key, lockedAt, mode)}`;
    },
  };
}
