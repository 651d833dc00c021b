import { CreatePaymentLink } from '../../../../application/payment-links/create-payment-link';
import { GetPaymentLink, ListPaymentLinks } from '../../../../application/payment-links/read-payment-links';
import { UpdatePaymentLink } from '../../../../application/payment-links/update-payment-link';
import { ClaimedKey } from '../../../../application/idempotency/claimed-key';
import { RecoveryPoint } from '../../../../application/ports/idempotency-store';
import { Reply, RequestInput } from '../../kit/api-route-declaration';
import { refusalProblem } from '../../kit/refusal-problem';
import { LinksPage } from './list-query';
import { CreatePaymentLinkBody, UpdatePaymentLinkBody, toCreatePaymentLinkCommand, toUpdatePaymentLinkCommand } from './payment-link.dto';
import { PaymentLinkPresenter } from './payment-link.presenter';
import { PaymentLinkListWire } from './payment-link.schema';

type Presenting = { presenter: PaymentLinkPresenter };

export async function createPaymentLink(
  { create, presenter }: { create: CreatePaymentLink; get: GetPaymentLink } & Presenting,
  { body, owner, idempotencyKey }: RequestInput<CreatePaymentLinkBody>,
): Promise<Reply> {
  const outcome = await create.execute({ idempotencyKey, ...toCreatePaymentLinkCommand(body, owner) });
  if (outcome.kind !== 'created') throw refusalProblem(outcome);
  return { status: 201, body: presenter.view(outcome.link) };
}

/** A create's retry after its first request died once the link was stored: the stored link, never a second one. */
export async function answerWithStoredLink(
  { get, presenter }: { get: GetPaymentLink } & Presenting, point: RecoveryPoint, key: ClaimedKey,
): Promise<Reply> {
  if (!('paymentLinkId' in point)) throw new Error('a payment link\'s key can only have recorded a payment link');
  const outcome = await get.execute({ merchantId: key.merchantId, livemode: key.livemode }, point.paymentLinkId);
  if (outcome.kind !== 'found') throw refusalProblem(outcome);
  return { status: 201, body: presenter.view(outcome.link) };
}

export async function listPaymentLinks(
  { list, presenter }: { list: ListPaymentLinks } & Presenting,
  { query, owner }: RequestInput<undefined, LinksPage>,
): Promise<Reply> {
  const page = await list.execute({ ...query, owner });
  return {
    status: 200,
    body: {
      meta: { current_page: page.page, limit: page.limit, total_pages: page.totalPages, total_objects: page.totalObjects },
      data: page.items.map((link) => presenter.view(link)),
    } satisfies PaymentLinkListWire,
  };
}

export async function getPaymentLink(
  { get, presenter }: { get: GetPaymentLink } & Presenting,
  { params, owner }: RequestInput,
): Promise<Reply> {
  const outcome = await get.execute(owner, params.id);
  if (outcome.kind !== 'found') throw refusalProblem(outcome);
  return { status: 200, body: presenter.view(outcome.link) };
}

export async function updatePaymentLink(
  { update, presenter }: { update: UpdatePaymentLink } & Presenting,
  { body, params, owner }: RequestInput<UpdatePaymentLinkBody>,
): Promise<Reply> {
  const outcome = await update.execute(toUpdatePaymentLinkCommand(body, owner, params.id));
  if (outcome.kind !== 'updated') throw refusalProblem(outcome);
  return { status: 200, body: presenter.view(outcome.link) };
}
