import { ApiRoute } from '../kit/api-route-declaration';
import { API_KEY_ROUTES } from './api-keys/api-keys.routes';
import { BANK_ACCOUNT_ROUTES } from './bank-accounts/bank-accounts.routes';
import { CHECKOUT_ROUTES } from './checkouts/checkouts.routes';
import { C2P_KEY_ROUTES } from './checkouts/c2p-key.routes';
import { EVENT_ROUTES } from './events/events.routes';
import { MERCHANT_ROUTES } from './merchant/merchant.routes';
import { PAYMENT_LINK_ROUTES } from './payment-links/payment-links.routes';
import { PAYMENT_REQUEST_ROUTES } from './payment-requests/payment-requests.routes';
import { REFUND_ROUTES } from './refunds/refunds.routes';
import { WEBHOOK_ENDPOINT_ROUTES } from './webhook-endpoints/webhook-endpoints.routes';

/** Every /api/v1 operation: app.ts mounts these, and the OpenAPI document describes these. */
export const API_ROUTES: readonly ApiRoute[] = [
  ...PAYMENT_REQUEST_ROUTES, ...CHECKOUT_ROUTES, ...REFUND_ROUTES, ...EVENT_ROUTES, ...WEBHOOK_ENDPOINT_ROUTES, ...API_KEY_ROUTES,
  ...BANK_ACCOUNT_ROUTES, ...PAYMENT_LINK_ROUTES,
  ...MERCHANT_ROUTES,
  ...C2P_KEY_ROUTES,
];
