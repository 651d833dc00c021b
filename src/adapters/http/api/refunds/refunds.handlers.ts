import { ClaimedKey } from '../../../../application/idempotency/claimed-key';
import { RecoveryPoint } from '../../../../application/ports/idempotency-store';
import { CreateRefund } from '../../../../application/refunds/create-refund';
import { ManualRefunds } from '../../../../application/refunds/manual-refunds';
import { ReadRefunds } from '../../../../application/refunds/read-refunds';
import { ActOnRefundOutcome, CreateRefundOutcome } from '../../../../application/refunds/refund-outcomes';
import { SettleRefundNow } from '../../../../application/refunds/settle-refund-now';
import { Reply, RequestInput } from '../../kit/api-route-declaration';
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
  return answer(await create.execute({ idempotencyKey, ...toCreateRefundCommand(body, owner, params.id) }), 201);
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
  { manual }: ManualRefundUses,
  { body, params, owner, idempotencyKey }: RequestInput<MarkRefundSucceededBody>,
): Promise<Reply> {
  return answer(await manual.markSucceeded(owner, params.id, body.reference_id, idempotencyKey), 200);
}

export async function cancelRefund(
  { manual }: ManualRefundUses, { params, owner, idempotencyKey }: RequestInput,
): Promise<Reply> {
  return answer(await manual.cancel(owner, params.id, idempotencyKey), 200);
}

/** The refund's answer from the refund its first request stored: asked about at its gateway, never sent again. */
export async function recoverRefund({ settleNow }: { settleNow: SettleRefundNow }, point: RecoveryPoint, key: ClaimedKey): Promise<Reply> {
  if (!('refundId' in point)) throw new Error('a refund\'s key can only have recorded a refund');
  const outcome = await settleNow.execute({ merchantId: key.merchantId, livemode: key.livemode }, point.refundId, key);
  if (outcome.kind !== 'refund') throw refusalProblem(outcome);
  return { status: 201, body: refundView(outcome.request, outcome.refund) };
}

/** What the manual refund routes call: the use case, and the refund as stored for a retry after a crash. */
export type ManualRefundUses = { manual: ManualRefunds; read: ReadRefunds };

/** A manual refund's retry after its first request died once stored: the refund as it is now, never moved twice. */
export async function recoverRefundAction({ read }: Pick<ManualRefundUses, 'read'>, point: RecoveryPoint, key: ClaimedKey): Promise<Reply> {
  if (!('refundId' in point)) throw new Error('a manual refund\'s key can only have recorded a refund');
  return answer(await read.get({ merchantId: key.merchantId, livemode: key.livemode }, point.refundId), 200);
}
