import { isPublicAddress, ResolveHost, resolveWebhookTarget } from '../../../../src/adapters/webhooks/webhook-target';

const resolvesTo = (...addresses: string[]): ResolveHost => async () =>
  addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
const strict = (resolve: ResolveHost) => ({ allowPrivate: false, resolve });

describe('webhook target', () => {
  it.each([
    '127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0',
    '224.0.0.1', '255.255.255.255', '::1', '::', 'fe80::1', 'fd00:ec2::254', 'ff02::1', '::ffff:8.8.8.8', '::ffff:127.0.0.1',
  ])('refuses the non-public address %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111'])('accepts the public address %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('resolves a public https host to the address it checked', async () => {
    const result = await resolveWebhookTarget('https://shop.example/hooks', strict(resolvesTo('93.184.216.34')));
    expect(result).toEqual({ ok: true, target: expect.objectContaining({ address: '93.184.216.34', family: 4 }) });
  });

  it('refuses a host when any of its answers is private', async () => {
    const result = await resolveWebhookTarget('https://shop.example/hooks', strict(resolvesTo('93.184.216.34', '10.0.0.5')));
    expect(result).toEqual({ ok: false, reason: expect.stringContaining('10.0.0.5') });
  });

  it.each([
    ['http://shop.example/hooks', 'must use https'],
    ['shop.example/hooks', 'must be an absolute URL'],
    ['https://user:pw@shop.example/hooks', 'must not carry a user name or password'],
    ['https://127.0.0.1/hooks', 'non-public address (127.0.0.1)'],
    ['https://[::1]:8443/hooks', 'non-public address (::1)'],
  ])('refuses %s', async (url, reason) => {
    const result = await resolveWebhookTarget(url, strict(resolvesTo('93.184.216.34')));
    expect(result).toEqual({ ok: false, reason: expect.stringContaining(reason) });
  });

  it('refuses a host that does not resolve', async () => {
    const failing: ResolveHost = async () => { throw new Error('ENOTFOUND'); };
    expect(await resolveWebhookTarget('https://nowhere.example/', strict(failing))).toEqual({ ok: false, reason: 'host nowhere.example does not resolve' });
  });

  it('allows http and loopback when private URLs are allowed', async () => {
    const result = await resolveWebhookTarget('http://127.0.0.1:4000/hooks', { allowPrivate: true });
    expect(result).toEqual({ ok: true, target: expect.objectContaining({ address: '127.0.0.1' }) });
  });
});
