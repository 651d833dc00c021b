import { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';

/**
 * express-rate-limit's MemoryStore keeps every key it is given until its window ends, however many
 * there are. This one holds at most `maxKeys`: a new key beyond that evicts the oldest window.
 * A Map keeps insertion order and a window is re-inserted when it starts again, so the first
 * entries are always the oldest windows, and the expired ones are dropped from the front.
 */
export class BoundedMemoryStore implements Store {
  readonly localKeys = true;
  private windowMs = 60_000;
  private readonly windows = new Map<string, ClientRateLimitInfo & { resetTime: Date }>();

  constructor(private readonly maxKeys: number) {
    if (!Number.isInteger(maxKeys) || maxKeys < 1) throw new RangeError('maxKeys must be a positive integer');
  }

  /** How many keys are held now. */
  get size(): number {
    return this.windows.size;
  }

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  get(key: string): ClientRateLimitInfo | undefined {
    this.dropExpired();
    const window = this.windows.get(key);
    return window ? { ...window } : undefined;
  }

  increment(key: string): ClientRateLimitInfo {
    this.dropExpired();
    let window = this.windows.get(key);
    if (!window) {
      if (this.windows.size >= this.maxKeys) this.windows.delete(this.windows.keys().next().value!);
      window = { totalHits: 0, resetTime: new Date(Date.now() + this.windowMs) };
      this.windows.set(key, window);
    }
    window.totalHits++;
    return { ...window };
  }

  decrement(key: string): void {
    const window = this.windows.get(key);
    if (window && window.totalHits > 0) window.totalHits--;
  }

  resetKey(key: string): void {
    this.windows.delete(key);
  }

  resetAll(): void {
    this.windows.clear();
  }

  private dropExpired(): void {
    const now = Date.now();
    for (const [key, window] of this.windows) {
      if (window.resetTime.getTime() > now) break;
      this.windows.delete(key);
    }
  }
}
