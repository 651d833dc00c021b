import { CreatePaymentLink } from '../../../../application/payment-links/create-payment-link';
import { GetPaymentLink, ListPaymentLinks } from '../../../../application/payment-links/read-payment-links';
import { UpdatePaymentLink } from '../../../../application/payment-links/update-payment-link';
import { Reply, RequestInput } from '../../kit/api-route-declaration';
import { refusalProblem } from '../../kit/refusal-problem';
import { LinksPage } from './list-query';
import { CreatePaymentLinkBody, UpdatePaymentLinkBody, toCreatePaymentLinkCommand, toUpdatePaymentLinkCommand } from './payment-link.dto';
import { PaymentLinkPresenter } from './payment-link.presenter';
import { PaymentLinkListWire } from './payment-link.schema';

type Presenting = { presenter: PaymentLinkPresenter };

export async function createPaymentLink(
  { create, presenter }: { create: CreatePaymentLink } & Presenting,
  { body, owner }: RequestInput<CreatePaymentLinkBody>,
): Promise<Reply> {
  const outcome = await create.execute(toCreatePaymentLinkCommand(body, owner));
  if (outcome.kind !== 'created') throw refusalProblem(outcome);
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
