import { ApiKey } from '../../domain/api-key';
import { Mode } from '../../domain/mode';
import { ActiveKeyLimit, AddKeyOutcome, ApiKeyRepository, Expiring, KeyHolder } from '../../application/ports/api-key-repository';
import { Clock } from '../../application/ports/clock';

/** Enough for every active key; when full, the oldest entry goes first. */
const MAX_ENTRIES = 10_000;

/**
 * Remembers, for `ttlMs`, which key (and merchant) a secret key hash belongs to, so a request does
 * not spend a round trip to the database on its key. The key is remembered with its expiry, which
 * the caller compares on every use, so an expired key is refused at once. A key revoked or rolled
 * through this instance is forgotten at once; changed by another instance, it keeps its remembered
 * state for at most `ttlMs` here (docs/configuration.md, "Settings": AUTH_CACHE_SECONDS). Unknown keys are never remembered: a
 * new key works at once, and guessed keys cannot fill the cache. Requests that find the same hash
 * missing (at start, or all at once when its entry expires under load) share one database lookup.
 */
export class CachingApiKeyRepository implements ApiKeyRepository {
  private readonly found = new Map<string, { holder: KeyHolder; until: number }>();
  /** The hash of each remembered key, by key id: what a revoke or a roll must forget. */
  private readonly hashOfKey = new Map<string, string>();
  /** Lookups in flight, by hash: only while the database answers, so no larger than the requests waiting. */
  private readonly lookups = new Map<string, Promise<KeyHolder | null>>();
  /** Counts revokes and rolls: a lookup that overlapped one may have read the state before it, and is not remembered. */
  private changes = 0;

  constructor(
    private readonly inner: ApiKeyRepository,
    private readonly clock: Clock,
    private readonly ttlMs: number,
  ) {}

  async add(key: ApiKey, limit: ActiveKeyLimit, expiring?: Expiring): Promise<AddKeyOutcome> {
    if (expiring) this.changing(expiring.keyId);
    try {
      return await this.inner.add(key, limit, expiring);
    } finally {
      if (expiring) this.changing(expiring.keyId);
    }
  }

  async findBySecretHash(secretHash: string): Promise<KeyHolder | null> {
    if (this.ttlMs <= 0) return this.inner.findBySecretHash(secretHash);
    const now = this.clock.now().getTime();
    const cached = this.found.get(secretHash);
    if (cached && cached.until > now) return cached.holder;
    if (cached) this.forget(cached.holder.key.id);
    let lookup = this.lookups.get(secretHash);
    if (!lookup) {
      lookup = this.lookUp(secretHash, now).finally(() => this.lookups.delete(secretHash));
      this.lookups.set(secretHash, lookup);
    }
    return lookup;
  }

  findById(id: string): Promise<ApiKey | null> {
    return this.inner.findById(id);
  }

  listActive(merchantId: string, mode: Mode, now: Date): Promise<ApiKey[]> {
    return this.inner.listActive(merchantId, mode, now);
  }

  async revoke(id: string, at: Date): Promise<boolean> {
    this.changing(id);
    try {
      return await this.inner.revoke(id, at);
    } finally {
      this.changing(id);
    }
  }

  recordUse(id: string, minute: Date, last4: string): Promise<void> {
    return this.inner.recordUse(id, minute, last4);
  }

  private async lookUp(secretHash: string, now: number): Promise<KeyHolder | null> {
    const changesBefore = this.changes;
    const holder = await this.inner.findBySecretHash(secretHash);
    if (holder && this.changes === changesBefore) this.remember(secretHash, holder, now + this.ttlMs);
    return holder;
  }

  private remember(secretHash: string, holder: KeyHolder, until: number): void {
    if (this.found.size >= MAX_ENTRIES) this.forget(this.found.values().next().value!.holder.key.id);
    this.found.set(secretHash, { holder, until });
    this.hashOfKey.set(holder.key.id, secretHash);
  }

  /** Before and after the write: forgets the key, and anything a lookup read while it ran. */
  private changing(keyId: string): void {
    this.changes++;
    this.forget(keyId);
  }

  private forget(keyId: string): void {
    const secretHash = this.hashOfKey.get(keyId);
    if (secretHash === undefined) return;
    this.hashOfKey.delete(keyId);
    this.found.delete(secretHash);
  }
}
