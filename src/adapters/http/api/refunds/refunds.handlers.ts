import { ClaimedKey } from '../../../../application/idempotency/claimed-key';
import { KeyProgress, RecoveryPoint } from '../../../../application/ports/idempotency-store';
import { CreateRefund } from '../../../../application/refunds/create-refund';
import { ManualRefunds } from '../../../../application/refunds/manual-refunds';
import { ReadRefunds } from '../../../../application/refunds/read-refunds';
import { ActOnRefundOutcome, CreateRefundOutcome } from '../../../../application/refunds/refund-outcomes';
import { SettleRefundNow } from '../../../../application/refunds/settle-refund-now';
import { PaymentRequest } from '../../../../domain/payment-requests';
import { KeyedRequest, Reply, RequestInput } from '../../kit/api-route';
import { refusalProblem } from '../../kit/refusal-problem';
import { CreateRefundBody, MarkRefundSucceededBody, toCreateRefundCommand } from './refund.dto';
import { refundView } from './refund.presenter';
import { RefundListWire } from './refund.schema';

function answer(outcome: CreateRefundOutcome | ActOnRefundOutcome, status: 200 | 201): Reply {
  if (outcome.kind !== 'refund') throw refusalProblem(outcome);
  return { status, body: refundView(outcome.request, outcome.refund) };
}

/** What the refund route calls: its use case, and the settling of a refund a first request started. */
export type CreateRefundUses = { create: CreateRefund; settleNow: SettleRefundNow };

export async function createRefund(
  { create }: CreateRefundUses,
  { body, params, owner, idempotencyKey }: RequestInput<CreateRefundBody>,
): Promise<Reply> {
  return answer(await create.execute({ ...toCreateRefundCommand(body, owner, params.id), idempotencyKey }), 201);
}

export async function getRefund({ read }: { read: ReadRefunds }, { params, owner }: RequestInput): Promise<Reply> {
  return answer(await read.get(owner, params.id), 200);
}

export async function listRefunds({ read }: { read: ReadRefunds }, { params, owner }: RequestInput): Promise<Reply> {
  const outcome = await read.ofRequest(owner, params.id);
  if (outcome.kind !== 'found') throw refusalProblem(outcome);
  const body: RefundListWire = { data: outcome.request.refunds.map((refund) => refundView(outcome.request, refund)) };
  return { status: 200, body };
}

export async function markRefundSucceeded(
  { manual }: { manual: ManualRefunds },
  { body, params, owner, idempotencyKey }: RequestInput<MarkRefundSucceededBody>,
): Promise<Reply> {
  return answer(await manual.markSucceeded(owner, params.id, body.reference_id, idempotencyKey), 200);
}

export async function cancelRefund({ manual }: { manual: ManualRefunds }, { params, owner, idempotencyKey }: RequestInput): Promise<Reply> {
  return answer(await manual.cancel(owner, params.id, idempotencyKey), 200);
}

/**
 * A refund's key, from the request as stored: the refund this request made, answered once its
 * gateway has settled it (or it awaits the merchant); while pending, a recovery point, so that a
 * retry after a crash asks about that refund rather than refunding again.
 */
export function refundProgress(_uses: unknown, request: PaymentRequest, keyed: KeyedRequest): KeyProgress | null {
  // The first save of this request is the one that adds its refund, last of the request's.
  const refund = keyed.refundId ? request.refunds.find((candidate) => candidate.id === keyed.refundId) : request.refunds.at(-1);
  if (!refund) return null;
  keyed.refundId = refund.id;
  if (refund.status === 'pending') return { recoveryPoint: { paymentRequestId: request.id, refundId: refund.id } };
  return { answer: { status: 201, body: refundView(request, refund) } };
}

/** The refund's answer from the refund its first request stored: asked about at its gateway, never sent again. */
export async function recoverRefund({ settleNow }: { settleNow: SettleRefundNow }, point: RecoveryPoint, key: ClaimedKey): Promise<Reply> {
  if (!('refundId' in point)) throw new Error('a refund\'s key can only have recorded a refund');
  const outcome = await settleNow.execute({ merchantId: key.merchantId, livemode: key.livemode }, point.refundId, key);
  if (outcome.kind !== 'refund') throw refusalProblem(outcome);
  return { status: 201, body: refundView(outcome.request, outcome.refund) };
}
