import { ListFilters } from './list-query';
import {
  CreatePaymentRequestBody, UpdatePaymentRequestBody, toCreatePaymentRequestCommand, toUpdatePaymentRequestCommand,
} from './payment-request.dto';
import { refusalProblem } from '../../kit/refusal-problem';
import { CancelPaymentRequest } from '../../../../application/payment-requests/cancel-payment-request';
import { CreatePaymentRequest } from '../../../../application/payment-requests/create-payment-request';
import { GetPaymentRequest } from '../../../../application/payment-requests/get-payment-request';
import { ListPaymentRequests } from '../../../../application/payment-requests/list-payment-requests';
import { UpdatePaymentRequest } from '../../../../application/payment-requests/update-payment-request';
import { ClaimedKey } from '../../../../application/idempotency/claimed-key';
import { RecoveryPoint } from '../../../../application/ports/idempotency-store';
import { Reply, RequestInput } from '../../kit/api-route-declaration';
import { PaymentRequestPresenter } from './payment-request.presenter';
import { PaymentRequestListWire } from './payment-request.schema';

type Presenting = { presenter: PaymentRequestPresenter };
/** What a create, update or cancel route calls besides its use case: the request as stored, for a retry after a crash. */
type Recovering = { get: GetPaymentRequest } & Presenting;

export async function createPaymentRequest(
  { create, presenter }: { create: CreatePaymentRequest } & Recovering,
  { body, owner, idempotencyKey }: RequestInput<CreatePaymentRequestBody>,
): Promise<Reply> {
  const outcome = await create.execute({ idempotencyKey, ...toCreatePaymentRequestCommand(body, owner) });
  if (outcome.kind !== 'created') throw refusalProblem(outcome);
  return { status: 201, body: presenter.management(outcome.request) };
}

export async function listPaymentRequests(
  { list: listRequests, presenter }: { list: ListPaymentRequests } & Presenting,
  { query, owner }: RequestInput<undefined, ListFilters>): Promise<Reply> {
  const list = await listRequests.execute({ ...query, owner });
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
    } satisfies PaymentRequestListWire,
  };
}

export async function getPaymentRequest(
  { get, presenter }: { get: GetPaymentRequest } & Presenting,
  { params, owner }: RequestInput,
): Promise<Reply> {
  const outcome = await get.execute(owner, params.id);
  if (outcome.kind !== 'found') throw refusalProblem(outcome);
  return { status: 200, body: presenter.management(outcome.request) };
}

export async function updatePaymentRequest(
  { update, presenter }: { update: UpdatePaymentRequest } & Recovering,
  { body, params, owner, idempotencyKey }: RequestInput<UpdatePaymentRequestBody>,
): Promise<Reply> {
  const outcome = await update.execute({ idempotencyKey, ...toUpdatePaymentRequestCommand(body, owner, params.id) });
  if (outcome.kind !== 'updated') throw refusalProblem(outcome);
  return { status: 200, body: presenter.management(outcome.request) };
}

export async function cancelPaymentRequest(
  { cancel, presenter }: { cancel: CancelPaymentRequest } & Recovering,
  { params, owner, idempotencyKey }: RequestInput,
): Promise<Reply> {
  const outcome = await cancel.execute(owner, params.id, idempotencyKey);
  if (outcome.kind !== 'canceled') throw refusalProblem(outcome);
  return { status: 200, body: presenter.management(outcome.request) };
}

/**
 * A create's, update's or cancel's retry after its first request died once its change was stored:
 * the request as it is now, with the operation's success status; the change is never made twice.
 */
export const answerWithStoredRequest =
  (status: 200 | 201) =>
  async ({ get, presenter }: Recovering, point: RecoveryPoint, key: ClaimedKey): Promise<Reply> => {
    if (!('paymentRequestId' in point)) throw new Error('a payment request\'s key can only have recorded a payment request');
    const found = await get.execute({ merchantId: key.merchantId, livemode: key.livemode }, point.paymentRequestId);
    if (found.kind !== 'found') throw refusalProblem(found);
    return { status, body: presenter.management(found.request) };
  };
