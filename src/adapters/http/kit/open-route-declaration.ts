import { RequestHandler, Router } from 'express';
import type { JsonSchema } from './openapi/types';

/**
 * A route outside /api/v1, answered without a secret key, declared once: its router mounts exactly
 * the declared routes and openapi/open-operations.ts describes them in the OpenAPI document.
 */
export interface OpenRoute<Id extends string = string> {
  operationId: Id;
  method: 'get' | 'post';
  /** Express syntax, under the router's mount point. */
  path: string;
  tag: 'Operations' | 'Hosted payment page' | 'Merchant dashboard';
  summary: string;
  description?: string;
  /** OpenAPI parameter objects of the path's `:name`s. */
  parameters?: readonly JsonSchema[];
  requestBody?: JsonSchema;
  /** Who may call it besides anyone (OpenAPI security requirements). */
  security?: readonly JsonSchema[];
  responses: Record<string, JsonSchema>;
}

/** The declared routes on a router, each with the handlers of its operationId: a declared route without handlers does not compile. */
export function mountOpenRoutes<Id extends string>(
  router: Router,
  routes: readonly OpenRoute<Id>[],
  handlers: Record<Id, RequestHandler[]>,
): Router {
  for (const route of routes) router[route.method](route.path, ...handlers[route.operationId]);
  return router;
}
