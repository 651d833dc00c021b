import express, { NextFunction, Request, RequestHandler, Response, Router } from 'express';
import { Logger } from 'pino';
import { CreateRequestThroughLink } from '../../../../application/payment-links/create-request-through-link';
import { OpenPaymentLink, OpenedPaymentLink } from '../../../../application/payment-links/open-payment-link';
import { StorageUnavailable } from '../../../../application/ports/storage-unavailable';
import { PaymentRequest } from '../../../../domain/payment-requests';
import { EMPTY_FORM } from '../../kit/html/form-fields';
import { cspNonce, pageSecurityHeaders } from '../../kit/html/page-security-headers';
import { mountOpenRoutes } from '../../kit/open-route-declaration';
import { errorPage } from '../views/error-page';
import { PageText } from '../views/messages-es';
import { LINK_PAGE_ROUTES } from './link-page.operations';
import { LinkForm, readLinkForm } from './link-form';
import { PaymentLinkLimitStores, createdThroughLink, linkRequestsPerAddress, linkRequestsPerLink } from './link-requests-limit';
import {
  LINK_PAGES, NEW_CUSTOMER_ALERT, RATE_UNAVAILABLE_ALERT, tooManyFromAddress, tooManyOnLink,
} from './views/link-messages-es';
import { linkPage } from './views/link-page';

/** Same cap as the hosted page's forms. */
const LINK_PAGE_MAX_FORM_BYTES = 16 * 1024;

export interface LinkPageDependencies {
  openLink: OpenPaymentLink;
  createThroughLink: CreateRequestThroughLink;
  /** The created request's hosted page, as its payment_url says. */
  paymentUrl: (request: PaymentRequest) => string;
  limitStores: PaymentLinkLimitStores;
  logger: Logger;
}

const openedOf = (res: Response): OpenedPaymentLink => res.locals.openedLink as OpenedPaymentLink;
const formOf = (res: Response): LinkForm => res.locals.linkForm as LinkForm;

/**
 * The reusable payment link's page, mounted beside the hosted page (routes in link-page.operations.ts):
 * anyone holding the link may create a payment request of it for themself, then pays it on that
 * request's hosted page. No script; every answer is an HTML page, or a redirect to the request.
 */
export function linkPageRouter(deps: LinkPageDependencies): Router {
  const router = Router();
  const formBody = express.urlencoded({ extended: false, limit: LINK_PAGE_MAX_FORM_BYTES });
  const limited = (message: (retryAfter: number) => string) => (req: Request, res: Response, retryAfter: number) =>
    sendForm(req, res, 429, withAlert(formOf(res), message(retryAfter)));
  const { logger, limitStores } = deps;
  const limitPerAddress = linkRequestsPerAddress({ store: limitStores.perAddress, logger, onLimited: limited(tooManyFromAddress) });
  const limitPerLink = linkRequestsPerLink({ store: limitStores.perLink, logger, onLimited: limited(tooManyOnLink) });

  /** An unknown token is a 404, a closed link a 410, before the form is read or anything counted. */
  const findOpenLink: RequestHandler = async (req, res, next) => {
    const opened = await deps.openLink.execute(String(req.params.token));
    if (!opened) return sendPage(res, 404, LINK_PAGES.not_found);
    if (opened.closed) return sendPage(res, 410, LINK_PAGES[opened.closed]);
    res.locals.openedLink = opened;
    next();
  };
  const pagePath = (req: Request) => `${req.baseUrl}/links/${String(req.params.token)}`;
  const sendForm = (req: Request, res: Response, status: number, form: LinkForm) => {
    const view = { opened: openedOf(res), pagePath: pagePath(req), nonce: cspNonce(res), form: form.state, details: form.details };
    res.status(status).type('html').send(linkPage(view));
  };

  const readForm: RequestHandler = (req, res, next) => {
    const form = readLinkForm(req.body);
    if (form.kind === 'invalid') return sendForm(req, res, 422, form);
    res.locals.linkForm = form;
    next();
  };
  const create = async (req: Request, res: Response) => {
    const form = formOf(res);
    if (form.kind !== 'valid') throw new Error('the form was not read');
    const opened = openedOf(res);
    const outcome = await deps.createThroughLink.execute({ token: String(req.params.token), customer: form.customer, opened });
    switch (outcome.kind) {
      case 'created':
        createdThroughLink(res);
        return res.redirect(303, deps.paymentUrl(outcome.request));
      case 'customer_details_missing':
        return sendForm(req, res, 200, { ...form, details: true, state: { ...form.state, alert: NEW_CUSTOMER_ALERT } });
      case 'rate_unavailable':
        return sendForm(req, res, 503, withAlert(form, RATE_UNAVAILABLE_ALERT));
      case 'link_closed':
        return sendPage(res, 410, LINK_PAGES[outcome.reason]);
      case 'not_found':
        return sendPage(res, 404, LINK_PAGES.not_found);
      case 'expiry_out_of_range':
        throw new Error('a request through a link has no expiry to refuse');
    }
  };

  router.use('/links', pageSecurityHeaders);
  mountOpenRoutes(router, LINK_PAGE_ROUTES, {
    showLinkPage: [findOpenLink, (req, res) => sendForm(req, res, 200, { kind: 'invalid', details: false, state: EMPTY_FORM })],
    postLinkPage: [findOpenLink, formBody, readForm, limitPerAddress, limitPerLink, create],
  });
  router.use('/links', linkPageErrorHandler);
  return router;
}

function withAlert(form: LinkForm, alert: string): LinkForm {
  return { ...form, state: { ...form.state, alert } };
}

function sendPage(res: Response, status: number, page: PageText): void {
  res.status(status).type('html').send(errorPage(page, cspNonce(res)));
}

/** Errors become pages too: a customer never sees problem+json. */
function linkPageErrorHandler(error: unknown, _req: Request, res: Response, next: NextFunction): void {
  if (res.headersSent) return next(error);
  const status = (error as { status?: unknown } | null)?.status;
  if (error instanceof URIError) return sendPage(res, 404, LINK_PAGES.not_found);
  if (status === 413) return sendPage(res, 413, LINK_PAGES.payload_too_large);
  if (typeof status === 'number' && status >= 400 && status < 500) return sendPage(res, 400, LINK_PAGES.bad_request);
  if (error instanceof StorageUnavailable) return sendPage(res, 503, LINK_PAGES.service_unavailable);
  (res as Response & { err?: Error }).err = error instanceof Error ? error : new Error(String(error));
  sendPage(res, 500, LINK_PAGES.internal_error);
}
