import { CachingApiKeyRepository } from '../../../src/adapters/persistence/caching-api-key-repository';
import { InMemoryApiKeyRepository } from '../../../src/adapters/persistence/in-memory/in-memory-api-key-repository';
import { KeyHolder } from '../../../src/application/ports/api-key-repository';
import { ApiKey, newApiKey } from '../../../src/domain/api-key';
import { FixedClock } from '../../support/fakes';

/** The stored keys, answering lookups (read at once) only when the test opens the gate, and counting them. */
class GatedKeys extends InMemoryApiKeyRepository {
  lookups = 0;
  private open!: () => void;
  private gate = new Promise<void>((resolve) => (this.open = resolve));

  release(): void {
    this.open();
    this.gate = new Promise<void>((resolve) => (this.open = resolve));
  }

  override async findBySecretHash(secretHash: string): Promise<KeyHolder | null> {
    this.lookups++;
    const gate = this.gate;
    const found = await super.findBySecretHash(secretHash);
    await gate;
    return found;
  }
}

const ACME = { id: 'mer_acme', name: 'Acme', createdAt: new Date('2026-11-01T00:00:00Z') };
const T0 = new Date('2026-11-22T13:30:00.000Z');
const aKey = (id: string, secretHash: string): ApiKey => newApiKey({ id, merchantId: ACME.id, mode: 'test', secret: `sk_test_${id}`, secretHash }, T0);
const LIMIT = { max: 10, now: T0 };

describe('CachingApiKeyRepository', () => {
  let stored: GatedKeys;
  let clock: FixedClock;
  let cache: CachingApiKeyRepository;

  beforeEach(() => {
    stored = new GatedKeys();
    clock = new FixedClock(T0);
    cache = new CachingApiKeyRepository(stored, clock, 5_000);
    stored.storeMerchant(ACME, [aKey('key_acme', 'hash-acme')]);
  });

  /** A lookup through the cache, the gate opened for it. */
  const lookUp = async (secretHash: string) => {
    const found = cache.findBySecretHash(secretHash);
    stored.release();
    return found;
  };

  it('makes one database lookup for requests that all find a key missing at once, and answers each of them', async () => {
    const waiting = Array.from({ length: 20 }, () => cache.findBySecretHash('hash-acme'));
    stored.release();
    expect((await Promise.all(waiting)).map((holder) => holder?.merchant.id)).toEqual(Array(20).fill('mer_acme'));
    expect(stored.lookups).toBe(1);

    clock.advance(4_999);
    await cache.findBySecretHash('hash-acme');
    expect(stored.lookups).toBe(1);

    // Expired: the next burst shares one lookup again.
    clock.advance(1);
    const again = Array.from({ length: 20 }, () => cache.findBySecretHash('hash-acme'));
    stored.release();
    await Promise.all(again);
    expect(stored.lookups).toBe(2);
  });

  it('shares a lookup only while it is in flight: an unknown key is looked up again by the next request', async () => {
    const first = Promise.all([cache.findBySecretHash('hash-unknown'), cache.findBySecretHash('hash-unknown')]);
    stored.release();
    expect(await first).toEqual([null, null]);
    expect(stored.lookups).toBe(1);

    await stored.add(aKey('key_late', 'hash-unknown'), LIMIT);
    expect((await lookUp('hash-unknown'))?.key.id).toBe('key_late');
    expect(stored.lookups).toBe(2);
  });

  it('forgets a key revoked through it at once, and remembers its new state', async () => {
    await lookUp('hash-acme');
    expect(await cache.revoke('key_acme', T0)).toBe(true);

    expect((await lookUp('hash-acme'))?.key.revokedAt).toEqual(T0);
    expect(stored.lookups).toBe(2);
  });

  it('forgets a key rolled through it at once, so its new expiry is read', async () => {
    await lookUp('hash-acme');
    const expiresAt = new Date(T0.getTime() + 3_600_000);
    expect(await cache.add(aKey('key_new', 'hash-new'), LIMIT, { keyId: 'key_acme', at: expiresAt })).toBe('added');

    expect((await lookUp('hash-acme'))?.key.expiresAt).toEqual(expiresAt);
  });

  it('does not remember what a lookup read while a revoke ran', async () => {
    const inFlight = cache.findBySecretHash('hash-acme');
    await cache.revoke('key_acme', T0);
    stored.release();
    await inFlight;

    expect((await lookUp('hash-acme'))?.key.revokedAt).toEqual(T0);
    expect(stored.lookups).toBe(2);
  });

  it('keeps a key changed behind its back (another instance) for at most its time to live', async () => {
    await lookUp('hash-acme');
    await stored.revoke('key_acme', T0);

    clock.advance(4_999);
    expect((await cache.findBySecretHash('hash-acme'))?.key.revokedAt).toBeNull();
    clock.advance(1);
    expect((await lookUp('hash-acme'))?.key.revokedAt).toEqual(T0);
  });

  it('asks the database every time with a time to live of 0', async () => {
    const uncached = new CachingApiKeyRepository(stored, clock, 0);
    for (let i = 0; i < 3; i++) {
      const found = uncached.findBySecretHash('hash-acme');
      stored.release();
      await found;
    }
    expect(stored.lookups).toBe(3);
  });
});
