import { Money } from '../../domain/money';
import { PaymentOutcome } from '../../domain/payment-outcome';
import { PaymentInstrument } from '../../domain/payment-intent';
import { RefundMethod } from '../../domain/refunds/refund';

/**
 * The gateway could not be reached or did not answer in time: the charge may or may not have
 * happened. Adapters throw this (never a raw network error) so the core can look the charge up.
 */
export class GatewayUnavailable extends Error {
  constructor(message = 'payment gateway unavailable', options?: { cause?: unknown }) {
    super(message, options);
  }
}

/**
 * The bank refused our own key or credentials for the call (not the payer's): the outcome stays unknown as for any
 * GatewayUnavailable, and the account whose credentials they are is marked failed.
 */
export class GatewayCredentialsRefused extends GatewayUnavailable {}

/**
 * A gateway's answer: the outcome, and with a decline, optionally the bank's own words for it. Those
 * are shown to the merchant in the 402 answer's detail; they are not stored (the decline code is).
 */
export type GatewayAnswer = PaymentOutcome & {
  gatewayMessage?: string;
  /**
   * Approved, but the bank had already confirmed this reported transfer to an earlier question and cannot say to
   * whom (BDV's "ya fue conciliado"): it pays only the payment intent that reported it first (see payingReport).
   */
  confirmedBefore?: true;
};

/** Shared shape of every gateway port: charge once per reference, and look a charge up later. */
export interface PaymentGateway<TCharge> extends GatewayCapabilities {
  /**
   * Charges once. `reference` is our payment intent id; a second call with the same reference must
   * not charge again and returns the first outcome (gateways treat it as an idempotency key).
   */
  charge(charge: TCharge & { reference: string; amount: Money }): Promise<GatewayAnswer>;
  /**
   * The outcome of an earlier charge by our reference, or null when the gateway never received it.
   * `intent` is what the charge was (the core always gives it): for a gateway whose bank keeps no
   * reference of ours, so it must find the charge by what it was, from any instance, after a restart.
   */
  lookup(reference: string, intent?: ChargedIntent): Promise<PaymentOutcome | null>;
}

/** A payment intent as a gateway was asked to charge it. */
export interface ChargedIntent {
  amount: Money;
  instrument: PaymentInstrument;
  /** When the charge was sent (the payment intent began). */
  startedAt: Date;
}

/**
 * What a gateway may offer beyond charging and looking a charge up. An adapter declares a capability
 * by having the member; the core asks for it only where the gateway has it.
 */
export interface GatewayCapabilities {
  /** Gives money back on an earlier charge, once per refund reference; and finds a refund later. */
  readonly refunds?: GatewayRefunds;
  /** The movements the bank booked on one business day (YYYY-MM-DD in the business time zone). */
  readonly statements?: GatewayStatements;
  /**
   * Asks the bank to send the payer the one-time C2P key, where the merchant's system asks for it
   * (BDV) rather than the payer asking its own bank (Mercantil, BNC): only C2P gateways have it.
   */
  readonly c2pKeys?: GatewayC2pKeys;
  /** Confirms a transfer the payer reports having made (a P2P Pago Móvil), by the bank's reference. */
  readonly transfers?: {
    /** `payerId`: the payer's cédula or RIF when the payer gave it (BDV checks it when the payer's bank is BDV). */
    verifyTransfer(transfer: { bankReference: string; payerPhone: string; payerId?: string; amount: Money; day: string }): Promise<boolean>;
  };
}

/** The payer a C2P key is sent to: the id, phone and bank the charge will name. */
export interface C2pKeyPayer {
  payerId: string;
  phoneNumber: string;
  bankCode: string;
}

/** `refused`: the bank would not send it, with the one error table's decline code (an invalid id, a payer not affiliated…). */
export type C2pKeyAnswer = { status: 'sent'; expiresInSeconds: number } | { status: 'refused'; declineCode: string };

export interface GatewayC2pKeys {
  /** Throws GatewayUnavailable when no answer came (the key may or may not have been sent). */
  sendKey(payer: C2pKeyPayer): Promise<C2pKeyAnswer>;
}

/** The movements the bank booked on one business day (YYYY-MM-DD in the business time zone). */
export interface GatewayStatements {
  statementOf(day: string): Promise<StatementLine[]>;
}

/** The rails a gateway can return money by (a `manual` refund never reaches a gateway). */
export type RefundRail = Exclude<RefundMethod, 'manual'>;

/**
 * One refund as a gateway is asked for it. `reference` is our refund id: a second call with it must
 * not return money again, and answers as the first did. `charge` is the payment intent being refunded: our
 * reference for it (the payment intent id) and the gateway's own.
 */
export type RefundOrder = {
  reference: string;
  amount: Money;
  charge: { reference: string; gatewayReference: string };
} & (
  | { rail: 'reversal' | 'card' }
  /** A Pago Móvil transfer to the account the customer paid from. */
  | { rail: 'p2p'; payee: { phoneNumber: string; payerId: string; bankCode: string } }
);

/** `pending`: the gateway took the order and will say later (ask with lookupRefund). */
export type RefundAnswer =
  | { status: 'refunded'; gatewayReference: string }
  | { status: 'declined'; declineCode: string }
  | { status: 'pending' };

export interface GatewayRefunds {
  /** The rails this gateway offers; a card gateway without `card` leaves card refunds to the merchant. */
  readonly rails: readonly RefundRail[];
  /** Throws GatewayUnavailable when the answer did not come: the refund may or may not have been made. */
  refund(order: RefundOrder): Promise<RefundAnswer>;
  /** The state of an earlier refund by our reference, or null when the gateway never received it. */
  lookupRefund(reference: string): Promise<RefundAnswer | null>;
  /**
   * Sends again, with the same identifiers, a refund whose answer was lost and that `lookupRefund` does not
   * show, where the bank itself refuses to book that order twice (each bank's page says which operations):
   * its answer then, `pending` when the bank refused it as already done and the lookup does not show it yet.
   * null where a repeat is not known to be harmless, so nothing was sent: the refund waits for the statement.
   * Throws GatewayUnavailable as `refund` does.
   */
  resend(order: RefundOrder): Promise<RefundAnswer | null>;
}

export interface StatementLine {
  gatewayReference: string;
  /** Our reference when the bank kept it (the payment intent id), else null. */
  reference: string | null;
  amount: Money;
  bookedAt: Date;
}
