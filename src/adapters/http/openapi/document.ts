import { API_ROUTES } from '../routes/api-routes';
import { DOCS_ROUTES, OPERATION_ROUTES } from '../routes/operations.routes';
import { PORTAL_PREFIX, PORTAL_ROUTES } from '../routes/portal.routes';
import { apiPaths } from './api-operations';
import { openPaths } from './open-operations';
import { HEADERS, problemSchemas } from './responses';
import { eventSchemas } from './schemas/event';
import { paymentRequestSchemas } from './schemas/payment-request';
import { dtoSchemas } from './schemas/request-bodies';
import { webhookEndpointSchemas } from './schemas/webhook-endpoint';

export const API_TITLE = 'Payment Requests and Checkout API';

const DESCRIPTION = `Payment requests priced in USD and paid in VES, by C2P (Pago Móvil) or by Visa or Mastercard card.

**Authentication.** Every \`/api/v1\` operation needs \`Authorization: Bearer <secret key>\` (\`npm run merchant:create\` issues one). Without a valid key every one answers 401 with \`WWW-Authenticate: Bearer\`, before any other check. Health, readiness, metrics, this documentation and the hosted payment page need no key.

**Errors** are \`application/problem+json\` (RFC 9457) with \`type\`, \`title\`, \`status\`, \`detail\`, a stable snake_case \`code\` and \`request_id\`; a 422 \`validation_error\` lists every failing field in \`errors\`, named as in the request (\`customer.email\`, \`payment.card_cvv\`). Checks run in this order: authentication (401), readability (400), fields (422), existence (404), state (422), the gateway (402). Unknown fields are rejected, never ignored. Bodies are at most 16 KiB (413). Too many requests for one key give 429 with \`Retry-After\` (while the limit is on, every \`/api/v1\` answer carries the IETF draft-8 \`RateLimit\` and \`RateLimit-Policy\` headers); a database that cannot be reached gives 503 and changes nothing.

**Money.** USD amounts are JSON numbers, more than 0 and at most 1,000,000, with at most 2 decimal places. \`conversion_amount\` is \`main_amount\` × \`rate\` in decimal arithmetic, rounded half up to cents. Management answers (create, read, update, list) carry \`amount_cents\` and Unix seconds; checkout answers carry ISO 8601 times and no cents.

**Sandbox.** C2P: OTP \`123456\` is approved, \`111111\` declined (\`insufficient_funds\`), any other declined (\`invalid_otp\`). Card: \`4242424242424242\` (Visa) and \`5555555555554444\` (Mastercard) are approved, \`4000000000000002\` declined (\`card_declined\`), \`4000000000009995\` declined (\`insufficient_funds\`).`;

/** The document as built: its type is whatever build() writes. */
export type OpenApiDocument = ReturnType<typeof build>;
let built: OpenApiDocument | undefined;

/**
 * The OpenAPI 3.1 document of the whole service. Every operation comes from a route declaration
 * that the app mounts (routes/api-routes.ts for /api/v1, routes/*.routes.ts for the rest), request
 * bodies from the DTOs they are validated with, problems from ERROR_CODES; the end-to-end suites
 * check every answer against this document. Built once; treat it as read-only.
 */
export function openApiDocument(): OpenApiDocument {
  built ??= build();
  return built;
}

function build() {
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    info: {
      title: API_TITLE,
      version: '1.0.0',
      description: DESCRIPTION,
    },
    servers: [{ url: '/', description: 'This server' }],
    tags: [
      { name: 'Payment requests', description: 'Create, update, read and list payment requests.' },
      { name: 'Checkouts', description: 'Pay a payment request by C2P or card.' },
      { name: 'Events', description: 'Every change of a payment request, in order, for pollers.' },
      { name: 'Webhook endpoints', description: 'URLs that receive this merchant\'s events as signed POSTs (Standard Webhooks), and what was delivered to them.' },
      { name: 'Hosted payment page', description: 'The page at payment_url where the customer pays; no secret key needed.' },
      { name: 'Operations', description: 'Health, readiness, metrics and this documentation; no secret key needed.' },
    ],
    security: [{ secretKey: [] }],
    paths: { ...apiPaths(API_ROUTES), ...openPaths(PORTAL_PREFIX, PORTAL_ROUTES), ...openPaths('', [...OPERATION_ROUTES, ...DOCS_ROUTES]) },
    components: {
      securitySchemes: {
        secretKey: { type: 'http', scheme: 'bearer', description: 'The merchant\'s secret API key, `sk_test_…` or `sk_live_…`.' },
        metricsToken: { type: 'http', scheme: 'bearer', description: 'The `METRICS_TOKEN` setting, when it is given.' },
      },
      schemas: { ...dtoSchemas(API_ROUTES), ...paymentRequestSchemas(), ...eventSchemas(), ...webhookEndpointSchemas(), ...problemSchemas() },
      headers: HEADERS,
    },
  };
}
