import { PaymentRequest } from '../../domain/payment-requests';
import { HeldKey, KeyProgress, KeyWrite } from '../ports/idempotency-store';

/**
 * The Idempotency-Key a request claimed, handed to the use case with its command. Each save the
 * use case makes writes what the request, as about to be stored, means for the key.
 */
export interface ClaimedKey extends HeldKey {
  /** The key's answer or recovery point once `request` is stored; null: nothing to write yet. */
  progressOf(request: PaymentRequest): KeyProgress | null;
}

/** Evaluated before the save, so that the save receives plain data. Another owner's request writes nothing to the key. */
export function keyWriteFor(claimed: ClaimedKey | undefined, request: PaymentRequest): KeyWrite | undefined {
  if (!claimed || claimed.merchantId !== request.merchantId || claimed.livemode !== request.livemode) return undefined;
  const progress = claimed.progressOf(request);
  return progress
    ? { merchantId: claimed.merchantId, livemode: claimed.livemode, key: claimed.key, lockedAt: claimed.lockedAt, ...progress }
    : undefined;
}
