import { Owner } from '../../domain/mode';
import { HeldKey, KeyWrite, RecoveryPoint } from '../ports/idempotency-store';

/**
 * The Idempotency-Key a request claimed, handed to the use case with its command as plain data.
 * Each save the use case makes under it writes a recovery point; the answer is the HTTP layer's to store.
 */
export type ClaimedKey = HeldKey;

/**
 * What a save of something `saved` (a payment request, a payment link) writes to the key: how far the
 * operation got, for a retry that takes the key over if this request dies before its answer is stored.
 * Another owner's save writes nothing.
 */
export function recoveryPointWrite(
  claimed: ClaimedKey | undefined, saved: Owner, recoveryPoint: RecoveryPoint,
): KeyWrite | undefined {
  if (!claimed || claimed.merchantId !== saved.merchantId || claimed.livemode !== saved.livemode) return undefined;
  const { merchantId, livemode, key, lockedAt } = claimed;
  return { merchantId, livemode, key, lockedAt, recoveryPoint };
}
