import { ClassConstructor } from 'class-transformer';
import { ClaimedKey } from '../../../application/idempotency/claimed-key';
import { RecoveryPoint } from '../../../application/ports/idempotency-store';
import { MerchantIdentity } from '../../../application/ports/merchant-repository';
import { Caller } from '../../../application/merchants/authenticate-merchant';
import { Owner } from '../../../domain/mode';
import { Token } from '../../../application/ports/token';
import { ErrorCode } from './error-codes';
import type { JsonSchema } from './openapi/types';

/**
 * The response schemas the features declare. The kit names none: each feature's schema file adds its
 * names by module augmentation, so a route naming a schema no feature declares does not compile.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ResponseSchemaRegistry {}
export type ResponseSchemaName = keyof ResponseSchemaRegistry;

export const API_PREFIX = '/api/v1';

/** What every /api/v1 operation can answer beside its own work: the key, the rate limit, reading the body, the database, a bug. */
export const API_ERRORS: readonly ErrorCode[] = [
  'bad_request', 'unauthorized', 'payload_too_large', 'unsupported_media_type', 'rate_limited', 'internal_error', 'service_unavailable',
];

/** Where a handler's dependency comes from: a use case's class (its own identifier) or a port's token. */
export type Provided<T> = Token<T> | (abstract new (...args: never[]) => T);
/** What a route's handlers call, each named and provided: resolved once, when the app is built. */
export type Uses<T> = { [K in keyof T]: Provided<T[K]> };
/** Gives what is provided (the container's `get`). */
export type Resolve = <T>(provided: Provided<T>) => T;

/** What a handler calls, each resolved once: a handler receives nothing else. */
export function resolveUses<T>(uses: Uses<T>, resolve: Resolve): T {
  const provided = uses as Record<string, Provided<unknown>>;
  return Object.fromEntries(Object.entries(provided).map(([name, what]) => [name, resolve(what)])) as T;
}

/** A handler's input: everything already read and validated, and the Idempotency-Key it claimed, for its use case's saves. */
export type RequestInput<Body = undefined, Query = undefined> = {
  body: Body;
  params: Record<string, string>;
  query: Query;
  merchant: MerchantIdentity;
  /** The key that made the request, and its mode. */
  caller: Caller;
  /** Whose objects this request sees and makes: the merchant's, in the key's mode. */
  owner: Owner;
  idempotencyKey?: ClaimedKey;
};

/**
 * What a handler answers, sent as JSON (a 204 with `body: undefined` is sent without one). Failures are thrown (a Problem or a
 * domain error).
 */
export type Reply = { status: 200 | 201 | 202 | 204; body: unknown };

export interface BodyDeclaration<Body> {
  /** The class-validator DTO: it validates the body and generates its schema. */
  dto: ClassConstructor<Body>;
  /** The body may be left out altogether: read as `{}`. */
  optional?: true;
  /** The fields sit in this one member (`{ "payment": { … } }`). */
  wrappedIn?: string;
  /** At least one of these fields must be sent. */
  requireOneOf?: string[];
  examples: Record<string, { summary: string; value: unknown }>;
}

/**
 * One /api/v1 operation, declared once. routes/mount-api.ts derives its Express route (key, rate
 * limit, body, validation, handler) and openapi/api-operations.ts its OpenAPI operation.
 */
export interface ApiRoute<Body = unknown, Query = unknown, Deps = unknown> {
  operationId: string;
  /** POST and PATCH take an Idempotency-Key; GET and DELETE need none (they are safe to repeat as they are). */
  method: 'get' | 'post' | 'patch' | 'delete';
  /** Express syntax, under API_PREFIX: `:id` is one path segment. */
  path: string;
  tag: 'Payment requests' | 'Checkouts' | 'Refunds' | 'Events' | 'Webhook endpoints' | 'API keys' | 'Bank accounts'
    | 'Merchant'
    | 'Payment links';
  summary: string;
  description: string;
  /** OpenAPI details (description, schema) of each `:name` in the path. */
  pathParameters?: Record<string, JsonSchema>;
  /** The query string's parameters as documented, and the parser that reads them (400 on anything else). */
  query?: { parameters: JsonSchema[]; parse(raw: Record<string, unknown>): Query };
  body?: BodyDeclaration<Body>;
  /** The operation reads no fields: no body, or `{}`; any member is a 422 naming it, a body that is not an object a 400. */
  emptyBody?: true;
  /**
   * A POST whose answer holds a secret, which must never be stored: it takes no Idempotency-Key (a
   * retry runs again). Its description must say so.
   */
  neverStored?: true;
  /** No schema: an answer without a body (204). */
  success: {
    status: Reply['status']; description: string;
    schema?: ResponseSchemaName;
  };
  /** A second success: taken, not finished (202), with its own description and schema. */
  accepted?: { status: 202; description: string; schema: ResponseSchemaName };
  /** The codes this operation can answer beyond API_ERRORS; statuses and titles come from ERROR_CODES. */
  errors: ErrorCode[];
  /** The use cases (and views) its handlers call: each handler receives only these. */
  uses: Uses<NoInfer<Deps>>;
  handle(deps: Deps, input: RequestInput<Body, Query>): Promise<Reply>;
  /**
   * Answers a retry whose first request died after its save reached `point` (the recovery point the
   * use case's save wrote to the key) and before its answer was stored, without running the operation
   * again. Without it such a retry runs afresh.
   */
  recover?(deps: NoInfer<Deps>, point: RecoveryPoint, key: ClaimedKey): Promise<Reply>;
}

/** Checks a declaration's parts against each other (body DTO and handler, parser and handler). */
export const declareRoute = <Body, Query, Deps>(route: ApiRoute<Body, Query, Deps>): ApiRoute => route as unknown as ApiRoute;

/** POST and PATCH run under their Idempotency-Key, unless their answer is never stored. */
export const isKeyed = (route: Pick<ApiRoute, 'method' | 'neverStored'>): boolean =>
  (route.method === 'post' || route.method === 'patch') && !route.neverStored;
