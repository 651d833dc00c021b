import { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import { StorageUnavailable } from '../../application/ports/storage-unavailable';

/**
 * How long one counter operation may take before its store counts as unavailable: well under the
 * 10 s within which every request answers, since the request's own work (and its own timeouts)
 * still comes after the limiter.
 */
export const LIMIT_STORE_TIMEOUT_MS = 1_000;

/** Told of each failure of a shared store (Redis or PostgreSQL unreachable, or too slow). */
export type OnStoreFailure = (limit: string, error: unknown) => void;

/**
 * A shared store whose failures, and operations slower than `timeoutMs`, surface as
 * StorageUnavailable, after `onFailure` has counted them. What then happens is each limiter's
 * choice (see limiterLogger and docs/operating.md, "Limits").
 */
export class GuardedStore implements Store {
  readonly localKeys = false;

  constructor(
    readonly inner: Store,
    private readonly limit: string,
    private readonly onFailure: OnStoreFailure,
    private readonly timeoutMs = LIMIT_STORE_TIMEOUT_MS,
  ) {}

  init(options: Options): void {
    this.inner.init?.(options);
  }

  increment(key: string): Promise<ClientRateLimitInfo> {
    return this.guard(async () => this.inner.increment(key));
  }

  decrement(key: string): Promise<void> {
    return this.guard(async () => this.inner.decrement(key));
  }

  get(key: string): Promise<ClientRateLimitInfo | undefined> {
    return this.guard(async () => this.inner.get?.(key));
  }

  resetKey(key: string): Promise<void> {
    return this.guard(async () => this.inner.resetKey(key));
  }

  resetAll(): Promise<void> {
    return this.guard(async () => this.inner.resetAll?.());
  }

  private async guard<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await withDeadline(work(), this.timeoutMs);
    } catch (error) {
      this.onFailure(this.limit, error);
      throw error instanceof StorageUnavailable ? error : new StorageUnavailable(error);
    }
  }
}

async function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the rate-limit store did not answer within ${ms} ms`)), ms);
  });
  work.catch(() => undefined); // it may fail after the deadline has answered
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
