import { CachingMerchantRepository } from '../../../src/adapters/persistence/caching-merchant-repository';
import { InMemoryMerchantRepository } from '../../../src/adapters/persistence/in-memory/in-memory-merchant-repository';
import { Merchant } from '../../../src/application/ports/merchant-repository';
import { FixedClock } from '../../support/fakes';

/** The stored merchants, answering only when the test opens the gate, and counting the lookups. */
class GatedMerchants extends InMemoryMerchantRepository {
  lookups = 0;
  private open!: () => void;
  private gate = new Promise<void>((resolve) => (this.open = resolve));

  release(): void {
    this.open();
    this.gate = new Promise<void>((resolve) => (this.open = resolve));
  }

  override async findBySecretKeyHash(secretKeyHash: string): Promise<Merchant | null> {
    this.lookups++;
    await this.gate;
    return super.findBySecretKeyHash(secretKeyHash);
  }
}

const ACME: Merchant = { id: 'mer_acme', name: 'Acme', createdAt: new Date('2026-11-01T00:00:00Z') };

describe('CachingMerchantRepository', () => {
  let stored: GatedMerchants;
  let clock: FixedClock;
  let cache: CachingMerchantRepository;

  beforeEach(async () => {
    stored = new GatedMerchants();
    clock = new FixedClock();
    cache = new CachingMerchantRepository(stored, clock, 5_000);
    await stored.add(ACME, 'hash-acme');
  });

  it('makes one database lookup for requests that all find a key missing at once, and answers each of them', async () => {
    const waiting = Array.from({ length: 20 }, () => cache.findBySecretKeyHash('hash-acme'));
    stored.release();
    expect((await Promise.all(waiting)).map((merchant) => merchant?.id)).toEqual(Array(20).fill('mer_acme'));
    expect(stored.lookups).toBe(1);

    // Expired: the next burst shares one lookup again.
    clock.advance(5_000);
    const again = Array.from({ length: 20 }, () => cache.findBySecretKeyHash('hash-acme'));
    stored.release();
    await Promise.all(again);
    expect(stored.lookups).toBe(2);
  });

  it('shares a lookup only while it is in flight: an unknown key is looked up again by the next request', async () => {
    const first = Promise.all([cache.findBySecretKeyHash('hash-unknown'), cache.findBySecretKeyHash('hash-unknown')]);
    stored.release();
    expect(await first).toEqual([null, null]);
    expect(stored.lookups).toBe(1);

    await stored.add({ ...ACME, id: 'mer_late' }, 'hash-unknown');
    const next = cache.findBySecretKeyHash('hash-unknown');
    stored.release();
    expect((await next)?.id).toBe('mer_late');
    expect(stored.lookups).toBe(2);
  });
});
