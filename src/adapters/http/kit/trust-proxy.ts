import ipaddr from 'ipaddr.js';
import { ConfigError } from '../../../setting-parsers';

/** Which proxies' `X-Forwarded-For` Express believes: none, the nearest N hops, or these addresses. Never every hop. */
export type TrustProxy = false | number | string[];

const NAMED = ['loopback', 'linklocal', 'uniquelocal'];
const SHAPE = 'TRUST_PROXY must be false, a hop count from 1 to 10, or a comma-separated list of proxy addresses, CIDR ranges, ' +
  'loopback, linklocal or uniquelocal';

/** TRUST_PROXY: unset or `false` reads the client address from the connection; behind a load balancer, name it. */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops < 1 || hops > 10) throw new ConfigError(`${SHAPE}, got ${JSON.stringify(raw)}`);
    return hops;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  if (!entries.every((entry) => NAMED.includes(entry) || isAddressOrRange(entry))) {
    throw new ConfigError(`${SHAPE}, got ${JSON.stringify(raw)}`);
  }
  return entries;
}

function isAddressOrRange(entry: string): boolean {
  if (ipaddr.isValid(entry)) return true;
  try {
    ipaddr.parseCIDR(entry);
    return true;
  } catch {
    return false;
  }
}
