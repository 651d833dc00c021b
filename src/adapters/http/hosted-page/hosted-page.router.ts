import { Logger } from 'pino';
import express, { NextFunction, Request, RequestHandler, Response, Router } from 'express';
import { OpenedHostedPage } from '../../../application/ports/hosted-page-reader';
import { StorageUnavailable } from '../../../application/ports/storage-unavailable';
import { PaymentRequest } from '../../../domain/payment-requests';
import { statusOf } from '../kit/error-codes';
import { mountOpenRoutes } from '../kit/open-route-declaration';
import { HOSTED_PAGE_ROUTES } from './hosted-page.operations';
import { PageFlash, redirectToPage, takeFlash } from './page-flash';
import {
  HostedPageLimitStores, checkoutTriesPerAddress, checkoutTriesPerLink, malformedPostsPerAddress, notACheckoutTry,
} from './checkout-tries-limit';
import { HostedPageUseCases, PostedForm, payForm, readC2pForm, readCardForm, readP2pForm } from './hosted-page-checkout';
import { formState } from './hosted-page-forms';
import { c2pKeyNoteShown, c2pKeyPost } from './c2p-key-step';
import { cspNonce, pageSecurityHeaders } from '../kit/html/page-security-headers';
import { errorPage } from './views/error-page';
import {
  ALREADY_PAID,
  ALREADY_PROCESSING,
  ERROR_PAGES,
  METHOD_UNAVAILABLE,
  NOT_PAYABLE,
  NOT_PAYABLE_CANCELED,
  PageText,
  REQUEST_CHANGED,
  tooManyCheckoutTries,
  tooManyCheckoutTriesFromAddress,
  tooManyMalformedPosts,
} from './views/messages-es';
import { PaymentPageView, paymentPage } from './views/payment-page';
import { PagoMovilAccount } from './views/p2p-form';

/** Same cap as the API's JSON bodies. */
export const HOSTED_PAGE_MAX_FORM_BYTES = 16 * 1024;

export interface HostedPageDependencies extends HostedPageUseCases {
  /** BUSINESS_TIME_ZONE: the zone the receipt's date is written in. */
  timeZone: string;
  /** Where a payer of a request of this mode sends a Pago Móvil transfer (the API's `pago_movil`); null: none. */
  pagoMovil: (livemode: boolean, merchantId: string) => PagoMovilAccount | null;
  limitStores: HostedPageLimitStores;
  /** Where the limits' configuration advice goes (one line each). */
  logger: Logger;
}

type PageState = Omit<PaymentPageView, 'request' | 'merchant' | 'methods' | 'pagePath' | 'timeZone' | 'nonce' | 'pagoMovil'>;

/** The payment link the path names, found by `findLink`. */
const linkOf = (res: Response): OpenedHostedPage => res.locals.hostedPage as OpenedHostedPage;

/**
 * The hosted payment page (routes declared in hosted-page.operations.ts): anyone holding the link
 * may see the request and pay it, with no secret key. Every answer is an HTML page. Each view
 * reads the request once; so does a post, whose read is the checkout's claim (the outcome is shown
 * by the page it redirects to).
 */
