import { RecoveryPoint } from '../../../application/ports/idempotency-store';
import { PaymentRequest } from '../../../domain/payment-request';
import { KeyProgress } from '../../idempotency/idempotency-context';
import { C2pPaymentBody, CardPaymentBody, toPayByC2pCommand, toPayByCardCommand } from '../dto/checkout.dto';
import { refusalProblem } from '../refusal-problem';
import { ApiDependencies, KeyedRequest, Reply, RequestInput } from './api-route';

export async function payByC2p({ checkouts, presenter }: ApiDependencies, { body, merchant }: RequestInput<C2pPaymentBody>): Promise<Reply> {
  const outcome = await checkouts.payByC2p.execute(toPayByC2pCommand(body, merchant.id));
  if (outcome.kind !== 'paid') throw refusalProblem(outcome);
  return { status: 201, body: presenter.checkoutView(outcome.request) };
}

export async function payByCard({ checkouts, presenter }: ApiDependencies, { body, merchant }: RequestInput<CardPaymentBody>): Promise<Reply> {
  const outcome = await checkouts.payByCard.execute(toPayByCardCommand(body, merchant.id));
  if (outcome.kind !== 'paid') throw refusalProblem(outcome);
  return { status: 201, body: presenter.checkoutView(outcome.request) };
}

/**
 * A checkout's key, from the request as stored: paid (201), this request's attempt declined (402),
 * or the attempt started and not answered yet: a recovery point, so that a retry after a crash
 * settles that attempt rather than paying again.
 */
export function checkoutProgress({ presenter }: ApiDependencies, request: PaymentRequest, keyed: KeyedRequest): KeyProgress {
  if (request.status === 'paid') return { answer: { status: 201, body: presenter.checkoutView(request) } };
  const pending = request.pendingIntents[0];
  if (pending) {
    keyed.attemptId = pending.id;
    return { recoveryPoint: { paymentRequestId: request.id, paymentIntentId: pending.id } };
  }
  // An attempt screened out before any gateway is created and declined in one save: the one just added.
  const attempt = keyed.attemptId ? request.intents.find((intent) => intent.id === keyed.attemptId) : request.intents.at(-1);
  if (attempt?.status !== 'rejected') return null;
  const declined = refusalProblem({ kind: 'declined', declineCode: attempt.declineCode ?? 'declined', paymentIntentId: attempt.id });
  return { answer: { status: declined.status, body: declined.toJSON(keyed.requestId) } };
}

/** The checkout's answer from the attempt its first request started: settled now by asking the gateway, never charged again. */
export async function recoverCheckout({ checkouts, presenter }: ApiDependencies, point: RecoveryPoint, merchantId: string): Promise<Reply> {
  const outcome = await checkouts.settleAttemptNow.execute(merchantId, point.paymentRequestId, point.paymentIntentId);
  if (outcome.kind !== 'paid') throw refusalProblem(outcome);
  return { status: 201, body: presenter.checkoutView(outcome.request) };
}
