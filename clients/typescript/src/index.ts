export { createClient, idempotencyKey } from './client';
export type { VePaymentsClient, VePaymentsClientOptions } from './client';
export { verifyWebhook } from './webhooks';
export type { WebhookEvent, WebhookHeaders } from './webhooks';
export { WebhookVerificationError } from 'standardwebhooks';
export type { components, operations, paths } from './schema';

import type { components } from './schema';

export type PaymentRequest = components['schemas']['PaymentRequest'];
export type Problem = components['schemas']['Problem'];
