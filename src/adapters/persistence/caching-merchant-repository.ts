import { Clock } from '../../application/ports/clock';
import { Merchant, MerchantRepository } from '../../application/ports/merchant-repository';

/** Enough for every active merchant; when full, the oldest entry goes first. */
const MAX_ENTRIES = 10_000;

/**
 * Remembers, for `ttlMs`, which merchant a secret key hash belongs to, so a request does not spend
 * a round trip to the database on its key. A key removed or replaced in the database therefore
 * keeps working for at most `ttlMs` on each instance (README, AUTH_CACHE_SECONDS). Unknown keys
 * are never remembered: a new key works at once, and guessed keys cannot fill the cache. Requests
 * that find the same hash missing (at start, or all at once when its entry expires under load)
 * share one database lookup rather than each making its own.
 */
export class CachingMerchantRepository implements MerchantRepository {
  private readonly found = new Map<string, { merchant: Merchant; until: number }>();
  /** Lookups in flight, by hash: only while the database answers, so no larger than the requests waiting. */
  private readonly lookups = new Map<string, Promise<Merchant | null>>();

  constructor(
    private readonly inner: MerchantRepository,
    private readonly clock: Clock,
    private readonly ttlMs: number,
  ) {}

  add(merchant: Merchant, secretKeyHash: string): Promise<void> {
    return this.inner.add(merchant, secretKeyHash);
  }

  async findBySecretKeyHash(secretKeyHash: string): Promise<Merchant | null> {
    if (this.ttlMs <= 0) return this.inner.findBySecretKeyHash(secretKeyHash);
    const now = this.clock.now().getTime();
    const cached = this.found.get(secretKeyHash);
    if (cached && cached.until > now) return cached.merchant;
    this.found.delete(secretKeyHash);
    let lookup = this.lookups.get(secretKeyHash);
    if (!lookup) {
      lookup = this.lookUp(secretKeyHash, now).finally(() => this.lookups.delete(secretKeyHash));
      this.lookups.set(secretKeyHash, lookup);
    }
    return lookup;
  }

  private async lookUp(secretKeyHash: string, now: number): Promise<Merchant | null> {
    const merchant = await this.inner.findBySecretKeyHash(secretKeyHash);
    if (merchant) this.remember(secretKeyHash, merchant, now + this.ttlMs);
    return merchant;
  }

  private remember(secretKeyHash: string, merchant: Merchant, until: number): void {
    if (this.found.size >= MAX_ENTRIES) this.found.delete(this.found.keys().next().value!);
    this.found.set(secretKeyHash, { merchant, until });
  }
}
