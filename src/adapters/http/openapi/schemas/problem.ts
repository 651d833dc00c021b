import { PROBLEM_TYPE_BASE } from '../../problem';
import { JsonSchema } from '../types';

/**
 * RFC 9457 problem bodies as Problem.toJSON() writes them (problem.ts): type, title, status, detail,
 * code and request_id always; errors, decline_code and payment_intent_id where the error has them.
 */
const EXTENSIONS: Record<string, JsonSchema> = {
  errors: {
    type: 'array',
    minItems: 1,
    description: 'Every failing field, in the request\'s own dotted names (`customer.email`, `payment.card_cvv`).',
    items: {
      type: 'object',
      required: ['field', 'message'],
      properties: { field: { type: 'string' }, message: { type: 'string', minLength: 1 } },
      additionalProperties: false,
    },
  },
  decline_code: {
    type: 'string',
    description: 'Why the payment was declined.',
    examples: ['invalid_otp', 'insufficient_funds', 'card_declined', 'invalid_card_number', 'card_not_supported', 'expired_card'],
  },
  payment_intent_id: { type: 'string', pattern: '^pi_[A-Za-z0-9]+$', description: 'The payment attempt this answer is about.' },
};

interface ProblemShape {
  description: string;
  status?: number;
  codes?: string[];
  /** Extension members always present in this problem. */
  with?: (keyof typeof EXTENSIONS)[];
}

function problem({ description, status, codes, with: extensions = [] }: ProblemShape): JsonSchema {
  const code: JsonSchema = codes ? { type: 'string', enum: codes } : { type: 'string', pattern: '^[a-z][a-z_]*$' };
  const type: JsonSchema = codes
    ? { type: 'string', format: 'uri', enum: codes.map((c) => PROBLEM_TYPE_BASE + c) }
    : { type: 'string', format: 'uri', description: `\`${PROBLEM_TYPE_BASE}<code>\`.` };
  const properties: Record<string, JsonSchema> = {
    type,
    title: { type: 'string', description: 'A short summary of the kind of problem.' },
    status: status ? { type: 'integer', const: status } : { type: 'integer', minimum: 400, maximum: 599 },
    detail: { type: 'string', description: 'What went wrong with this request, for a person.' },
    code: { ...code, description: 'Stable and machine-readable: branch on it.' },
    request_id: { type: 'string', description: 'Also in the X-Request-Id header; quote it when asking for help.' },
    ...Object.fromEntries(Object.entries(EXTENSIONS).filter(([name]) => !codes || extensions.includes(name))),
  };
  return {
    type: 'object',
    description,
    required: ['type', 'title', 'status', 'detail', 'code', 'request_id', ...extensions],
    properties,
    additionalProperties: false,
  };
}

export function problemSchemas(): Record<string, JsonSchema> {
  return {
    Problem: problem({ description: 'Any error (RFC 9457 problem details, `application/problem+json`).' }),
    BadRequestProblem: problem({ status: 400, codes: ['bad_request'], description: 'The request could not be read.' }),
    UnauthorizedProblem: problem({ status: 401, codes: ['unauthorized'], description: 'No valid secret key.' }),
    PaymentDeclinedProblem: problem({
      status: 402,
      codes: ['payment_declined'],
      with: ['decline_code', 'payment_intent_id'],
      description: 'The payment was declined; the request stays `waiting_for_payment` and lists the attempt in rejected_payment_intents.',
    }),
    NotFoundProblem: problem({ status: 404, codes: ['not_found'], description: 'No such payment request for this merchant, or no such route.' }),
    ConflictProblem: problem({ status: 409, codes: ['conflict'], description: 'The payment request kept changing under this request; read it again and retry.' }),
    PayloadTooLargeProblem: problem({ status: 413, codes: ['payload_too_large'], description: 'The body is over 16 KiB.' }),
    UnsupportedMediaTypeProblem: problem({ status: 415, codes: ['unsupported_media_type'], description: 'The body is JSON in a charset other than UTF-8.' }),
    ValidationProblem: problem({
      status: 422,
      codes: ['validation_error'],
      with: ['errors'],
      description: 'The body was read, but fields are missing, of the wrong type, malformed, out of range or not allowed.',
    }),
    NotUpdatableProblem: problem({ status: 422, codes: ['payment_request_not_updatable'], description: 'Only a request `waiting_for_payment` can be updated.' }),
    NotPayableProblem: problem({ status: 422, codes: ['payment_request_not_payable'], description: 'Only a request `waiting_for_payment` can be paid.' }),
    RateLimitedProblem: problem({ status: 429, codes: ['rate_limited'], description: 'Too many requests for this secret key; see Retry-After.' }),
    InternalProblem: problem({ status: 500, codes: ['internal_error'], description: 'An unexpected error; it was logged.' }),
    PaymentOutcomeUnknownProblem: problem({
      status: 502,
      codes: ['payment_outcome_unknown'],
      with: ['payment_intent_id'],
      description: 'The payment network did not answer. The request stays `waiting_for_payment_confirmation` until the attempt is settled: do not pay it again.',
    }),
    ServiceUnavailableProblem: problem({ status: 503, codes: ['service_unavailable'], description: 'The database cannot be reached; nothing was changed.' }),
  };
}
