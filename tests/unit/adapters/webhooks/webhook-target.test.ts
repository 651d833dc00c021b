import { isPublicAddress } from '../../../../src/adapters/webhooks/public-address';
import { HOST_REFUSED, ResolveHost, resolveWebhookTarget } from '../../../../src/adapters/webhooks/webhook-target';

const resolvesTo = (...addresses: string[]): ResolveHost => async () =>
  addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
const strict = (resolve: ResolveHost) => ({ allowPrivate: false, resolve });

describe('webhook target', () => {
  it.each([
    '127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '0.1.2.3',
    '224.0.0.1', '255.255.255.255', '192.0.2.1', '198.18.0.1', '240.0.0.1',
    '::1', '::', 'fe80::1', 'fd00:ec2::254', 'fc00::1', 'ff02::1', 'fec0::1', '100::1', '2001:db8::1', '4000::1',
    '::ffff:8.8.8.8', '::ffff:127.0.0.1', '::127.0.0.1', '::7f00:1', '::a9fe:a9fe', '::8.8.8.8', '::ffff:0:a9fe:a9fe',
    '64:ff9b::127.0.0.1', '64:ff9b::a9fe:a9fe', '64:ff9b::10.0.0.1', '64:ff9b:1::8.8.8.8',
    '2002:7f00:1::1', '2002:a9fe:a9fe::1', '2002:c0a8:101::1', '2001:0:4136:e378:8000:63bf:3fff:fdd2', '2001::1',
  ])('refuses the non-public address %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '8.8.8.8', '1.1.1.1', '93.184.215.14', '2606:4700:4700::1111', '2a00:1450:4001:82b::200e', '64:ff9b::8.8.8.8', '2002:808:808::1',
  ])('accepts the public address %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('resolves a public https host to the address it checked', async () => {
    const result = await resolveWebhookTarget('https://shop.example/hooks', strict(resolvesTo('93.184.216.34')));
    expect(result).toEqual({ ok: true, target: expect.objectContaining({ address: '93.184.216.34', family: 4 }) });
  });

  it('refuses a host when any of its answers is private', async () => {
    const result = await resolveWebhookTarget('https://shop.example/hooks', strict(resolvesTo('93.184.216.34', '10.0.0.5')));
    expect(result).toEqual({ ok: false, reason: HOST_REFUSED, detail: 'host shop.example resolves to a non-public address (10.0.0.5)' });
  });

  it.each([
    ['http://shop.example/hooks', 'must use https'],
    ['shop.example/hooks', 'must be an absolute URL'],
    ['https://user:pw@shop.example/hooks', 'must not carry a user name or password'],
  ])('refuses %s, saying why', async (url, reason) => {
    const result = await resolveWebhookTarget(url, strict(resolvesTo('93.184.216.34')));
    expect(result).toEqual({ ok: false, reason, detail: reason });
  });

  it.each([
    ['https://127.0.0.1/hooks', 'non-public address (127.0.0.1)'],
    ['https://[::1]:8443/hooks', 'non-public address (::1)'],
  ])('refuses %s with the one reason given for every host, the address only in the detail', async (url, detail) => {
    const result = await resolveWebhookTarget(url, strict(resolvesTo('93.184.216.34')));
    expect(result).toEqual({ ok: false, reason: HOST_REFUSED, detail: expect.stringContaining(detail) });
  });

  it('refuses a host that does not resolve with the same reason', async () => {
    const failing: ResolveHost = async () => { throw new Error('ENOTFOUND'); };
    const result = await resolveWebhookTarget('https://nowhere.example/', strict(failing));
    expect(result).toEqual({ ok: false, reason: HOST_REFUSED, detail: 'host nowhere.example does not resolve' });
  });

  it('allows http and loopback when private URLs are allowed', async () => {
    const result = await resolveWebhookTarget('http://127.0.0.1:4000/hooks', { allowPrivate: true, resolve: resolvesTo() });
    expect(result).toEqual({ ok: true, target: expect.objectContaining({ address: '127.0.0.1' }) });
  });
});
