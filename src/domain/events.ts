import { PaymentMethod } from './payment-intent';
import { CancellationReason } from './payment-requests/cancellation-reason';

interface PaymentRequestEventBase {
  paymentRequestId: string;
  merchantId: string;
  livemode: boolean;
  occurredAt: Date;
}

interface PaymentIntentFacts {
  method: PaymentMethod;
  paymentIntentId: string;
}

/**
 * What happened to a payment request, recorded by the aggregate and published by the application
 * once the change is stored. Never carries card numbers, CVVs or OTPs.
 */
export type DomainEvent =
  | (PaymentRequestEventBase & { type: 'payment_request.created' })
  | (PaymentRequestEventBase & { type: 'payment_request.updated' })
  | (PaymentRequestEventBase & PaymentIntentFacts & { type: 'payment_request.paid' })
  /** A payment intent declined by the bank, by our screening of a card, or found never processed. */
  | (PaymentRequestEventBase & PaymentIntentFacts & { type: 'payment_request.payment_failed'; declineCode: string })
  /** Canceled by the merchant (`requested`) or because its expiry passed (`expired`). */
  | (PaymentRequestEventBase & { type: 'payment_request.canceled'; reason: CancellationReason })
  /** A refund of the request changed: made, returned, refused (or given up on), or left to the merchant. */
  | (PaymentRequestEventBase & { type: RefundEventType; refundId: string });

export const REFUND_EVENT_TYPES = ['refund.created', 'refund.succeeded', 'refund.failed', 'refund.requires_action'] as const;
export type RefundEventType = (typeof REFUND_EVENT_TYPES)[number];

export type DomainEventType = DomainEvent['type'];

export const DOMAIN_EVENT_TYPES: readonly DomainEventType[] = [
  'payment_request.created',
  'payment_request.updated',
  'payment_request.paid',
  'payment_request.payment_failed',
  'payment_request.canceled',
  ...REFUND_EVENT_TYPES,
];
