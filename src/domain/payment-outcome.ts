/**
 * What the bank or processor said about one payment attempt (or our own screening of a card, which
 * declines before any gateway is asked). `gatewayReference` is the gateway's own transaction number.
 */
export type PaymentOutcome =
  | { status: 'approved'; gatewayReference: string }
  | { status: 'declined'; declineCode: string };
