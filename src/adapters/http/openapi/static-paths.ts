import { PORTAL_ATTEMPTS_PER_WINDOW } from '../portal/portal-attempt-limit';
import { DOCS_FILES } from './docs-page';
import { REQUEST_ID_HEADER, json, problemResponses } from './responses';
import { JsonSchema, ref } from './types';

/**
 * The routes outside /api/v1, answered without a secret key: health, readiness, metrics and the
 * docs (routes/operations.router.ts, routes/docs.router.ts), and the hosted payment page
 * (portal/portal.router.ts). tests/e2e/openapi/routes.test.ts holds these to the app's routing table.
 */
const get = (tag: string, operationId: string, summary: string, description: string, responses: JsonSchema, more: JsonSchema = {}): JsonSchema => ({
  get: { operationId, tags: [tag], summary, ...(description ? { description } : {}), security: [], ...more, responses },
});
const text = (description: string, mediaTypes: string[], headers: JsonSchema = {}): JsonSchema => ({
  description,
  headers: { ...REQUEST_ID_HEADER, ...headers },
  content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: { type: 'string' } }])),
});
const status = (value: string): JsonSchema => ({ type: 'object', required: ['status'], properties: { status: { type: 'string', const: value } }, additionalProperties: false });
const OPS = 'Operations';
const READY: JsonSchema = {
  ...status('ready'),
  properties: {
    status: { type: 'string', const: 'ready' },
    rate: {
      type: 'string',
      enum: ['fresh', 'stale'],
      description: 'Only with `RATE_PROVIDER=bcv`. `stale`: the official rate has not been read for longer than `RATE_MAX_AGE_HOURS` (or never), so creating or repricing a payment request answers 503 `rate_unavailable`; the instance stays ready for everything else.',
    },
  },
};

export const operationPaths = (): Record<string, JsonSchema> => ({
  '/healthz': get(OPS, 'getHealth', 'Liveness', 'The process is up and serving HTTP. Checks nothing else.', { '200': json('Alive.', status('ok')) }),
  '/readyz': get(OPS, 'getReadiness', 'Readiness', 'The service can do its work: the database answers.', { '200': json('Ready to take traffic.', READY), ...problemResponses(['service_unavailable']) }),
  '/metrics': get(
    OPS, 'getMetrics', 'Prometheus metrics',
    'Metrics in the Prometheus text exposition format. When the `METRICS_TOKEN` setting is given, it must be sent as `Authorization: Bearer <METRICS_TOKEN>`.',
    { '200': text('The metrics.', ['text/plain']), ...problemResponses(['unauthorized']) },
    { security: [{}, { metricsToken: [] }] },
  ),
  '/openapi.json': get(OPS, 'getOpenApiDocument', 'This OpenAPI document', '', { '200': json('OpenAPI 3.1.', { type: 'object', required: ['openapi', 'info', 'paths'] }) }),
  '/docs': get(OPS, 'getDocsPage', 'API reference page', 'This document rendered by Swagger UI, served entirely by this service (no external network).', { '200': text('The page.', ['text/html']) }),
  '/docs/assets/{file}': get(OPS, 'getDocsAsset', 'A file of the API reference page', '', { '200': text('The file.', [...new Set(Object.values(DOCS_FILES))]), ...problemResponses(['not_found']) }, {
    parameters: [{ name: 'file', in: 'path', required: true, schema: { type: 'string', enum: Object.keys(DOCS_FILES) } }],
  }),
});

const PORTAL = 'Hosted payment page';
const page = (description: string, headers: JsonSchema = {}) => text(description, ['text/html'], headers);
const PAGE_ERRORS = {
  '404': page('No payment request has this token: a page that says so.'),
  '500': page('An unexpected error; it was logged.'),
  '503': page('The database cannot be reached; nothing was charged.'),
};
const FORM_ANSWERS = {
  // Express writes a one-line note of the redirect, as HTML or text as the client accepts.
  '303': text('Paid: back to the page, which now shows the receipt.', ['text/html', 'text/plain'], { Location: { required: true, description: 'The payment page.', schema: { type: 'string' } } }),
  '202': page('The payment network did not answer; the page says the payment is being confirmed.'),
  '400': page('The form could not be read.'),
  '402': page('Declined: the form again, with the reason.'),
  '409': page('The request is already paid, being confirmed, or not payable; or it changed meanwhile. Nothing was charged.'),
  '413': page('The form is over 16 KiB.'),
  '422': page('The form again, with a message beside each field to correct.'),
  '429': page(`More than ${PORTAL_ATTEMPTS_PER_WINDOW} payment attempts on this link in 15 minutes, whoever sent them.`, { 'Retry-After': ref('RetryAfter', 'headers') }),
  ...PAGE_ERRORS,
};
const TOKEN = { name: 'token', in: 'path', required: true, description: 'The payment request\'s token, the last segment of its payment_url.', schema: { type: 'string', examples: ['PR7K3M9Q2X4WZ8'] } };

/** A form of the page: the API's checkout fields less payment_request_id, which the token gives. */
const form = (operationId: string, summary: string, fields: Record<string, string>): JsonSchema => ({
  parameters: [TOKEN],
  post: {
    operationId, tags: [PORTAL], summary, security: [],
    description:
      'The hosted page\'s form. Values are checked by the same rules as the API\'s checkout, after tidying what people type (spaces and dashes in a phone ' +
      'or card number, a lower-case id, an expiry without its slash). Every answer is a page.',
    requestBody: {
      required: true,
      content: { 'application/x-www-form-urlencoded': { schema: { type: 'object', required: Object.keys(fields), properties: Object.fromEntries(Object.entries(fields).map(([name, description]) => [name, { type: 'string', description }])) } } },
    },
    responses: FORM_ANSWERS,
  },
});

/** The hosted payment page (`payment_url`): for the customer, in Spanish, with no secret key. */
export const portalPaths = (): Record<string, JsonSchema> => ({
  '/payments_portal/payment_requests/{token}': {
    parameters: [TOKEN],
    ...get(PORTAL, 'showPaymentPage', 'The hosted payment page', 'The payment request, with a C2P form and a card form while it is payable, or its receipt once paid.', { '200': page('The page.'), ...PAGE_ERRORS }),
  },
  '/payments_portal/payment_requests/{token}/c2p': form('payPageByC2p', 'Pay from the hosted page by C2P', {
    phone_number: 'The payer\'s mobile number.',
    issuer_payer_id: 'The payer\'s national id, passport or tax id.',
    issuer_bank_id: 'The payer\'s bank, by its 4-digit code.',
    otp_token: 'The one-time password from the bank.',
  }),
  '/payments_portal/payment_requests/{token}/credit_card': form('payPageByCard', 'Pay from the hosted page by card', {
    card_number: 'The card number.', card_customer_id: 'The cardholder\'s national id, passport or tax id.', card_expiry_date: '`MM/YY`.', card_cvv: 'The card\'s security code.',
  }),
});
