import { FIELD_REASONS } from '../../../../domain/errors';
import { ERROR_CODES, ErrorCode } from '../error-codes';
import { ACCEPTABLE_REQUEST_ID } from '../middleware/request-id';
import { PROBLEM_TYPE_BASE } from '../problem';
import { JsonSchema, ref } from './types';

export const PROBLEM_JSON = 'application/problem+json';
export const REQUEST_ID_HEADER = { 'X-Request-Id': ref('XRequestId', 'headers') };

/** A JSON answer. */
export const json = (description: string, schema: JsonSchema): JsonSchema => ({
  description,
  headers: REQUEST_ID_HEADER,
  content: { 'application/json': { schema } },
});

/** An answer that is text in one of these media types. */
export const text = (description: string, mediaTypes: string[], headers: JsonSchema = {}): JsonSchema => ({
  description,
  headers: { ...REQUEST_ID_HEADER, ...headers },
  content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: { type: 'string' } }])),
});
export const page = (description: string, headers: JsonSchema = {}) => text(description, ['text/html'], headers);

export const HEADERS: Record<string, JsonSchema> = {
  XRequestId: {
    description: 'The caller\'s X-Request-Id when it is 1 to 128 of `A-Z a-z 0-9 . _ : -`, otherwise a new one. Every answer has it.',
    required: true,
    schema: { type: 'string', pattern: ACCEPTABLE_REQUEST_ID.source },
  },
  WWWAuthenticate: { description: 'Always `Bearer`.', required: true, schema: { type: 'string', const: 'Bearer' } },
  RetryAfter: { description: 'Seconds to wait before trying again.', required: true, schema: { type: 'integer', minimum: 0 } },
  RateLimit: {
    description:
      'IETF draft-8 rate-limit state, on every /api/v1 answer while the limit is on: `"<n>-in-1min"; r=<remaining>; t=<seconds to reset>`.',
    schema: { type: 'string' },
  },
  CacheControl: {
    description: 'Always `no-store`: answers of the API are never cached.', required: true, schema: { type: 'string', const: 'no-store' },
  },
  XContentTypeOptions: { description: 'Always `nosniff`.', required: true, schema: { type: 'string', const: 'nosniff' } },
  RetryAfterKeyInUse: {
    description: 'On `idempotency_key_in_use`, always `1`: seconds to wait before trying again.', schema: { type: 'integer', minimum: 0 },
  },
  IdempotentReplayed: {
    description: 'Present, `true`, when this is the stored answer of an earlier request with the same Idempotency-Key; ' +
      'the operation did not run again.',
    schema: { type: 'string', const: 'true' },
  },
  RateLimitPolicy: { description: 'IETF draft-8 rate-limit policy: `"<n>-in-1min"; q=<n>; w=60; pk=:…:`.', schema: { type: 'string' } },
};

/** The headers every /api/v1 answer carries. */
export const API_HEADERS = {
  'Cache-Control': ref('CacheControl', 'headers'), 'X-Content-Type-Options': ref('XContentTypeOptions', 'headers'),
};

/** Members beside the usual ones, as Problem.toJSON() writes them for the codes that have them. */
const EXTENSIONS = {
  errors: {
    type: 'array',
    minItems: 1,
    description: 'Every failing field, in the request\'s own dotted names (`customer.email`, `payment.card_cvv`), or on a ' +
      '`bad_request` the query parameter that cannot be read. Branch on `reason`, a stable code; `message` is for a person ' +
      'and its words may change.',
    items: {
      type: 'object',
      required: ['field', 'reason', 'message'],
      properties: {
        field: { type: 'string' },
        reason: {
          type: 'string',
          enum: Object.keys(FIELD_REASONS),
          description: Object.entries(FIELD_REASONS).map(([reason, meaning]) => `\`${reason}\`: ${meaning}`).join('\n'),
        },
        message: { type: 'string', minLength: 1 },
      },
      additionalProperties: false,
    },
  },
  decline_code: {
    type: 'string',
    description: 'Why the payment was declined.',
    examples: ['invalid_otp', 'insufficient_funds', 'card_declined', 'invalid_card_number', 'card_not_supported', 'expired_card'],
  },
  payment_intent_id: { type: 'string', pattern: '^pi_[A-Za-z0-9]+$', description: 'The payment intent this answer is about.' },
} satisfies Record<string, JsonSchema>;

/**
 * What the document adds to some codes' answers: headers, the extension members always present (`with`)
 * and those present on some answers only (`may`).
 */
type Extra = { headers?: Record<string, JsonSchema>; with?: (keyof typeof EXTENSIONS)[]; may?: (keyof typeof EXTENSIONS)[] };

