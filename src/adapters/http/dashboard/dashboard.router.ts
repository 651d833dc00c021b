import express, { RequestHandler, Response, Router } from 'express';
import { cspNonce, pageSecurityHeaders } from '../kit/html/page-security-headers';
import { ApiKeysRouteDependencies, revokeApiKeyRoute, rollApiKeyRoute, showApiKeys } from './api-keys-routes';
import {
  BankAccountsRouteDependencies, connectBankAccountRoute, disableBankAccountRoute, showBankAccounts, verifyBankAccountRoute,
} from './bank-accounts-routes';
import { CreateRouteDependencies, createRoute, showCreateForm } from './create-route';
import { csrfTokenMatches, isCrossSite } from './csrf';
import { CsvRouteDependencies, csvRoute } from './csv-route';
import { dashboardErrorHandler, dashboardNotFound } from './dashboard-errors';
import { detailRoute } from './detail-route';
import { ListRouteDependencies, listRoute } from './list-route';
import { WebhookEndpointsRouteDependencies, showWebhookEndpoints } from './webhook-endpoints-route';
import { ActionDependencies, cancelRoute, refundRoute } from './request-actions';
import { requireSession, signedInOf } from './require-session';
import { FormGuards, SignInDependencies, signInHandlers } from './sign-in-routes';
import { DASHBOARD_ROUTES, DashboardOperation } from './declared-routes';
import { mountOpenRoutes } from '../kit/open-route';
import { messagePage } from './views/dashboard-layout';

/** Same cap as the API's JSON bodies and the hosted page's forms. */
const MAX_FORM_BYTES = 16 * 1024;

export interface DashboardDependencies
  extends SignInDependencies, ListRouteDependencies, CreateRouteDependencies, ActionDependencies, CsvRouteDependencies,
    ApiKeysRouteDependencies, WebhookEndpointsRouteDependencies, BankAccountsRouteDependencies {}

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
    showDashboardList: [session, listRoute(deps)],
    exportDashboardCsv: [session, csvRoute(deps)],
    showDashboardCreateForm: [session, showCreateForm],
    createFromDashboard: [...guards.sessionForm, createRoute(deps)],
    showDashboardRequest: [session, detailRoute(deps)],
    cancelFromDashboard: [...guards.sessionForm, cancelRoute(deps)],
    refundFromDashboard: [...guards.sessionForm, refundRoute(deps)],
    showDashboardApiKeys: [session, showApiKeys(deps)],
    rollFromDashboard: [...guards.sessionForm, rollApiKeyRoute(deps)],
    revokeFromDashboard: [...guards.sessionForm, revokeApiKeyRoute(deps)],
    showDashboardWebhookEndpoints: [session, showWebhookEndpoints(deps)],
    showDashboardBankAccounts: [session, showBankAccounts(deps)],
    connectFromDashboard: [...guards.sessionForm, connectBankAccountRoute(deps)],
    verifyFromDashboard: [...guards.sessionForm, verifyBankAccountRoute(deps)],
    disableFromDashboard: [...guards.sessionForm, disableBankAccountRoute(deps)],
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
