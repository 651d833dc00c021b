/** How much a sandbox bank remembers: entries older than `forMs`, and the oldest beyond `entries`, are forgotten. */
export interface SandboxMemoryLimits {
  forMs: number;
  entries: number;
}

/**
 * Long enough for the statement sweep, which asks for yesterday's and today's statements in Caracas
 * (yesterday began at most 48 hours ago), and bounded in count, so that a process taking test
 * payments for months keeps its memory flat: about 230 bytes an entry, 5 MB at the bound.
 */
export const SANDBOX_MEMORY: SandboxMemoryLimits = { forMs: 49 * 3_600_000, entries: 20_000 };

/**
 * What a sandbox bank remembers, by reference, in the order it first heard of each. Adding an entry
 * forgets those past the limits, oldest first, as a restart would forget them all.
 */
export class SandboxMemory<V extends { at: number }> {
  private readonly byReference = new Map<string, V>();

  constructor(
    private readonly now: () => number,
    private readonly limits: SandboxMemoryLimits = SANDBOX_MEMORY,
  ) {}

  get size(): number {
    return this.byReference.size;
  }

  /** The entry, unless it is older than the limit (then it is forgotten now). */
  get(reference: string): V | undefined {
    const value = this.byReference.get(reference);
    if (value === undefined || value.at >= this.now() - this.limits.forMs) return value;
    this.byReference.delete(reference);
    return undefined;
  }

  /** A new reference: the caller remembers each one once, when it first hears of it. */
  add(reference: string, value: V): void {
    this.byReference.set(reference, value);
    const forgetBefore = this.now() - this.limits.forMs;
    for (const [oldest, { at }] of this.byReference) {
      if (this.byReference.size <= this.limits.entries && at >= forgetBefore) break;
      this.byReference.delete(oldest);
    }
  }

  entries(): IterableIterator<[string, V]> {
    return this.byReference.entries();
  }
}
