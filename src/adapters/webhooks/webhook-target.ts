import ipaddr from 'ipaddr.js';
import { isPublicAddress } from './public-address';

/** Every address a host name resolves to (A and AAAA); rejects when it cannot tell (no answer in time). */
export type ResolveHost = (host: string) => Promise<ReadonlyArray<{ address: string; family: number }>>;

/** Where to connect for a webhook URL: the address that was checked, so no second lookup can change it. */
export interface WebhookTarget {
  url: URL;
  address: string;
  family: 4 | 6;
}

/** A refusal: `reason` may be shown to the endpoint's owner, `detail` (the host, its address) only to operators. */
export type WebhookTargetResult = { ok: true; target: WebhookTarget } | { ok: false; reason: string; detail: string };

/** Said of every refused host alike: naming the address or the cause would tell a caller how internal names resolve. */
export const HOST_REFUSED = 'must name a host that resolves only to public addresses';

export interface WebhookTargetPolicy {
  /** WEBHOOK_ALLOW_PRIVATE_URLS: `http` and non-public addresses allowed (development and tests). */
  allowPrivate: boolean;
  resolve: ResolveHost;
}

/**
 * Checks a webhook URL and resolves it to the one address to connect to. Refused: anything but an
 * absolute `https` URL (or `http` when private URLs are allowed), credentials in the URL, a host that
 * does not resolve, and a host with ANY non-public address among its answers (loopback, private,
 * link-local and the cloud metadata address, CGNAT, multicast, IPv4 inside IPv6, reserved ranges):
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
      answers = await policy.resolve(host);
    } catch {
      return refuseHost(`host ${host} does not resolve`);
    }
  }
  if (answers.length === 0) return refuseHost(`host ${host} does not resolve`);
  if (!policy.allowPrivate) {
    const blocked = answers.find((answer) => !isPublicAddress(answer.address));
    if (blocked) return refuseHost(`host ${host} resolves to a non-public address (${blocked.address})`);
  }
  const first = answers[0];
  return { ok: true, target: { url, address: first.address, family: first.family === 6 ? 6 : 4 } };
}

function parseUrl(raw: string): URL | null {
  try {
    return new URL(raw);
  } catch {
    return null;
  }
}

function refuse(reason: string): WebhookTargetResult {
  return { ok: false, reason, detail: reason };
}

function refuseHost(detail: string): WebhookTargetResult {
  return { ok: false, reason: HOST_REFUSED, detail };
}
