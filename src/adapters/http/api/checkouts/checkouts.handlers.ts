import { ClaimedKey } from '../../../../application/idempotency/claimed-key';
import { KeyProgress, RecoveryPoint } from '../../../../application/ports/idempotency-store';
import { PaymentRequest } from '../../../../domain/payment-request';
import { C2pPaymentBody, CardPaymentBody, toPayByC2pCommand, toPayByCardCommand } from './checkout.dto';
import { refusalProblem } from '../../kit/refusal-problem';
import { PayByC2p } from '../../../../application/checkout/pay-by-c2p';
import { PayByCard } from '../../../../application/checkout/pay-by-card';
import { SettleAttemptNow } from '../../../../application/checkout/settle-attempt-now';
import { KeyedRequest, Reply, RequestInput } from '../../kit/api-route';
import { PaymentRequestPresenter } from '../payment-requests/payment-request.presenter';

/** What a checkout route calls: its way to pay, the settling of an attempt a first request started, and the view. */
export type CheckoutUses<Pay> = { pay: Pay; settleAttemptNow: SettleAttemptNow; presenter: PaymentRequestPresenter };

export async function payByC2p(
  { pay, presenter }: CheckoutUses<PayByC2p>,
  { body, owner, idempotencyKey }: RequestInput<C2pPaymentBody>,
): Promise<Reply> {
  const outcome = await pay.execute({ ...toPayByC2pCommand(body, owner), idempotencyKey });
  if (outcome.kind !== 'paid') throw refusalProblem(outcome);
  return { status: 201, body: presenter.checkoutView(outcome.request) };
}

export async function payByCard(
  { pay, presenter }: CheckoutUses<PayByCard>,
  { body, owner, idempotencyKey }: RequestInput<CardPaymentBody>,
): Promise<Reply> {
  const outcome = await pay.execute({ ...toPayByCardCommand(body, owner), idempotencyKey });
  if (outcome.kind !== 'paid') throw refusalProblem(outcome);
  return { status: 201, body: presenter.checkoutView(outcome.request) };
}

/**
 * A checkout's key, from the request as stored: paid (201), this request's attempt declined (402),
 * or the attempt started and not answered yet: a recovery point, so that a retry after a crash
 * settles that attempt rather than paying again.
 */
export function checkoutProgress({ presenter }: Pick<CheckoutUses<unknown>, 'presenter'>, request: PaymentRequest, keyed: KeyedRequest): KeyProgress | null {
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
export async function recoverCheckout(
  { settleAttemptNow, presenter }: Pick<CheckoutUses<unknown>, 'settleAttemptNow' | 'presenter'>,
  point: RecoveryPoint, key: ClaimedKey): Promise<Reply> {
  if (!('paymentIntentId' in point)) throw new Error('a checkout\'s key can only have recorded a payment attempt');
  const outcome = await settleAttemptNow.execute({ merchantId: key.merchantId, livemode: key.livemode }, point.paymentRequestId, point.paymentIntentId, key);
  if (outcome.kind !== 'paid') throw refusalProblem(outcome);
  return { status: 201, body: presenter.checkoutView(outcome.request) };
}
