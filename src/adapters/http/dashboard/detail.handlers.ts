import { Request, Response } from 'express';
import { ownerOf } from '../../../application/merchants/authenticate-merchant';
import { ListPaymentRequestEvents } from '../../../application/events/list-payment-request-events';
import { GetPaymentRequest } from '../../../application/payment-requests/get-payment-request';
import { PaymentRequestPresenter } from '../api/payment-requests/payment-request.presenter';
import { cspNonce } from '../kit/html/page-security-headers';
import { DashboardContext } from './dashboard-page';
import { callerOf, signedInOf } from './require-session';
import { messagePage } from './views/dashboard-layout';
import { EMPTY_FORM, FormState } from '../kit/html/form-fields';
import { ApiRefusal, refusalWords } from './api-refusal';
import { actionForms } from './views/action-forms';
import { detailPage } from './views/detail-page';
import { qrCodeSvg } from './views/qr-code';

export interface DetailUses {
  get: GetPaymentRequest;
  /** The request's events as the events table stores them (the feed's, not drawn from the request). */
  requestEvents: ListPaymentRequestEvents;
  /** The request's payment_url, as the API gives it. */
  presenter: PaymentRequestPresenter;
}

/** What a page after an action shows: `?done=` names one of these, never text. */
const DONE_NOTICES: Record<string, string> = {
  created: 'Solicitud creada. Comparte el enlace o el código QR con tu cliente.',
  canceled: 'Solicitud anulada.',
  refunded: 'Reembolso registrado.',
};

const noticeOf = (done: unknown): string | undefined =>
  typeof done === 'string' && Object.hasOwn(DONE_NOTICES, done) ? DONE_NOTICES[done] : undefined;

export interface DetailExtras {
  status?: number;
  notice?: string;
  refusal?: ApiRefusal;
  refundState?: FormState;
}

/** Answers with the request's page, or a 404 page for an id this merchant and mode do not have. */
export async function sendDetailPage(
  uses: DetailUses, { timeZone }: DashboardContext, res: Response, id: string, extra: DetailExtras = {},
): Promise<void> {
  const owner = ownerOf(callerOf(res));
  const found = await uses.get.execute(owner, id);
  if (found.kind !== 'found') {
    res.status(404).type('html').send(messagePage(
      'Solicitud no encontrada', 'No hay una solicitud de pago con este identificador en este modo.', cspNonce(res), signedInOf(res),
    ));
    return;
  }
  const events = await uses.requestEvents.execute(owner, found.request.id);
  const paymentUrl = uses.presenter.paymentUrl(found.request);
  const qrCode = await qrCodeSvg(paymentUrl, 'Código QR del enlace de pago');
  const signedIn = signedInOf(res);
  const actions = actionForms(found.request, signedIn.csrfToken, extra.refundState ?? EMPTY_FORM);
  const refusal = extra.refusal
    && refusalWords(extra.refusal, new Set(Object.keys(extra.refundState?.errors ?? {})));
  const page = detailPage({
    request: found.request, paymentUrl, qrCode, nonce: cspNonce(res), signedIn, timeZone, notice: extra.notice, refusal,
    actions, events,
  });
  res.status(extra.status ?? 200).type('html').send(page);
}

export function detailHandler(uses: DetailUses, context: DashboardContext) {
  return (req: Request, res: Response): Promise<void> =>
    sendDetailPage(uses, context, res, String(req.params.id), { notice: noticeOf(req.query.done) });
}
