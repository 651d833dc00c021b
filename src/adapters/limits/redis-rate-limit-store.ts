import { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import { RedisReply, RedisStore } from 'rate-limit-redis';
import { RedisClientType, createClient } from 'redis';

/** Commands waiting on a Redis that does not answer are bounded: beyond this many, new ones fail at once. */
const REDIS_MAX_PENDING_COMMANDS = 10_000;
const REDIS_CONNECT_TIMEOUT_MS = 2_000;
const REDIS_RECONNECT_MAX_DELAY_MS = 2_000;

export type LimitRedisClient = RedisClientType;

/**
 * A node-redis client for the limits. Commands fail at once while it is disconnected (no offline
 * queue: a limiter must answer now, not when Redis comes back); it reconnects on its own.
 * Connecting starts here and is not awaited: the service starts, and answers, while Redis is away.
 */
export function limitRedisClient(url: string, onError: (error: unknown) => void): LimitRedisClient {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    commandsQueueMaxLength: REDIS_MAX_PENDING_COMMANDS,
    socket: {
      connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
      reconnectStrategy: (retries: number) => Math.min(50 * 2 ** Math.min(retries, 6), REDIS_RECONNECT_MAX_DELAY_MS),
    },
  }) as LimitRedisClient;
  client.on('error', onError);
  client.connect().catch(onError);
  return client;
}

/**
 * rate-limit-redis's store (an atomic Lua script per hit), with its scripts loaded on first use
 * and loaded again after a failure: the library loads them once, in init, and a Redis that was
 * away at that moment would otherwise fail every later hit. It may wait forever on a Redis that
 * accepts bytes and never answers (node-redis's command timeout stops once a command is written):
 * GuardedStore puts the deadline on it.
 */
export class RedisRateLimitStore implements Store {
  readonly localKeys = false;
  private readonly inner: RedisStore;
  private options: Options | null = null;
  private loaded: Promise<void> | null = null;

  constructor(client: LimitRedisClient, readonly prefix: string) {
    this.inner = new RedisStore({
      prefix,
      sendCommand: (...command: string[]) => client.sendCommand(command) as Promise<RedisReply>,
    });
  }

  init(options: Options): void {
    this.options = options;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    return this.withScripts(() => this.inner.increment(key));
  }

  async decrement(key: string): Promise<void> {
    return this.withScripts(() => this.inner.decrement(key));
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const info = await this.withScripts(() => this.inner.get(key));
    return info && info.totalHits > 0 ? info : undefined;
  }

  async resetKey(key: string): Promise<void> {
    return this.withScripts(() => this.inner.resetKey(key));
  }

  private async withScripts<T>(work: () => Promise<T>): Promise<T> {
    if (!this.options) throw new Error('the store is used before express-rate-limit initialised it');
    const options = this.options;
    this.loaded ??= this.inner.init(options);
    const loaded = this.loaded;
    try {
      await loaded;
      return await work();
    } catch (error) {
      if (this.loaded === loaded) this.loaded = null;
      throw error;
    }
  }
}
