import { C2pPaymentBody, CardPaymentBody, toPayByC2pCommand, toPayByCardCommand } from '../dto/checkout.dto';
import { refusalProblem } from '../refusal-problem';
import { ApiDependencies, Reply, RequestInput } from './api-route';

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
