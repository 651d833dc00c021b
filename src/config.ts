import type { MercantilSettings } from './adapters/gateways/mercantil/mercantil-settings';
import { BusinessCalendar } from './application/business-calendar';
import { parseMobilePhone } from './domain/payer';

/** Every setting the service reads. This is the only module that touches process.env. */
export interface Config {
  port: number;
  databaseUrl: string | null;
  dataDir: string;
  portalUrl: string;
  usdVesRate: string;
  businessTimeZone: string;
  /** Requests a minute per secret key, counted across every instance (see redisUrl); 0 = no limit. */
  rateLimitPerMinute: number;
  /**
   * REDIS_URL (redis:// or rediss://): when set, the rate limits count in Redis, shared by every
   * instance; null: in PostgreSQL (DATABASE_URL), or in process on the embedded database.
   */
  redisUrl: string | null;
  /** REDIS_KEY_PREFIX: prepended to every key the service writes in Redis (default `payments:`). */
  redisKeyPrefix: string;
  /** RATE_LIMIT_STORE_TIMEOUT_MS: a shared counter (Redis or PostgreSQL) slower than this counts as unavailable (README, "Limits"). */
  rateLimitStoreTimeoutMs: number;
  logLevel: string;
  /** METRICS_TOKEN: when set, GET /metrics requires `Authorization: Bearer <token>`; null leaves it open. */
  metricsToken: string | null;
  /** SHUTDOWN_GRACE_MS: how long SIGTERM waits for requests in flight before exiting with code 1. */
  shutdownGraceMs: number;
  /** SHUTDOWN_DRAIN_MS: after SIGTERM, how long /readyz answers 503 while the server still takes connections. */
  shutdownDrainMs: number;
  /** RECONCILE_AFTER_SECONDS: a payment attempt pending this long is settled by asking its gateway. */
  reconcileAfterSeconds: number;
  /** RECONCILE_INTERVAL_SECONDS: how often the server looks for such attempts; 0 turns it off. */
  reconcileIntervalSeconds: number;
  /** EXPIRY_SWEEP_INTERVAL_SECONDS: how often the server stores expired requests as canceled; 0 turns it off here. */
  expirySweepIntervalSeconds: number;
  /** IDEMPOTENCY_KEY_TTL_HOURS: an Idempotency-Key is kept at least this long after its first use, then purged. */
  idempotencyKeyTtlHours: number;
  /** IDEMPOTENCY_TAKEOVER_SECONDS: a key whose request has not answered this long (it died) may be taken over by a retry. */
  idempotencyTakeoverSeconds: number;
  /** SANDBOX_LATENCY_MS: how long each sandbox charge takes to answer (0 by default); for trying timeouts and crashes. */
  sandboxLatencyMs: number;
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
  /** C2P_GATEWAY: who takes C2P payments, `sandbox` (default) or `mercantil`. */
  c2pGateway: GatewayChoice;
  /** CARD_GATEWAY: who takes card payments, `sandbox` (default) or `mercantil`. */
  cardGateway: GatewayChoice;
  /** The MERCANTIL_* settings; null unless a gateway is `mercantil`, and then all are required. */
  mercantil: MercantilConfig | null;
}

export type GatewayChoice = 'sandbox' | 'mercantil';

/** Banco Mercantil's API (README, "Going live with Banco Mercantil"): the MERCANTIL_* settings. */
export type MercantilConfig = MercantilSettings;

