import { C2pPaymentBody, CardPaymentBody, toPayByC2pCommand, toPayByCardCommand } from '../dto/checkout.dto';
import { ApiDependencies, Reply, RequestInput } from './api-route';

export async function payByC2p({ checkouts, presenter }: ApiDependencies, { body, merchant }: RequestInput<C2pPaymentBody>): Promise<Reply> {
  const paid = await checkouts.payByC2p.execute(toPayByC2pCommand(body, merchant.id));
  return { status: 201, body: presenter.checkoutView(paid) };
}

export async function payByCard({ checkouts, presenter }: ApiDependencies, { body, merchant }: RequestInput<CardPaymentBody>): Promise<Reply> {
  const paid = await checkouts.payByCard.execute(toPayByCardCommand(body, merchant.id));
  return { status: 201, body: presenter.checkoutView(paid) };
}
