import { ConfigError, Env, httpUrl, integerSetting, nonEmpty } from '../../../setting-parsers';
import { BankSettingsContext, BankTiming } from '../bank-connector';
import { BNC_CREDENTIAL_SETTINGS, BncCredentials, readBncCredentials } from './bnc-credentials';

/** How the deployment reaches BNC (the bank's ESolutions API v4.1), whoever's account it is. */
export interface BncConnection {
  /** e.g. https://servicios.bncenlinea.com:16500/api, without a trailing slash. */
  baseUrl: string;
  /** How long a charge or refund may wait for the bank's answer (log-on included) before its outcome is unknown. */
  timeoutMs: number;
  /** How long a lookup, a statement or a question about a transfer may wait; one that times out is asked again later. */
  lookupTimeoutMs: number;
}

/** How the BNC adapters reach the bank, and as whom. */
export type BncSettings = BncConnection & BncCredentials;

const REQUIRED = ['BNC_BASE_URL', ...Object.values(BNC_CREDENTIAL_SETTINGS)];

/**
 * The BNC_* settings: required when a gateway is bnc; otherwise read only when all the required ones are
 * given (so payment intents BNC took are still asked about after a switch), else null.
 */
export function parseBncSettings(env: Env, context: BankSettingsContext): BncSettings | null {
  const missing = REQUIRED.filter((name) => nonEmpty(env, name) === undefined);
  if (missing.length > 0 && !context.chosen) return null;
  if (missing.length > 0) throw new ConfigError(`${missing.join(', ')} must be set when C2P_GATEWAY, P2P_GATEWAY or RATE_PROVIDER is bnc`);
  const settingOf = (field: keyof typeof BNC_CREDENTIAL_SETTINGS) => BNC_CREDENTIAL_SETTINGS[field];
  const credentials = readBncCredentials((field) => nonEmpty(env, settingOf(field)), settingOf);
  if ('refused' in credentials) throw new ConfigError(credentials.message);
  return { ...parseBncConnection(env, context), ...credentials };
}

/** BNC_BASE_URL and the timeouts: what a merchant's own account is reached with too. */
export function parseBncConnection(env: Env, { reconcileAfterSeconds, idempotencyTakeoverSeconds }: BankTiming): BncConnection {
  const timeoutMs = integerSetting(env, 'BNC_TIMEOUT_MS', 30_000, 100, 120_000);
  // The reconciler must never judge a charge still waiting for the bank.
  if (timeoutMs >= reconcileAfterSeconds * 1000) throw new ConfigError('BNC_TIMEOUT_MS must be less than RECONCILE_AFTER_SECONDS');
  const lookupTimeoutMs = integerSetting(env, 'BNC_LOOKUP_TIMEOUT_MS', 10_000, 100, 60_000);
  // A checkout charges, then looks up, holding its key: a retry must not take the key over meanwhile (and charge again).
  if (timeoutMs + lookupTimeoutMs >= idempotencyTakeoverSeconds * 1000) {
    throw new ConfigError(
      `BNC_TIMEOUT_MS plus BNC_LOOKUP_TIMEOUT_MS must be less than IDEMPOTENCY_TAKEOVER_SECONDS (${idempotencyTakeoverSeconds} s)`,
    );
  }
  return { baseUrl: bankUrl(nonEmpty(env, 'BNC_BASE_URL') ?? ''), timeoutMs, lookupTimeoutMs };
}

/** https, or http to this machine only (the local fake bank): keys and charges never cross a network in clear. */
function bankUrl(raw: string): string {
  const url = httpUrl('BNC_BASE_URL', raw);
  const { protocol, hostname } = new URL(url);
  const loopback = hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname);
  if (protocol === 'http:' && !loopback) {
    throw new ConfigError('BNC_BASE_URL must be an https:// URL (http:// only to a loopback host, for the local fake)');
  }
  return url;
}
