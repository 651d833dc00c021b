import { createHash } from 'node:crypto';

/**
 * The `numeroReferencia` of a `vuelto` payout ("un número que el cliente debe generar"): 12 digits derived from
 * our refund id, so every instance, before and after a restart, writes the same one for a refund, and a payout
 * whose answer was lost is found by it (in `getOutMovement` and in the movements) without a memory of ours.
 */
export function payoutReference(refundId: string): string {
  const digest = createHash('sha256').update(refundId, 'utf8').digest();
  return (digest.readBigUInt64BE(0) % 1_000_000_000_000n).toString().padStart(12, '0');
}
