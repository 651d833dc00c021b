/** A broken business rule. `code` is stable: clients branch on it. */
export abstract class DomainError extends Error {
  abstract readonly code: string;
}

/** A field of a request and what is wrong with it; only the HTTP adapter builds these. */
export interface FieldProblem {
  field: string;
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
 * Thrown by a repository asked to store a second approved attempt paid by one reported transfer
 * (same gateway, same bank reference): one transfer pays one request. Nothing was stored.
 */
export class TransferAlreadyUsed extends DomainError {
  readonly code = 'transfer_already_used';
  constructor(readonly paymentRequestId: string) {
    super(`A transfer reported for payment request ${paymentRequestId} already paid another request.`);
  }
}
