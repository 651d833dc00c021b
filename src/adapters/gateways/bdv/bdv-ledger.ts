import { Money } from '../../../domain/money';
import { ChargeMemory } from '../charge-memory';

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
export class BdvLedger extends ChargeMemory<SentCharge, ApprovedCharge> {}
