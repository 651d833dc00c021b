import { DOCS_FILES } from '../docs-page';
import { REQUEST_ID_HEADER, json, sharedResponse } from '../responses';
import { JsonSchema } from '../types';

const TAG = 'Operations';

const status = (value: string): JsonSchema => ({
  type: 'object',
  required: ['status'],
  properties: { status: { type: 'string', const: value } },
  additionalProperties: false,
});

const ok = (description: string, mediaType: string, schema: JsonSchema = { type: 'string' }): JsonSchema => ({
  description,
  headers: REQUEST_ID_HEADER,
  content: { [mediaType]: { schema } },
});

/** Health, readiness, metrics and the documentation: outside /api/v1, answered without a secret key. */
export function operationalPaths(): Record<string, JsonSchema> {
  return {
    '/healthz': {
      get: {
        operationId: 'getHealth',
        tags: [TAG],
        summary: 'Liveness',
        description: 'The process is up and serving HTTP. Checks nothing else.',
        security: [],
        responses: { '200': json('Alive.', status('ok')) },
      },
    },
    '/readyz': {
      get: {
        operationId: 'getReadiness',
        tags: [TAG],
        summary: 'Readiness',
        description: 'The service can do its work: the database answers.',
        security: [],
        responses: {
          '200': json('Ready to take traffic.', status('ready')),
          '503': sharedResponse('ServiceUnavailable'),
        },
      },
    },
    '/metrics': {
      get: {
        operationId: 'getMetrics',
        tags: [TAG],
        summary: 'Prometheus metrics',
        description: 'Metrics in the Prometheus text exposition format. When the `METRICS_TOKEN` setting is given, it must be sent as `Authorization: Bearer <METRICS_TOKEN>`.',
        security: [{}, { metricsToken: [] }],
        responses: {
          '200': ok('The metrics.', 'text/plain'),
          '401': sharedResponse('Unauthorized'),
        },
      },
    },
    '/openapi.json': {
      get: {
        operationId: 'getOpenApiDocument',
        tags: [TAG],
        summary: 'This OpenAPI document',
        security: [],
        responses: { '200': json('OpenAPI 3.1.', { type: 'object', required: ['openapi', 'info', 'paths'] }) },
      },
    },
    '/docs': {
      get: {
        operationId: 'getDocsPage',
        tags: [TAG],
        summary: 'API reference page',
        description: 'This document rendered by Swagger UI, served entirely by this service (no external network).',
        security: [],
        responses: { '200': ok('The page.', 'text/html') },
      },
    },
    '/docs/assets/{file}': {
      get: {
        operationId: 'getDocsAsset',
        tags: [TAG],
        summary: 'A file of the API reference page',
        security: [],
        parameters: [{ name: 'file', in: 'path', required: true, schema: { type: 'string', enum: Object.keys(DOCS_FILES) } }],
        responses: {
          '200': {
            description: 'The file.',
            headers: REQUEST_ID_HEADER,
            content: Object.fromEntries([...new Set(Object.values(DOCS_FILES))].map((type) => [type, { schema: { type: 'string' } }])),
          },
          '404': sharedResponse('UnknownRoute'),
        },
      },
    },
  };
}
