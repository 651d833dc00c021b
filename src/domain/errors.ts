/** A broken business rule. `code` is stable: clients branch on it. */
export abstract class DomainError extends Error {
  abstract readonly code: string;
}

export interface FieldProblem {
  field: string;
  message: string;
}

export class InvalidFields extends DomainError {
  readonly code = 'validation_error';
  constructor(readonly problems: FieldProblem[]) {
    super(problems.map((p) => `${p.field}: ${p.message}`).join('; '));
  }
}

export class PaymentRequestNotFound extends DomainError {
  readonly code = 'not_found';
  constructor(id: string) {
    super(`No payment request ${JSON.stringify(id)} was found.`);
  }
}

export class PaymentRequestNotUpdatable extends DomainError {
  readonly code = 'payment_request_not_updatable';
  constructor(id: string, status: string) {
    super(`Payment request ${id} is ${status}; only a request waiting_for_payment can be updated.`);
  }
}

export class PaymentRequestNotPayable extends DomainError {
  readonly code = 'payment_request_not_payable';
  constructor(id: string, status: string) {
    super(`Payment request ${id} is ${status}; only a request waiting_for_payment can be paid.`);
  }
}

/** Someone else changed the aggregate between our read and our write. Callers re-read and retry. */
export class ConcurrentModification extends DomainError {
  readonly code = 'concurrent_modification';
  constructor(id: string) {
    super(`Payment request ${id} was changed concurrently.`);
  }
}

/** The gateway (or our own screening of a card) declined the attempt; the request stays payable. */
export class PaymentDeclined extends DomainError {
  readonly code = 'payment_declined';
  constructor(
    readonly declineCode: string,
    readonly paymentIntentId: string,
  ) {
    super(`The payment was declined: ${declineCode}.`);
  }
}

/**
 * The outcome of an attempt could not be confirmed (the gateway did not answer, or its answer could
 * not be stored yet); the attempt stays pending until the reconciler settles it.
 */
export class PaymentOutcomeUnknown extends DomainError {
  readonly code = 'payment_outcome_unknown';
  constructor(readonly paymentIntentId: string) {
    super('The outcome of this payment attempt could not be confirmed yet.');
  }
}
