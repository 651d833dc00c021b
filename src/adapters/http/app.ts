import express, { Express, NextFunction, Request, RequestHandler, Response } from 'express';
import { Store } from 'express-rate-limit';
import { Logger } from 'pino';
import { RequestLineLog } from './kit/middleware/request-observation';
import { AuthenticateMerchant } from '../../application/merchants/authenticate-merchant';
import { toProblem } from './kit/error-mapping';
import { apiResponseHeaders } from './kit/middleware/api-response-headers';
import { authenticate } from './kit/middleware/authenticate';
import { rateLimitPerMerchant } from './kit/middleware/rate-limit';
import { requestId } from './kit/middleware/request-id';
import { inOrder } from './kit/middleware/in-order';
import { HostedPageDependencies, hostedPageRouter } from './hosted-page/hosted-page.router';
import { LinkPageDependencies, linkPageRouter } from './hosted-page/links/link-page.router';
import { IdempotencySettings } from './kit/middleware/idempotency-key';
import { observeRequests } from './kit/middleware/request-observation';
import { routeOf } from './kit/middleware/route-label';
import { utf8JsonBody } from './kit/middleware/utf8-json-body';
import { Problem, sendProblem } from './kit/problem';
import { Resolve } from './kit/api-route-declaration';
import { TrustProxy } from './kit/trust-proxy';
import { API_ROUTES } from './api/api.routes';
import { docsRouter } from './docs/docs.router';
import { mountApi } from './kit/mount-api';
import { Operations, operationsRouter } from './operations/operations.router';
import { HOSTED_PAGE_PREFIX } from './hosted-page/hosted-page.operations';
import { dashboardRouter } from './dashboard/dashboard.router';
import { DashboardContext } from './dashboard/dashboard-page';
import { DASHBOARD_PAGES } from './dashboard/dashboard.operations';
import { DASHBOARD_PREFIX } from './dashboard/session-cookie';

export const MAX_BODY_BYTES = 16 * 1024;

export interface AppDependencies {
  /** Gives each API route what it declares it uses (the container's `get`). */
  resolve: Resolve;
  authenticateMerchant: AuthenticateMerchant;
  /** The hosted payment page, outside /api/v1: it answers without a secret key. */
  hostedPage: HostedPageDependencies;
  /** The reusable payment links' page, beside the hosted page. */
  linkPage: LinkPageDependencies;
  /** What the merchant dashboard's pages share (each resolves what else it uses): server-rendered, signed in with a secret key. */
  dashboard: DashboardContext;
  logger: Logger;
  /** The request lines, written to `logger`'s destination without redaction (they hold no secret). */
  requestLines: RequestLineLog;
  /** Health, readiness and metrics. */
  operations: Operations;
  /** TRUST_PROXY: which proxies' X-Forwarded-For gives `req.ip`. */
  trustProxy: TrustProxy;
  /** Requests a minute per secret key; 0 turns the limit off. */
  rateLimitPerMinute: number;
  /** Where the per-key counts live (shared by every instance except on the embedded database). */
  rateLimitStore: Store;
  /** Where POST and PATCH keep their Idempotency-Keys. */
  idempotency: IdempotencySettings;
}

export function createApp(deps: AppDependencies): Express {
  const app = express();
  app.disable('x-powered-by');
  // Every JSON answer is Cache-Control: no-store, so an ETag (a hash of each body) would serve nothing.
  app.set('etag', false);
  app.set('query parser', 'extended');
  app.set('trust proxy', deps.trustProxy);
  app.use(inOrder([requestId, observeRequests({ plain: deps.requestLines, redacted: deps.logger }, deps.operations.metrics, routeOf)]));
  // The API first: its requests are most of the traffic, and no other router takes a path under /api/v1.
  mountApi(app, API_ROUTES, deps.resolve, apiPreamble(deps), deps.idempotency);
  app.use(operationsRouter(deps.operations));
  app.use(docsRouter());
  app.use(HOSTED_PAGE_PREFIX, linkPageRouter(deps.linkPage));
  app.use(HOSTED_PAGE_PREFIX, hostedPageRouter(deps.hostedPage));
  app.use(DASHBOARD_PREFIX, dashboardRouter(DASHBOARD_PAGES, deps.dashboard, deps.resolve));

  app.use((req: Request) => {
    throw new Problem('not_found', `There is no route ${req.method} ${req.path}.`);
  });
  app.use(errorHandler());
  return app;
}

/**
 * What every /api/v1 request goes through, in order, once its route is matched (or none is).
 * The rate limit comes after authentication (the key is the merchant) and before the body is read:
 * a limited client costs no parsing. 401 stays ahead of everything, and 413 still comes from the
 * JSON body parser.
 */
function apiPreamble(deps: AppDependencies): RequestHandler[] {
  const rateLimit = rateLimitPerMerchant(deps.rateLimitPerMinute, deps.rateLimitStore, deps.logger);
  return [apiResponseHeaders, authenticate(deps.authenticateMerchant), ...(rateLimit ? [rateLimit] : []), utf8JsonBody(MAX_BODY_BYTES)];
}

function errorHandler() {
  return (error: unknown, _req: Request, res: Response, next: NextFunction): void => {
    const { problem, unexpected } = toProblem(error);
    // The request log writes it, stack and request id included, on the request's line.
    if (unexpected) res.err = error instanceof Error ? error : new Error(String(error));
    // For checkouts_total, which tells a 422 not_payable from a 422 validation_error.
    res.locals.problemCode = problem.code;
    if (res.headersSent) return next(error);
    sendProblem(res, problem);
  };
}
