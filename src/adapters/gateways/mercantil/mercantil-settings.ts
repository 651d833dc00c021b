import { parseMobilePhone, parseNationalId } from '../../../domain/payer';
import { ConfigError, Env, httpUrl, integerSetting, nonEmpty } from '../../../setting-parsers';
import { BankSettingsContext } from '../bank-connector';

/** How the Mercantil adapters reach the bank (docs/banks-mercantil.md, "Going live with Banco Mercantil"). */
export interface MercantilSettings {
  /** e.g. https://apimbu.mercantilbanco.com/mercantil-banco/sandbox/v1, without a trailing slash. */
  baseUrl: string;
  clientId: string;
  secretKey: string;
  integratorId: string;
  merchantId: string;
  terminalId: string;
  /** The merchant's own mobile number as the bank writes it: 58XXXXXXXXXX. */
  merchantPhone: string;
  /**
   * The merchant's RIF as payers type it to send a Pago Móvil (J-123456789); required to verify reported
   * transfers (P2P_GATEWAY=mercantil), else absent.
   */
  merchantIdDocument?: string;
  /** How long a charge may wait for the bank's answer before its outcome is unknown. */
  timeoutMs: number;
  /** How long a lookup may wait; a lookup that times out is simply asked again later. */
  lookupTimeoutMs: number;
}

const REQUIRED = [
  'MERCANTIL_BASE_URL', 'MERCANTIL_CLIENT_ID', 'MERCANTIL_SECRET_KEY', 'MERCANTIL_INTEGRATOR_ID',
  'MERCANTIL_MERCHANT_ID', 'MERCANTIL_TERMINAL_ID', 'MERCANTIL_MERCHANT_PHONE',
];

/**
 * The MERCANTIL_* settings: required when a gateway is mercantil; otherwise read only when all the
 * required ones are given (so attempts Mercantil took are still asked about after a switch), else null.
 */
export function parseMercantilSettings(
  env: Env,
  { chosen, methods, reconcileAfterSeconds, idempotencyTakeoverSeconds }: BankSettingsContext,
): MercantilSettings | null {
  const required = methods.includes('p2p') ? [...REQUIRED, 'MERCANTIL_MERCHANT_ID_DOCUMENT'] : REQUIRED;
  const missing = required.filter((name) => nonEmpty(env, name) === undefined);
  if (missing.length > 0 && !chosen) return null;
  if (missing.length > 0) {
    throw new ConfigError(`${missing.join(', ')} must be set when C2P_GATEWAY, CARD_GATEWAY or P2P_GATEWAY is mercantil`);
  }
  const value = (name: string) => nonEmpty(env, name) as string;
  const phone = parseMobilePhone(value('MERCANTIL_MERCHANT_PHONE'));
  if (!phone) {
    throw new ConfigError('MERCANTIL_MERCHANT_PHONE must be a Venezuelan mobile number: 04XXXXXXXXX, 58XXXXXXXXXX or +58XXXXXXXXXX');
  }
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
  return {
    baseUrl: bankUrl(value('MERCANTIL_BASE_URL')),
    clientId: value('MERCANTIL_CLIENT_ID'),
    secretKey: value('MERCANTIL_SECRET_KEY'),
    integratorId: value('MERCANTIL_INTEGRATOR_ID'),
    merchantId: value('MERCANTIL_MERCHANT_ID'),
    terminalId: value('MERCANTIL_TERMINAL_ID'),
    merchantPhone: `58${phone.slice(1)}`,
    ...merchantIdDocument(env),
    timeoutMs,
    lookupTimeoutMs,
  };
}

/**
 * MERCANTIL_MERCHANT_ID_DOCUMENT, written `J-123456789`: required with P2P_GATEWAY=mercantil, read whenever
 * given; without it the bank offers no `p2p` adapter (docs/banks-mercantil.md, "Going live with Banco Mercantil").
 */
function merchantIdDocument(env: Env): { merchantIdDocument?: string } {
  const raw = nonEmpty(env, 'MERCANTIL_MERCHANT_ID_DOCUMENT');
  if (raw === undefined) return {};
  const id = parseNationalId(raw.toUpperCase());
  if (!id) throw new ConfigError('MERCANTIL_MERCHANT_ID_DOCUMENT must be a RIF: a letter V, E, J, G, P or C, then 5 to 10 digits');
  return { merchantIdDocument: `${id[0]}-${id.replace(/^[A-Z]-?/, '')}` };
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
