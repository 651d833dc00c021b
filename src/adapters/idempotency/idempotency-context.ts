import { AsyncLocalStorage } from 'node:async_hooks';
import { RecoveryPoint, StoredAnswer } from '../../application/ports/idempotency-store';
import { PaymentRequest } from '../../domain/payment-request';

/** What a stored payment request means for the request's key: its final answer, or how far the operation got. */
export type KeyProgress = { answer: StoredAnswer } | { recoveryPoint: RecoveryPoint } | null;

/** The Idempotency-Key a request claimed, for the lifetime of that request. */
export interface IdempotencyScope {
  merchantId: string;
  key: string;
  /** Derives the key's progress from a payment request as this request is about to store it. */
  progressOf(request: PaymentRequest): KeyProgress;
}

/** What a repository writes to the key, in the same transaction as the payment request. */
export type KeyWrite = { merchantId: string; key: string } & NonNullable<KeyProgress>;

const scope = new AsyncLocalStorage<IdempotencyScope>();

/** Runs `work` with `claimed` as the key of every payment request saved inside it. */
export function withIdempotencyScope<T>(claimed: IdempotencyScope, work: () => T): T {
  return scope.run(claimed, work);
}

/**
 * Called by a payment request repository inside the transaction that stores `request`: what to
 * write to the current request's key, if it has one. Saves outside any keyed request (the
 * reconciler, the hosted page) write nothing.
 */
export function keyWriteFor(request: PaymentRequest): KeyWrite | null {
  const current = scope.getStore();
  if (!current || current.merchantId !== request.merchantId) return null;
  const progress = current.progressOf(request);
  return progress && { merchantId: current.merchantId, key: current.key, ...progress };
}
