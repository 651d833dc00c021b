import { API_ROUTES } from '../api/api.routes';
import { OPERATION_ROUTES } from '../operations/probes.operations';
import { HOSTED_PAGE_PREFIX, HOSTED_PAGE_ROUTES } from '../hosted-page/hosted-page.operations';
import { LINK_PAGE_ROUTES } from '../hosted-page/links/link-page.operations';
import { DASHBOARD_ROUTES } from '../dashboard/dashboard.operations';
import { DASHBOARD_PREFIX } from '../dashboard/session-cookie';
import type { OpenRoute } from '../kit/open-route-declaration';
import { DOCS_ROUTES } from './docs.operations';

/**
 * Where each feature registers the routes it mounts, for the OpenAPI documents: the merchant API's
 * (/api/v1, what the typed client is generated from), and every other route, under the prefix its
 * router is mounted at. The kit builds paths from declarations and knows no feature; this file does.
 */
export const MERCHANT_API_ROUTES = API_ROUTES;

export const OPERATOR_ROUTES: readonly { prefix: string; routes: readonly OpenRoute[] }[] = [
  { prefix: HOSTED_PAGE_PREFIX, routes: [...LINK_PAGE_ROUTES, ...HOSTED_PAGE_ROUTES] },
  { prefix: DASHBOARD_PREFIX, routes: DASHBOARD_ROUTES },
  { prefix: '', routes: [...OPERATION_ROUTES, ...DOCS_ROUTES] },
];
