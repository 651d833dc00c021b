import { ConfigError, Env, integerSetting, secretUrl } from '../../../setting-parsers';

/**
 * Bounds on waiting for PostgreSQL, so that a request answers within 10 s even when the database
 * hangs (the embedded database runs in-process and cannot hang on a network).
 */
export interface DatabaseTimeouts {
  /** DATABASE_CONNECT_TIMEOUT_MS: the wait for a pooled connection, or to open a new one. */
  connectMs: number;
  /** DATABASE_STATEMENT_TIMEOUT_MS: PostgreSQL's statement_timeout; the client gives up 1 s later. */
  statementMs: number;
  /** DATABASE_LOCK_TIMEOUT_MS: PostgreSQL's lock_timeout, the wait for a row or table lock. */
  lockMs: number;
  /** DATABASE_WORK_TIMEOUT_MS: one piece of database work (a transaction, or a read) from asking for a connection to the end. */
  workMs: number;
}

/** The most one piece of database work may take: under the 10 s within which every request answers. */
const MAX_WORK_MS = 9_000;

export function parseDatabaseTimeouts(env: Env): DatabaseTimeouts {
  const timeouts = {
    connectMs: integerSetting(env, 'DATABASE_CONNECT_TIMEOUT_MS', 2_000, 100, MAX_WORK_MS),
    statementMs: integerSetting(env, 'DATABASE_STATEMENT_TIMEOUT_MS', 3_000, 100, MAX_WORK_MS),
    lockMs: integerSetting(env, 'DATABASE_LOCK_TIMEOUT_MS', 1_000, 100, MAX_WORK_MS),
    workMs: integerSetting(env, 'DATABASE_WORK_TIMEOUT_MS', 6_000, 500, MAX_WORK_MS),
  };
  if (timeouts.lockMs > timeouts.statementMs) {
    throw new ConfigError('DATABASE_LOCK_TIMEOUT_MS must not exceed DATABASE_STATEMENT_TIMEOUT_MS');
  }
  const bounded = [['DATABASE_CONNECT_TIMEOUT_MS', timeouts.connectMs], ['DATABASE_STATEMENT_TIMEOUT_MS', timeouts.statementMs]] as const;
  for (const [name, value] of bounded) {
    if (value >= timeouts.workMs) throw new ConfigError(`${name} must be less than DATABASE_WORK_TIMEOUT_MS (${timeouts.workMs})`);
  }
  return timeouts;
}

/** DATABASE_URL: PostgreSQL; null when unset (the embedded database). */
export const parseDatabaseUrl = (raw: string | undefined): string | null => secretUrl('DATABASE_URL', raw, ['postgres', 'postgresql']);
