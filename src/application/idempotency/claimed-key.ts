import { PaymentRequest } from '../../domain/payment-requests';
import { HeldKey, KeyWrite, RecoveryPoint } from '../ports/idempotency-store';

/**
 * The Idempotency-Key a request claimed, handed to the use case with its command as plain data.
 * Each save the use case makes under it writes a recovery point; the answer is the HTTP layer's to store.
 */
export type ClaimedKey = HeldKey;

/**
 * What a save of `request` writes to the key: how far the operation got, for a retry that takes the
 * key over if this request dies before its answer is stored. Another owner's request writes nothing.
 */
export function recoveryPointWrite(
  claimed: ClaimedKey | undefined, request: PaymentRequest, recoveryPoint: RecoveryPoint,
): KeyWrite | undefined {
  if (!claimed || claimed.merchantId !== request.merchantId || claimed.livemode !== request.livemode) return undefined;
  const { merchantId, livemode, key, lockedAt } = claimed;
  return { merchantId, livemode, key, lockedAt, recoveryPoint };
}
