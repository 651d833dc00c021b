import { ErrorCode } from '../error-codes';
import { STORED_PROBLEMS } from '../error-codes';
import { IDEMPOTENCY_KEY_HEADER } from '../middleware/idempotency-key';
import { API_ERRORS, API_PREFIX, ApiRoute, isKeyed } from '../api-route-declaration';
import { openApiPath } from './open-operations';
import { API_HEADERS, REQUEST_ID_HEADER, byStatus, json, problemResponse, problemSchemaName } from './responses';
import { bodySchema } from './schemas/request-bodies';
import { JsonSchema, ref } from './types';

/** The OpenAPI paths of the declared /api/v1 operations: `/payment_requests/:id` becomes `/api/v1/payment_requests/{id}`. */
export function apiPaths(routes: readonly ApiRoute[]): Record<string, JsonSchema> {
  const paths: Record<string, JsonSchema> = {};
  for (const route of routes) (paths[openApiPath(API_PREFIX + route.path)] ??= {})[route.method] = operation(route);
  return paths;
}

/**
 * The problem answers of an operation, one per status, each declared once under components/responses and named
 * after its codes (`NotFound`, `ConflictOrIdempotencyKeyInUse`). Idempotent-Replayed is on those of POST and PATCH
 * that the Idempotency-Key stores (STORED_PROBLEMS), so may replay: their name ends in `Replayable`.
 */
function problemAnswers(route: ApiRoute): { status: string; name: string; response: JsonSchema }[] {
  const keyed = isKeyed(route);
  return [...byStatus([...API_ERRORS, ...route.errors, ...(keyed ? KEY_ERRORS : [])])].map(([status, group]) => {
    const replayable = keyed && group.some((code) => STORED_PROBLEMS.has(code));
    return {
      status: String(status),
      name: group.map((code) => problemSchemaName(code).replace(/Problem$/, '')).join('Or') + (replayable ? 'Replayable' : ''),
      response: withApiHeaders(problemResponse(group), replayable ? REPLAYED : {}),
    };
  });
}

/** Every problem answer of these operations, by name. */
export const apiResponses = (routes: readonly ApiRoute[]): Record<string, JsonSchema> =>
  declaredOnce(routes.flatMap(problemAnswers).map(({ name, response }) => [name, response]));

/** The path parameters of an operation, each declared once and named after what it identifies: `PaymentRequestId`. */
function pathParameters(route: ApiRoute): { name: string; parameter: JsonSchema }[] {
  const pascal = (words: string) => words.replace(/(?:^|_)([a-z])/g, (_match, letter: string) => letter.toUpperCase());
  return [...route.path.matchAll(/(\w+?)s?\/:(\w+)/g)].map(([, of, name]) => ({
    name: pascal(of) + pascal(name),
    parameter: { name, in: 'path', required: true, schema: { type: 'string' }, ...route.pathParameters?.[name] },
  }));
}

/** The Idempotency-Key header and the path parameters of these operations, by name. */
export const apiParameters = (routes: readonly ApiRoute[]): Record<string, JsonSchema> => ({
  IdempotencyKey: IDEMPOTENCY_KEY_HEADER,
  ...declaredOnce(routes.flatMap(pathParameters).map(({ name, parameter }) => [name, parameter])),
});

/** Components by name; one name is one component, whichever operations use it. */
function declaredOnce(entries: [string, JsonSchema][]): Record<string, JsonSchema> {
  const components: Record<string, JsonSchema> = {};
  for (const [name, component] of entries) {
    const other = components[name];
    if (other && JSON.stringify(other) !== JSON.stringify(component)) throw new Error(`Two different components are named ${name}`);
    components[name] = component;
  }
  return components;
}

function operation(route: ApiRoute): JsonSchema {
  const keyed = isKeyed(route);
  const parameters = [
    ...pathParameters(route).map(({ name }) => ref(name, 'parameters')),
    ...(route.query?.parameters ?? []),
    ...(keyed ? [ref('IdempotencyKey', 'parameters')] : []),
  ];
  const body = route.emptyBody
    ? {
      required: false,
      content: { 'application/json': { schema: { type: 'object', maxProperties: 0, description: 'No body at all, or `{}`.' } } },
    }
    : route.body && {
      required: !route.body.optional,
      content: { 'application/json': { schema: bodySchema(route.body), examples: route.body.examples } },
    };
  const success = route.success.schema
    ? json(route.success.description, ref(route.success.schema))
    : { description: route.success.description, headers: REQUEST_ID_HEADER };
  const problems = problemAnswers(route).map(({ status, name }) => [status, ref(name, 'responses')]);
  const accepted = route.accepted && {
    [route.accepted.status]: withApiHeaders(json(route.accepted.description, ref(route.accepted.schema)), keyed ? REPLAYED : {}),
  };
  return {
    operationId: route.operationId,
    tags: [route.tag],
    summary: route.summary,
    description: route.description,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: { [route.success.status]: withApiHeaders(success, keyed ? REPLAYED : {}), ...accepted, ...Object.fromEntries(problems) },
  };
}

/** Every /api/v1 answer, success or problem, is neither cached nor sniffed. */
const withApiHeaders = (response: JsonSchema, extra: JsonSchema): JsonSchema => ({
  ...response,
  headers: { ...(response.headers as JsonSchema), ...API_HEADERS, ...extra },
});

const KEY_ERRORS: ErrorCode[] = ['idempotency_key_in_use', 'idempotency_key_reused'];
const REPLAYED = { 'Idempotent-Replayed': ref('IdempotentReplayed', 'headers') };
