import { ErrorCode } from '../error-codes';
import { IDEMPOTENCY_KEY_HEADER } from '../middleware/idempotency-key';
import { API_ERRORS, API_PREFIX, ApiRoute, isKeyed } from '../routes/api-route';
import { openApiPath } from './open-operations';
import { API_HEADERS, REQUEST_ID_HEADER, json, problemResponses } from './responses';
import { bodySchema } from './schemas/request-bodies';
import { JsonSchema, ref } from './types';

/** The OpenAPI paths of the declared /api/v1 operations: `/payment_requests/:id` becomes `/api/v1/payment_requests/{id}`. */
export function apiPaths(routes: readonly ApiRoute[]): Record<string, JsonSchema> {
  const paths: Record<string, JsonSchema> = {};
  for (const route of routes) (paths[openApiPath(API_PREFIX + route.path)] ??= {})[route.method] = operation(route);
  return paths;
}

function operation(route: ApiRoute): JsonSchema {
  const inPath = [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string' }, ...route.pathParameters?.[name] }));
  const keyed = isKeyed(route);
  const parameters = [...inPath, ...(route.query?.parameters ?? []), ...(keyed ? [IDEMPOTENCY_KEY_HEADER] : [])];
  const body = route.emptyBody
    ? { required: false, content: { 'application/json': { schema: { type: 'object', maxProperties: 0, description: 'No body at all, or `{}`.' } } } }
    : route.body && { required: true, content: { 'application/json': { schema: bodySchema(route.body), examples: route.body.examples } } };
  return {
    operationId: route.operationId,
    tags: [route.tag],
    summary: route.summary,
    description: route.description,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: withApiHeaders(
      {
        [route.success.status]: route.success.schema ? json(route.success.description, ref(route.success.schema)) : { description: route.success.description, headers: REQUEST_ID_HEADER },
        ...problemResponses([...API_ERRORS, ...route.errors, ...(keyed ? KEY_ERRORS : [])]),
      },
      keyed ? { 'Idempotent-Replayed': ref('IdempotentReplayed', 'headers') } : {},
    ),
  };
}

/** Every /api/v1 answer, success or problem, is neither cached nor sniffed. */
function withApiHeaders(responses: Record<string, JsonSchema>, extra: JsonSchema): Record<string, JsonSchema> {
  return Object.fromEntries(Object.entries(responses).map(([status, response]) => [status, { ...response, headers: { ...(response.headers as JsonSchema), ...API_HEADERS, ...extra } }]));
}

const KEY_ERRORS: ErrorCode[] = ['idempotency_key_in_use', 'idempotency_key_reused'];
