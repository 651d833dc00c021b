import { apiParameters, apiPaths, apiResponses } from '../kit/openapi/api-operations';
import { Components, reachableComponents } from '../kit/openapi/components';
import { OPENAPI_PATH, OPERATOR_OPENAPI_PATH } from './docs-page';
import { openPaths } from '../kit/openapi/open-operations';
import { HEADERS, problemSchemas } from '../kit/openapi/responses';
import { dtoSchemas } from '../kit/openapi/schemas/request-bodies';
import { JsonSchema } from '../kit/openapi/types';
import { PROBLEM_TYPE_BASE } from '../kit/problem';
import { WEBHOOKS_DESCRIPTION, WEBHOOKS_TAG, WEBHOOK_PARAMETERS, webhookPathItems } from './webhooks';
import { MERCHANT_API_ROUTES, OPERATOR_ROUTES } from './route-registry';
import { eventSchemas } from '../api/events/event.schema';
import { paymentRequestSchemas } from '../api/payment-requests/payment-request.schema';
import { paymentLinkSchemas } from '../api/payment-links/payment-link.schema';
import { webhookEndpointSchemas } from '../api/webhook-endpoints/webhook-endpoint.schema';
import { apiKeySchemas } from '../api/api-keys/api-key.schema';
import { refundSchemas } from '../api/refunds/refund.schema';
import { bankAccountSchemas } from '../api/bank-accounts/bank-account.schema';
import { merchantSchemas } from '../api/merchant/merchant.schema';
import { c2pKeySchemas } from '../api/checkouts/c2p-key.schema';

export const API_TITLE = 'Payment Requests and Checkout API';
export const OPERATOR_TITLE = 'Payment Requests: Operations and Hosted Payment Page';

const DESCRIPTION = `Payment requests priced in USD and paid in VES, by C2P (Pago Móvil) or by Visa or Mastercard card.

**Authentication.** Every \`/api/v1\` operation needs \`Authorization: Bearer <secret key>\` (\`npm run merchant:create\` issues one). \
Without a valid key every one answers 401 with \`WWW-Authenticate: Bearer\`, before any other check. Health, readiness, metrics, the \
documentation and the hosted payment page need no key; they are described apart, in \`${OPERATOR_OPENAPI_PATH}\`.

**Errors** are \`application/problem+json\` (RFC 9457) with \`type\`, \`title\`, \`status\`, \`detail\`, a stable snake_case \`code\` and \
\`request_id\`; a 422 \`validation_error\` lists every failing field in \`errors\`, named as in the request (\`customer.email\`, \
\`payment.card_cvv\`). \`type\` is \`${PROBLEM_TYPE_BASE}<code>\`, a page of this server that says what the code means and what to do \
([every code](${PROBLEM_TYPE_BASE.slice(0, -1)})). Checks run in this order: authentication (401), readability (400), fields (422), \
existence (404), state (422), the gateway (402). Unknown fields are rejected, never ignored. Bodies are at most 16 KiB (413). \
Too many requests for one key give 429 with \
\`Retry-After\` (while the limit is on, every \`/api/v1\` answer carries the IETF draft-8 \`RateLimit\` and \`RateLimit-Policy\` headers); \
a database that cannot be reached gives 503 and changes nothing.

**Webhooks.** Every event is also POSTed, signed (Standard Webhooks), to the merchant's webhook endpoints: the section \
"${WEBHOOKS_TAG}" says how they are signed, verified, answered and retried, and the document's \`webhooks\` give each event type's body.

**Money.** USD amounts are JSON numbers, more than 0 and at most 1,000,000, with at most 2 decimal places. \`conversion_amount\` is \
\`main_amount\` × \`rate\` in decimal arithmetic, rounded half up to cents. Management answers (create, read, update, list) carry \
\`amount_cents\` and Unix seconds; checkout answers carry ISO 8601 times and no cents.

**Sandbox.** C2P: OTP \`123456\` is approved, \`111111\` declined (\`insufficient_funds\`), any other declined (\`invalid_otp\`). Card: \
\`4242424242424242\` (Visa) and \`5555555555554444\` (Mastercard) are approved, \`4000000000000002\` declined (\`card_declined\`), \
\`4000000000009995\` declined (\`insufficient_funds\`).`;

const OPERATOR_DESCRIPTION = `What operators and customers' browsers use, and merchants' code does not: health, readiness \
and metrics, the API reference and its documents, and the hosted payment page (\`payment_url\`). None needs a secret key. \
The merchant API is described in \`${OPENAPI_PATH}\`, shown at \`/docs\`.`;

export interface OpenApiDocument {
  openapi: '3.1.0';
  jsonSchemaDialect: string;
  info: { title: string; version: string; description: string };
  servers: { url: string; description: string }[];
  tags: { name: string; description: string }[];
  security?: JsonSchema[];
  paths: Record<string, JsonSchema>;
  /** What this service POSTs to merchants' webhook endpoints: one entry per event type. */
  webhooks?: Record<string, JsonSchema>;
  components: Components;
}