export interface WebhookSettings {
  /** WEBHOOK_ALLOW_PRIVATE_URLS: `true` allows `http` and non-public hosts for endpoints (development and tests). */
  allowPrivateUrls: boolean;
  /** WEBHOOK_RETRY_SCHEDULE_SECONDS: the waits before each retry of a failed attempt; after the last, the delivery is `failed`. */
  retryScheduleSeconds: number[];
  /** WEBHOOK_TIMEOUT_MS: an attempt (resolving the host included) that has no answer by then has failed. */
  timeoutMs: number;
  /** WEBHOOK_POLL_INTERVAL_MS: how often the delivery worker looks for due deliveries; 0 turns the worker off here. */
  pollIntervalMs: number;
  /** WEBHOOK_LEASE_SECONDS: how long a claimed attempt keeps other instances off; a dead instance's attempt is retried after it. */
  leaseSeconds: number;
  /** WEBHOOK_CONCURRENCY: attempts in flight at once in this instance. */
  concurrency: number;
  /** WEBHOOK_CONCURRENCY_PER_ENDPOINT: attempts in flight at once to one endpoint, in this instance. */
  concurrencyPerEndpoint: number;
}

export interface RateSettings {
  /** RATE_PROVIDER: `fixed` (USD_VES_RATE) or `bcv` (the official rate read from BCV_URL). */
  provider: 'fixed' | 'bcv';
  /** BCV_URL: the page the `bcv` provider reads. */
  bcvUrl: string;
  /** RATE_MAX_AGE_HOURS: how long the last stored BCV rate may serve, counted from its last successful read. */
  maxAgeHours: number;
  /** BCV_FETCH_INTERVAL_MINUTES: how often the page is read (also once at start). */
  fetchIntervalMinutes: number;
  /** BCV_FETCH_TIMEOUT_SECONDS: how long one read of the page may take. */
  fetchTimeoutSeconds: number;
}

export const DEFAULT_BCV_URL = 'https://www.bcv.org.ve/';

/**
 * Bounds on waiting for PostgreSQL, so that a request answers within 10 s even when the database
 * hangs (the embedded database runs in-process and cannot hang on a network).
 */
export interface DatabaseTimeouts {
  /** DATABASE_CONNECT_TIMEOUT_MS: the wait for a pooled connection, or to open a new one. */
  connectMs: number;
  /** DATABASE_STATEMENT_TIMEOUT_MS: PostgreSQL's statement_timeout; the client gives up 1 s later. */
  statementMs: number;
  /** DATABASE_LOCK_TIMEOUT_MS: PostgreSQL's lock_timeout, the wait for a row or table lock. */
  lockMs: number;
  /** DATABASE_WORK_TIMEOUT_MS: one piece of database work (a transaction, or a read) from asking for a connection to the end. */
  workMs: number;
}

export const DEFAULT_USD_VES_RATE = '236.4587';

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): Config {
  const port = integerSetting(env, 'PORT', 3000, 0, 65535);
  return {
    port,
    databaseUrl: databaseUrl(env.DATABASE_URL),
    dataDir: nonEmpty(env, 'DATA_DIR') ?? './data',
    portalUrl: portalUrl(env.PORTAL_URL, port),
    usdVesRate: usdVesRate(env.USD_VES_RATE),
    businessTimeZone: timeZone(env.BUSINESS_TIME_ZONE),
    rateLimitPerMinute: integerSetting(env, 'RATE_LIMIT_PER_MINUTE', 6000, 0, 1_000_000_000),
    redisUrl: redisUrl(env.REDIS_URL),
    redisKeyPrefix: nonEmpty(env, 'REDIS_KEY_PREFIX') ?? 'payments:',
    rateLimitStoreTimeoutMs: integerSetting(env, 'RATE_LIMIT_STORE_TIMEOUT_MS', 1_000, 50, 5_000),
    logLevel: logLevel(env.LOG_LEVEL),
    metricsToken: metricsToken(env.METRICS_TOKEN),
    ...shutdownTimes(env),
    reconcileAfterSeconds: integerSetting(env, 'RECONCILE_AFTER_SECONDS', 120, 10, 86_400),
    reconcileIntervalSeconds: integerSetting(env, 'RECONCILE_INTERVAL_SECONDS', 30, 0, 86_400),
    // At most 50: an expired request must be stored as canceled within 60 s, a slow round included.
    expirySweepIntervalSeconds: integerSetting(env, 'EXPIRY_SWEEP_INTERVAL_SECONDS', 10, 0, 50),
    idempotencyKeyTtlHours: integerSetting(env, 'IDEMPOTENCY_KEY_TTL_HOURS', 24, 1, 8_760),
    idempotencyTakeoverSeconds: integerSetting(env, 'IDEMPOTENCY_TAKEOVER_SECONDS', 60, 1, 3_600),
    sandboxLatencyMs: integerSetting(env, 'SANDBOX_LATENCY_MS', 0, 0, 600_000),
    authCacheSeconds: integerSetting(env, 'AUTH_CACHE_SECONDS', 5, 0, 300),
    databaseTimeouts: databaseTimeouts(env),
    webhooks: webhookSettings(env),
    ...gateways(env),
    rates: rateSettings(env),
  };
}

