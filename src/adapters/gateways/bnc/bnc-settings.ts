import { parseMobilePhone, parseNationalId } from '../../../domain/payer';
import { ConfigError, Env, httpUrl, integerSetting, nonEmpty } from '../../../setting-parsers';
import { BankSettingsContext } from '../bank-connector';

/** How the BNC adapters reach the bank (the bank's ESolutions API v4.1). */
export interface BncSettings {
  /** e.g. https://servicios.bncenlinea.com:16500/api, without a trailing slash. */
  baseUrl: string;
  clientGuid: string;
  /** Encrypts only the daily log-on; never logged. */
  masterKey: string;
  terminal: string;
  /** The merchant's 20-digit BNC account, whose movements are read. */
  accountNumber: string;
  /** The merchant's own mobile number as the bank writes it: 58XXXXXXXXXX. */
  merchantPhone: string;
  /** The merchant's RIF as the bank writes a ClientID: J123456789. */
  merchantIdDocument: string;
  /** How long a charge or refund may wait for the bank's answer (log-on included) before its outcome is unknown. */
  timeoutMs: number;
  /** How long a lookup, a statement or a question about a transfer may wait; one that times out is asked again later. */
  lookupTimeoutMs: number;
}

const REQUIRED = [
  'BNC_BASE_URL', 'BNC_CLIENT_GUID', 'BNC_MASTER_KEY', 'BNC_TERMINAL',
  'BNC_ACCOUNT_NUMBER', 'BNC_MERCHANT_PHONE', 'BNC_MERCHANT_ID_DOCUMENT',
];

/**
 * The BNC_* settings: required when a gateway is bnc; otherwise read only when all the required ones are
 * given (so attempts BNC took are still asked about after a switch), else null.
 */
export function parseBncSettings(
  env: Env,
  { chosen, reconcileAfterSeconds, idempotencyTakeoverSeconds }: BankSettingsContext,
): BncSettings | null {
  const missing = REQUIRED.filter((name) => nonEmpty(env, name) === undefined);
  if (missing.length > 0 && !chosen) return null;
  if (missing.length > 0) throw new ConfigError(`${missing.join(', ')} must be set when C2P_GATEWAY, P2P_GATEWAY or RATE_PROVIDER is bnc`);
  const value = (name: string) => nonEmpty(env, name) as string;
  const phone = parseMobilePhone(value('BNC_MERCHANT_PHONE'));
  if (!phone) throw new ConfigError('BNC_MERCHANT_PHONE must be a Venezuelan mobile number: 04XXXXXXXXX, 58XXXXXXXXXX or +58XXXXXXXXXX');
  const id = parseNationalId(value('BNC_MERCHANT_ID_DOCUMENT').toUpperCase());
  if (!id) throw new ConfigError('BNC_MERCHANT_ID_DOCUMENT must be a RIF: a letter V, E, J, G, P or C, then 5 to 10 digits');
  const accountNumber = value('BNC_ACCOUNT_NUMBER');
  if (!/^0191\d{16}$/.test(accountNumber)) throw new ConfigError('BNC_ACCOUNT_NUMBER must be the 20-digit BNC account (0191…)');
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
  return {
    baseUrl: bankUrl(value('BNC_BASE_URL')),
    clientGuid: value('BNC_CLIENT_GUID'),
    masterKey: value('BNC_MASTER_KEY'),
    terminal: value('BNC_TERMINAL'),
    accountNumber,
    merchantPhone: `58${phone.slice(1)}`,
    merchantIdDocument: id.replace('-', ''),
    timeoutMs,
    lookupTimeoutMs,
  };
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
