import { Money } from '../../../domain/money';
import { ChargeMemory } from '../charge-memory';

/** A C2P charge this process sent: what a lookup looks for when the core gives no payment intent. */
export interface SentCharge {
  amount: Money;
  /** The payer's phone as the bank writes it (58…). */
  debtorPhone: string;
  /** The day it was sent, in Caracas. */
  day: string;
}

/** A charge the bank approved: its `IdTransaction` is what a reversal names. */
export interface ApprovedCharge {
  reference: string;
  idTransaction: number | null;
}

/**
 * What this process knows that the bank does not keep for us: BNC's SendC2P and ReverseC2P take no reference
 * of ours, so our payment intent and refund ids are joined to the bank's references here. Only a help: a
 * charge's lookup finds it from any instance by the payment intent the core passes (see BncC2pGateway); this memory
 * adds which movements are already another charge's (`ours`), so that two charges alike are told apart
 * where it is known. Lost on a restart: then two or more movements alike leave a lookup unknown, the
 * statement lists a movement without our reference until a lookup finds it (a payout excepted), and a
 * reversal is impossible (the charge's `IdTransaction` is only in the SendC2P answer, kept in `approved`).
 */
export class BncLedger extends ChargeMemory<SentCharge, ApprovedCharge> {}
