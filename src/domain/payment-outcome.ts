/**
 * What the bank or processor said about one payment intent (or our own screening of a card, which
 * declines before any gateway is asked). `gatewayReference` is the gateway's own transaction number.
 */
export type PaymentOutcome =
  | { status: 'approved'; gatewayReference: string }
  | { status: 'declined'; declineCode: string };

/**
 * The decline of a payment intent whose gateway never received the charge, judged once the payment intent was old
 * enough that it never would. The bank's statement may still show it later (a late booking): see
 * PaymentRequest.settleLateCharge.
 */
export const NOT_PROCESSED = 'not_processed';
