import { ClaimedKey } from '../../../../application/idempotency/claimed-key';
import { RecoveryPoint } from '../../../../application/ports/idempotency-store';
import { C2pPaymentBody, CardPaymentBody, P2pPaymentBody, toPayByC2pCommand, toPayByCardCommand, toPayByP2pCommand } from './checkout.dto';
import { PayByP2p } from '../../../../application/reported-transfers/pay-by-p2p';
import { GetPaymentRequest } from '../../../../application/payment-requests/get-payment-request';
import { CheckoutOutcome } from '../../../../application/outcomes';
import { Owner } from '../../../../domain/mode';
import { refusalProblem } from '../../kit/refusal-problem';
import { PayByC2p } from '../../../../application/checkout/pay-by-c2p';
import { PayByCard } from '../../../../application/checkout/pay-by-card';
import { SettleIntentNow } from '../../../../application/checkout/settle-intent-now';
import { Reply, RequestInput } from '../../kit/api-route-declaration';
import { PaymentRequestPresenter } from '../payment-requests/payment-request.presenter';

/** What a checkout route calls: its way to pay, the settling of a payment intent a first request started, and the view. */
export type CheckoutUses<Pay> = { pay: Pay; settleIntentNow: SettleIntentNow; presenter: PaymentRequestPresenter };

export async function payByC2p(
  { pay, presenter }: CheckoutUses<PayByC2p>,
  { body, owner, idempotencyKey }: RequestInput<C2pPaymentBody>,
): Promise<Reply> {
  const outcome = await pay.execute({ idempotencyKey, ...toPayByC2pCommand(body, owner) });
  if (outcome.kind !== 'paid') throw refusalProblem(outcome);
  return { status: 201, body: presenter.checkoutView(outcome.request) };
}

export async function payByCard(
  { pay, presenter }: CheckoutUses<PayByCard>,
  { body, owner, idempotencyKey }: RequestInput<CardPaymentBody>,
): Promise<Reply> {
  const outcome = await pay.execute({ idempotencyKey, ...toPayByCardCommand(body, owner) });
  if (outcome.kind !== 'paid') throw refusalProblem(outcome);
  return { status: 201, body: presenter.checkoutView(outcome.request) };
}

/** The checkout's answer from the payment intent its first request started: settled now by asking the gateway, never charged again. */
export async function recoverCheckout(
  { settleIntentNow, presenter }: Pick<CheckoutUses<unknown>, 'settleIntentNow' | 'presenter'>,
  point: RecoveryPoint, key: ClaimedKey): Promise<Reply> {
  if (!('paymentIntentId' in point)) throw new Error('a checkout\'s key can only have recorded a payment intent');
  const outcome = await settleIntentNow.execute(
    { merchantId: key.merchantId, livemode: key.livemode },
    point.paymentRequestId,
    point.paymentIntentId,
    key,
  );
  if (outcome.kind !== 'paid') throw refusalProblem(outcome);
  return { status: 201, body: presenter.checkoutView(outcome.request) };
}

/** What the P2P route calls besides a checkout's: the request as stored, for the 202 of a transfer the bank has not shown yet. */
export type P2pUses = CheckoutUses<PayByP2p> & { read: GetPaymentRequest };

export async function payByP2p(uses: P2pUses, { body, owner, idempotencyKey }: RequestInput<P2pPaymentBody>): Promise<Reply> {
  const outcome = await uses.pay.execute({ idempotencyKey, ...toPayByP2pCommand(body, owner) });
  if (outcome.kind === 'paid_on_out_of_range') throw refusalProblem(outcome);
  return p2pReply(uses, owner, body.payment_request_id, outcome);
}

/** A reported transfer's retry answers from the payment intent its first request started: 201 once found, 202 while not yet. */
export async function recoverP2p(uses: P2pUses, point: RecoveryPoint, key: ClaimedKey): Promise<Reply> {
  if (!('paymentIntentId' in point)) throw new Error('a checkout\'s key can only have recorded a payment intent');
  const owner = { merchantId: key.merchantId, livemode: key.livemode };
  return p2pReply(
    uses,
    owner,
    point.paymentRequestId,
    await uses.settleIntentNow.execute(owner, point.paymentRequestId, point.paymentIntentId, key),
  );
}

async function p2pReply({ presenter, read }: P2pUses, owner: Owner, paymentRequestId: string, outcome: CheckoutOutcome): Promise<Reply> {
  if (outcome.kind === 'paid') return { status: 201, body: presenter.checkoutView(outcome.request) };
  if (outcome.kind !== 'outcome_unknown') throw refusalProblem(outcome);
  const found = await read.execute(owner, paymentRequestId);
  if (found.kind !== 'found') throw refusalProblem(found);
  return { status: 202, body: presenter.checkoutView(found.request) };
}
