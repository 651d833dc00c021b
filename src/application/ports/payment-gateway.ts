import { Money } from '../../domain/money';
import { PaymentOutcome } from '../../domain/payment-outcome';

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
 * A gateway's answer: the outcome, and with a decline, optionally the bank's own words for it. Those
 * are shown to the merchant in the 402 answer's detail; they are not stored (the decline code is).
 */
export type GatewayAnswer = PaymentOutcome & { gatewayMessage?: string };

/** Shared shape of every gateway port: charge once per reference, and look a charge up later. */
export interface PaymentGateway<TCharge> extends GatewayCapabilities {
  /**
   * Charges once. `reference` is our payment intent id; a second call with the same reference must
   * not charge again and returns the first outcome (gateways treat it as an idempotency key).
   */
  charge(charge: TCharge & { reference: string; amount: Money }): Promise<GatewayAnswer>;
  /** The outcome of an earlier charge by our reference, or null when the gateway never received it. */
  lookup(reference: string): Promise<PaymentOutcome | null>;
}

/**
 * What a gateway may offer beyond charging and looking a charge up. An adapter declares a capability
 * by having the member; the core asks for it only where the gateway has it. Types only for now:
 * nothing uses them yet.
 */
export interface GatewayCapabilities {
  /** Gives money back on an earlier charge, once per refund reference; and finds a refund later. */
  readonly refunds?: {
    refund(refund: { reference: string; chargeReference: string; amount: Money }): Promise<RefundAnswer>;
    lookupRefund(reference: string): Promise<RefundAnswer | null>;
  };
  /** The movements the bank booked on one business day (YYYY-MM-DD in the business time zone). */
  readonly statements?: {
    statementOf(day: string): Promise<StatementLine[]>;
  };
  /** Confirms a transfer the payer reports having made (a P2P Pago Móvil), by the bank's reference. */
  readonly transfers?: {
    verifyTransfer(transfer: { bankReference: string; payerPhone: string; amount: Money; day: string }): Promise<boolean>;
  };
}

export type RefundAnswer = { status: 'refunded'; gatewayReference: string } | { status: 'declined'; declineCode: string };

export interface StatementLine {
  gatewayReference: string;
  /** Our reference when the bank kept it (the payment intent id), else null. */
  reference: string | null;
  amount: Money;
  bookedAt: Date;
}
