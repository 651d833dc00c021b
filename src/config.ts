import { GatewaySettings, RATE_PUBLISHING_BANKS, parseGatewaySettings } from './adapters/gateways/registry';
import { BusinessCalendar } from './application/business-calendar';
import { MAX_MERCHANT_NAME_LENGTH, parseMerchantName } from './domain/merchant-profile-rules';
import { TrustProxy, parseTrustProxy } from './adapters/http/kit/trust-proxy';
import { parseRedisUrl } from './adapters/limits/limit-settings';
import { DatabaseTimeouts, parseDatabaseTimeouts, parseDatabaseUrl } from './adapters/persistence/typeorm/database-settings';
import { RateSettings, parseRateSettings, parseUsdVesRate } from './adapters/rates/rate-settings';
import { BankCredentialsKeys, parseBankCredentialsKeys } from './adapters/security/credentials-keys';
import { WebhookSettings, parseWebhookSettings } from './adapters/webhooks/webhook-settings';
import { ConfigError, Env, integerSetting, nonEmpty } from './setting-parsers';

export { ConfigError };
export type { BankCredentialsKeys, DatabaseTimeouts, RateSettings, WebhookSettings };

/**
 * Every setting the service reads. This is the only module that touches process.env; each section is
 * parsed by its owner (gateways/registry.ts, webhooks/, rates/, limits/, persistence/).
 */
export interface Config {
  port: number;
  databaseUrl: string | null;
  dataDir: string;
  /**
   * BANK_CREDENTIALS_KEY (null when unset) and BANK_CREDENTIALS_PREVIOUS_KEYS: the keys that encrypt merchants'
   * bank credentials. Unset on the embedded database, the key file in dataDir stands in (adapters/security).
   */
  bankCredentialsKeys: BankCredentialsKeys;
  hostedPageUrl: string;
  usdVesRate: string;
  businessTimeZone: string;
  /** MERCHANT_NAME: the name of the merchant the server creates on an empty embedded database (default "Mi negocio"). */
  merchantName: string;
  /** Requests a minute per secret key, counted across every instance (see redisUrl); 0 = no limit. */
  rateLimitPerMinute: number;
  /**
   * REDIS_URL (redis:// or rediss://): when set, the rate limits count in Redis, shared by every
   * instance; null: in PostgreSQL (DATABASE_URL), or in process on the embedded database.
   */
  redisUrl: string | null;
  /** REDIS_KEY_PREFIX: prepended to every key the service writes in Redis (default `payments:`). */
  redisKeyPrefix: string;
  /**
   * RATE_LIMIT_STORE_TIMEOUT_MS: a shared counter (Redis or PostgreSQL) slower than this counts as unavailable (docs/operating.md,
   * "Limits").
   */
  rateLimitStoreTimeoutMs: number;
  logLevel: string;
  /** TRUST_PROXY: which proxies' X-Forwarded-For gives the client address (the hosted page's limits per address). */
  trustProxy: TrustProxy;
  /** METRICS_TOKEN: when set, GET /metrics requires `Authorization: Bearer <token>`; null leaves it open. */
  metricsToken: string | null;
  /** SHUTDOWN_GRACE_MS: how long SIGTERM waits for requests in flight before exiting with code 1. */
  shutdownGraceMs: number;
  /** SHUTDOWN_DRAIN_MS: after SIGTERM, how long /readyz answers 503 while the server still takes connections. */
  shutdownDrainMs: number;
  /** RECONCILE_AFTER_SECONDS: a payment intent pending this long is settled by asking its gateway. */
  reconcileAfterSeconds: number;
  /** RECONCILE_INTERVAL_SECONDS: how often the server looks for such payment intents; 0 turns it off. */
  reconcileIntervalSeconds: number;
  /** P2P_CONFIRMATION_WINDOW_MINUTES: how long a reported transfer the bank has not shown is asked about again. */
  p2pConfirmationWindowMinutes: number;
  /** STATEMENT_SWEEP_INTERVAL_MINUTES: how often the banks' statements are matched to our intents and refunds; 0 turns it off here. */
  statementSweepIntervalMinutes: number;
  /** EXPIRY_SWEEP_INTERVAL_SECONDS: how often the server stores expired requests as canceled; 0 turns it off here. */
  expirySweepIntervalSeconds: number;
  /** IDEMPOTENCY_KEY_TTL_HOURS: an Idempotency-Key is kept at least this long after its first use, then purged. */
  idempotencyKeyTtlHours: number;
  /** IDEMPOTENCY_TAKEOVER_SECONDS: a key whose request has not answered this long (it died) may be taken over by a retry. */
  idempotencyTakeoverSeconds: number;
  /**
   * AUTH_CACHE_SECONDS: how long a secret key, once found, is trusted without asking the database;
   * so also how long a key removed or replaced in the database may keep working. 0 asks every time.
   */
  authCacheSeconds: number;
  /** How long a request may wait on PostgreSQL; see DatabaseTimeouts. */
  databaseTimeouts: DatabaseTimeouts;
  webhooks: WebhookSettings;
  /** Where the USD to VES rate comes from; see RateSettings. */
  rates: RateSettings;
  /**
   * C2P_GATEWAY, CARD_GATEWAY and P2P_GATEWAY (an id of src/adapters/gateways/registry.ts, `sandbox` by default)
   * and the settings of each configured bank, parsed by the bank's own folder.
   */
  gateways: GatewaySettings;
}

