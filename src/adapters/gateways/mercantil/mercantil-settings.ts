import { ConfigError, Env, httpUrl, integerSetting, nonEmpty } from '../../../setting-parsers';
import { BankSettingsContext, BankTiming } from '../bank-connector';
import { MERCANTIL_CREDENTIAL_SETTINGS, MercantilCredentials, readMercantilCredentials } from './mercantil-credentials';

/** How the deployment reaches Banco Mercantil (docs/banks-mercantil.md, "Going live with Banco Mercantil"), whoever's account it is. */
export interface MercantilConnection {
  /** e.g. https://apimbu.mercantilbanco.com/mercantil-banco/sandbox/v1, without a trailing slash. */
  baseUrl: string;
  /** How long a charge may wait for the bank's answer before its outcome is unknown. */
  timeoutMs: number;
  /** How long a lookup may wait; a lookup that times out is simply asked again later. */
  lookupTimeoutMs: number;
}

/** How the Mercantil adapters reach the bank, and as whom. */
export type MercantilSettings = MercantilConnection & MercantilCredentials;

const { merchant_id_document: RIF_SETTING, ...required } = MERCANTIL_CREDENTIAL_SETTINGS;
const REQUIRED = ['MERCANTIL_BASE_URL', ...Object.values(required)];

/**
 * The MERCANTIL_* settings: required when a gateway is mercantil; otherwise read only when all the
 * required ones are given (so payment intents Mercantil took are still asked about after a switch), else null.
 * MERCANTIL_MERCHANT_ID_DOCUMENT (`J-123456789`) is required with P2P_GATEWAY=mercantil and read whenever
 * given; without it the bank offers no `p2p` adapter (docs/banks-mercantil.md, "Going live with Banco Mercantil").
 */
export function parseMercantilSettings(env: Env, context: BankSettingsContext): MercantilSettings | null {
  const names = context.methods.includes('p2p') ? [...REQUIRED, RIF_SETTING] : REQUIRED;
  const missing = names.filter((name) => nonEmpty(env, name) === undefined);
  if (missing.length > 0 && !context.chosen) return null;
  if (missing.length > 0) {
    throw new ConfigError(`${missing.join(', ')} must be set when C2P_GATEWAY, CARD_GATEWAY or P2P_GATEWAY is mercantil`);
  }
  const settingOf = (field: keyof typeof MERCANTIL_CREDENTIAL_SETTINGS) => MERCANTIL_CREDENTIAL_SETTINGS[field];
  const credentials = readMercantilCredentials((field) => nonEmpty(env, settingOf(field)), settingOf);
  if ('refused' in credentials) throw new ConfigError(credentials.message);
  return { ...parseMercantilConnection(env, context), ...credentials };
}

/** MERCANTIL_BASE_URL and the timeouts: what a merchant's own account is reached with too. */
export function parseMercantilConnection(env: Env, { reconcileAfterSeconds, idempotencyTakeoverSeconds }: BankTiming): MercantilConnection {
  const timeoutMs = integerSetting(env, 'MERCANTIL_TIMEOUT_MS', 30_000, 100, 120_000);
  // The reconciler must never judge a charge still waiting for the bank.
  if (timeoutMs >= reconcileAfterSeconds * 1000) throw new ConfigError('MERCANTIL_TIMEOUT_MS must be less than RECONCILE_AFTER_SECONDS');
  const lookupTimeoutMs = integerSetting(env, 'MERCANTIL_LOOKUP_TIMEOUT_MS', 10_000, 100, 60_000);
  // A checkout charges, then looks up, holding its key: a retry must not take the key over meanwhile.
  if (timeoutMs + lookupTimeoutMs >= idempotencyTakeoverSeconds * 1000) {
    throw new ConfigError(
      `MERCANTIL_TIMEOUT_MS plus MERCANTIL_LOOKUP_TIMEOUT_MS must be less than ` +
      `IDEMPOTENCY_TAKEOVER_SECONDS (${idempotencyTakeoverSeconds} s)`,
    );
  }
  return { baseUrl: bankUrl(nonEmpty(env, 'MERCANTIL_BASE_URL') ?? ''), timeoutMs, lookupTimeoutMs };
}

/** https, or http to this machine only (the local fake bank): charges and the client id never cross a network in clear. */
function bankUrl(raw: string): string {
  const url = httpUrl('MERCANTIL_BASE_URL', raw);
  const { protocol, hostname } = new URL(url);
  const loopback = hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname);
  if (protocol === 'http:' && !loopback) {
    throw new ConfigError('MERCANTIL_BASE_URL must be an https:// URL (http:// only to a loopback host, for the local fake)');
  }
  return url;
}
