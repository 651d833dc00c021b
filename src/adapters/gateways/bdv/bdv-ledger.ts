import { Money } from '../../../domain/money';

/** How many entries each of this process's memories keeps; the oldest goes first. */
export const REMEMBERED = 10_000;

/** A C2P charge this process sent: what a lookup looks for when the core gives no payment intent. */
export interface SentCharge {
  amount: Money;
  /** The payer's id as the bank writes it (V12345678). */
  payerId: string;
  /** The day it was sent, in Caracas. */
  day: string;
}

/** A charge the bank approved: its `endToEndId` is what an annulment names, and only the `process` answer gives it. */
export interface ApprovedCharge {
  reference: string;
  endToEndId: string;
  day: string;
}

/**
 * What this process knows that the bank does not keep for us: `process` takes no reference of ours, so our
 * payment intent and refund ids are joined to the bank's references here. Only a help: a charge's lookup finds
 * it from any instance by the payment intent the core passes, and a payout by its `numeroReferencia`, derived from
 * our refund id. Lost on a restart: then an annulment of an earlier charge is impossible (declined
 * `refund_rail_unavailable`; a payout still is), and the statement lists a charge without our reference.
 */
export class BdvLedger {
  readonly sent = new Map<string, SentCharge>();
  /** By the bank's `referencia` of the charge. */
  readonly approved = new Map<string, ApprovedCharge>();
  /** Our reference (payment intent id or refund id) by the bank's reference of the movement it made. */
  readonly ours = new Map<string, string>();

  remember<K, V>(map: Map<K, V>, key: K, value: V): void {
    map.set(key, value);
    if (map.size > REMEMBERED) map.delete(map.keys().next().value as K);
  }

  claim(bankReference: string, reference: string): void {
    this.remember(this.ours, bankReference, reference);
  }

  claimedByAnother(bankReference: string, reference: string): boolean {
    const owner = this.ours.get(bankReference);
    return owner !== undefined && owner !== reference;
  }
}
