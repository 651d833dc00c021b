import { MAX_REJECTED_INTENTS } from '../../../domain/payment-requests';

/**
 * Every error code this service answers with: its HTTP status, its title, what it means (the
 * OpenAPI document's words for it), and whether it answers for the request's state (`stored`: an
 * Idempotency-Key keeps and replays it like a success; any other problem frees the key). The problem mapper, the hosted page and
 * the OpenAPI document all read this one table; a code that is not here cannot be sent.
 */
export const ERROR_CODES = {
  bad_request: {
    status: 400, title: 'Bad request',
    description: 'The request cannot be read: malformed JSON, a body that is not a JSON object, ' +
      'a checkout without a `payment` object, or an invalid query parameter (which `errors` then names, with its reason).',
  },
  unauthorized: {
    status: 401, title: 'Unauthorized',
    description: 'No `Authorization` header, not `Bearer`, or an unknown or revoked key. Checked before anything else.',
  },
  payment_declined: {
    status: 402, stored: true, title: 'Payment declined',
    description: 'The payment was declined; the request stays `waiting_for_payment` and lists the attempt in rejected_payment_intents.',
  },
  live_mode_required: {
    status: 403, title: 'Live mode required',
    description: 'Bank accounts are live mode\'s: this takes a live key (`sk_live_…`); test mode always pays through the sandbox.',
  },
  not_found: {
    status: 404, stored: true, title: 'Not found',
    description: 'No payment request (or refund, event, webhook endpoint, API key or bank account) with that id belongs to this ' +
      'merchant (an id of another shape is simply not found), or no such route.',
  },
  conflict: {
    status: 409, title: 'Conflict',
    description: 'The payment request kept changing under this request; read it again and retry.',
  },
  idempotency_key_in_use: {
    status: 409, title: 'Idempotency key in use',
    description: 'A request with this Idempotency-Key has not answered yet (on any instance); retry after Retry-After. Not stored.',
  },
  payload_too_large: { status: 413, title: 'Payload too large', description: 'The body is over 16 KiB.' },
  unsupported_media_type: {
    status: 415, title: 'Unsupported media type',
    description: 'The body is not UTF-8 JSON: declared in another charset, or bytes that are not UTF-8.',
  },
  validation_error: {
    status: 422, title: 'Validation failed',
    description:
      'The body was read, but fields are missing, of the wrong type, malformed, out of range or not allowed; `errors` names each.',
  },
  payment_request_not_updatable: {
    status: 422, stored: true, title: 'Payment request cannot be updated',
    description: 'Only a request `waiting_for_payment` whose `expires_at` has not passed can be updated.',
  },
  payment_request_not_payable: {
    status: 422, stored: true, title: 'Payment request cannot be paid',
    description: 'Only a request `waiting_for_payment` whose `expires_at` has not passed can be paid.',
  },
  payment_request_not_cancelable: {
    status: 422, stored: true, title: 'Payment request cannot be canceled',
    description: 'Only a request `waiting_for_payment` whose `expires_at` has not passed can be canceled; a canceled one stays as it is.',
  },
  payment_attempts_exhausted: {
    status: 422, stored: true, title: 'Payment attempts exhausted',
    description: `This payment request has had ${MAX_REJECTED_INTENTS} declined payment attempts, the most it accepts; ` +
      `create a new payment request to be paid.`,
  },
  payment_method_unavailable: {
    status: 422, title: 'Payment method unavailable',
    description:
      'A live payment request is never paid through the sandbox, and neither a bank account of the merchant nor a bank of this server '
      + '(`C2P_GATEWAY` / `CARD_GATEWAY` / `P2P_GATEWAY`) takes this method. ' +
      'Nothing was charged or stored; test keys pay every method through the sandbox.',
  },
  payment_request_not_refundable: {
    status: 422, stored: true, title: 'Payment request cannot be refunded',
    description: 'Only a `paid` request can be refunded, ' +
      'and only while its refunds (pending, succeeded or awaiting the merchant) do not already hold all of it.',
  },
  refund_exceeds_remaining: {
    status: 422, stored: true, title: 'Refund exceeds what remains',
    description: 'The amount is more than what remains unrefunded; `errors` names `amount` and says how much remains.',
  },
  refund_not_actionable: {
    status: 422, stored: true, title: 'Refund cannot be changed',
    description: 'Only a refund `requires_action` (method `manual`) can be marked succeeded or canceled; any other status stays as it is.',
  },
  idempotency_key_reused: {
    status: 422, title: 'Idempotency key reused',
    description: 'This Idempotency-Key was used before with another request (method, path or body as parsed JSON). Not stored.',
  },
  too_many_webhook_endpoints: {
    status: 422, title: 'Too many webhook endpoints',
    description: 'This merchant already has 16 webhook endpoints, the most it may have; delete one first.',
  },
  too_many_api_keys: {
    status: 422, title: 'Too many API keys',
    description: 'This merchant already has 10 working keys of this mode, the most it may have; ' +
      'revoke one first (or roll one with `expires_in_hours` 0).',
  },
  method_already_routed: {
    status: 422, stored: true, title: 'Method already routed',
    description: 'Another verified bank account of this merchant already takes one of these methods; `errors` names `methods`. ' +
      'Disable that account first, or leave the method out.',
  },
  bank_account_disabled: {
    status: 422, stored: true, title: 'Bank account disabled',
    description: 'The bank account is disabled: it is never changed, verified or enabled again. Connect another.',
  },
  c2p_key_not_supported: {
    status: 422, title: 'C2P key not supported',
    description: 'The bank that takes this request\'s C2P payments does not send the key: the payer asks its own bank for it ' +
      '(Banco Mercantil, BNC). Nothing was sent.',
  },
  c2p_key_refused: {
    status: 422, stored: true, title: 'C2P key refused',
    description: 'The bank would not send the payer a C2P key; `decline_code` says why (an invalid id, a payer not affiliated…). ' +
      'Nothing was sent or changed.',
  },
  rate_limited: {
    status: 429, title: 'Too many requests',
    description: 'Too many requests for this secret key (`RATE_LIMIT_PER_MINUTE`, 6000 by default); see Retry-After.',
  },
  too_many_c2p_keys: {
    status: 429, title: 'Too many C2P keys',
    description: 'At most 3 C2P keys a payment request in 10 minutes, and 1 a payer\'s phone a minute, on every instance together; ' +
      'nothing was sent. See Retry-After.',
  },
  internal_error: { status: 500, title: 'Internal server error', description: 'An unexpected error; it was logged.' },
  payment_outcome_unknown: {
    status: 502, stored: true, title: 'Payment outcome unknown',
    description: 'The payment network did not answer. ' +
      'The request stays `waiting_for_payment_confirmation` until the attempt is settled: do not pay it again.',
  },
  c2p_key_outcome_unknown: {
    status: 502, title: 'C2P key outcome unknown',
    description: 'The bank did not answer: the key may or may not have been sent. Nothing was changed; ' +
      'if no SMS comes within a minute, ask again.',
  },
  service_unavailable: {
    status: 503, title: 'Service unavailable',
    description: 'The database cannot be reached; nothing was changed. Try again shortly.',
  },
  rate_unavailable: {
    status: 503, title: 'Exchange rate unavailable',
    description: 'No USD to VES rate may be applied: with `RATE_PROVIDER=bcv`, the official rate has not been read for longer than ' +
      '`RATE_MAX_AGE_HOURS` (or never). Nothing was priced or changed; try again later.',
  },
  bank_credentials_key_missing: {
    status: 503, title: 'Bank credentials key missing',
    description: 'This server has no key to seal bank credentials with (`BANK_CREDENTIALS_KEY`, required with PostgreSQL); ' +
      'nothing was stored or checked.',
  },
} as const satisfies Record<string, { status: number; title: string; description: string; stored?: true }>;

export type ErrorCode = keyof typeof ERROR_CODES;

export const statusOf = (code: ErrorCode): number => ERROR_CODES[code].status;

/** Problems that answer for the request's state: stored under an Idempotency-Key and replayed like a success. */
export const STORED_PROBLEMS: ReadonlySet<string> = new Set(
  Object.entries(ERROR_CODES).flatMap(([code, entry]) => ('stored' in entry ? [code] : [])),
);
