import { PaymentRequest } from '../../domain/payment-requests';
import { Refund, RefundNotActionable } from '../../domain/refunds/refund';
import { ExceedsRemaining, NotRefundable } from '../../domain/refunds/refund-plan';
import { Conflict, NotFound } from '../outcomes';

export type { ExceedsRemaining, NotRefundable, RefundNotActionable };

/** No refund with that id belongs to the owner. */
export type RefundNotFound = { kind: 'refund_not_found'; id: string };

/** A refund as it is now, with the request it belongs to (whose view carries the refunded sums). */
export type RefundFound = { kind: 'refund'; refund: Refund; request: PaymentRequest };

export type CreateRefundOutcome = RefundFound | NotFound | NotRefundable | ExceedsRemaining | Conflict;
export type ActOnRefundOutcome = RefundFound | RefundNotFound | RefundNotActionable | Conflict;

/** The refund `refundId` as `request` holds it. */
export function refundIn(request: PaymentRequest, refundId: string): RefundFound {
  const refund = request.refunds.find((candidate) => candidate.id === refundId);
  if (!refund) throw new Error(`refund ${refundId} is not one of ${request.id}'s`);
  return { kind: 'refund', refund, request };
}
