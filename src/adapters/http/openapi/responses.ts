import { JsonSchema, ref } from './types';

export const PROBLEM_JSON = 'application/problem+json';

export function headerComponents(): Record<string, JsonSchema> {
  return {
    XRequestId: {
      description: 'The caller\'s X-Request-Id when it is 1 to 128 of `A-Z a-z 0-9 . _ : -`, otherwise a new one. Every answer has it.',
      required: true,
      schema: { type: 'string', pattern: '^[A-Za-z0-9._:-]{1,128}$' },
    },
    WWWAuthenticate: { description: 'Always `Bearer`.', required: true, schema: { type: 'string', const: 'Bearer' } },
    RetryAfter: { description: 'Seconds to wait before trying again.', required: true, schema: { type: 'integer', minimum: 0 } },
    RateLimit: {
      description: 'IETF draft-8 rate-limit state, on every /api/v1 answer while the limit is on: `"<n>-in-1min"; r=<remaining>; t=<seconds to reset>`.',
      schema: { type: 'string' },
    },
    RateLimitPolicy: { description: 'IETF draft-8 rate-limit policy: `"<n>-in-1min"; q=<n>; w=60; pk=:…:`.', schema: { type: 'string' } },
  };
}

export const REQUEST_ID_HEADER = { 'X-Request-Id': ref('XRequestId', 'headers') };

/** A JSON answer. */
export function json(description: string, schema: JsonSchema, extra: JsonSchema = {}): JsonSchema {
  return { description, headers: REQUEST_ID_HEADER, content: { 'application/json': { schema, ...extra } } };
}

function problem(description: string, schema: JsonSchema, headers: JsonSchema = {}): JsonSchema {
  return { description, headers: { ...REQUEST_ID_HEADER, ...headers }, content: { [PROBLEM_JSON]: { schema } } };
}

/** Problem answers shared by operations; each operation lists the ones it can give. */
export function responseComponents(): Record<string, JsonSchema> {
  return {
    BadRequest: problem('The request cannot be read: malformed JSON, a body that is not a JSON object, a checkout without a `payment` object, or an invalid list parameter.', ref('BadRequestProblem')),
    Unauthorized: problem('No `Authorization` header, not `Bearer`, or an unknown or revoked key. Checked before anything else.', ref('UnauthorizedProblem'), {
      'WWW-Authenticate': ref('WWWAuthenticate', 'headers'),
    }),
    PaymentDeclined: problem('The payment was declined.', ref('PaymentDeclinedProblem')),
    NotFound: problem('No payment request with that id belongs to this merchant (an id of another shape is simply not found).', ref('NotFoundProblem')),
    Conflict: problem('The payment request kept changing while this request ran.', ref('ConflictProblem')),
    PayloadTooLarge: problem('The body is over 16 KiB.', ref('PayloadTooLargeProblem')),
    UnsupportedMediaType: problem('The body is declared in a charset other than UTF-8.', ref('UnsupportedMediaTypeProblem')),
    RateLimited: problem('Too many requests for this secret key (`RATE_LIMIT_PER_MINUTE`, 6000 by default).', ref('RateLimitedProblem'), {
      'Retry-After': ref('RetryAfter', 'headers'),
      RateLimit: ref('RateLimit', 'headers'),
      'RateLimit-Policy': ref('RateLimitPolicy', 'headers'),
    }),
    InternalError: problem('An unexpected error.', ref('InternalProblem')),
    PaymentOutcomeUnknown: problem('The payment network did not answer; the outcome of the attempt is not known yet.', ref('PaymentOutcomeUnknownProblem')),
    ServiceUnavailable: problem('The database cannot be reached; nothing was changed. Try again shortly.', ref('ServiceUnavailableProblem')),
    UnknownRoute: problem('There is no such route.', ref('NotFoundProblem')),
  };
}

/** A 422 that is one of several problems (field validation, then the request's state). */
export function unprocessable(description: string, ...schemas: string[]): JsonSchema {
  const schema = schemas.length === 1 ? ref(schemas[0]) : { oneOf: schemas.map((name) => ref(name)) };
  return problem(description, schema);
}

/** One of the shared responses above. */
export const sharedResponse = (name: string): JsonSchema => ref(name, 'responses');

/** Every /api/v1 operation can answer these: no key, too many requests, no database, a bug. */
export const API_RESPONSES: Record<string, JsonSchema> = {
  '401': sharedResponse('Unauthorized'),
  '429': sharedResponse('RateLimited'),
  '500': sharedResponse('InternalError'),
  '503': sharedResponse('ServiceUnavailable'),
};

/** Every /api/v1 operation reads a JSON body when one comes (GETs too), so it can also answer these. */
export const BODY_RESPONSES: Record<string, JsonSchema> = {
  '400': sharedResponse('BadRequest'),
  '413': sharedResponse('PayloadTooLarge'),
  '415': sharedResponse('UnsupportedMediaType'),
};
