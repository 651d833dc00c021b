import { ResolveHost } from '../../src/adapters/webhooks/webhook-target';

/**
 * Webhook hosts in tests resolve without DNS: `*.example.com` to a public address,
 * `localhost` and `*.internal.test` to loopback and private ones; any other name does not resolve.
 */
export const testResolver: ResolveHost = async (host) => {
  if (host === 'example.com' || host.endsWith('.example.com')) return [{ address: '93.184.215.14', family: 4 }];
  if (host === 'localhost') return [{ address: '127.0.0.1', family: 4 }];
  if (host.endsWith('.internal.test')) return [{ address: '10.0.0.7', family: 4 }];
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
};
