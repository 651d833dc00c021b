import { Express, Request } from 'express';

/** The route label of a request that no route of the app would take (unknown paths, static files). */
export const UNMATCHED_ROUTE = 'unmatched';

interface ListedRoute {
  path: string | RegExp;
  methods?: string[];
  router?: { listRoutes(): ListedRoute[] };
}

interface RouteEntry {
  template: string;
  methods: Set<string>;
  pattern: RegExp;
}

/**
 * Finds the route template (`/api/v1/payment_requests/:id`) a request's path and method belong to,
 * from the app's own routing table, for logs and metrics. It is looked up from the table rather
 * than from `req.route` so that requests answered before routing (401, 400 on a malformed body,
 * 413, 429) still carry the route they were meant for. Labels can only be templates of the table or
 * UNMATCHED_ROUTE, so their number stays bounded whatever paths clients send.
 */
export function routeTemplates(app: Express): (req: Request) => string {
  let table: RouteEntry[] | undefined;
  const known = new WeakMap<Request, string>();
  return (req) => {
    table ??= buildTable(listRoutes(app.router), '');
    const path = req.originalUrl.split('?')[0];
    const method = req.method.toUpperCase();
    const template = known.get(req) ?? table.find((route) => (route.methods.has(method) || route.methods.has('*')) && route.pattern.test(path))?.template ?? UNMATCHED_ROUTE;
    known.set(req, template);
    return template;
  };
}

function listRoutes(router: unknown): ListedRoute[] {
  const listable = router as { listRoutes?: () => ListedRoute[] };
  if (typeof listable.listRoutes !== 'function') throw new Error('route labels need router.listRoutes() (the router package 2.3 or later)');
  return listable.listRoutes();
}

function buildTable(routes: ListedRoute[], prefix: string): RouteEntry[] {
  return routes.flatMap((route): RouteEntry[] => {
    if (typeof route.path !== 'string') return [];
    const template = join(prefix, route.path);
    if (route.router) return buildTable(listRoutes(route.router), template === '/' ? '' : template);
    return [{ template, methods: new Set(route.methods ?? []), pattern: matcher(template) }];
  });
}

function join(prefix: string, path: string): string {
  const joined = (prefix + (path === '/' ? '' : path)).replace(/\/+$/, '');
  return joined === '' ? '/' : joined;
}

/** Express's defaults: case-insensitive, an optional trailing slash, `:name` is one segment, `*name` the rest. */
function matcher(template: string): RegExp {
  const source = template
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) return '[^/]+';
      if (segment.startsWith('*')) return '.+';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source === '' ? '' : source}/?$`, 'i');
}