function rateSettings(env: Env): RateSettings {
  const provider = nonEmpty(env, 'RATE_PROVIDER') ?? 'fixed';
  if (provider !== 'fixed' && provider !== 'bcv') throw new ConfigError(`RATE_PROVIDER must be fixed or bcv, got ${JSON.stringify(provider)}`);
  const bcvUrl = nonEmpty(env, 'BCV_URL') ?? DEFAULT_BCV_URL;
  if (!/^https?:\/\/[^\s]+$/.test(bcvUrl) || !URL.canParse(bcvUrl)) throw new ConfigError(`BCV_URL must be an http:// or https:// URL, got ${JSON.stringify(bcvUrl)}`);
  return {
    provider,
    bcvUrl,
    maxAgeHours: integerSetting(env, 'RATE_MAX_AGE_HOURS', 96, 1, 8_760),
    fetchIntervalMinutes: integerSetting(env, 'BCV_FETCH_INTERVAL_MINUTES', 60, 1, 1_440),
    fetchTimeoutSeconds: integerSetting(env, 'BCV_FETCH_TIMEOUT_SECONDS', 15, 1, 120),
  };
}

const GATEWAY_CHOICES: GatewayChoice[] = ['sandbox', 'mercantil'];

function gatewayChoice(env: Env, name: string): GatewayChoice {
  const raw = nonEmpty(env, name) ?? 'sandbox';
  if (!GATEWAY_CHOICES.includes(raw as GatewayChoice)) throw new ConfigError(`${name} must be one of ${GATEWAY_CHOICES.join(', ')}, got ${JSON.stringify(raw)}`);
  return raw as GatewayChoice;
}

function gateways(env: Env): Pick<Config, 'c2pGateway' | 'cardGateway' | 'mercantil'> {
  const c2pGateway = gatewayChoice(env, 'C2P_GATEWAY');
  const cardGateway = gatewayChoice(env, 'CARD_GATEWAY');
  const mercantil = c2pGateway === 'mercantil' || cardGateway === 'mercantil' ? mercantilConfig(env) : null;
  return { c2pGateway, cardGateway, mercantil };
}

const MERCANTIL_REQUIRED = ['MERCANTIL_BASE_URL', 'MERCANTIL_CLIENT_ID', 'MERCANTIL_SECRET_KEY', 'MERCANTIL_INTEGRATOR_ID', 'MERCANTIL_MERCHANT_ID', 'MERCANTIL_TERMINAL_ID', 'MERCANTIL_MERCHANT_PHONE'];

