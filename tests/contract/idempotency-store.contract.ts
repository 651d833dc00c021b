import { IdempotencyStore } from '../../src/application/ports/idempotency-store';

export interface IdempotencyStoreUnderTest {
  store: IdempotencyStore;
  /** The merchants the keys belong to (a database holds them before their keys). */
  merchants: [string, string];
}

const T0 = new Date('2026-11-22T12:00:00.000Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const STALE_AFTER_S = 60;

/** Every IdempotencyStore adapter must pass this suite. */
export function idempotencyStoreContract(name: string, open: () => Promise<IdempotencyStoreUnderTest>): void {
  describe(`${name} (IdempotencyStore contract)`, () => {
    let store: IdempotencyStore;
    let merchant: string;
    let other: string;
    const claim = (key: string, fingerprint: string, seconds = 0, who = merchant) =>
      store.claim({ merchantId: who, livemode: false, key, fingerprint, now: at(seconds), staleBefore: at(seconds - STALE_AFTER_S) });
    /** The key as the claim made at `seconds` holds it. */
    const held = (key: string, seconds = 0) => ({ merchantId: merchant, livemode: false, key, lockedAt: at(seconds) });

    beforeEach(async () => {
      ({ store, merchants: [merchant, other] } = await open());
    });

    it('gives a free key to its first claim only; the second finds it in progress', async () => {
      expect(await claim('k', 'f')).toEqual({ kind: 'claimed', lockedAt: at(0), recoveryPoint: null });
      expect(await claim('k', 'f', 1)).toEqual({ kind: 'in_progress' });
    });

    it('gives exactly one of many simultaneous claims', async () => {
      const results = await Promise.all(Array.from({ length: 10 }, () => claim('k', 'f')));
      expect(results.filter((r) => r.kind === 'claimed')).toHaveLength(1);
      expect(results.filter((r) => r.kind === 'in_progress')).toHaveLength(9);
    });

    it('tells another request under a used key by its fingerprint, in progress or completed', async () => {
      await claim('k', 'f');
      expect(await claim('k', 'other')).toEqual({ kind: 'fingerprint_mismatch' });
      await store.complete(held('k'), { status: 201, body: { id: 'preq_1' } });
      expect(await claim('k', 'other')).toEqual({ kind: 'fingerprint_mismatch' });
    });

    it('returns the stored answer once completed, and keeps the first answer', async () => {
      await claim('k', 'f');
      await store.complete(held('k'), { status: 402, body: { code: 'payment_declined', nested: { a: [1, 'two'] } } });
      await store.complete(held('k'), { status: 201, body: {} });
      expect(await claim('k', 'f', 5)).toEqual({ kind: 'completed', answer: { status: 402, body: { code: 'payment_declined', nested: { a: [1, 'two'] } } } });
    });

    it('frees a released key: the next claim runs afresh; a completed key is not released', async () => {
      await claim('k', 'f');
      await store.release(held('k'));
      expect((await claim('k', 'other')).kind).toBe('claimed');
      await store.complete(held('k'), { status: 200, body: {} });
      await store.release(held('k'));
      expect((await claim('k', 'other')).kind).toBe('completed');
    });

    it('scopes keys to the merchant', async () => {
      await claim('k', 'f');
      await store.complete(held('k'), { status: 201, body: { mine: true } });
      expect((await claim('k', 'g', 0, other)).kind).toBe('claimed');
    });

    it('lets a claim in progress for longer than the takeover window be taken over, by one retry only', async () => {
      await claim('k', 'f');
      expect(await claim('k', 'f', STALE_AFTER_S - 1)).toEqual({ kind: 'in_progress' });
      const retries = await Promise.all([claim('k', 'f', STALE_AFTER_S + 1), claim('k', 'f', STALE_AFTER_S + 1)]);
      expect(retries.map((r) => r.kind).sort()).toEqual(['claimed', 'in_progress']);
      // The new owner's lock is fresh again.
      expect(await claim('k', 'f', STALE_AFTER_S + 2)).toEqual({ kind: 'in_progress' });
    });

    it('lets only the holder answer: a request whose key was taken over can neither complete nor release it', async () => {
      await claim('k', 'f');
      expect((await claim('k', 'f', STALE_AFTER_S + 1)).kind).toBe('claimed');

      await store.complete(held('k'), { status: 201, body: { from: 'the slow first request' } });
      await store.release(held('k'));
      expect(await claim('k', 'f', STALE_AFTER_S + 2)).toEqual({ kind: 'in_progress' });

      await store.complete(held('k', STALE_AFTER_S + 1), { status: 201, body: { from: 'the retry' } });
      expect(await claim('k', 'f', STALE_AFTER_S + 3)).toEqual({ kind: 'completed', answer: { status: 201, body: { from: 'the retry' } } });
    });

    it('never takes over a completed key, however old', async () => {
      await claim('k', 'f');
      await store.complete(held('k'), { status: 201, body: { id: 'x' } });
      expect((await claim('k', 'f', 3600)).kind).toBe('completed');
    });

    it('purges keys first used before the cutoff, never a younger one', async () => {
      await claim('old', 'f', 0);
      await store.complete(held('old'), { status: 201, body: {} });
      await claim('old-in-progress', 'f', 10);
      await claim('young', 'f', 100);
      await claim('edge', 'f', 50);

      expect(await store.purge(at(50))).toBe(2);
      expect((await claim('old', 'other', 200)).kind).toBe('claimed');
      expect((await claim('edge', 'other', 200)).kind).toBe('fingerprint_mismatch');
      expect((await claim('young', 'other', 200)).kind).toBe('fingerprint_mismatch');
    });
  });
}
