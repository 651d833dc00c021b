import { Server, createServer } from 'node:http';
import { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import request from 'supertest';
import { isLoopbackPeer } from '../../../src/adapters/http/kit/middleware/metrics-token';
import { TestApp, startTestApp } from '../../support/test-app';
import { TestDatabase, describeDatabase, openTestDatabase } from '../../support/test-database';
import { closeServer } from '../../support/close-server';

const TOKEN = 'metrics-0123456789abcdef';

/** This host's first address that is not loopback: a request to it comes from it, as another host's would. */
const OWN_ADDRESS = Object.values(networkInterfaces()).flat().find((a) => a && !a.internal && a.family === 'IPv4')?.address;

async function scrapeFromOwnAddress(t: TestApp, headers: Record<string, string> = {}): Promise<number> {
  const server: Server = createServer(t.app);
  await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
  try {
    const res = await fetch(`http://${OWN_ADDRESS}:${(server.address() as AddressInfo).port}/metrics`, { headers });
    return res.status;
  } finally {
    await closeServer(server);
  }
}

const withAnotherAddress = OWN_ADDRESS === undefined ? it.skip : it;

describe(`Who may read GET /metrics ${describeDatabase()}`, () => {
  let db: TestDatabase;
  let open: TestApp;
  let guarded: TestApp;
  beforeAll(async () => {
    db = await openTestDatabase();
    open = await startTestApp({ db });
    guarded = await startTestApp({ db, env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => db?.close());

  it('without METRICS_TOKEN answers a client on this host, whatever X-Forwarded-For says', async () => {
    expect((await request(open.app).get('/metrics')).status).toBe(200);
    expect((await request(open.app).get('/metrics').set('X-Forwarded-For', '203.0.113.5')).status).toBe(200);
  });

  withAnotherAddress('without METRICS_TOKEN refuses a client that is not on loopback with 401, even one claiming X-Forwarded-For: 127.0.0.1', async () => {
    expect(await scrapeFromOwnAddress(open)).toBe(401);
    expect(await scrapeFromOwnAddress(open, { 'X-Forwarded-For': '127.0.0.1' })).toBe(401);
    expect((await request(open.app).get('/healthz')).status).toBe(200);
  });

  withAnotherAddress('with METRICS_TOKEN answers any address that sends it, and none that does not', async () => {
    expect(await scrapeFromOwnAddress(guarded, { Authorization: `Bearer ${TOKEN}` })).toBe(200);
    expect(await scrapeFromOwnAddress(guarded)).toBe(401);
    expect((await request(guarded.app).get('/metrics')).status).toBe(401);
  });

  it.each([
    ['127.0.0.1', true], ['127.8.9.10', true], ['::1', true], ['::ffff:127.0.0.1', true],
    ['192.0.2.2', false], ['10.0.0.1', false], ['::ffff:10.0.0.1', false], ['fd00::2', false], [undefined, false], ['junk', false],
  ])('treats %s as loopback: %s', (address, loopback) => {
    expect(isLoopbackPeer(address)).toBe(loopback);
  });
});
