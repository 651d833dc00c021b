import { OpenRoute } from '../kit/open-route-declaration';
import { API_KEY_PAGES } from './api-keys.pages';
import { BANK_ACCOUNT_PAGES } from './bank-accounts.pages';
import { CSV_PAGES } from './csv.pages';
import { DashboardPage, openRouteOf } from './dashboard-page';
import { PAYMENT_LINK_PAGES } from './payment-links.pages';
import { PAYMENT_REQUEST_PAGES } from './payment-requests.pages';
import { PROFILE_PAGES } from './profile.pages';
import { SIGN_IN_PAGES } from './sign-in.pages';
import { SUMMARY_PAGES } from './summary.pages';
import { WEBHOOK_ENDPOINT_PAGES } from './webhook-endpoints.pages';

/**
 * Every page and form post of the merchant dashboard, each declared beside its feature
 * (`<feature>.pages.ts`): app.ts mounts these behind the guards of their access, and the operator's
 * OpenAPI document describes these. A new feature's pages are one more line here.
 */
export const DASHBOARD_PAGES: readonly DashboardPage[] = [
  ...SIGN_IN_PAGES, ...SUMMARY_PAGES, ...PAYMENT_REQUEST_PAGES, ...CSV_PAGES, ...API_KEY_PAGES, ...WEBHOOK_ENDPOINT_PAGES,
  ...BANK_ACCOUNT_PAGES, ...PROFILE_PAGES, ...PAYMENT_LINK_PAGES,
];

/** The dashboard's pages as the OpenAPI document describes them (under /dashboard). */
export const DASHBOARD_ROUTES: readonly OpenRoute[] = DASHBOARD_PAGES.map(openRouteOf);