export function loadConfig(env: Env = process.env): Config {
  const port = integerSetting(env, 'PORT', 3000, 0, 65535);
  const reconcileAfterSeconds = integerSetting(env, 'RECONCILE_AFTER_SECONDS', 120, 10, 86_400);
  const idempotencyTakeoverSeconds = integerSetting(env, 'IDEMPOTENCY_TAKEOVER_SECONDS', 60, 1, 3_600);
  return {
    port,
    databaseUrl: parseDatabaseUrl(env.DATABASE_URL),
    dataDir: nonEmpty(env, 'DATA_DIR') ?? './data',
    bankCredentialsKeys: parseBankCredentialsKeys(env),
    hostedPageUrl: hostedPageUrl(env.PORTAL_URL, port),
    usdVesRate: parseUsdVesRate(env.USD_VES_RATE),
    businessTimeZone: timeZone(env.BUSINESS_TIME_ZONE),
    merchantName: merchantName(env.MERCHANT_NAME),
    rateLimitPerMinute: integerSetting(env, 'RATE_LIMIT_PER_MINUTE', 6000, 0, 1_000_000_000),
    redisUrl: parseRedisUrl(env.REDIS_URL),
    redisKeyPrefix: nonEmpty(env, 'REDIS_KEY_PREFIX') ?? 'payments:',
    rateLimitStoreTimeoutMs: integerSetting(env, 'RATE_LIMIT_STORE_TIMEOUT_MS', 1_000, 50, 5_000),
    logLevel: logLevel(env.LOG_LEVEL),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    metricsToken: metricsToken(env.METRICS_TOKEN),
    ...shutdownTimes(env),
    reconcileAfterSeconds,
    reconcileIntervalSeconds: integerSetting(env, 'RECONCILE_INTERVAL_SECONDS', 30, 0, 86_400),
    p2pConfirmationWindowMinutes: integerSetting(env, 'P2P_CONFIRMATION_WINDOW_MINUTES', 30, 1, 1_440),
    statementSweepIntervalMinutes: integerSetting(env, 'STATEMENT_SWEEP_INTERVAL_MINUTES', 10, 0, 1_440),
    // At most 50: an expired request must be stored as canceled within 60 s, a slow round included.
    expirySweepIntervalSeconds: integerSetting(env, 'EXPIRY_SWEEP_INTERVAL_SECONDS', 10, 0, 50),
    idempotencyKeyTtlHours: integerSetting(env, 'IDEMPOTENCY_KEY_TTL_HOURS', 24, 1, 8_760),
    idempotencyTakeoverSeconds,
    authCacheSeconds: integerSetting(env, 'AUTH_CACHE_SECONDS', 5, 0, 300),
    databaseTimeouts: parseDatabaseTimeouts(env),
    webhooks: parseWebhookSettings(env),
    gateways: parseGatewaySettings(env, { reconcileAfterSeconds, idempotencyTakeoverSeconds }),
    rates: parseRateSettings(env, RATE_PUBLISHING_BANKS),
  };
}

function shutdownTimes(env: Env): { shutdownGraceMs: number; shutdownDrainMs: number } {
  const shutdownGraceMs = integerSetting(env, 'SHUTDOWN_GRACE_MS', 9000, 0, 600_000);
  // By default a third of the grace period, at most 3 s: the rest is for the requests in flight.
  const shutdownDrainMs = integerSetting(env, 'SHUTDOWN_DRAIN_MS', Math.min(3000, Math.floor(shutdownGraceMs / 3)), 0, 600_000);
  if (shutdownDrainMs > 0 && shutdownDrainMs >= shutdownGraceMs) {
    throw new ConfigError(`SHUTDOWN_DRAIN_MS must be less than SHUTDOWN_GRACE_MS (${shutdownGraceMs}), or 0`);
  }
  return { shutdownGraceMs, shutdownDrainMs };
}

function hostedPageUrl(raw: string | undefined, port: number): string {
  if (raw === undefined || raw.trim() === '') return `http://localhost:${port}`;
  try {
    const url = new URL(raw.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error();
  } catch {
    throw new ConfigError(`PORTAL_URL must be an http:// or https:// URL, got ${JSON.stringify(raw)}`);
  }
  return raw.trim().replace(/\/+$/, '');
}

function timeZone(raw: string | undefined): string {
  if (raw === undefined || raw.trim() === '') return 'America/Caracas';
  if (!BusinessCalendar.isValidTimeZone(raw.trim())) {
    throw new ConfigError(`BUSINESS_TIME_ZONE must be an IANA time zone such as America/Caracas, got ${JSON.stringify(raw)}`);
  }
  return raw.trim();
}

function merchantName(raw: string | undefined): string {
  if (raw === undefined || raw.trim() === '') return 'Mi negocio';
  const name = parseMerchantName(raw);
  if (!name) {
    throw new ConfigError(`MERCHANT_NAME must be 1 to ${MAX_MERCHANT_NAME_LENGTH} characters on one line, got ${JSON.stringify(raw)}`);
  }
  return name;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function logLevel(raw: string | undefined): string {
  if (raw === undefined || raw.trim() === '') return 'info';
  if (!LOG_LEVELS.includes(raw.trim())) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  return raw.trim();
}

/** A bearer token (RFC 6750 token68 characters), long enough not to be guessed. */
const METRICS_TOKEN_SHAPE = /^[A-Za-z0-9._~+/-]{16,256}=*$/;

function metricsToken(raw: string | undefined): string | null {
  if (raw === undefined || raw.trim() === '') return null;
  if (!METRICS_TOKEN_SHAPE.test(raw.trim())) {
    throw new ConfigError('METRICS_TOKEN must be 16 to 256 characters of letters, digits and . _ ~ + / - (an optional trailing =)');
  }
  return raw.trim();
}
