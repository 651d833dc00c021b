import { Options } from 'express-rate-limit';
import { BoundedMemoryStore } from '../../../src/adapters/limits/bounded-memory-store';
import { MEMORY_LIMIT_MAX_KEYS, hostedPageLimitStores } from '../../../src/adapters/limits/limit-stores';

const WINDOW_MS = 60_000;

function storeOf(maxKeys: number): BoundedMemoryStore {
  const store = new BoundedMemoryStore(maxKeys);
  store.init({ windowMs: WINDOW_MS } as Options);
  return store;
}

describe('BoundedMemoryStore (the hosted page\'s rate-limit counters)', () => {
  afterEach(() => jest.useRealTimers());

  it('counts hits per key within a window', () => {
    const store = storeOf(10);

    store.increment('a');
    store.increment('a');
    store.increment('b');

    expect([store.get('a')?.totalHits, store.get('b')?.totalHits, store.get('c')]).toEqual([2, 1, undefined]);
  });

  it('never holds more keys than its cap: a new key evicts the oldest window', () => {
    const store = storeOf(3);

    for (let i = 0; i < 1_000; i++) {
      store.increment(`key-${i}`);
      expect(store.size).toBeLessThanOrEqual(3);
    }

    expect(store.size).toBe(3);
    expect(store.get('key-996')).toBeUndefined();
    expect(store.get('key-999')?.totalHits).toBe(1);
  });

  it('keeps counting a key already held without evicting anything', () => {
    const store = storeOf(2);
    store.increment('a');
    store.increment('b');

    store.increment('a');

    expect([store.size, store.get('a')?.totalHits, store.get('b')?.totalHits]).toEqual([2, 2, 1]);
  });

  it('forgets a window once it has ended, and starts a new one on the next hit', () => {
    jest.useFakeTimers({ now: new Date('2026-11-22T12:00:00Z') });
    const store = storeOf(10);
    store.increment('a');
    store.increment('a');

    jest.setSystemTime(new Date('2026-11-22T12:01:00Z'));
    store.increment('b');

    expect(store.size).toBe(1);
    expect(store.increment('a').totalHits).toBe(1);
  });

  it('gives a hit back and resets keys', () => {
    const store = storeOf(10);
    store.increment('a');
    store.increment('a');
    store.increment('b');

    store.decrement('a');
    store.resetKey('b');

    expect([store.get('a')?.totalHits, store.get('b'), store.size]).toEqual([1, undefined, 1]);
    store.resetAll();
    expect(store.size).toBe(0);
  });

  it('refuses a cap that bounds nothing', () => {
    expect(() => new BoundedMemoryStore(0)).toThrow(RangeError);
  });

  it(`the page's two stores hold at most ${MEMORY_LIMIT_MAX_KEYS} keys each`, () => {
    const { perLink, perAddress } = hostedPageLimitStores();
    for (const store of [perLink, perAddress]) {
      store.init({ windowMs: WINDOW_MS } as Options);
      for (let i = 0; i < MEMORY_LIMIT_MAX_KEYS + 500; i++) store.increment(`key-${i}`);
      expect(store.size).toBe(MEMORY_LIMIT_MAX_KEYS);
    }
  });
});
