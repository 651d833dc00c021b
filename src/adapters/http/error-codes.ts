/**
 * Every error code this service answers with: its HTTP status and its title. The problem mapper,
 * the hosted page and the OpenAPI document all read this one table; a code that is not here cannot
 * be sent.
 */
export const ERROR_CODES = {
  bad_request: { status: 400, title: 'Bad request' },
  unauthorized: { status: 401, title: 'Unauthorized' },
  payment_declined: { status: 402, title: 'Payment declined' },
  not_found: { status: 404, title: 'Not found' },
  conflict: { status: 409, title: 'Conflict' },
  idempotency_key_in_use: { status: 409, title: 'Idempotency key in use' },
  payload_too_large: { status: 413, title: 'Payload too large' },
  unsupported_media_type: { status: 415, title: 'Unsupported media type' },
  validation_error: { status: 422, title: 'Validation failed' },
  payment_request_not_updatable: { status: 422, title: 'Payment request cannot be updated' },
  payment_request_not_payable: { status: 422, title: 'Payment request cannot be paid' },
  payment_request_not_cancelable: { status: 422, title: 'Payment request cannot be canceled' },
  idempotency_key_reused: { status: 422, title: 'Idempotency key reused' },
  too_many_webhook_endpoints: { status: 422, title: 'Too many webhook endpoints' },
  rate_limited: { status: 429, title: 'Too many requests' },
  internal_error: { status: 500, title: 'Internal server error' },
  payment_outcome_unknown: { status: 502, title: 'Payment outcome unknown' },
  service_unavailable: { status: 503, title: 'Service unavailable' },
  rate_unavailable: { status: 503, title: 'Exchange rate unavailable' },
} as const satisfies Record<string, { status: number; title: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

export const statusOf = (code: ErrorCode): number => ERROR_CODES[code].status;
