import { Router } from 'express';
import { Resolve, resolveUses } from '../kit/api-route-declaration';
import { pageSecurityHeaders } from '../kit/html/page-security-headers';
import { dashboardErrorHandler, dashboardNotFound } from './dashboard-errors';
import { DashboardContext, DashboardPage } from './dashboard-page';
import { guardsByAccess } from './page-guards';

/**
 * The merchant dashboard: server-rendered pages in Spanish, signed in with a secret key, acting
 * through the same use cases as the API. No script; the hosted page's security headers. Each page
 * is mounted behind the guards of its declared access, with what it declares it uses.
 */
export function dashboardRouter(pages: readonly DashboardPage[], context: DashboardContext, resolve: Resolve): Router {
  const router = Router();
  router.use(pageSecurityHeaders);
  // The dashboard's own forms must carry their Origin (no-referrer would make it `null`); other sites get no Referer.
  router.use((_req, res, next) => {
    res.set('Referrer-Policy', 'same-origin');
    next();
  });
  const guards = guardsByAccess(context);
  for (const page of pages) {
    router[page.method](page.path, ...guards[page.access], page.handler(resolveUses(page.uses, resolve), context));
  }
  router.use(dashboardNotFound);
  router.use(dashboardErrorHandler);
  return router;
}
