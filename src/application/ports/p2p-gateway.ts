import { PaymentGateway } from './payment-gateway';

/** A Pago Móvil transfer the payer reports having sent to the merchant's account. */
export interface P2pCharge {
  transfer: {
    /** 4 to 20 digits, as the payer's banking app shows it; banks may match only its last digits. */
    reference: string;
    phoneNumber: string;
    bankCode: string;
    /** The day it was sent, YYYY-MM-DD in the business time zone. */
    paidOn: string;
    /** The payer's cédula or RIF, when the payer gave it (BDV checks it when the payer's bank is BDV). */
    payerId?: string;
  };
}

/** Where payers send their transfers: the merchant's Pago Móvil account at this gateway, in this mode. */
export interface ReceivingAccount {
  phoneNumber: string;
  bankCode: string;
  nationalId: string;
}

/**
 * Reported Pago Móvil payments. `charge` moves no money: it asks the bank for the received
 * transfer and answers approved (found for exactly `amount`; `gatewayReference` the bank's full
 * reference), approved with `confirmedBefore` (a bank that confirms a transfer once says it did so
 * to an earlier question), declined `amount_mismatch` (found for another amount), or throws
 * GatewayUnavailable while the bank has not shown it yet (or cannot be asked). Asking again moves no
 * money, so a payment intent is settled by verifying again; `lookup` knows no charges and answers null.
 */
export interface P2pGateway extends PaymentGateway<P2pCharge> {
  readonly receivingAccount: ReceivingAccount;
}

/** The decline codes of a reported payment the service itself decides. */
export const P2P_DECLINES = {
  notFound: 'payment_not_found', alreadyUsed: 'reference_already_used', amountMismatch: 'amount_mismatch',
} as const;
