import { ConfigError, Env, booleanSetting, integerSetting, nonEmpty } from '../../setting-parsers';

export interface WebhookSettings {
  /** WEBHOOK_ALLOW_PRIVATE_URLS: `true` allows `http` and non-public hosts for endpoints (development and tests). */
  allowPrivateUrls: boolean;
  /** WEBHOOK_RETRY_SCHEDULE_SECONDS: the waits before each retry of a failed attempt; after the last, the delivery is `failed`. */
  retryScheduleSeconds: number[];
  /** WEBHOOK_TIMEOUT_MS: an attempt (resolving the host included) that has no answer by then has failed. */
  timeoutMs: number;
  /** WEBHOOK_DNS_TIMEOUT_MS: a webhook host that DNS has not answered for by then is refused (at create, update, delivery). */
  dnsTimeoutMs: number;
  /** WEBHOOK_POLL_INTERVAL_MS: how often the delivery worker looks for due deliveries; 0 turns the worker off here. */
  pollIntervalMs: number;
  /** WEBHOOK_LEASE_SECONDS: how long a claimed attempt keeps other instances off; a dead instance's attempt is retried after it. */
  leaseSeconds: number;
  /** WEBHOOK_CONCURRENCY: attempts in flight at once in this instance. */
  concurrency: number;
  /** WEBHOOK_CONCURRENCY_PER_ENDPOINT: attempts in flight at once to one endpoint, in this instance. */
  concurrencyPerEndpoint: number;
  /** WEBHOOK_CONCURRENCY_PER_MERCHANT: attempts in flight at once to one merchant's endpoints, in this instance. */
  concurrencyPerMerchant: number;
}

/** CONTRACT: retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (a day and a half in all). */
const WEBHOOK_RETRY_SCHEDULE = '5,300,1800,7200,18000,36000,36000';

export function parseWebhookSettings(env: Env): WebhookSettings {
  const concurrency = integerSetting(env, 'WEBHOOK_CONCURRENCY', 256, 1, 1_000);
  const settings = {
    allowPrivateUrls: booleanSetting(env, 'WEBHOOK_ALLOW_PRIVATE_URLS', false),
    retryScheduleSeconds: secondsList(env, 'WEBHOOK_RETRY_SCHEDULE_SECONDS', WEBHOOK_RETRY_SCHEDULE),
    timeoutMs: integerSetting(env, 'WEBHOOK_TIMEOUT_MS', 10_000, 100, 60_000),
    dnsTimeoutMs: integerSetting(env, 'WEBHOOK_DNS_TIMEOUT_MS', 5_000, 100, 30_000),
    pollIntervalMs: integerSetting(env, 'WEBHOOK_POLL_INTERVAL_MS', 1_000, 0, 60_000),
    leaseSeconds: integerSetting(env, 'WEBHOOK_LEASE_SECONDS', 60, 1, 3_600),
    concurrency,
    concurrencyPerEndpoint: integerSetting(env, 'WEBHOOK_CONCURRENCY_PER_ENDPOINT', 16, 1, 100),
    // A quarter by default: one merchant whose endpoints all hang leaves three quarters to the others.
    concurrencyPerMerchant: integerSetting(env, 'WEBHOOK_CONCURRENCY_PER_MERCHANT', Math.max(1, Math.floor(concurrency / 4)), 1, 1_000),
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
