import { ListFilters } from '../dto/list-query';
import { CreatePaymentRequestBody, UpdatePaymentRequestBody, toCreatePaymentRequestCommand, toUpdatePaymentRequestCommand } from '../dto/payment-request.dto';
import { refusalProblem } from '../refusal-problem';
import { ApiDependencies, Reply, RequestInput } from './api-route';

export async function createPaymentRequest({ paymentRequests, presenter }: ApiDependencies, { body, merchant }: RequestInput<CreatePaymentRequestBody>): Promise<Reply> {
  const outcome = await paymentRequests.create.execute(toCreatePaymentRequestCommand(body, merchant.id));
  if (outcome.kind !== 'created') throw refusalProblem(outcome);
  return { status: 201, body: presenter.management(outcome.request) };
}

export async function listPaymentRequests({ paymentRequests, presenter }: ApiDependencies, { query, merchant }: RequestInput<undefined, ListFilters>): Promise<Reply> {
  const list = await paymentRequests.list.execute({ ...query, merchantId: merchant.id });
  return {
    status: 200,
    body: {
      meta: {
        current_page: list.page,
        limit: list.limit,
        total_pages: list.totalPages,
        total_objects: list.totalObjects,
      },
      data: list.items.map((request) => presenter.management(request)),
    },
  };
}

export async function getPaymentRequest({ paymentRequests, presenter }: ApiDependencies, { params, merchant }: RequestInput): Promise<Reply> {
  const outcome = await paymentRequests.get.execute(merchant.id, params.id);
  if (outcome.kind !== 'found') throw refusalProblem(outcome);
  return { status: 200, body: presenter.management(outcome.request) };
}

export async function updatePaymentRequest({ paymentRequests, presenter }: ApiDependencies, { body, params, merchant }: RequestInput<UpdatePaymentRequestBody>): Promise<Reply> {
  const outcome = await paymentRequests.update.execute(toUpdatePaymentRequestCommand(body, merchant.id, params.id));
  if (outcome.kind !== 'updated') throw refusalProblem(outcome);
  return { status: 200, body: presenter.management(outcome.request) };
}

export async function cancelPaymentRequest({ paymentRequests, presenter }: ApiDependencies, { params, merchant }: RequestInput): Promise<Reply> {
  const outcome = await paymentRequests.cancel.execute(merchant.id, params.id);
  if (outcome.kind !== 'canceled') throw refusalProblem(outcome);
  return { status: 200, body: presenter.management(outcome.request) };
}
