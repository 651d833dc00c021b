import { RequestHandler } from 'express';
import { Logger } from 'pino';
import { DashboardSessions } from '../../../application/dashboard/dashboard-sessions';
import { Clock } from '../../../application/ports/clock';
import { Uses } from '../kit/api-route-declaration';
import { OpenRoute } from '../kit/open-route-declaration';
import { JsonSchema } from '../kit/openapi/types';
import { CookieSettings } from './session-cookie';

/** What every dashboard page shares; anything else a page calls it declares in its `uses`. */
export interface DashboardContext {
  /** The sessions every page behind one resumes, and sign-in and sign-out open and end. */
  sessions: DashboardSessions;
  cookies: CookieSettings;
  /** BUSINESS_TIME_ZONE: the zone dates are written and read in. */
  timeZone: string;
  clock: Clock;
  logger: Logger;
}

/**
 * Who reaches a page, which chooses its guards (dashboard.router.ts), never written per page:
 * - `open`: anyone (the sign-in page);
 * - `open_form`: a post without a session: from this site, one value per field (its handler checks its own token);
 * - `session`: a page behind an open session;
 * - `session_form`: a post of a session: from this site, one value per field, an open session and its CSRF token.
 */
export type PageAccess = 'open' | 'open_form' | 'session' | 'session_form';

/** A page reads (GET); a form post may change something (POST), and always carries a form. */
type Reached =
  | { method: 'get'; access: 'open' | 'session' }
  | { method: 'post'; access: 'open_form' | 'session_form'; requestBody: JsonSchema };

/**
 * One dashboard page or form post, declared once beside its feature (`<feature>.pages.ts`): the router
 * mounts it behind the guards of its `access`, and the operator's OpenAPI document describes it.
 */
export type DashboardPage<Deps = unknown> = Reached & {
  operationId: string;
  /** Express syntax, under /dashboard. */
  path: string;
  summary: string;
  description?: string;
  /** OpenAPI parameter objects (the path's `:name`s, the query). */
  parameters?: readonly JsonSchema[];
  responses: Record<string, JsonSchema>;
  /** The use cases (and ports) its handler calls, resolved from the container once, when the app is built. */
  uses: Uses<NoInfer<Deps>>;
  /** Builds the page's handler, once, from what it uses and what every page shares. */
  handler(uses: Deps, context: DashboardContext): RequestHandler;
};

/** Checks a declaration's `uses` against its handler. */
export const declarePage = <Deps>(page: DashboardPage<Deps>): DashboardPage => page as unknown as DashboardPage;

/** The page as the OpenAPI document describes it. */
export function openRouteOf(page: DashboardPage): OpenRoute {
  const { access: _access, uses: _uses, handler: _handler, ...route } = page;
  return { ...route, tag: 'Merchant dashboard' };
}
