import { Request, Response } from 'express';
import { ownerOf } from '../../../application/merchants/authenticate-merchant';
import { CancelPaymentRequest } from '../../../application/payment-requests/cancel-payment-request';
import { CreateRefund } from '../../../application/refunds/create-refund';
import { CreateRefundBody, toCreateRefundCommand } from '../api/refunds/refund.dto';
import { refusalProblem } from '../kit/refusal-problem';
import { validateBody } from '../kit/validation/validate-body';
import { apiRefusalOf, formAmount, readAsTheApi } from './api-refusal';
import { DetailHandlerDependencies, sendDetailPage } from './detail.handlers';
import { callerOf } from './require-session';
import { DASHBOARD_PREFIX } from './session-cookie';

export interface ActionDependencies extends DetailHandlerDependencies {
  cancel: CancelPaymentRequest;
  refund: CreateRefund;
}

const pageOf = (id: string, done: string) => `${DASHBOARD_PREFIX}/payment_requests/${id}?done=${done}`;

/** Cancels through the API's use case; a refusal is shown on the request's page in the API's words. */
export function cancelRoute(deps: ActionDependencies) {
  return async (req: Request, res: Response): Promise<void> => {
    const id = String(req.params.id);
    const outcome = await deps.cancel.execute(ownerOf(callerOf(res)), id);
    if (outcome.kind === 'canceled') return res.redirect(303, pageOf(id, 'canceled'));
    const refusal = apiRefusalOf(refusalProblem(outcome));
    await sendDetailPage(deps, res, id, { status: refusal.status, refusal });
  };
}

/** Refunds (all that remains when the amount is left empty, or part) through the API's DTO and use case. */
export function refundRoute(deps: ActionDependencies) {
  return async (req: Request, res: Response): Promise<void> => {
    const id = String(req.params.id);
    const posted = req.body as Record<string, unknown>;
    const typed = (name: string) => (typeof posted[name] === 'string' ? (posted[name] as string).trim() : '');
    const values = { amount: typed('amount'), reason: typed('reason'), description: typed('description') };
    const body = {
      amount: values.amount === '' ? undefined : formAmount(values.amount),
      reason: values.reason === '' ? undefined : values.reason,
      description: values.description === '' ? undefined : values.description,
    };
    const read = readAsTheApi(() => validateBody(CreateRefundBody, JSON.parse(JSON.stringify(body))));
    const outcome = 'value' in read ? await deps.refund.execute(toCreateRefundCommand(read.value, ownerOf(callerOf(res)), id)) : null;
    if (outcome?.kind === 'refund') return res.redirect(303, pageOf(id, 'refunded'));
    const refusal = 'refusal' in read ? read.refusal : apiRefusalOf(refusalProblem(outcome!));
    const errors = Object.fromEntries(refusal.fields.map(({ field, message }) => [field, message]));
    await sendDetailPage(deps, res, id, { status: refusal.status, refusal, refundState: { values, errors } });
  };
}
