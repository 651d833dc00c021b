/** A broken business rule. `code` is stable: clients branch on it. */
export abstract class DomainError extends Error {
  abstract readonly code: string;
}

/**
 * Why a field (or a query parameter) was refused, as a stable code beside the English `message`:
 * the one table of reasons. Clients (the dashboard among them) branch on the reason and the field,
 * never on the message, whose words may change.
 */
export const FIELD_REASONS = {
  required: 'The field is missing.',
  required_for_new_customer: 'The customer\'s dni is not registered yet: this detail is required the first time.',
  not_allowed: 'The request takes no such field.',
  wrong_type: 'The value is not of the JSON type the field takes (a string, a number, a boolean, an object).',
  too_short: 'The value is shorter than the field allows.',
  too_long: 'The value is longer than the field allows.',
  below_minimum: 'The number is smaller than the field allows.',
  above_maximum: 'The number is larger than the field allows.',
  not_one_of: 'The value is not one of those the field lists.',
  out_of_range: 'The value is well formed, but outside the range allowed now (a time too near or too far, a day ahead).',
  out_of_order: 'The start of a range is after its end.',
  exceeds_remaining: 'The amount is more than what remains unrefunded.',
  already_routed: 'Another verified bank account already takes one of these methods.',
  refused: 'The value is well formed but refused (a webhook URL whose host may not receive deliveries).',
  too_deep: 'The value is nested too deep.',
  invalid: 'The value does not have the form the field takes (its pattern, format or characters).',
} as const;

export type FieldReason = keyof typeof FIELD_REASONS;

/** A field of a request, why it is refused (`reason`, a code) and what is wrong with it (`message`, in English). */
export interface FieldProblem {
  field: string;
  reason: FieldReason;
  message: string;
}

/**
 * Thrown by a repository when someone else changed the aggregate between our read and our write.
 * The use cases re-read and retry, and answer `conflict` when retrying does not help.
 */
export class ConcurrentModification extends DomainError {
  readonly code = 'concurrent_modification';
  constructor(id: string) {
    super(`Payment request ${id} was changed concurrently.`);
  }
}

/**
 * Thrown by a repository asked to store a second approved payment intent paid by one reported transfer
 * (same gateway, same bank reference): one transfer pays one request. Nothing was stored.
 */
export class TransferAlreadyUsed extends DomainError {
  readonly code = 'transfer_already_used';
  constructor(readonly paymentRequestId: string) {
    super(`A transfer reported for payment request ${paymentRequestId} already paid another request.`);
  }
}
