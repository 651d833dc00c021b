import express, { NextFunction, Request, Response, Router } from 'express';
import { StorageUnavailable } from '../../../application/ports/storage-unavailable';
import { PaymentRequestNotFound } from '../../../domain/errors';
import { PaymentRequest } from '../../../domain/payment-request';
import { FormOutcome, PortalUseCases, payByC2pForm, payByCardForm } from './portal-checkout';
import { portalAttemptLimit } from './portal-attempt-limit';
import { cspNonce, portalSecurityHeaders } from './portal-security-headers';
import { NOT_FOUND_PAGE, errorPage } from './views/error-page';
import { ALREADY_PAID, ALREADY_PROCESSING, NOT_PAYABLE } from './views/messages-es';
import { PaymentPageView, paymentPage } from './views/payment-page';

/** Same cap as the API's JSON bodies. */
export const PORTAL_MAX_FORM_BYTES = 16 * 1024;

export interface PortalDependencies extends PortalUseCases {
  /** BUSINESS_TIME_ZONE: the zone the receipt's date is written in. */
  timeZone: string;
}

type PageState = Omit<PaymentPageView, 'request' | 'pagePath' | 'timeZone' | 'nonce'>;

/**
 * The hosted payment page at `/payments_portal/payment_requests/:token`: anyone holding the link
 * may see the request and pay it, with no secret key. Every answer is an HTML page.
 */
export function portalRouter(useCases: PortalDependencies): Router {
  const router = Router();
  router.use(portalSecurityHeaders);
  const readForm = express.urlencoded({ extended: false, limit: PORTAL_MAX_FORM_BYTES });
  const limitAttempts = portalAttemptLimit((res, retryAfterSeconds) =>
    sendError(res, 429, 'Demasiados intentos', `Se hicieron demasiados intentos de pago con este enlace. Inténtalo de nuevo en ${Math.ceil(retryAfterSeconds / 60)} minutos.`),
  );

  const pagePath = (req: Request, request: PaymentRequest) => `${req.baseUrl}/payment_requests/${request.token}`;
  const sendPage = (req: Request, res: Response, status: number, request: PaymentRequest, state: PageState = {}) => {
    const view = { request, pagePath: pagePath(req, request), timeZone: useCases.timeZone, nonce: cspNonce(res), ...state };
    res.status(status).type('html').send(paymentPage(view));
  };

  router.get('/payment_requests/:token', async (req: Request, res: Response) => {
    sendPage(req, res, 200, await useCases.getByToken.execute(String(req.params.token)));
  });

  const formRoute = (path: string, kind: 'c2p' | 'card', pay: typeof payByC2pForm) =>
    router.post(`/payment_requests/:token/${path}`, limitAttempts, readForm, async (req: Request, res: Response) => {
      const request = await useCases.getByToken.execute(String(req.params.token));
      // Already paid or being confirmed: say so instead of judging a form that no longer applies.
      const outcome: FormOutcome =
        request.status === 'waiting_for_payment' ? await pay(useCases, request, req.body) : { kind: 'not_payable' };
      switch (outcome.kind) {
        case 'paid':
          return res.redirect(303, pagePath(req, request));
        case 'form_rejected':
          return sendPage(req, res, outcome.status, request, { [kind]: outcome.form });
        case 'not_payable': {
          const now = await useCases.getByToken.execute(request.token);
          return sendPage(req, res, 409, now, { notice: notPayableNotice(now) });
        }
        case 'changed':
          return sendError(res, 409, 'La solicitud cambió', 'La solicitud de pago cambió mientras la procesábamos y no se hizo ningún cargo. Vuelve a abrir el enlace de pago.');
        case 'outcome_unknown':
          return sendPage(req, res, 202, request, { processing: true });
      }
    });
  formRoute('c2p', 'c2p', payByC2pForm);
  formRoute('credit_card', 'card', payByCardForm);

  router.use((_req: Request, res: Response) => sendError(res, 404, NOT_FOUND_PAGE.title, NOT_FOUND_PAGE.message));
  router.use(portalErrorHandler);
  return router;
}

function notPayableNotice(request: PaymentRequest): string {
  if (request.status === 'paid') return ALREADY_PAID;
  if (request.status === 'waiting_for_payment_confirmation') return ALREADY_PROCESSING;
  return NOT_PAYABLE;
}

function sendError(res: Response, status: number, title: string, message: string): void {
  res.status(status).type('html').send(errorPage(title, message, cspNonce(res)));
}

/** Errors become pages too: a customer never sees problem+json. */
function portalErrorHandler(error: unknown, _req: Request, res: Response, next: NextFunction): void {
  if (res.headersSent) return next(error);
  const page = expectedErrorPage(error);
  if (page) return sendError(res, page.status, page.title, page.message);
  // Only the unexpected is logged: the request log writes it, with its stack, on the request's line.
  (res as Response & { err?: Error }).err = error instanceof Error ? error : new Error(String(error));
  sendError(res, 500, 'Algo salió mal', 'No pudimos completar la operación. Si intentabas pagar, revisa el estado de la solicitud antes de intentarlo de nuevo.');
}

function expectedErrorPage(error: unknown): { status: number; title: string; message: string } | null {
  const status = (error as { status?: unknown } | null)?.status;
  if (error instanceof PaymentRequestNotFound || error instanceof URIError) return { status: 404, ...NOT_FOUND_PAGE };
  if (status === 413) {
    return { status: 413, title: 'Formulario demasiado grande', message: 'Los datos enviados superan el tamaño permitido. Vuelve a la página de pago e inténtalo de nuevo.' };
  }
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status: 400, title: 'No pudimos leer el formulario', message: 'Vuelve a la página de pago e inténtalo de nuevo.' };
  }
  if (error instanceof StorageUnavailable) {
    return { status: 503, title: 'Servicio no disponible', message: 'No pudimos atenderte en este momento y no se hizo ningún cargo. Inténtalo de nuevo en unos minutos.' };
  }
  return null;
}
