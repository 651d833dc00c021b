import { Logger as LimiterLogger } from 'express-rate-limit';
import { Logger } from 'pino';
import { StorageUnavailable } from '../../../../application/ports/storage-unavailable';

/** The codes of express-rate-limit's configuration checks already reported, per logger: each is said once. */
const reported = new WeakMap<object, Set<string>>();

/** express-rate-limit's own checks (`ERR_ERL_…`, e.g. X-Forwarded-For without `trust proxy`): advice, not failures. */
function validationCode(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  return error instanceof Error && typeof code === 'string' && code.startsWith('ERR_ERL_') ? code : null;
}

/**
 * The logger handed to express-rate-limit. Its configuration checks become one line without a
 * stack, once per process whichever limiter meets them first; a store failure was already reported
 * by GuardedStore's onFailure, so it is not logged again when the limiter lets the request through.
 */
export function limiterLogger(base: Logger): LimiterLogger {
  const said = reported.get(base) ?? new Set<string>();
  reported.set(base, said);
  const advice = (error: unknown): boolean => {
    const code = validationCode(error);
    if (code === null) return false;
    if (!said.has(code)) base.warn({ code }, `rate limiter: ${(error as Error).message}`);
    said.add(code);
    return true;
  };
  return {
    warn: (error, message) => {
      if (!advice(error)) base.warn({ err: error }, message ?? 'rate limiter warning');
    },
    error: (error, message) => {
      if (error instanceof StorageUnavailable || advice(error)) return;
      base.error({ err: error }, message ?? 'rate limiter error');
    },
  };
}
