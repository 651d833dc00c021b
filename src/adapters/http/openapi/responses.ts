import { ERROR_CODES, ErrorCode } from '../error-codes';
import { ACCEPTABLE_REQUEST_ID } from '../middleware/request-id';
import { PROBLEM_TYPE_BASE } from '../problem';
import { JsonSchema, ref } from './types';

export const PROBLEM_JSON = 'application/problem+json';
export const REQUEST_ID_HEADER = { 'X-Request-Id': ref('XRequestId', 'headers') };

/** A JSON answer. */
export const json = (description: string, schema: JsonSchema): JsonSchema => ({ description, headers: REQUEST_ID_HEADER, content: { 'application/json': { schema } } });

/** An answer that is text in one of these media types. */
export const text = (description: string, mediaTypes: string[], headers: JsonSchema = {}): JsonSchema => ({
  description,
  headers: { ...REQUEST_ID_HEADER, ...headers },
  content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: { type: 'string' } }])),
});
export const page = (description: string, headers: JsonSchema = {}) => text(description, ['text/html'], headers);

export const HEADERS: Record<string, JsonSchema> = {
  XRequestId: { description: 'The caller\'s X-Request-Id when it is 1 to 128 of `A-Z a-z 0-9 . _ : -`, otherwise a new one. Every answer has it.', required: true, schema: { type: 'string', pattern: ACCEPTABLE_REQUEST_ID.source } },
  WWWAuthenticate: { description: 'Always `Bearer`.', required: true, schema: { type: 'string', const: 'Bearer' } },
  RetryAfter: { description: 'Seconds to wait before trying again.', required: true, schema: { type: 'integer', minimum: 0 } },
  RateLimit: { description: 'IETF draft-8 rate-limit state, on every /api/v1 answer while the limit is on: `"<n>-in-1min"; r=<remaining>; t=<seconds to reset>`.', schema: { type: 'string' } },
  CacheControl: { description: 'Always `no-store`: answers of the API are never cached.', required: true, schema: { type: 'string', const: 'no-store' } },
  XContentTypeOptions: { description: 'Always `nosniff`.', required: true, schema: { type: 'string', const: 'nosniff' } },
  RetryAfterKeyInUse: { description: 'On `idempotency_key_in_use`, always `1`: seconds to wait before trying again.', schema: { type: 'integer', minimum: 0 } },
  IdempotentReplayed: { description: 'Present, `true`, when this is the stored answer of an earlier request with the same Idempotency-Key; the operation did not run again.', schema: { type: 'string', const: 'true' } },
  RateLimitPolicy: { description: 'IETF draft-8 rate-limit policy: `"<n>-in-1min"; q=<n>; w=60; pk=:…:`.', schema: { type: 'string' } },
};

/** The headers every /api/v1 answer carries. */
export const API_HEADERS = { 'Cache-Control': ref('CacheControl', 'headers'), 'X-Content-Type-Options': ref('XContentTypeOptions', 'headers') };

/** Members beside the usual ones, as Problem.toJSON() writes them for the codes that have them. */
const EXTENSIONS = {
  errors: {
    type: 'array',
    minItems: 1,
    description: 'Every failing field, in the request\'s own dotted names (`customer.email`, `payment.card_cvv`).',
    items: { type: 'object', required: ['field', 'message'], properties: { field: { type: 'string' }, message: { type: 'string', minLength: 1 } }, additionalProperties: false },
  },
  decline_code: { type: 'string', description: 'Why the payment was declined.', examples: ['invalid_otp', 'insufficient_funds', 'card_declined', 'invalid_card_number', 'card_not_supported', 'expired_card'] },
  payment_intent_id: { type: 'string', pattern: '^pi_[A-Za-z0-9]+$', description: 'The payment attempt this answer is about.' },
} satisfies Record<string, JsonSchema>;

/** What the document adds to some codes' answers: headers, and (`with`) the extension members always present. */
type Extra = { headers?: Record<string, JsonSchema>; with?: (keyof typeof EXTENSIONS)[] };