function mercantilConfig(env: Env): MercantilConfig {
  const missing = MERCANTIL_REQUIRED.filter((name) => nonEmpty(env, name) === undefined);
  if (missing.length > 0) throw new ConfigError(`${missing.join(', ')} must be set when C2P_GATEWAY or CARD_GATEWAY is mercantil`);
  const value = (name: string) => nonEmpty(env, name) as string;
  const phone = parseMobilePhone(value('MERCANTIL_MERCHANT_PHONE'));
  if (!phone) throw new ConfigError('MERCANTIL_MERCHANT_PHONE must be a Venezuelan mobile number: 04XXXXXXXXX, 58XXXXXXXXXX or +58XXXXXXXXXX');
  const timeoutMs = integerSetting(env, 'MERCANTIL_TIMEOUT_MS', 30_000, 100, 120_000);
  // The reconciler must never judge a charge still waiting for the bank.
  if (timeoutMs >= integerSetting(env, 'RECONCILE_AFTER_SECONDS', 120, 10, 86_400) * 1000) {
    throw new ConfigError('MERCANTIL_TIMEOUT_MS must be less than RECONCILE_AFTER_SECONDS');
  }
  return {
    baseUrl: httpUrl('MERCANTIL_BASE_URL', value('MERCANTIL_BASE_URL')),
    clientId: value('MERCANTIL_CLIENT_ID'),
    secretKey: value('MERCANTIL_SECRET_KEY'),
    integratorId: value('MERCANTIL_INTEGRATOR_ID'),
    merchantId: value('MERCANTIL_MERCHANT_ID'),
    terminalId: value('MERCANTIL_TERMINAL_ID'),
    merchantPhone: `58${phone.slice(1)}`,
    timeoutMs,
    lookupTimeoutMs: integerSetting(env, 'MERCANTIL_LOOKUP_TIMEOUT_MS', 10_000, 100, 60_000),
  };
}

function httpUrl(name: string, raw: string): string {
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error();
  } catch {
    throw new ConfigError(`${name} must be an http:// or https:// URL`);
  }
  return raw.replace(/\/+$/, '');
}

/** CONTRACT: retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (a day and a half in all). */
const WEBHOOK_RETRY_SCHEDULE = '5,300,1800,7200,18000,36000,36000';

function webhookSettings(env: Env): WebhookSettings {
  const settings = {
    allowPrivateUrls: booleanSetting(env, 'WEBHOOK_ALLOW_PRIVATE_URLS', false),
    retryScheduleSeconds: secondsList(env, 'WEBHOOK_RETRY_SCHEDULE_SECONDS', WEBHOOK_RETRY_SCHEDULE),
    timeoutMs: integerSetting(env, 'WEBHOOK_TIMEOUT_MS', 10_000, 100, 60_000),
    pollIntervalMs: integerSetting(env, 'WEBHOOK_POLL_INTERVAL_MS', 1_000, 0, 60_000),
    leaseSeconds: integerSetting(env, 'WEBHOOK_LEASE_SECONDS', 60, 1, 3_600),
    concurrency: integerSetting(env, 'WEBHOOK_CONCURRENCY', 256, 1, 1_000),
    concurrencyPerEndpoint: integerSetting(env, 'WEBHOOK_CONCURRENCY_PER_ENDPOINT', 16, 1, 100),
  };
  // The lease must outlast an attempt and the recording of its outcome, or a second instance could
  // start the same delivery while the first is still waiting for its answer.
  if (settings.leaseSeconds * 1000 < settings.timeoutMs + 1000) {
    throw new ConfigError(`WEBHOOK_LEASE_SECONDS must be at least 1 s longer than WEBHOOK_TIMEOUT_MS (${settings.timeoutMs} ms)`);
  }
  return settings;
}

