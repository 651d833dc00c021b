import type { OpenRoute } from '../open-route-declaration';
import { JsonSchema } from './types';

/** An Express path as an OpenAPI path template: `/payment_requests/:id` becomes `/payment_requests/{id}`. */
export const openApiPath = (expressPath: string) => expressPath.replace(/:(\w+)/g, '{$1}');

/** The OpenAPI paths of routes outside /api/v1, mounted under `prefix`: tagged, and open to anyone unless they say otherwise. */
export function openPaths(prefix: string, routes: readonly OpenRoute[]): Record<string, JsonSchema> {
  const paths: Record<string, JsonSchema> = {};
  for (const { method, path, tag, security = [], ...operation } of routes) {
    // A router's own root is the prefix itself: `/dashboard`, not `/dashboard/`.
    (paths[openApiPath(prefix + (path === '/' && prefix !== '' ? '' : path))] ??= {})[method] = { ...operation, tags: [tag], security };
  }
  return paths;
}
