import {
  ConcurrentModification,
  DomainError,
  InvalidFields,
  PaymentDeclined,
  PaymentOutcomeUnknown,
  PaymentRequestNotFound,
  PaymentRequestNotPayable,
  PaymentRequestNotUpdatable,
} from '../../domain/errors';
import { StorageUnavailable } from '../../application/ports/storage-unavailable';
import { ErrorCode } from './error-codes';
import { Problem, invalidFields } from './problem';

/** The one place where errors become HTTP problems. Anything unknown is a 500 and gets logged. */
export function toProblem(error: unknown): { problem: Problem; unexpected: boolean } {
  if (error instanceof Problem) return { problem: error, unexpected: false };
  if (error instanceof DomainError) {
    const problem = fromDomain(error);
    if (problem) return { problem, unexpected: false };
  }
  if (error instanceof StorageUnavailable) {
    return { problem: new Problem('service_unavailable', 'The database cannot be reached; nothing was changed. Try again shortly.'), unexpected: false };
  }
  const fromFramework = fromHttpError(error);
  if (fromFramework) return { problem: fromFramework, unexpected: false };
  return { problem: new Problem('internal_error', 'An unexpected error occurred.'), unexpected: true };
}

function fromDomain(error: DomainError): Problem | null {
  if (error instanceof InvalidFields) return invalidFields(error.problems);
  if (error instanceof PaymentRequestNotFound) return new Problem('not_found', error.message);
  if (error instanceof PaymentRequestNotUpdatable || error instanceof PaymentRequestNotPayable) {
    return new Problem(error.code as ErrorCode, error.message);
  }
  if (error instanceof PaymentDeclined) {
    return new Problem('payment_declined', error.message, {
      decline_code: error.declineCode,
      payment_intent_id: error.paymentIntentId,
    });
  }
  if (error instanceof PaymentOutcomeUnknown) {
    return new Problem('payment_outcome_unknown', `${error.message} The request stays waiting_for_payment_confirmation until the attempt is settled; do not pay it again.`, {
      payment_intent_id: error.paymentIntentId,
    });
  }
  if (error instanceof ConcurrentModification) {
    return new Problem('conflict', 'The payment request changed while this request ran; read it again and retry.');
  }
  return null;
}

/** Errors raised by express and body-parser carry a 4xx `status` and a `type`. */
function fromHttpError(error: unknown): Problem | null {
  if (typeof error !== 'object' || error === null) return null;
  const { status, type } = error as { status?: unknown; type?: unknown };
  if (typeof status !== 'number' || status < 400 || status >= 500) return null;
  if (status === 413) return new Problem('payload_too_large', 'The request body is larger than 16 KiB.');
  // The router could not percent-decode a path parameter: an id of the wrong shape is not found (CONTRACT.md §2).
  if (error instanceof URIError) return new Problem('not_found', 'No payment request was found: the id in the path is not valid percent-encoding.');
  if (status === 415) return new Problem('unsupported_media_type', 'The body must be UTF-8 JSON.');
  if (type === 'entity.parse.failed') return new Problem('bad_request', 'The request body is not valid JSON.');
  return new Problem('bad_request', 'The request could not be read.');
}
