import { parseUsdAmount } from '../../../domain/money';
import { ListFilters } from '../dto/list-query';
import { CreatePaymentRequestBody, UpdatePaymentRequestBody } from '../dto/payment-request.dto';
import { ApiDependencies, Reply, RequestInput } from './api-route';

export async function createPaymentRequest({ paymentRequests, presenter }: ApiDependencies, { body, merchant }: RequestInput<CreatePaymentRequestBody>): Promise<Reply> {
  const request = await paymentRequests.create.execute({
    merchantId: merchant.id,
    amount: parseUsdAmount(body.amount)!,
    description: body.description,
    externalId: body.external_id ?? null,
    customer: {
      dni: body.customer.dni,
      email: body.customer.email,
      firstName: body.customer.first_name,
      lastName: body.customer.last_name,
    },
  });
  return { status: 201, body: presenter.management(request) };
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
  return { status: 200, body: presenter.management(await paymentRequests.get.execute(merchant.id, params.id)) };
}

export async function updatePaymentRequest({ paymentRequests, presenter }: ApiDependencies, { body, params, merchant }: RequestInput<UpdatePaymentRequestBody>): Promise<Reply> {
  const request = await paymentRequests.update.execute({
    merchantId: merchant.id,
    id: params.id,
    amount: body.amount === undefined ? undefined : parseUsdAmount(body.amount)!,
    description: body.description,
  });
  return { status: 200, body: presenter.management(request) };
}