const EXTRAS: Partial<Record<ErrorCode, Extra>> = {
  bad_request: { may: ['errors'] },
  unauthorized: { headers: { 'WWW-Authenticate': ref('WWWAuthenticate', 'headers') } },
  payment_declined: { with: ['decline_code', 'payment_intent_id'] },
  idempotency_key_in_use: { headers: { 'Retry-After': ref('RetryAfterKeyInUse', 'headers') } },
  validation_error: { with: ['errors'] },
  refund_exceeds_remaining: { with: ['errors'] },
  method_already_routed: { with: ['errors'] },
  rate_limited: {
    headers: {
      'Retry-After': ref('RetryAfter', 'headers'),
      RateLimit: ref('RateLimit', 'headers'),
      'RateLimit-Policy': ref('RateLimitPolicy', 'headers'),
    },
  },
  payment_outcome_unknown: { with: ['payment_intent_id'] },
  c2p_key_refused: { with: ['decline_code'] },
  too_many_c2p_keys: { headers: { 'Retry-After': ref('RetryAfter', 'headers') } },
};

const CODES = Object.keys(ERROR_CODES) as ErrorCode[];

export const problemSchemaName = (code: ErrorCode) =>
  `${code.replace(/(?:^|_)([a-z])/g, (_match, letter: string) => letter.toUpperCase())}Problem`;

/**
 * RFC 9457 problem details: the members every problem has (`ProblemDetails`), one closed schema per code of the
 * table, each narrowing those members and adding its own (allOf, unevaluatedProperties), and `Problem`, any of them.
 */
export const problemSchemas = (): Record<string, JsonSchema> => ({
  ProblemDetails: {
    type: 'object',
    description: 'The members of every problem (RFC 9457 problem details, `application/problem+json`).',
    required: ['type', 'title', 'status', 'detail', 'code', 'request_id'],
    properties: {
      type: {
        type: 'string',
        format: 'uri-reference',
        description: `\`${PROBLEM_TYPE_BASE}<code>\`: a page of this service, relative to the request's URL, that explains the code ` +
          `(every code: \`${PROBLEM_TYPE_BASE.slice(0, -1)}\`).`,
      },
      title: { type: 'string', description: 'A short summary of the kind of problem.' },
      status: { type: 'integer', description: 'The HTTP status.' },
      detail: { type: 'string', description: 'What went wrong with this request, for a person.' },
      code: { type: 'string', description: 'Stable and machine-readable: branch on it.' },
      request_id: { type: 'string', description: 'Also in the X-Request-Id header; quote it when asking for help.' },
    },
  },
  Problem: {
    description: 'Any error: one of the problems below, told apart by `code`.',
    oneOf: CODES.map((code) => ref(problemSchemaName(code))),
  },
  ...Object.fromEntries(CODES.map((code) => [problemSchemaName(code), problemSchema(code)])),
});

function problemSchema(code: ErrorCode): JsonSchema {
  const extensions: string[] = EXTRAS[code]?.with ?? [];
  const members = [...extensions, ...(EXTRAS[code]?.may ?? [])];
  return {
    description: ERROR_CODES[code].description,
    allOf: [ref('ProblemDetails')],
    ...(extensions.length > 0 ? { required: extensions } : {}),
    properties: {
      type: { const: PROBLEM_TYPE_BASE + code },
      title: { const: ERROR_CODES[code].title },
      status: { const: ERROR_CODES[code].status },
      code: { const: code },
      ...Object.fromEntries(Object.entries(EXTENSIONS).filter(([name]) => members.includes(name))),
    },
    unevaluatedProperties: false,
  };
}

/** The problem answers of these codes, one response per status; a status shared by several codes answers any of them. */
export function problemResponses(codes: readonly ErrorCode[]): Record<string, JsonSchema> {
  return Object.fromEntries([...byStatus(codes)].map(([status, group]) => [String(status), problemResponse(group)]));
}

/** The codes grouped by their status, in the order given. */
export function byStatus(codes: readonly ErrorCode[]): Map<number, ErrorCode[]> {
  const groups = new Map<number, ErrorCode[]>();
  for (const code of new Set(codes)) groups.set(ERROR_CODES[code].status, [...(groups.get(ERROR_CODES[code].status) ?? []), code]);
  return groups;
}

/** The answer of any of these codes, which share a status. */
export const problemResponse = (group: readonly ErrorCode[]): JsonSchema => ({
  description: group.map((code) => `\`${code}\`: ${ERROR_CODES[code].description}`).join('\n\n'),
  headers: Object.assign({ ...REQUEST_ID_HEADER }, ...group.map((code) => EXTRAS[code]?.headers ?? {})),
  content: {
    [PROBLEM_JSON]: {
      schema: group.length === 1 ? ref(problemSchemaName(group[0])) : { oneOf: group.map((code) => ref(problemSchemaName(code))) },
    },
  },
});
