import { token } from './token';

/** An answer as the client received it: its status and its JSON body. */
export interface StoredAnswer {
  status: number;
  body: unknown;
}

/** Where a request that died mid-operation had got to: the payment attempt it had started. */
export interface RecoveryPoint {
  paymentRequestId: string;
  paymentIntentId: string;
}

export type ClaimResult =
  /** The key was free (or its row stale and now ours): run the operation. A recovery point says it had started. */
  | { kind: 'claimed'; lockedAt: Date; recoveryPoint: RecoveryPoint | null }
  | { kind: 'completed'; answer: StoredAnswer }
  | { kind: 'in_progress' }
  | { kind: 'fingerprint_mismatch' };

export interface IdempotencyClaim {
  merchantId: string;
  key: string;
  fingerprint: string;
  now: Date;
  /** An in-progress claim locked before this instant belongs to a request that died: it may be taken over. */
  staleBefore: Date;
}

/**
 * Idempotency keys, scoped per merchant. A claim is atomic across instances: of two claims of one
 * free key, exactly one gets `claimed`.
 */
export interface IdempotencyStore {
  claim(claim: IdempotencyClaim): Promise<ClaimResult>;
  /** Stores the answer of an in-progress key; a key already completed keeps its first answer. */
  complete(merchantId: string, key: string, answer: StoredAnswer): Promise<void>;
  /** Frees an in-progress key: the next request with it runs afresh. */
  release(merchantId: string, key: string): Promise<void>;
  /** Forgets keys first used before `createdBefore`; returns how many. */
  purge(createdBefore: Date): Promise<number>;
}
export const IDEMPOTENCY_STORE = token<IdempotencyStore>('IdempotencyStore');