const EXTRAS: Partial<Record<ErrorCode, Extra>> = {
  unauthorized: { headers: { 'WWW-Authenticate': ref('WWWAuthenticate', 'headers') } },
  payment_declined: { with: ['decline_code', 'payment_intent_id'] },
  idempotency_key_in_use: { headers: { 'Retry-After': ref('RetryAfterKeyInUse', 'headers') } },
  validation_error: { with: ['errors'] },
  rate_limited: {
    headers: { 'Retry-After': ref('RetryAfter', 'headers'), RateLimit: ref('RateLimit', 'headers'), 'RateLimit-Policy': ref('RateLimitPolicy', 'headers') },
  },
  payment_outcome_unknown: { with: ['payment_intent_id'] },
};

const CODES = Object.keys(ERROR_CODES) as ErrorCode[];

export const problemSchemaName = (code: ErrorCode) => `${code.replace(/(?:^|_)([a-z])/g, (_match, letter: string) => letter.toUpperCase())}Problem`;

/** RFC 9457 problem details: `Problem` for any code, and one closed schema per code of the table. */
export const problemSchemas = (): Record<string, JsonSchema> => ({
  Problem: problemSchema(CODES, 'Any error (RFC 9457 problem details, `application/problem+json`).'),
  ...Object.fromEntries(CODES.map((code) => [problemSchemaName(code), problemSchema([code], ERROR_CODES[code].description)])),
});

function problemSchema(codes: ErrorCode[], description: string): JsonSchema {
  const oneOf = (values: (string | number)[]) => ([...new Set(values)].length === 1 ? { const: values[0] } : { enum: [...new Set(values)] });
  const extensions: string[] = codes.length === 1 ? (EXTRAS[codes[0]]?.with ?? []) : Object.keys(EXTENSIONS);
  return {
    type: 'object',
    description,
    required: ['type', 'title', 'status', 'detail', 'code', 'request_id', ...(codes.length === 1 ? extensions : [])],
    properties: {
      type: { type: 'string', format: 'uri', description: `\`${PROBLEM_TYPE_BASE}<code>\`.`, ...oneOf(codes.map((code) => PROBLEM_TYPE_BASE + code)) },
      title: { type: 'string', description: 'A short summary of the kind of problem.', ...oneOf(codes.map((code) => ERROR_CODES[code].title)) },
      status: { type: 'integer', ...oneOf(codes.map((code) => ERROR_CODES[code].status)) },
      detail: { type: 'string', description: 'What went wrong with this request, for a person.' },
      code: { type: 'string', description: 'Stable and machine-readable: branch on it.', ...oneOf(codes) },
      request_id: { type: 'string', description: 'Also in the X-Request-Id header; quote it when asking for help.' },
      ...Object.fromEntries(Object.entries(EXTENSIONS).filter(([name]) => extensions.includes(name))),
    },
    additionalProperties: false,
  };
}

/** The problem answers of these codes, one response per status; a status shared by several codes answers any of them. */
export function problemResponses(codes: readonly ErrorCode[]): Record<string, JsonSchema> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of new Set(codes)) byStatus.set(ERROR_CODES[code].status, [...(byStatus.get(ERROR_CODES[code].status) ?? []), code]);
  const response = (group: ErrorCode[]) => ({
    description: group.map((code) => `\`${code}\`: ${ERROR_CODES[code].description}`).join('\n\n'),
    headers: Object.assign({ ...REQUEST_ID_HEADER }, ...group.map((code) => EXTRAS[code]?.headers ?? {})),
    content: { [PROBLEM_JSON]: { schema: group.length === 1 ? ref(problemSchemaName(group[0])) : { oneOf: group.map((code) => ref(problemSchemaName(code))) } } },
  });
  return Object.fromEntries([...byStatus].map(([status, group]) => [String(status), response(group)]));
}
