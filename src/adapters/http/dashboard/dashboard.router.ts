import express, { RequestHandler, Response, Router } from 'express';
import { cspNonce, pageSecurityHeaders } from '../kit/html/page-security-headers';
import { ApiKeysHandlerDependencies, revokeApiKeyHandler, rollApiKeyHandler, showApiKeys } from './api-keys.handlers';
import {
  BankAccountsHandlerDependencies, connectBankAccountHandler, disableBankAccountHandler, showBankAccounts, verifyBankAccountHandler,
} from './bank-accounts.handlers';
import { CreateHandlerDependencies, createHandler, showCreateForm } from './create.handlers';
import { csrfTokenMatches, isCrossSite } from './csrf';
import { CsvHandlerDependencies, csvHandler } from './csv.handlers';
import { dashboardErrorHandler, dashboardNotFound } from './dashboard-errors';
import { detailHandler } from './detail.handlers';
import { ListHandlerDependencies, listHandler } from './list.handlers';
import { ProfileHandlerDependencies, showProfile, updateProfileHandler } from './profile.handlers';
import { SummaryHandlerDependencies, summaryHandler } from './summary.handlers';
import {
  PaymentLinksHandlerDependencies, activatePaymentLinkHandler, createPaymentLinkHandler, deactivatePaymentLinkHandler, showPaymentLink,
  showPaymentLinks,
} from './payment-links.handlers';
import {
  WebhookEndpointsHandlerDependencies, createWebhookEndpointHandler, deleteWebhookEndpointHandler, showEditWebhookEndpoint,
  showWebhookEndpoints, updateWebhookEndpointHandler,
} from './webhook-endpoints.handlers';
import { ActionDependencies, cancelRoute, refundRoute } from './request-actions';
import { requireSession, signedInOf } from './require-session';
import { FormGuards, SignInDependencies, signInHandlers } from './sign-in.handlers';
import { DASHBOARD_ROUTES, DashboardOperation } from './dashboard.operations';
import { mountOpenRoutes } from '../kit/open-route-declaration';
import { messagePage } from './views/dashboard-layout';

/** Same cap as the API's JSON bodies and the hosted page's forms. */
const MAX_FORM_BYTES = 16 * 1024;

export interface DashboardDependencies
  extends SignInDependencies, ListHandlerDependencies, CreateHandlerDependencies, ActionDependencies, CsvHandlerDependencies,
    ApiKeysHandlerDependencies, WebhookEndpointsHandlerDependencies, BankAccountsHandlerDependencies, ProfileHandlerDependencies,
    SummaryHandlerDependencies, PaymentLinksHandlerDependencies {}

/**
 * The merchant dashboard: server-rendered pages in Spanish, signed in with a secret key, acting
 * through the same use cases as the API. No script; the hosted page's security headers.
 */
export function dashboardRouter(deps: DashboardDependencies): Router {
  const router = Router();
  router.use(pageSecurityHeaders);
  // The dashboard's own forms must carry their Origin (no-referrer would make it `null`); other sites get no Referer.
  router.use((_req, res, next) => {
    res.set('Referrer-Policy', 'same-origin');
    next();
  });
  const session = requireSession(deps.sessions, deps.cookies);
  const refuse = (res: Response) => {
    const message = 'El formulario no vino de esta página o caducó. Vuelve a abrir la página e inténtalo de nuevo; no se cambió nada.';
    res.status(403).type('html').send(messagePage('Solicitud rechazada', message, cspNonce(res)));
  };
  const refuseCrossSite: RequestHandler = (req, res, next) => (isCrossSite(req) ? refuse(res) : next());
  const formBody = oneValuePerField(express.urlencoded({ extended: false, limit: MAX_FORM_BYTES }));
  /** Every form of a session carries the session's token. */
  const checkCsrf: RequestHandler = (req, res, next) => (csrfTokenMatches(req, signedInOf(res).csrfToken) ? next() : refuse(res));
  const guards: FormGuards = { refuseCrossSite, formBody, sessionForm: [refuseCrossSite, formBody, session, checkCsrf], refuse };

  mountOpenRoutes<DashboardOperation>(router, DASHBOARD_ROUTES, {
    ...signInHandlers(deps, guards),
    showDashboardList: [session, listHandler(deps)],
    showDashboardSummary: [session, summaryHandler(deps)],
    exportDashboardCsv: [session, csvHandler(deps)],
    showDashboardCreateForm: [session, showCreateForm],
    createFromDashboard: [...guards.sessionForm, createHandler(deps)],
    showDashboardRequest: [session, detailHandler(deps)],
    cancelFromDashboard: [...guards.sessionForm, cancelRoute(deps)],
    refundFromDashboard: [...guards.sessionForm, refundRoute(deps)],
    showDashboardApiKeys: [session, showApiKeys(deps)],
    rollFromDashboard: [...guards.sessionForm, rollApiKeyHandler(deps)],
    revokeFromDashboard: [...guards.sessionForm, revokeApiKeyHandler(deps)],
    showDashboardWebhookEndpoints: [session, showWebhookEndpoints(deps)],
    createEndpointFromDashboard: [...guards.sessionForm, createWebhookEndpointHandler(deps)],
    showDashboardEndpointEdit: [session, showEditWebhookEndpoint(deps)],
    updateEndpointFromDashboard: [...guards.sessionForm, updateWebhookEndpointHandler(deps)],
    deleteEndpointFromDashboard: [...guards.sessionForm, deleteWebhookEndpointHandler(deps)],
    showDashboardBankAccounts: [session, showBankAccounts(deps)],
    connectFromDashboard: [...guards.sessionForm, connectBankAccountHandler(deps)],
    verifyFromDashboard: [...guards.sessionForm, verifyBankAccountHandler(deps)],
    disableFromDashboard: [...guards.sessionForm, disableBankAccountHandler(deps)],
    showDashboardMerchant: [session, showProfile(deps)],
    updateMerchantFromDashboard: [...guards.sessionForm, updateProfileHandler(deps)],
    showDashboardPaymentLinks: [session, showPaymentLinks(deps)],
    createLinkFromDashboard: [...guards.sessionForm, createPaymentLinkHandler(deps)],
    showDashboardPaymentLink: [session, showPaymentLink(deps)],
    deactivateLinkFromDashboard: [...guards.sessionForm, deactivatePaymentLinkHandler(deps)],
    activateLinkFromDashboard: [...guards.sessionForm, activatePaymentLinkHandler(deps)],
  });

  router.use(dashboardNotFound);
  router.use(dashboardErrorHandler);
  return router;
}

/**
 * Every field of a form is read as exactly one value: a field sent twice (`amount=1&amount=1`, which
 * would read as a list) is refused before any handler sees it, and nothing changes.
 */
function oneValuePerField(parse: RequestHandler): RequestHandler {
  return (req, res, next) =>
    parse(req, res, (error?: unknown) => {
      if (error) return next(error);
      const repeated = Object.keys(req.body ?? {}).find((name) => Array.isArray((req.body as Record<string, unknown>)[name]));
      if (repeated === undefined) return next();
      const message = `El campo «${repeated}» llegó más de una vez. Vuelve a abrir la página e inténtalo de nuevo; no se cambió nada.`;
      res.status(400).type('html').send(messagePage('Formulario no válido', message, cspNonce(res)));
    });
}
