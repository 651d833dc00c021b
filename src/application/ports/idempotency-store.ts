import { token } from './token';

/** An answer as the client received it: its status and its JSON body. */
export interface StoredAnswer {
  status: number;
  body: unknown;
}

/**
 * Where a request that died before its answer was stored had got to: the payment intent, or the
 * refund, it had started; otherwise the payment request it stored (created, updated or canceled), or
 * the payment link it created.
 */
export type RecoveryPoint =
  | { paymentRequestId: string; paymentIntentId: string }
  | { paymentRequestId: string; refundId: string }
  | { paymentRequestId: string }
  | { paymentLinkId: string };

/**
 * A key as the request that claimed it holds it: `lockedAt` is that claim's, so a request whose key a
 * retry has since taken over can no longer write, complete or release it.
 */
export interface HeldKey {
  merchantId: string;
  livemode: boolean;
  key: string;
  lockedAt: Date;
}

/** A key's recovery point, as plain data for the save that commits it; the answer is stored later, by `complete`. */
export type KeyWrite = HeldKey & { recoveryPoint: RecoveryPoint };

export type ClaimResult =
  /** The key was free (or its row stale and now ours): run the operation. A recovery point says it had started. */
  | { kind: 'claimed'; lockedAt: Date; recoveryPoint: RecoveryPoint | null }
  | { kind: 'completed'; answer: StoredAnswer }
  | { kind: 'in_progress' }
  | { kind: 'fingerprint_mismatch' };

export interface IdempotencyClaim {
  merchantId: string;
  livemode: boolean;
  key: string;
  fingerprint: string;
  now: Date;
  /** An in-progress claim locked before this instant belongs to a request that died: it may be taken over. */
  staleBefore: Date;
}

/**
 * Idempotency keys, scoped per merchant and mode. A claim is atomic across instances: of two claims of one
 * free key, exactly one gets `claimed`.
 */
export interface IdempotencyStore {
  claim(claim: IdempotencyClaim): Promise<ClaimResult>;
  /** Stores the answer of a key still held by this claim; a key completed, or taken over since, is left as it is. */
  complete(held: HeldKey, answer: StoredAnswer): Promise<void>;
  /** Frees a key still held by this claim: the next request with it runs afresh. */
  release(held: HeldKey): Promise<void>;
  /** Forgets keys first used before `createdBefore`; returns how many. */
  purge(createdBefore: Date): Promise<number>;
}
export const IDEMPOTENCY_STORE = token<IdempotencyStore>('IdempotencyStore');
