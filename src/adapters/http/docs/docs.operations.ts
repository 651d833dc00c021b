import { DOCS_ASSETS_PATH, DOCS_FILES, DOCS_MEDIA_TYPES, DOCS_PATH, OPENAPI_PATH, OPERATOR_OPENAPI_PATH } from './docs-page';
import { json, page, problemResponses, text } from '../kit/openapi/responses';
import { ERROR_CODES } from '../kit/error-codes';
import { PROBLEM_TYPE_BASE } from '../kit/problem';
import type { JsonSchema } from '../kit/openapi/types';
import { OpenRoute } from '../kit/open-route-declaration';

const tag = 'Operations';
const OPENAPI: JsonSchema = { type: 'object', required: ['openapi', 'info', 'paths'] };
const GZIP = 'Sent gzip-compressed to a client that accepts it (`Accept-Encoding`).';

/** The documents, the page that shows the merchant API's, and the pages problem `type`s point at (docs.router.ts). */
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
  {
    operationId: 'getProblemTypes', method: 'get', path: PROBLEM_TYPE_BASE.slice(0, -1), tag, summary: 'Every error code',
    description: 'A page that lists every error code the API answers with, by status, each linked to its own page.',
    responses: { '200': page('The page.') },
  },
  {
    operationId: 'getProblemType', method: 'get', path: `${PROBLEM_TYPE_BASE}:code`, tag, summary: 'What an error code means',
    description: 'What a problem\'s `type` (`/problems/<code>`) points at: the code\'s title, HTTP status, what it means and what ' +
      'to do, from the table of error codes.',
    parameters: [{ name: 'code', in: 'path', required: true, schema: { type: 'string', enum: Object.keys(ERROR_CODES) } }],
    responses: { '200': page('The page.'), ...problemResponses(['not_found']) },
  },
] as const satisfies readonly OpenRoute[];
