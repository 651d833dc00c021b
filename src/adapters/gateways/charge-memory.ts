/** How many entries each of this process's memories keeps; the oldest goes first. */
export const REMEMBERED = 10_000;

/**
 * What this process remembers of the charges it sent to a bank that keeps no reference of ours (BNC, BDV):
 * what it sent (`sent`, by our payment intent id), what the bank approved (`approved`, by the bank's reference)
 * and which of the bank's movements are ours (`ours`). Each bank's ledger says what its charges carry.
 */
export class ChargeMemory<Sent, Approved> {
  readonly sent = new Map<string, Sent>();
  /** By the bank's reference of the charge. */
  readonly approved = new Map<string, Approved>();
  /** Our reference (payment intent id or refund id) by the bank's reference of the movement it made. */
  readonly ours = new Map<string, string>();

  remember<K, V>(map: Map<K, V>, key: K, value: V): void {
    map.set(key, value);
    if (map.size > REMEMBERED) map.delete(map.keys().next().value as K);
  }

  claim(bankReference: string, reference: string): void {
    this.remember(this.ours, bankReference, reference);
  }

  /** Whether the bank's movement is already known as another reference of ours. */
  claimedByAnother(bankReference: string, reference: string): boolean {
    const owner = this.ours.get(bankReference);
    return owner !== undefined && owner !== reference;
  }
}
