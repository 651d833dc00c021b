import { QueryFailedError } from 'typeorm';
import { StorageUnavailable } from '../../../application/ports/storage-unavailable';
import { DomainError } from '../../../domain/errors';

/** Socket errors, and SQLSTATEs of a server going away or refusing connections (class 08 is added below). */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'ETIMEDOUT', 'EPIPE',
  '57P01', '57P02', '57P03', '53300',
]);
/** pg and pg-pool report a lost or timed-out connection without a code. */
const UNREACHABLE_MESSAGES = /timeout exceeded when trying to connect|connection terminated|connection error/i;

/** StorageUnavailable when `error` says the database could not be reached; otherwise `error` itself. */
export function asStorageError(error: unknown): unknown {
  if (error instanceof DomainError) return error;
  const cause = error instanceof QueryFailedError ? error.driverError : error;
  // Duck-typed: socket errors may come from another realm, where `instanceof Error` is false.
  if (typeof cause !== 'object' || cause === null) return error;
  const { code, message } = cause as { code?: unknown; message?: unknown };
  const byCode = typeof code === 'string' && (code.startsWith('08') || UNREACHABLE_CODES.has(code));
  const byMessage = typeof message === 'string' && UNREACHABLE_MESSAGES.test(message);
  return byCode || byMessage ? new StorageUnavailable(error) : error;
}
