import { MemoryStore, Store } from 'express-rate-limit';
import { ServiceIdentifier } from 'inversify';
import { Logger } from 'pino';
import { Counter, Registry } from 'prom-client';
import { BoundedMemoryStore } from './bounded-memory-store';
import { Database } from '../persistence/typeorm/database';
import { DatabaseRateLimitStore } from './database-rate-limit-store';
import { GuardedStore, OnStoreFailure } from './guarded-store';
import { LimitRedisClient, RedisRateLimitStore, limitRedisClient } from './redis-rate-limit-store';
import { C2pKeyLimitStores } from './store-c2p-key-limits';

/** Where the counters live: Redis, the PostgreSQL database, or this process (embedded database only). */
export type LimitStoreKind = 'redis' | 'database' | 'memory';

/** Each limit's name, the first part of its counters' keys. */
export const LIMIT_NAMES = {
  api: 'api',
  hostedPagePerLink: 'portal-link',
  hostedPagePerAddress: 'portal-address',
  checkoutTriesPerAddress: 'portal-address-attempts',
  dashboardSignIn: 'dashboard-sign-in',
  linkRequestsPerAddress: 'link-address',
  linkRequestsPerLink: 'link-requests',
  c2pKeysPerRequest: 'c2p-keys-request',
  c2pKeysPerPhone: 'c2p-keys-phone',
} as const;

/** The most links, and the most addresses, counted at once when counted in memory: each store stays bounded. */
export const MEMORY_LIMIT_MAX_KEYS = 10_000;

/** The hosted page's limits: checkout tries per payment link and per client address, and unpayable posts per client address. */
export interface HostedPageLimitStores {
  perLink: Store;
  perAddress: Store;
  checkoutTriesPerAddress: Store;
}

/** The in-process stores, for the embedded database. */
export function hostedPageLimitStores(maxKeys = MEMORY_LIMIT_MAX_KEYS): Record<keyof HostedPageLimitStores, BoundedMemoryStore> {
  return {
    perLink: new BoundedMemoryStore(maxKeys),
    perAddress: new BoundedMemoryStore(maxKeys),
    checkoutTriesPerAddress: new BoundedMemoryStore(maxKeys),
  };
}

/** The payment link page's limits on the requests it creates: per client address and link, and per link. */
export interface PaymentLinkLimitStores {
  perAddress: Store;
  perLink: Store;
}

/** One store per limit (express-rate-limit wants a store of its own for each limiter). */
export interface LimitStores {
  kind: LimitStoreKind;
  api: Store;
  hostedPage: HostedPageLimitStores;
  paymentLinks: PaymentLinkLimitStores;
  /** The dashboard's wrong keys per client address. */
  dashboardSignIn: Store;
  /** The C2P keys the bank is asked to send, per payment request and per payer's phone. */
  c2pKeys: C2pKeyLimitStores;
  /** Resolves once the shared store can count (Redis connected); at once for the others. */
  ready(): Promise<void>;
  /** Closes the Redis client, or waits for a prune in progress; before the database is closed. */
  close(): Promise<void>;
}
export const LIMIT_STORES: ServiceIdentifier<LimitStores> = Symbol.for('LimitStores');

export interface LimitStoreSettings {
  redisUrl: string | null;
  /** Prepended to every Redis key, so that several services (or test runs) can share one Redis. */
  redisKeyPrefix: string;
  database: Database;
  /** True on the embedded PGlite: a single process, so counters in memory are already shared. */
  embedded: boolean;
  logger: Logger;
  /** Where rate_limit_store_failures_total is registered. */
  registry: Registry;
  /** RATE_LIMIT_STORE_TIMEOUT_MS: beyond this, a counter operation counts as a store failure. */
  storeTimeoutMs: number;
}

/** How often, at most, a failing store is reported in the log (each failure is counted). */
const FAILURE_LOG_INTERVAL_MS = 10_000;

/**
 * The choice, made once at start-up: Redis when REDIS_URL is set; otherwise the PostgreSQL
 * database; in process only on the embedded database, which one process owns.
 */
export function createLimitStores(settings: LimitStoreSettings): LimitStores {
  if (settings.redisUrl !== null) return redisStores(settings, settings.redisUrl);
  if (!settings.embedded) return databaseStores(settings);
  return {
    kind: 'memory',
    api: new MemoryStore(),
    hostedPage: hostedPageLimitStores(),
    paymentLinks: { perAddress: new BoundedMemoryStore(MEMORY_LIMIT_MAX_KEYS), perLink: new BoundedMemoryStore(MEMORY_LIMIT_MAX_KEYS) },
    dashboardSignIn: new BoundedMemoryStore(MEMORY_LIMIT_MAX_KEYS),
    c2pKeys: { perRequest: new BoundedMemoryStore(MEMORY_LIMIT_MAX_KEYS), perPhone: new BoundedMemoryStore(MEMORY_LIMIT_MAX_KEYS) },
    ready: async () => undefined,
    close: async () => undefined,
  };
}

