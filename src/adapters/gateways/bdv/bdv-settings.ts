import { ConfigError, Env, httpUrl, integerSetting, nonEmpty } from '../../../setting-parsers';
import { BankSettingsContext, BankTiming } from '../bank-connector';
import { BDV_CREDENTIAL_SETTINGS, readBdvCredentials, BdvCredentials } from './bdv-credentials';
import { BdvPathStyle, BDV_PATH_STYLES } from './bdv-paths';

/** Where BDV's merchant API is in production. */
export const BDV_PRODUCTION_URL = 'https://bdvconciliacion.banvenez.com';

/** How the deployment reaches BDV, whoever's account it is. */
export interface BdvConnection {
  /** Without a trailing slash. */
  baseUrl: string;
  /** `plain`: production's paths; `v2`: the QA environment's `/v2` paths. */
  pathStyle: BdvPathStyle;
  /** How long a charge, key request or refund may wait for the bank's answer before its outcome is unknown. */
  timeoutMs: number;
  /** How long a lookup, a statement or a question about a transfer may wait; one that times out is asked again later. */
  lookupTimeoutMs: number;
}

/** How the BDV adapters reach the bank, and as whom. */
export type BdvSettings = BdvConnection & BdvCredentials;

const REQUIRED = Object.values(BDV_CREDENTIAL_SETTINGS);

/**
 * The BDV_* settings: required when a gateway is bdv; otherwise read only when all the required ones are
 * given (so attempts BDV took are still asked about after a switch), else null.
 */
export function parseBdvSettings(env: Env, context: BankSettingsContext): BdvSettings | null {
  const missing = REQUIRED.filter((name) => nonEmpty(env, name) === undefined);
  if (missing.length > 0 && !context.chosen) return null;
  if (missing.length > 0) throw new ConfigError(`${missing.join(', ')} must be set when C2P_GATEWAY or P2P_GATEWAY is bdv`);
  const settingOf = (field: keyof typeof BDV_CREDENTIAL_SETTINGS) => BDV_CREDENTIAL_SETTINGS[field];
  const credentials = readBdvCredentials((field) => nonEmpty(env, settingOf(field)), settingOf);
  if ('refused' in credentials) throw new ConfigError(credentials.message);
  return { ...parseBdvConnection(env, context), ...credentials };
}

/** BDV_BASE_URL, BDV_PATH_STYLE and the timeouts: what a merchant's own account is reached with too. */
export function parseBdvConnection(env: Env, { reconcileAfterSeconds, idempotencyTakeoverSeconds }: BankTiming): BdvConnection {
  const timeoutMs = integerSetting(env, 'BDV_TIMEOUT_MS', 30_000, 100, 120_000);
  // The reconciler must never judge a charge still waiting for the bank.
  if (timeoutMs >= reconcileAfterSeconds * 1000) throw new ConfigError('BDV_TIMEOUT_MS must be less than RECONCILE_AFTER_SECONDS');
  const lookupTimeoutMs = integerSetting(env, 'BDV_LOOKUP_TIMEOUT_MS', 10_000, 100, 60_000);
  // A checkout charges, then looks up, holding its key: a retry must not take the key over meanwhile (and charge again).
  if (timeoutMs + lookupTimeoutMs >= idempotencyTakeoverSeconds * 1000) {
    throw new ConfigError(
      `BDV_TIMEOUT_MS plus BDV_LOOKUP_TIMEOUT_MS must be less than IDEMPOTENCY_TAKEOVER_SECONDS (${idempotencyTakeoverSeconds} s)`,
    );
  }
  const pathStyle = nonEmpty(env, 'BDV_PATH_STYLE') ?? 'plain';
  if (!(BDV_PATH_STYLES as readonly string[]).includes(pathStyle)) {
    throw new ConfigError(`BDV_PATH_STYLE must be one of ${BDV_PATH_STYLES.join(', ')}, got ${JSON.stringify(pathStyle)}`);
  }
  const baseUrl = bankUrl(nonEmpty(env, 'BDV_BASE_URL') ?? BDV_PRODUCTION_URL);
  return { baseUrl, pathStyle: pathStyle as BdvPathStyle, timeoutMs, lookupTimeoutMs };
}

/** https, or http to this machine only (the local fake bank): keys and charges never cross a network in clear. */
function bankUrl(raw: string): string {
  const url = httpUrl('BDV_BASE_URL', raw);
  const { protocol, hostname } = new URL(url);
  const loopback = hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname);
  if (protocol === 'http:' && !loopback) {
    throw new ConfigError('BDV_BASE_URL must be an https:// URL (http:// only to a loopback host, for the local fake)');
  }
  return url;
}
