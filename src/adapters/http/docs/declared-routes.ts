import { DOCS_ASSETS_PATH, DOCS_FILES, DOCS_MEDIA_TYPES, DOCS_PATH, OPENAPI_PATH, OPERATOR_OPENAPI_PATH } from './docs-page';
import { json, problemResponses, text } from '../kit/openapi/responses';
import type { JsonSchema } from '../kit/openapi/types';
import { OpenRoute } from '../kit/open-route';

const tag = 'Operations';
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
