import { dnsResolver } from '../../../src/adapters/webhooks/dns-resolver';
import { TestApp, TestMerchant, withTestApp } from '../../support/test-app';
import { describeDatabase } from '../../support/test-database';
import { SilentDns, startSilentDns } from '../../support/silent-dns';
import { ENDPOINTS, listed } from './webhook-endpoints-support';

const HOST_REFUSED = 'must name a host that resolves only to public addresses';

describe(`Webhook endpoint URLs when DNS never answers ${describeDatabase()}`, () => {
  let app: TestApp;
  let merchant: TestMerchant;
  let dns: SilentDns;
  const resolveHost = (host: string) => dnsResolver({ timeoutMs: 200, servers: [dns.server] })(host);

  beforeAll(async () => {
    dns = await startSilentDns();
  });
  afterAll(() => dns.close());
  withTestApp((started, acme) => ((app = started), (merchant = acme)), { overrides: { resolveHost } });

  it('answers a create with the 422 of any refused host, storing nothing', async () => {
    const res = await app.call(merchant, 'post', ENDPOINTS, { url: 'https://hooks.shop.example/hooks' });

    expect([res.status, res.body.errors]).toEqual([422, [{ field: 'url', reason: 'refused', message: HOST_REFUSED }]]);
    expect(dns.queries()).toBeGreaterThan(0);
    expect(await listed(app, merchant)).toEqual([]);
  });

  it('answers a PATCH of the url the same way, keeping the old URL', async () => {
    const created = await app.call(merchant, 'post', ENDPOINTS, { url: 'https://93.184.215.14/hooks' });

    const res = await app.call(merchant, 'patch', `${ENDPOINTS}/${created.body.id}`, { url: 'https://hooks.shop.example/hooks' });
    expect([res.status, res.body.errors]).toEqual([422, [{ field: 'url', reason: 'refused', message: HOST_REFUSED }]]);
    expect(await listed(app, merchant)).toEqual([expect.objectContaining({ url: 'https://93.184.215.14/hooks' })]);
  });
});
