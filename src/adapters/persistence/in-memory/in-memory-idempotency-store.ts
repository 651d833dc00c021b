import {
  ClaimResult,
  HeldKey,
  IdempotencyClaim,
  IdempotencyStore,
  KeyWrite,
  RecoveryPoint,
  StoredAnswer,
} from '../../../application/ports/idempotency-store';

interface KeyRow {
  fingerprint: string;
  answer: StoredAnswer | null;
  recoveryPoint: RecoveryPoint | null;
  lockedAt: Date;
  createdAt: Date;
}

/** The store in a Map; every method runs without yielding, so claims are atomic within the process. */
export class InMemoryIdempotencyStore implements IdempotencyStore {
  private readonly rows = new Map<string, KeyRow>();

  async claim({ merchantId, livemode, key, fingerprint, now, staleBefore }: IdempotencyClaim): Promise<ClaimResult> {
    const id = rowId(merchantId, livemode, key);
    const row = this.rows.get(id);
    if (!row) {
      this.rows.set(id, { fingerprint, answer: null, recoveryPoint: null, lockedAt: now, createdAt: now });
      return { kind: 'claimed', lockedAt: now, recoveryPoint: null };
    }
    if (row.fingerprint !== fingerprint) return { kind: 'fingerprint_mismatch' };
    if (row.answer) return { kind: 'completed', answer: structuredClone(row.answer) };
    if (row.lockedAt >= staleBefore) return { kind: 'in_progress' };
    row.lockedAt = now;
    return { kind: 'claimed', lockedAt: now, recoveryPoint: row.recoveryPoint && { ...row.recoveryPoint } };
  }

  async complete(held: HeldKey, answer: StoredAnswer): Promise<void> {
    const row = this.heldRow(held);
    if (row) row.answer = structuredClone(answer);
  }

  async release({ merchantId, livemode, key, lockedAt }: HeldKey): Promise<void> {
    const id = rowId(merchantId, livemode, key);
    const row = this.rows.get(id);
    if (row?.answer === null && row.lockedAt.getTime() === lockedAt.getTime()) this.rows.delete(id);
  }

  async purge(createdBefore: Date): Promise<number> {
    let purged = 0;
    for (const [id, row] of this.rows) {
      if (row.createdAt < createdBefore) {
        this.rows.delete(id);
        purged++;
      }
    }
    return purged;
  }

  /** What a repository writes along with a payment request (its UnitOfWork's idempotencyKey). */
  write(write: KeyWrite): void {
    const row = this.heldRow(write);
    if (row) row.recoveryPoint = { ...write.recoveryPoint };
  }

  /** The key's row while still in progress under this claim; a key completed, or taken over since, is left as it is. */
  private heldRow({ merchantId, livemode, key, lockedAt }: HeldKey): KeyRow | undefined {
    const row = this.rows.get(rowId(merchantId, livemode, key));
    return row && !row.answer && row.lockedAt.getTime() === lockedAt.getTime() ? row : undefined;
  }
}

const rowId = (merchantId: string, livemode: boolean, key: string) => JSON.stringify([merchantId, livemode, key]);
