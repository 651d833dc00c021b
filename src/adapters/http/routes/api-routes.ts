import { ApiRoute } from './api-route';
import { CHECKOUT_ROUTES } from './checkouts.routes';
import { EVENT_ROUTES } from './events.routes';
import { PAYMENT_REQUEST_ROUTES } from './payment-requests.routes';
import { WEBHOOK_ENDPOINT_ROUTES } from './webhook-endpoints.routes';

/** Every /api/v1 operation: app.ts mounts these, and the OpenAPI document describes these. */
export const API_ROUTES: readonly ApiRoute[] = [...PAYMENT_REQUEST_ROUTES, ...CHECKOUT_ROUTES, ...EVENT_ROUTES, ...WEBHOOK_ENDPOINT_ROUTES];