let merchant: OpenApiDocument | undefined;
let operator: OpenApiDocument | undefined;

/**
 * The OpenAPI 3.1 document of the merchant API, /api/v1: what the typed client is generated from.
 * Every operation comes from a route declaration that the app mounts (route-registry.ts), request
 * bodies from the DTOs they are validated with, problems from ERROR_CODES; the answers every operation
 * shares are declared once under components/responses. The end-to-end suites check every answer
 * against this document and the operator one. Built once; treat it as read-only.
 */
export function openApiDocument(): OpenApiDocument {
  merchant ??= build({
    info: { title: API_TITLE, description: DESCRIPTION },
    tags: [
      { name: 'Payment requests', description: 'Create, update, read and list payment requests.' },
      { name: 'Checkouts', description: 'Pay a payment request by C2P or card.' },
      { name: 'Refunds', description: 'Give money back from a paid payment request, through the rail that fits the payment.' },
      { name: 'Events', description: 'Every change of a payment request, in order, for pollers.' },
      {
        name: 'Webhook endpoints',
        description: 'URLs that receive this merchant\'s events as signed POSTs (Standard Webhooks), and what was delivered to them.',
      },
      { name: 'API keys', description: 'This merchant\'s secret keys of the caller\'s mode: list, roll and revoke them.' },
      { name: 'Bank accounts', description: 'The merchant\'s own accounts at banks, its live checkouts paid into them. Live keys only.' },
      { name: 'Merchant', description: 'The merchant\'s profile: its name, RIF, support contact and brand colour, as customers see them.' },
      { name: 'Payment links', description: 'Reusable links: one address a merchant shares, each customer creating a request through it.' },
      { name: WEBHOOKS_TAG, description: WEBHOOKS_DESCRIPTION },
    ],
    security: [{ secretKey: [] }],
    paths: apiPaths(MERCHANT_API_ROUTES),
    webhooks: webhookPathItems(),
    // Unreferenced, but the client exports it: the type of any problem.
    keep: ['schemas/Problem'],
  });
  return merchant;
}

/** The routes outside /api/v1 (route-registry.ts), apart from the merchant API so that its client is not generated with them. */
export function operatorOpenApiDocument(): OpenApiDocument {
  operator ??= build({
    info: { title: OPERATOR_TITLE, description: OPERATOR_DESCRIPTION },
    tags: [
      { name: 'Hosted payment page', description: 'The page at payment_url where the customer pays; no secret key needed.' },
      {
        name: 'Merchant dashboard',
        description:
          'Server-rendered pages for merchants who write no code, signed in with a secret key '
          + '(docs/hosted-page-and-dashboard.md, "The merchant dashboard").',
      },
      { name: 'Operations', description: 'Health, readiness, metrics and the documentation; no secret key needed.' },
    ],
    paths: Object.assign({}, ...OPERATOR_ROUTES.map(({ prefix, routes }) => openPaths(prefix, routes))),
  });
  return operator;
}

/** Both documents; every route the app mounts is in exactly one. */
export const openApiDocuments = (): OpenApiDocument[] => [openApiDocument(), operatorOpenApiDocument()];

type Parts = Pick<OpenApiDocument, 'tags' | 'security' | 'paths' | 'webhooks'> & {
  info: { title: string; description: string };
  keep?: string[];
};

function build({ info, tags, security, paths, webhooks, keep }: Parts): OpenApiDocument {
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    info: { title: info.title, version: '1.0.0', description: info.description },
    servers: [{ url: '/', description: 'This server' }],
    tags,
    ...(security ? { security } : {}),
    paths,
    ...(webhooks ? { webhooks } : {}),
    components: reachableComponents(components(), { security, paths, webhooks }, keep),
  };
}

/** Every component either document may use. */
const components = (): Components => ({
  securitySchemes: {
    secretKey: { type: 'http', scheme: 'bearer', description: 'The merchant\'s secret API key, `sk_test_…` or `sk_live_…`.' },
    metricsToken: { type: 'http', scheme: 'bearer', description: 'The `METRICS_TOKEN` setting, when it is given.' },
  },
  schemas: {
    ...dtoSchemas(MERCHANT_API_ROUTES), ...paymentRequestSchemas(), ...eventSchemas(), ...webhookEndpointSchemas(), ...apiKeySchemas(),
    ...refundSchemas(), ...bankAccountSchemas(), ...paymentLinkSchemas(), ...problemSchemas(),
    ...merchantSchemas(), ...c2pKeySchemas(),
  },
  headers: HEADERS,
  responses: apiResponses(MERCHANT_API_ROUTES),
  parameters: { ...apiParameters(MERCHANT_API_ROUTES), ...WEBHOOK_PARAMETERS },
});