export function hostedPageRouter(deps: HostedPageDependencies): Router {
  const router = Router();
  router.use(pageSecurityHeaders);
  const formBody = express.urlencoded({ extended: false, limit: HOSTED_PAGE_MAX_FORM_BYTES });
  const { logger } = deps;
  const limitPerLink = checkoutTriesPerLink({
    store: deps.limitStores.perLink,
    logger,
    onLimited: (res, retryAfter) => sendError(res, 'rate_limited', tooManyCheckoutTries(retryAfter)),
  });
  const limitPerAddress = checkoutTriesPerAddress({
    store: deps.limitStores.checkoutTriesPerAddress,
    logger,
    onLimited: (res, retryAfter) => sendError(res, 'rate_limited', tooManyCheckoutTriesFromAddress(retryAfter)),
  });
  const limitCheckoutTries: RequestHandler = (req, res, next) => limitPerLink(req, res, () => limitPerAddress(req, res, next));
  const limitMalformed = malformedPostsPerAddress({
    store: deps.limitStores.perAddress,
    logger,
    onLimited: (res, retryAfter) => sendError(res, 'rate_limited', tooManyMalformedPosts(retryAfter)),
  });

  /** A token of the wrong shape or that no request has is a 404 before anything is counted. */
  const findLink: RequestHandler = async (req, res, next) => {
    const link = await deps.openLink.execute(String(req.params.token));
    if (!link) return sendError(res, 'not_found');
    res.locals.hostedPage = link;
    next();
  };
  /** A form that cannot even be read counts as a malformed post of the client's address. */
  const readFormBody: RequestHandler = (req, res, next) =>
    formBody(req, res, (error?: unknown) => (error ? limitMalformed(req, res, () => next(error)) : next()));

  const pagePath = (req: Request, request: PaymentRequest) => `${req.baseUrl}/payment_requests/${request.token}`;
  const sendPage = (req: Request, res: Response, status: number, link: OpenedHostedPage, state: PageState = {}) => {
    const pagoMovil = deps.pagoMovil(link.request.livemode, link.request.merchantId);
    const view = { ...link, pagePath: pagePath(req, link.request), timeZone: deps.timeZone, nonce: cspNonce(res), pagoMovil, ...state };
    res.status(status).type('html').send(paymentPage(view));
  };
  /** Every answer to a form post is a redirect to the page (post/redirect/get): a reload never posts a card or an OTP again. */
  const backToPage = (req: Request, res: Response, flash?: PageFlash) =>
    redirectToPage(req, res, pagePath(req, linkOf(res).request), flash);
  const notPayable: PageFlash = { kind: 'notice', notice: 'not_payable' };

  const formRoute = (read: (request: PaymentRequest, body: unknown) => PostedForm): RequestHandler[] => [
    findLink,
    readFormBody,
    (req: Request, res: Response, next: NextFunction) => {
      const link = linkOf(res);
      // Already paid, being confirmed, canceled or expired: say so instead of judging a form that no longer applies.
      if (link.request.status !== 'waiting_for_payment') return backToPage(req, res, notPayable);
      const form = read(link.request, req.body);
      if ('invalid' in form) return limitMalformed(req, res, () => backToPage(req, res, form.invalid));
      res.locals.postedForm = form;
      return limitCheckoutTries(req, res, next);
    },
    async (req: Request, res: Response) => {
      const outcome = await payForm(deps, res.locals.postedForm);
      switch (outcome.kind) {
        case 'paid':
        case 'outcome_unknown': // the page shows the receipt, or "procesando" ("verificando" for a transfer) and reloads itself
          return backToPage(req, res);
        case 'declined':
          return backToPage(req, res, outcome.form);
        case 'invalid':
          // Refused as posted (a transfer's day out of range) before the bank was asked.
          notACheckoutTry(res);
          return backToPage(req, res, outcome.form);
        case 'not_payable':
          // Paid or claimed by someone else since this post read the request: the bank was not asked.
          notACheckoutTry(res);
          return backToPage(req, res, notPayable);
        case 'changed':
          notACheckoutTry(res);
          return backToPage(req, res, { kind: 'notice', notice: 'changed' });
        case 'method_unavailable':
          notACheckoutTry(res);
          return backToPage(req, res, { kind: 'notice', notice: 'method_unavailable' });
        case 'attempts_exhausted':
          notACheckoutTry(res);
          return sendError(res, 'payment_attempts_exhausted');
        case 'not_found':
          notACheckoutTry(res);
          return sendError(res, 'not_found');
      }
    },
  ];
  const showPage = (req: Request, res: Response) => {
    const link = linkOf(res);
    sendPage(req, res, 200, link, shownFlash(takeFlash(req, res, pagePath(req, link.request)), link.request));
  };
  mountOpenRoutes(router, HOSTED_PAGE_ROUTES, {
    showPaymentPage: [findLink, showPage],
    payPageByC2p: formRoute(readC2pForm),
    payPageByCard: formRoute(readCardForm),
    payPageByP2p: formRoute(readP2pForm),
    sendPageC2pKey: [findLink, readFormBody, c2pKeyPost(deps.sendC2pKey, (res) => linkOf(res).request, {
      backToPage,
      malformed: (req, res, flash) => limitMalformed(req, res, () => backToPage(req, res, flash)),
      errorPage: (res, code) => sendError(res, code),
    })],
  });

  router.use((_req: Request, res: Response) => sendError(res, 'not_found'));
  router.use(hostedPageErrorHandler);
  return router;
}

/** What the last form post left to show, as far as it still applies to the request as it is now. */
function shownFlash(flash: PageFlash | null, request: PaymentRequest): PageState {
  if (flash === null) return {};
  const payable = request.status === 'waiting_for_payment';
  if (flash.kind === 'form') return payable ? { [flash.form]: formState(flash), c2pKeyNote: c2pKeyNoteShown(flash) } : {};
  if (flash.notice === 'changed') return { notice: REQUEST_CHANGED };
  if (flash.notice === 'method_unavailable') return payable ? { notice: METHOD_UNAVAILABLE } : {};
  return payable ? {} : { notice: notPayableNotice(request) };
}

function notPayableNotice(request: PaymentRequest): string {
  if (request.status === 'paid') return ALREADY_PAID;
  if (request.status === 'waiting_for_payment_confirmation') return ALREADY_PROCESSING;
  if (request.status === 'canceled') return NOT_PAYABLE_CANCELED[request.cancellationReason ?? 'requested'];
  return NOT_PAYABLE;
}

type PageErrorCode = keyof typeof ERROR_PAGES;

/** An error page, its status taken from the error-code table by code. */
function sendError(res: Response, code: PageErrorCode, page: PageText = ERROR_PAGES[code]): void {
  res.status(statusOf(code)).type('html').send(errorPage(page, cspNonce(res)));
}

/** Errors become pages too: a customer never sees problem+json. */
function hostedPageErrorHandler(error: unknown, _req: Request, res: Response, next: NextFunction): void {
  if (res.headersSent) return next(error);
  const code = expectedErrorCode(error);
  if (code) return sendError(res, code);
  // Only the unexpected is logged: the request log writes it, with its stack, on the request's line.
  (res as Response & { err?: Error }).err = error instanceof Error ? error : new Error(String(error));
  sendError(res, 'internal_error');
}

function expectedErrorCode(error: unknown): PageErrorCode | null {
  const status = (error as { status?: unknown } | null)?.status;
  if (error instanceof URIError) return 'not_found';
  if (status === statusOf('payload_too_large')) return 'payload_too_large';
  if (typeof status === 'number' && status >= 400 && status < 500) return 'bad_request';
  if (error instanceof StorageUnavailable) return 'service_unavailable';
  return null;
}
