import { Resolver } from 'node:dns/promises';
import type { ResolveHost } from './webhook-target';

export interface DnsResolverOptions {
  /** WEBHOOK_DNS_TIMEOUT_MS: past it the host counts as not resolving. */
  timeoutMs: number;
  /** The name servers to ask (`host:port`); the system's by default. */
  servers?: string[];
}

/** Names that mean this machine without asking DNS (RFC 6761), as getaddrinfo answers them from /etc/hosts. */
const LOOPBACK_NAMES = /^(localhost|.+\.localhost)$/i;
const LOOPBACK = [{ address: '127.0.0.1', family: 4 }, { address: '::1', family: 6 }];
/** Answers that only mean "no such record": a host with A records only is not a failure of AAAA. */
const NO_RECORDS = new Set(['ENODATA', 'ENOTFOUND']);

/**
 * A and AAAA records through c-ares (`Resolver`), not `dns.lookup`: getaddrinfo runs on libuv's
 * 4-thread pool, where a slow resolver would hold up file writes, crypto and other lookups, and has
 * no deadline. Every query is cancelled at `timeoutMs`, whatever the number of servers to try.
 */
export function dnsResolver({ timeoutMs, servers }: DnsResolverOptions): ResolveHost {
  return async (host) => {
    if (LOOPBACK_NAMES.test(host)) return LOOPBACK;
    const resolver = new Resolver({ timeout: timeoutMs, tries: 1 });
    if (servers) resolver.setServers(servers);
    const timer = setTimeout(() => resolver.cancel(), timeoutMs);
    try {
      const answers = await Promise.allSettled([resolver.resolve4(host), resolver.resolve6(host)]);
      const failure = answers.find((answer) => answer.status === 'rejected' && !NO_RECORDS.has(errorCode(answer.reason)));
      if (failure?.status === 'rejected') throw failure.reason;
      const [v4, v6] = answers.map((answer) => (answer.status === 'fulfilled' ? answer.value : []));
      return [...v4.map((address) => ({ address, family: 4 })), ...v6.map((address) => ({ address, family: 6 }))];
    } finally {
      clearTimeout(timer);
    }
  };
}

function errorCode(error: unknown): string {
  return (error as NodeJS.ErrnoException | undefined)?.code ?? '';
}
