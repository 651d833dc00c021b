import { lookup as dnsLookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

/** Every address a host name resolves to (A and AAAA), as `dns.lookup(host, { all: true })` gives them. */
export type ResolveHost = (host: string) => Promise<ReadonlyArray<{ address: string; family: number }>>;

export const systemResolver: ResolveHost = (host) => dnsLookup(host, { all: true, verbatim: true });

/** Where to connect for a webhook URL: the address that was checked, so no second lookup can change it. */
export interface WebhookTarget {
  url: URL;
  address: string;
  family: 4 | 6;
}

export type WebhookTargetResult = { ok: true; target: WebhookTarget } | { ok: false; reason: string };

export interface WebhookTargetPolicy {
  /** WEBHOOK_ALLOW_PRIVATE_URLS: `http` and non-public addresses allowed (development and tests). */
  allowPrivate: boolean;
  resolve?: ResolveHost;
}

/**
 * Checks a webhook URL and resolves it to the one address to connect to. Refused: anything but an
 * absolute `https` URL (or `http` when private URLs are allowed), credentials in the URL, a host that
 * does not resolve, and a host with ANY non-public address among its answers (loopback, private,
 * link-local and the cloud metadata address, CGNAT, multicast, IPv4-mapped IPv6, reserved ranges):
 * checking only the first answer would let a name with mixed answers reach an internal service.
 */
export async function resolveWebhookTarget(rawUrl: string, policy: WebhookTargetPolicy): Promise<WebhookTargetResult> {
  const url = parseUrl(rawUrl);
  if (!url) return refuse('must be an absolute URL');
  const schemes = policy.allowPrivate ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(url.protocol)) return refuse(policy.allowPrivate ? 'must use https or http' : 'must use https');
  if (url.username || url.password) return refuse('must not carry a user name or password');

  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let answers: ReadonlyArray<{ address: string; family: number }>;
  if (ipaddr.isValid(host)) {
    answers = [{ address: host, family: host.includes(':') ? 6 : 4 }];
  } else {
    try {
      answers = await (policy.resolve ?? systemResolver)(host);
    } catch {
      return refuse(`host ${host} does not resolve`);
    }
  }
  if (answers.length === 0) return refuse(`host ${host} does not resolve`);
  if (!policy.allowPrivate) {
    const blocked = answers.find((answer) => !isPublicAddress(answer.address));
    if (blocked) return refuse(`host ${host} resolves to a non-public address (${blocked.address})`);
  }
  const first = answers[0];
  return { ok: true, target: { url, address: first.address, family: first.family === 6 ? 6 : 4 } };
}

/** True only for globally routable unicast addresses. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) return false;
  return parsed.range() === 'unicast';
}

function parseUrl(raw: string): URL | null {
  try {
    return new URL(raw);
  } catch {
    return null;
  }
}

function refuse(reason: string): WebhookTargetResult {
  return { ok: false, reason };
}