/** A comma-separated list of 1 to 20 whole numbers of seconds, each at most a day. */
function secondsList(env: Env, name: string, fallback: string): number[] {
  const raw = nonEmpty(env, name) ?? fallback;
  const items = raw.split(',').map((item) => item.trim());
  if (items.length > 20 || items.some((item) => !/^\d+$/.test(item) || Number(item) > 86_400)) {
    throw new ConfigError(`${name} must be 1 to 20 comma-separated whole numbers of seconds from 0 to 86400, got ${JSON.stringify(raw)}`);
  }
  return items.map(Number);
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

/** The most one piece of database work may take: under the 10 s within which every request answers. */
const MAX_WORK_MS = 9_000;

function databaseTimeouts(env: Env): DatabaseTimeouts {
  const timeouts = {
    connectMs: integerSetting(env, 'DATABASE_CONNECT_TIMEOUT_MS', 2_000, 100, MAX_WORK_MS),
    statementMs: integerSetting(env, 'DATABASE_STATEMENT_TIMEOUT_MS', 3_000, 100, MAX_WORK_MS),
    lockMs: integerSetting(env, 'DATABASE_LOCK_TIMEOUT_MS', 1_000, 100, MAX_WORK_MS),
    workMs: integerSetting(env, 'DATABASE_WORK_TIMEOUT_MS', 6_000, 500, MAX_WORK_MS),
  };
  if (timeouts.lockMs > timeouts.statementMs) {
    throw new ConfigError('DATABASE_LOCK_TIMEOUT_MS must not exceed DATABASE_STATEMENT_TIMEOUT_MS');
  }
  for (const [name, value] of [['DATABASE_CONNECT_TIMEOUT_MS', timeouts.connectMs], ['DATABASE_STATEMENT_TIMEOUT_MS', timeouts.statementMs]] as const) {
    if (value >= timeouts.workMs) throw new ConfigError(`${name} must be less than DATABASE_WORK_TIMEOUT_MS (${timeouts.workMs})`);
  }
  return timeouts;
}

function nonEmpty(env: Env, name: string): string | undefined {
  const value = env[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function integerSetting(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = nonEmpty(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got ${JSON.stringify(raw)}`);
  }
  return Number(raw);
}

function booleanSetting(env: Env, name: string, fallback: boolean): boolean {
  const raw = nonEmpty(env, name);
  if (raw === undefined) return fallback;
  if (raw !== 'true' && raw !== 'false') throw new ConfigError(`${name} must be true or false, got ${JSON.stringify(raw)}`);
  return raw === 'true';
}

function databaseUrl(raw: string | undefined): string | null {
  if (raw === undefined || raw.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new ConfigError('DATABASE_URL must be a postgres:// or postgresql:// URL');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new ConfigError(`DATABASE_URL must be a postgres:// or postgresql:// URL, got the scheme ${url.protocol}`);
  }
  return raw.trim();
}

/** The URL is never echoed: it may hold a password. */
function redisUrl(raw: string | undefined): string | null {
  if (raw === undefined || raw.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new ConfigError('REDIS_URL must be a redis:// or rediss:// URL');
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') {
    throw new ConfigError(`REDIS_URL must be a redis:// or rediss:// URL, got the scheme ${url.protocol}`);
  }
  return raw.trim();
}

function portalUrl(raw: string | undefined, port: number): string {
  if (raw === undefined || raw.trim() === '') return `http://localhost:${port}`;
  try {
    const url = new URL(raw.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error();
  } catch {
    throw new ConfigError(`PORTAL_URL must be an http:// or https:// URL, got ${JSON.stringify(raw)}`);
  }
  return raw.trim().replace(/\/+$/, '');
}

function usdVesRate(raw: string | undefined): string {
  if (raw === undefined || raw.trim() === '') return DEFAULT_USD_VES_RATE;
  const value = raw.trim();
  if (!/^\d{1,12}(\.\d{1,8})?$/.test(value) || Number(value) <= 0) {
    throw new ConfigError(`USD_VES_RATE must be a positive decimal with at most 8 decimal places, got ${JSON.stringify(raw)}`);
  }
  return value;
}

function timeZone(raw: string | undefined): string {
  if (raw === undefined || raw.trim() === '') return 'America/Caracas';
  if (!BusinessCalendar.isValidTimeZone(raw.trim())) {
    throw new ConfigError(`BUSINESS_TIME_ZONE must be an IANA time zone such as America/Caracas, got ${JSON.stringify(raw)}`);
  }
  return raw.trim();
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
