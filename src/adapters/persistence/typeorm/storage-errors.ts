import { QueryFailedError, QueryRunnerAlreadyReleasedError } from 'typeorm';
import { StorageUnavailable } from '../../../application/ports/storage-unavailable';
import { DomainError } from '../../../domain/errors';

/**
 * Socket errors, and SQLSTATEs of a server going away or refusing connections (class 08, connection
 * exception, is added below): 57P01 admin shutdown (also sent by `pg_ctl stop -m immediate`),
 * 57P02 crash shutdown, 57P03 cannot connect now (starting up or shutting down), 53300 too many connections,
 * 57014 query canceled (our statement_timeout: a server too slow to answer is, for a caller, unavailable),
 * 55P03 lock not available (our lock_timeout, likewise).
 */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'EHOSTDOWN', 'ENETUNREACH',
  'ENETDOWN', 'ETIMEDOUT', 'EPIPE', 'ENOENT' /* a Unix socket that is gone */,
  '57P01', '57P02', '57P03', '53300', '57014', '55P03',
]);
/** pg and pg-pool report a lost, unusable or timed-out connection without a code. */
const UNREACHABLE_MESSAGES =
  /timeout exceeded when trying to connect|connection terminated|connection error|not queryable|query read timeout/i;
/** How deep to follow `cause` and AggregateError's `errors` (Node reports each address it tried). */
const MAX_DEPTH = 4;

/** StorageUnavailable when `error` says the database could not be reached; otherwise `error` itself. */
export function asStorageError(error: unknown): unknown {
  if (error instanceof DomainError || error instanceof StorageUnavailable) return error;
  // On the embedded database work holds a TypeORM query runner (held-connection.ts). TypeORM releases
  // a runner whose connection emitted 'error'; the work's next statement then finds it released.
  // Database never uses a runner after releasing it, so this means a lost connection.
  if (error instanceof QueryRunnerAlreadyReleasedError) return new StorageUnavailable(error);
  return isUnreachable(error instanceof QueryFailedError ? error.driverError : error, 0) ? new StorageUnavailable(error) : error;
}

function isUnreachable(cause: unknown, depth: number): boolean {
  // Duck-typed: socket errors may come from another realm, where `instanceof Error` is false.
  if (typeof cause !== 'object' || cause === null || depth > MAX_DEPTH) return false;
  const { code, message, errors, cause: inner } = cause as { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown };
  if (typeof code === 'string' && (code.startsWith('08') || UNREACHABLE_CODES.has(code))) return true;
  if (typeof message === 'string' && UNREACHABLE_MESSAGES.test(message)) return true;
  if (Array.isArray(errors) && errors.some((e) => isUnreachable(e, depth + 1))) return true;
  return isUnreachable(inner, depth + 1);
}
