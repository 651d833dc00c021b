import { Options, Store } from 'express-rate-limit';
import { DatabaseRateLimitStore } from '../../src/adapters/limits/database-rate-limit-store';
import { GuardedStore, LIMIT_STORE_TIMEOUT_MS } from '../../src/adapters/limits/guarded-store';
import { StorageUnavailable } from '../../src/application/ports/storage-unavailable';
import { LimitRedisClient, RedisRateLimitStore, limitRedisClient } from '../../src/adapters/limits/redis-rate-limit-store';
import { TcpProxy, openTcpProxy } from '../support/tcp-proxy';
import { describeDatabase, inEmbeddedPass, useTestDatabase } from '../support/test-database';
import { TEST_REDIS_URL, describeWithRedis, uniqueRedisPrefix } from '../support/test-redis';

/**
 * @engine both: the database store's SQL (the Redis store's tests run in the embedded pass only).
 */

const WINDOW_MS = 60_000;

function initialised<S extends Store>(store: S): S {
  store.init?.({ windowMs: WINDOW_MS } as Options);
  return store;
}

/** What every shared store does, whatever holds the counters. `make(limit)` gives a fresh store for that limit name. */
function behavesLikeASharedStore(make: (limit: string) => Store, now: () => number = Date.now): void {
  it('counts the hits of each key, and starts at 1', async () => {
    const store = make('api');
    const hits = [];
    for (let i = 0; i < 3; i++) hits.push((await store.increment('mer_a')).totalHits);
    await store.increment('mer_b');

    expect(hits).toEqual([1, 2, 3]);
    expect((await store.get!('mer_a'))?.totalHits).toBe(3);
    expect((await store.get!('mer_b'))?.totalHits).toBe(1);
    expect(await store.get!('mer_c')).toBeUndefined();
  });

  it('gives the end of the window with every hit, the same for every hit of the window', async () => {
    const store = make('api');
    const before = now();
    const first = await store.increment('mer_a');
    const second = await store.increment('mer_a');

    expect(first.resetTime!.getTime()).toBeGreaterThanOrEqual(before + WINDOW_MS - 1000);
    expect(first.resetTime!.getTime()).toBeLessThanOrEqual(now() + WINDOW_MS + 1000);
    expect(Math.abs(second.resetTime!.getTime() - first.resetTime!.getTime())).toBeLessThanOrEqual(1000);
  });

  it('keeps the counts of two limits apart, though their keys are the same', async () => {
    const api = make('api');
    const portal = make('portal-link');
    await api.increment('same');
    await api.increment('same');

    expect((await portal.increment('same')).totalHits).toBe(1);
  });

  it('counts every hit of many instances at once: no two get the same count', async () => {
    const instances = [make('api'), make('api'), make('api')];
    const counts = await Promise.all(Array.from({ length: 60 }, (_, i) => instances[i % 3].increment('mer_a')));

    expect(counts.map((info) => info.totalHits).sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
  });

  it('gives a hit back with decrement, never below zero', async () => {
    const store = make('api');
    await store.increment('mer_a');
    await store.increment('mer_a');
    await store.decrement('mer_a');

    expect((await store.get!('mer_a'))?.totalHits).toBe(1);
    expect((await store.increment('mer_a')).totalHits).toBe(2);
  });

  it('forgets a key on resetKey', async () => {
    const store = make('api');
    await store.increment('mer_a');
    await store.resetKey('mer_a');

    expect(await store.get!('mer_a')).toBeUndefined();
    expect((await store.increment('mer_a')).totalHits).toBe(1);
  });
}

describe(`DatabaseRateLimitStore ${describeDatabase()}`, () => {
  const db = useTestDatabase();
  let now = Date.parse('2026-11-23T12:00:00Z');
  const at = () => now;
  const make = (limit: string) => initialised(new DatabaseRateLimitStore(db().database, `${limit}:`, at));

  beforeEach(async () => {
    now = Date.parse('2026-11-23T12:00:00Z');
    await db().reset();
  });

  behavesLikeASharedStore(make, at);

  it('starts a new window at 1 once the window has ended, and its hits before no longer count', async () => {
    const store = make('api');
    for (let i = 0; i < 5; i++) await store.increment('mer_a');

    now += WINDOW_MS - 1;
    expect((await store.increment('mer_a')).totalHits).toBe(6);
    now += 1;
    expect(await store.get!('mer_a')).toBeUndefined();
    const fresh = await store.increment('mer_a');

    expect(fresh).toEqual({ totalHits: 1, resetTime: new Date(now + WINDOW_MS) });
  });

  it('gives back nothing to a window that has ended', async () => {
    const store = make('api');
    await store.increment('mer_a');
    now += WINDOW_MS;
    await store.decrement('mer_a');

    expect((await store.increment('mer_a')).totalHits).toBe(1);
  });

  it('resetAll forgets the keys of its own limit only', async () => {
    const api = make('api');
    const portal = make('portal-link');
    await api.increment('mer_a');
    await portal.increment('PRtoken');
    await api.resetAll!();

    expect(await api.get!('mer_a')).toBeUndefined();
    expect((await portal.get!('PRtoken'))?.totalHits).toBe(1);
  });

  it('prunes the rows whose window has ended, and only those', async () => {
    const store = make('api');
    await store.increment('old');
    now += WINDOW_MS / 2;
    await store.increment('recent');
    now += WINDOW_MS / 2;

    await store.prune();

    const keys = await db().database.query((session) => session.rows<{ key: string }>('SELECT key FROM rate_limit_counters ORDER BY key'));
    expect(keys.map((row) => row.key)).toEqual(['api:recent']);
  });

  it('prunes on its own, at most once a window, as hits come in', async () => {
    const store = make('api');
    const rows = async () => (await db().database.query((session) => session.rows<{ key: string }>('SELECT key FROM rate_limit_counters ORDER BY key'))).map((row) => row.key);
    await store.increment('first'); // the first hit prunes (nothing yet)
    await store.settled();
    now += WINDOW_MS;
    await store.increment('second');
    await store.settled();

    expect(await rows()).toEqual(['api:second']);
  });
});

inEmbeddedPass(() => {
  describeWithRedis('RedisRateLimitStore (Redis)', () => {
    const prefix = uniqueRedisPrefix();
    let client: LimitRedisClient;
    let test = 0;
    const errors: unknown[] = [];
    // A fresh key space per test, under this run's own prefix.
    const make = (limit: string) => initialised(new RedisRateLimitStore(client, `${prefix}${test}:${limit}:`));

    beforeAll(async () => {
      client = limitRedisClient(TEST_REDIS_URL, (error) => errors.push(error));
      if (!client.isReady) await new Promise((resolve) => client.once('ready', resolve));
    });
    beforeEach(() => {
      test++;
    });
    afterAll(async () => {
      for await (const keys of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 1000 })) if (keys.length > 0) await client.del(keys);
      await client.close();
    });

    behavesLikeASharedStore(make);

    describe('when Redis goes away', () => {
      let proxy: TcpProxy;
      let proxied: LimitRedisClient;
      const ready = () => new Promise<void>((resolve) => (proxied.isReady ? resolve() : proxied.once('ready', () => resolve())));

      beforeAll(async () => {
        const target = new URL(TEST_REDIS_URL);
        proxy = await openTcpProxy(target.hostname, Number(target.port || 6379));
        proxied = limitRedisClient(`redis://127.0.0.1:${proxy.port}`, (error) => errors.push(error));
        await ready();
      });
      afterAll(async () => {
        proxied.destroy();
        await proxy.close();
      });

      it('fails at once while Redis is unreachable, then counts again once it is back, with no restart', async () => {
        await proxy.cut();
        // First used while Redis is away: its scripts cannot be loaded yet.
        const store = initialised(new RedisRateLimitStore(proxied, `${prefix}${test}:api:`));
        await expect(store.increment('mer_a')).rejects.toThrow();

        await proxy.restore();
        await ready();

        expect((await store.increment('mer_a')).totalHits).toBe(1);
      });

      it(`gives up on a Redis that does not answer after ${LIMIT_STORE_TIMEOUT_MS} ms, as unavailable, and counts the failure`, async () => {
        const failed: string[] = [];
        const store = initialised(new GuardedStore(new RedisRateLimitStore(proxied, `${prefix}${test}:api:`), 'api', (limit) => failed.push(limit)));
        await store.increment('mer_a');
        proxy.freeze();
        try {
          await expect(store.increment('mer_a')).rejects.toBeInstanceOf(StorageUnavailable);
        } finally {
          proxy.thaw();
        }
        expect(failed).toEqual(['api']);
      });
    });
  });
});