function redisStores(settings: LimitStoreSettings, url: string): LimitStores {
  const onFailure = failureReporter(settings, 'redis');
  const report = throttled(FAILURE_LOG_INTERVAL_MS, (error: unknown, suppressed: number) =>
    settings.logger.warn({ err: error, suppressed }, 'the rate limits\' Redis connection failed'),
  );
  const client = limitRedisClient(url, report);
  const store = (limit: string) =>
    new GuardedStore(new RedisRateLimitStore(client, `${settings.redisKeyPrefix}rl:${limit}:`), limit, onFailure, settings.storeTimeoutMs);
  return {
    kind: 'redis',
    api: store(LIMIT_NAMES.api),
    hostedPage: hostedPageStores(store),
    paymentLinks: paymentLinkStores(store),
    dashboardSignIn: store(LIMIT_NAMES.dashboardSignIn),
    c2pKeys: { perRequest: store(LIMIT_NAMES.c2pKeysPerRequest), perPhone: store(LIMIT_NAMES.c2pKeysPerPhone) },
    ready: () => (client.isReady ? Promise.resolve() : new Promise<void>((resolve) => client.once('ready', () => resolve()))),
    close: () => closeClient(client),
  };
}

function databaseStores(settings: LimitStoreSettings): LimitStores {
  const onFailure = failureReporter(settings, 'database');
  const onPruneError = (error: unknown) => settings.logger.warn({ err: error }, 'pruning expired rate-limit counters failed');
  const stores: DatabaseRateLimitStore[] = [];
  const store = (limit: string) => {
    const counters = new DatabaseRateLimitStore(settings.database, `${limit}:`, Date.now, onPruneError);
    stores.push(counters);
    return new GuardedStore(counters, limit, onFailure, settings.storeTimeoutMs);
  };
  return {
    kind: 'database',
    api: store(LIMIT_NAMES.api),
    hostedPage: hostedPageStores(store),
    paymentLinks: paymentLinkStores(store),
    dashboardSignIn: store(LIMIT_NAMES.dashboardSignIn),
    c2pKeys: { perRequest: store(LIMIT_NAMES.c2pKeysPerRequest), perPhone: store(LIMIT_NAMES.c2pKeysPerPhone) },
    ready: async () => undefined,
    close: async () => {
      await Promise.all(stores.map((store) => store.settled()));
    },
  };
}

/** Counts every failure in rate_limit_store_failures_total and logs a warning now and then. */
function failureReporter(settings: LimitStoreSettings, kind: LimitStoreKind): OnStoreFailure {
  const failures = new Counter({
    name: 'rate_limit_store_failures_total',
    help:
      'Rate-limit counter operations that failed because the shared store (Redis or PostgreSQL) could not be reached in time, by limit.',
    labelNames: ['limit'],
    registers: [settings.registry],
  });
  for (const limit of Object.values(LIMIT_NAMES)) failures.labels(limit).inc(0);
  const warn = throttled(FAILURE_LOG_INTERVAL_MS, (error: unknown, suppressed: number, limit?: string) =>
    settings.logger.warn(
      { err: error, limit, store: kind, suppressed },
      'a rate-limit store failed; see docs/operating.md, "Limits", for what each limit does then',
    ),
  );
  return (limit, error) => {
    failures.labels(limit).inc();
    warn(error, limit);
  };
}

/** Calls `log` at most once per `intervalMs`, telling it how many calls were skipped since the last. */
function throttled<A extends unknown[]>(intervalMs: number, log: (error: unknown, suppressed: number, ...rest: A) => void) {
  let lastAt = -Infinity;
  let suppressed = 0;
  return (error: unknown, ...rest: A) => {
    const now = Date.now();
    if (now - lastAt < intervalMs) {
      suppressed++;
      return;
    }
    lastAt = now;
    log(error, suppressed, ...rest);
    suppressed = 0;
  };
}

async function closeClient(client: LimitRedisClient): Promise<void> {
  try {
    if (client.isReady) await client.close();
    else if (client.isOpen) client.destroy();
  } catch {
    // closed already
  }
}

function hostedPageStores(store: (limit: string) => Store): HostedPageLimitStores {
  return {
    perLink: store(LIMIT_NAMES.hostedPagePerLink),
    perAddress: store(LIMIT_NAMES.hostedPagePerAddress),
    checkoutTriesPerAddress: store(LIMIT_NAMES.checkoutTriesPerAddress),
  };
}

function paymentLinkStores(store: (limit: string) => Store): PaymentLinkLimitStores {
  return { perAddress: store(LIMIT_NAMES.linkRequestsPerAddress), perLink: store(LIMIT_NAMES.linkRequestsPerLink) };
}
