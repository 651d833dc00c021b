import { DOCS_ASSETS_PATH, DOCS_FILES, DOCS_MEDIA_TYPES, DOCS_PATH, OPENAPI_PATH, OPERATOR_OPENAPI_PATH } from '../kit/openapi/docs-page';
import { json, problemResponses, text } from '../kit/openapi/responses';
import type { JsonSchema } from '../kit/openapi/types';
import { OpenRoute } from '../kit/open-route';

const tag = 'Operations';
const status = (value: string): JsonSchema => ({
  type: 'object',
  required: ['status'],
  properties: { status: { type: 'string', const: value } },
  additionalProperties: false,
});
const READY: JsonSchema = {
  ...status('ready'),
  properties: {
    status: { type: 'string', const: 'ready' },
    rate: {
      type: 'string',
      enum: ['fresh', 'stale'],
      description: 'Only with `RATE_PROVIDER=bcv`. `stale`: the official rate has not been read for longer than `RATE_MAX_AGE_HOURS` (or ' +
        'never), so creating or repricing a payment request answers 503 `rate_unavailable`; the instance stays ready for everything else.',
    },
  },
};

/** Health, readiness and metrics (operations.router.ts). */
export const OPERATION_ROUTES = [
  {
    operationId: 'getHealth', method: 'get', path: '/healthz', tag, summary: 'Liveness',
    description: 'The process is up and serving HTTP. Checks nothing else.',
    responses: { '200': json('Alive.', status('ok')) },
  },
  {
    operationId: 'getReadiness', method: 'get', path: '/readyz', tag, summary: 'Readiness',
    description: 'The service can do its work: the database answers.',
    responses: { '200': json('Ready to take traffic.', READY), ...problemResponses(['service_unavailable']) },
  },
  {
    operationId: 'getMetrics', method: 'get', path: '/metrics', tag, summary: 'Prometheus metrics',
    description: 'Metrics in the Prometheus text exposition format. When the `METRICS_TOKEN` setting is given, it must be sent as '
      + '`Authorization: Bearer <METRICS_TOKEN>`; without it, only clients on the same host (loopback) are answered.',
    security: [{}, { metricsToken: [] }],
    responses: { '200': text('The metrics.', ['text/plain']), ...problemResponses(['unauthorized']) },
  },
] as const satisfies readonly OpenRoute[];

const OPENAPI: JsonSchema = { type: 'object', required: ['openapi', 'info', 'paths'] };
const GZIP = 'Sent gzip-compressed to a client that accepts it (`Accept-Encoding`).';

/** The documents and the page that shows the merchant API's (docs.router.ts). */
export const DOCS_ROUTES = [
  {
    operationId: 'getOpenApiDocument', method: 'get', path: OPENAPI_PATH, tag, summary: 'The merchant API\'s OpenAPI document',
    description: `The /api/v1 operations, which the typed client is generated from. ${GZIP}`,
    responses: { '200': json('OpenAPI 3.1.', OPENAPI) },
  },
  {
    operationId: 'getOperatorOpenApiDocument', method: 'get', path: OPERATOR_OPENAPI_PATH, tag, summary: 'This OpenAPI document',
    description: `The routes outside /api/v1. ${GZIP}`,
    responses: { '200': json('OpenAPI 3.1.', OPENAPI) },
  },
  {
    operationId: 'getDocsPage', method: 'get', path: DOCS_PATH, tag, summary: 'API reference page',
    description: 'The merchant API\'s document rendered by Swagger UI, served entirely by this service (no external network).',
    responses: { '200': text('The page.', ['text/html']) },
  },
  {
    operationId: 'getDocsAsset', method: 'get', path: `${DOCS_ASSETS_PATH}/:file`, tag, summary: 'A file of the API reference page',
    description: 'Scripts and styles are sent gzip-compressed to a client that accepts it (`Accept-Encoding`).',
    parameters: [{ name: 'file', in: 'path', required: true, schema: { type: 'string', enum: [...DOCS_FILES] } }],
    responses: { '200': text('The file.', DOCS_MEDIA_TYPES), ...problemResponses(['not_found']) },
  },
] as const satisfies readonly OpenRoute[];
