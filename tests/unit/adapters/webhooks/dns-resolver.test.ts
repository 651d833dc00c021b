import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dnsResolver } from '../../../../src/adapters/webhooks/dns-resolver';
import { SilentDns, startSilentDns } from '../../../support/silent-dns';

describe('the webhook DNS resolver', () => {
  let dns: SilentDns;

  beforeAll(async () => {
    dns = await startSilentDns();
  });
  afterAll(() => dns.close());

  it('gives up on a name server that never answers: the lookup fails instead of hanging', async () => {
    const resolve = dnsResolver({ timeoutMs: 200, servers: [dns.server] });

    await expect(resolve('hooks.shop.example')).rejects.toMatchObject({ code: expect.stringMatching(/ETIMEOUT|ECANCELLED/) });
    expect(dns.queries()).toBeGreaterThan(0);
  });

  describe('while every thread of the pool is blocked', () => {
    let pool: { release(): Promise<void> };
    beforeEach(() => (pool = blockThreadPool()));
    afterEach(() => pool.release());

    it('does not wait on the pool: it still gives up in time', async () => {
      const resolve = dnsResolver({ timeoutMs: 200, servers: [dns.server] });
      await expect(resolve('hooks.shop.example')).rejects.toMatchObject({ code: expect.stringMatching(/ETIMEOUT|ECANCELLED/) });
    });
  });

  it('answers localhost itself, as the hosts file would', async () => {
    const resolve = dnsResolver({ timeoutMs: 200, servers: [dns.server] });
    expect(await resolve('localhost')).toEqual([{ address: '127.0.0.1', family: 4 }, { address: '::1', family: 6 }]);
  });
});

/** Occupies every libuv pool thread with an open() of a FIFO that no one writes to, until released. */
function blockThreadPool(): { release(): Promise<void> } {
  const dir = mkdtempSync(join(tmpdir(), 'pool-'));
  const fifos = Array.from({ length: Number(process.env.UV_THREADPOOL_SIZE ?? 4) }, (_, i) => join(dir, `fifo${i}`));
  for (const fifo of fifos) execFileSync('mkfifo', [fifo]);
  const readers = fifos.map((fifo) => open(fifo, 'r'));
  return {
    async release() {
      const writers = fifos.map((fifo) => openSync(fifo, 'w'));
      await Promise.all(readers.map(async (reader) => (await reader).close()));
      writers.forEach(closeSync);
      rmSync(dir, { recursive: true });
    },
  };
}
