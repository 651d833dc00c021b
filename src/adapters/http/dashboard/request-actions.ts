import { Request, Response } from 'express';
import { ownerOf } from '../../../application/merchants/authenticate-merchant';
import { CancelPaymentRequest } from '../../../application/payment-requests/cancel-payment-request';
import { CreateRefund, CreateRefundCommand } from '../../../application/refunds/create-refund';
import { PaymentRequest } from '../../../domain/payment-requests';
import { remainingOf } from '../../../domain/refunds/refund-plan';
import { cspNonce } from '../kit/html/page-security-headers';
import { moneyEsVe } from '../kit/html/format-es-ve';
import { refusalProblem } from '../kit/refusal-problem';
import { apiRefusalOf } from './api-refusal';
import { isConfirmed } from './confirmation';
import { readRefundForm, refundValues } from './refund-form';
import { DashboardContext } from './dashboard-page';
import { DetailUses, sendDetailPage } from './detail.handlers';
import { callerOf, signedInOf } from './require-session';
import { DASHBOARD_PREFIX } from './session-cookie';
import { REFUND_REASON_LABELS } from './views/code-labels-es';
import { confirmPage } from './views/confirm-page';

export interface CancelUses extends DetailUses {
  cancel: CancelPaymentRequest;
}

export interface RefundUses extends DetailUses {
  refund: CreateRefund;
}

const requestPage = (id: string) => `${DASHBOARD_PREFIX}/payment_requests/${id}`;
const pageOf = (id: string, done: string) => `${requestPage(id)}?done=${done}`;

/** The request to name on a confirmation page; null when there is none (the use case then refuses as the API does). */
async function requestOf(uses: DetailUses, res: Response, id: string): Promise<PaymentRequest | null> {
  const found = await uses.get.execute(ownerOf(callerOf(res)), id);
  return found.kind === 'found' ? found.request : null;
}

const named = (request: PaymentRequest) => `la solicitud «${request.description}» (${request.id}) de ${moneyEsVe(request.amount)}`;

/** Cancels through the API's use case, once confirmed; a refusal is shown on the request's page, in Spanish. */
export function cancelHandler(uses: CancelUses, context: DashboardContext) {
  return async (req: Request, res: Response): Promise<void> => {
    const id = String(req.params.id);
    const request = isConfirmed(req) ? null : await requestOf(uses, res, id);
    if (request && request.status === 'waiting_for_payment') {
      res.status(200).type('html').send(confirmPage({
        title: 'Anular la solicitud',
        lines: [`Se anulará ${named(request)}.`, 'El enlace de pago deja de aceptar pagos. No se puede deshacer.'],
        action: `${requestPage(id)}/cancel`, back: requestPage(id), confirmLabel: 'Confirmar: anular',
        nonce: cspNonce(res), signedIn: signedInOf(res),
      }));
      return;
    }
    const outcome = await uses.cancel.execute(ownerOf(callerOf(res)), id);
    if (outcome.kind === 'canceled') return res.redirect(303, pageOf(id, 'canceled'));
    const refusal = apiRefusalOf(refusalProblem(outcome));
    await sendDetailPage(uses, context, res, id, { status: refusal.status, refusal });
  };
}

function refundLines(request: PaymentRequest, { amount, reason, description }: CreateRefundCommand): string[] {
  const remaining = remainingOf(request, request.refunds);
  const what = amount === null
    ? `todo lo que queda por reembolsar: ${moneyEsVe(remaining.amount)} (${moneyEsVe(remaining.conversionAmount)})`
    : moneyEsVe(amount);
  return [
    `Se reembolsará ${what} de ${named(request)} a tu cliente.`,
    ...(reason ? [`Motivo: ${REFUND_REASON_LABELS[reason]}.`] : []),
    ...(description ? [`Nota: ${description}`] : []),
    'El dinero vuelve por el medio con que se pagó. No se puede deshacer.',
  ];
}

/**
 * Refunds (all that remains when the amount is left empty, or part) by the API's rules and use
 * case: the first post is read and, when the API would take it, answered with a confirmation page
 * carrying what was typed; only the confirming post refunds.
 */
export function refundHandler(uses: RefundUses, context: DashboardContext) {
  return async (req: Request, res: Response): Promise<void> => {
    const id = String(req.params.id);
    const values = refundValues(req.body);
    const read = readRefundForm(values, ownerOf(callerOf(res)), id);
    const command = 'command' in read ? read.command : null;
    const request = command && !isConfirmed(req) ? await requestOf(uses, res, id) : null;
    if (command && request?.status === 'paid') {
      res.status(200).type('html').send(confirmPage({
        title: 'Confirmar el reembolso',
        lines: refundLines(request, command),
        action: `${requestPage(id)}/refunds`, carried: values, back: requestPage(id), confirmLabel: 'Confirmar: reembolsar',
        nonce: cspNonce(res), signedIn: signedInOf(res),
      }));
      return;
    }
    const outcome = command ? await uses.refund.execute(command) : null;
    if (outcome?.kind === 'refund') return res.redirect(303, pageOf(id, 'refunded'));
    const refusal = 'refusal' in read ? read.refusal : apiRefusalOf(refusalProblem(outcome!));
    const errors = Object.fromEntries(refusal.fields.map(({ field, message }) => [field, message]));
    await sendDetailPage(uses, context, res, id, { status: refusal.status, refusal, refundState: { values, errors } });
  };
}
