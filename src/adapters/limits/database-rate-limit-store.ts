import { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import { Database } from '../persistence/typeorm/database';

interface CounterRow {
  hits: number;
  resets_at: Date | string;
}

/**
 * express-rate-limit counters in the `rate_limit_counters` table, shared by every instance on the
 * same PostgreSQL database. Each hit is one atomic upsert: a key's first hit, or its first after
 * the window ended, starts a new window at 1; any other adds 1. Keys are stored under `prefix`
 * (the limit's name), so limits never share a counter. Rows whose window has ended are pruned at
 * most once a window, by whichever hit finds the prune due.
 */
export class DatabaseRateLimitStore implements Store {
  readonly localKeys = false;
  private windowMs = 60_000;
  private lastPrunedAt = 0;
  private pruning: Promise<void> | null = null;

  constructor(
    private readonly database: Database,
    readonly prefix: string,
    /** The time windows are measured in; the real time except in tests. */
    private readonly now: () => number = Date.now,
    private readonly onPruneError: (error: unknown) => void = () => undefined,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const now = this.now();
    const [row] = await this.rows<CounterRow>(
      `INSERT INTO rate_limit_counters AS c (key, hits, window_started_at, resets_at) VALUES ($1, 1, $2, $3)
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN c.resets_at <= $2 THEN 1 ELSE c.hits + 1 END,
         window_started_at = CASE WHEN c.resets_at <= $2 THEN EXCLUDED.window_started_at ELSE c.window_started_at END,
         resets_at = CASE WHEN c.resets_at <= $2 THEN EXCLUDED.resets_at ELSE c.resets_at END
       RETURNING hits, resets_at`,
      [this.prefix + key, new Date(now), new Date(now + this.windowMs)],
    );
    this.pruneIfDue(now);
    return infoOf(row);
  }

  async decrement(key: string): Promise<void> {
    await this.rows('UPDATE rate_limit_counters SET hits = hits - 1 WHERE key = $1 AND hits > 0 AND resets_at > $2', [
      this.prefix + key,
      new Date(this.now()),
    ]);
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const [row] = await this.rows<CounterRow>('SELECT hits, resets_at FROM rate_limit_counters WHERE key = $1 AND resets_at > $2', [
      this.prefix + key,
      new Date(this.now()),
    ]);
    return row ? infoOf(row) : undefined;
  }

  async resetKey(key: string): Promise<void> {
    await this.rows('DELETE FROM rate_limit_counters WHERE key = $1', [this.prefix + key]);
  }

  async resetAll(): Promise<void> {
    await this.rows('DELETE FROM rate_limit_counters WHERE starts_with(key, $1)', [this.prefix]);
  }

  /** Waits for a prune in progress (before closing the database). */
  async settled(): Promise<void> {
    await this.pruning;
  }

  /** Deletes every row, of any limit, whose window has ended. */
  async prune(): Promise<void> {
    await this.rows('DELETE FROM rate_limit_counters WHERE resets_at <= $1', [new Date(this.now())]);
  }

  private pruneIfDue(now: number): void {
    if (this.pruning || now - this.lastPrunedAt < this.windowMs) return;
    this.lastPrunedAt = now;
    this.pruning = this.prune()
      .catch(this.onPruneError)
      .finally(() => {
        this.pruning = null;
      });
  }

  private rows<T>(sql: string, params: unknown[]): Promise<T[]> {
    return this.database.query((session) => session.rows<T>(sql, params));
  }
}

function infoOf(row: CounterRow): ClientRateLimitInfo {
  return { totalHits: Number(row.hits), resetTime: new Date(row.resets_at) };
}
