import { InMemoryIdempotencyStore } from '../../../src/adapters/persistence/in-memory/in-memory-idempotency-store';
import { PurgeIdempotencyKeys } from '../../../src/application/idempotency/purge-idempotency-keys';
import { FixedClock } from '../../support/fakes';

const HOUR = 3_600_000;

describe('purging idempotency keys', () => {
  it('forgets keys first used more than the TTL ago and keeps every younger one', async () => {
    const clock = new FixedClock('2026-11-22T00:00:00.000Z');
    const store = new InMemoryIdempotencyStore();
    const use = (key: string) => store.claim({ merchantId: 'mer_1', livemode: false, key, fingerprint: 'f', now: clock.now(), staleBefore: clock.now() });
    await use('day-old');
    await store.complete({ merchantId: 'mer_1', livemode: false, key: 'day-old', lockedAt: clock.now() }, { status: 201, body: {} });
    clock.advance(2 * HOUR);
    await use('22-hours-old');
    clock.advance(22 * HOUR + 1);
    const purge = new PurgeIdempotencyKeys(clock, store, 24 * HOUR);

    expect(await purge.execute()).toBe(1);
    expect(await purge.execute()).toBe(0);
    const again = (key: string) => store.claim({ merchantId: 'mer_1', livemode: false, key, fingerprint: 'other', now: clock.now(), staleBefore: clock.now() });
    expect((await again('day-old')).kind).toBe('claimed');
    expect((await again('22-hours-old')).kind).toBe('fingerprint_mismatch');
  });
});
