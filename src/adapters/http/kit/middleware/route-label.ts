import { Request } from 'express';

/** The route label of a request no route took (unknown paths and methods): never the raw path, so labels stay few. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * The template of the route Express matched (`/api/v1/payment_requests/:id`), for logs and metrics.
 * API routes run the key check and the body parser after matching, so their 401s and 400s are labelled too.
 */
export function routeOf(req: Request): string {
  return req.route ? `${req.baseUrl}${String(req.route.path)}` : UNMATCHED_ROUTE;
}
