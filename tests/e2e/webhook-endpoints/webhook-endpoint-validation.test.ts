import { TestApp, TestMerchant, withTestApp } from '../../support/test-app';
import { describeDatabase } from '../../support/test-database';
import { ENDPOINTS, SHOP_URL, createEndpoint, listed } from './webhook-endpoints-support';

describe(`Webhook endpoint bodies and URLs ${describeDatabase()}`, () => {
  let app: TestApp;
  let merchant: TestMerchant;

  withTestApp((started, acme) => ((app = started), (merchant = acme)));

  const HOST_REFUSED = 'must name a host that resolves only to public addresses';
  const REFUSED_HOSTS = [
    ['a loopback address', 'https://127.0.0.1/hooks'],
    ['a name resolving to loopback', 'https://localhost/hooks'],
    ['a name resolving to a private address', 'https://billing.internal.test/hooks'],
    ['the cloud metadata address', 'https://169.254.169.254/latest'],
    ['an IPv4-mapped IPv6 address', 'https://[::ffff:127.0.0.1]/hooks'],
    ['an IPv4-compatible IPv6 loopback', 'https://[::127.0.0.1]/hooks'],
    ['the metadata address inside IPv6', 'https://[::a9fe:a9fe]/latest'],
    ['the metadata address behind NAT64', 'https://[64:ff9b::a9fe:a9fe]/latest'],
    ['a private address behind 6to4', 'https://[2002:a00:1::1]/hooks'],
    ['a name that does not resolve', 'https://nowhere.invalid/hooks'],
  ];

  it.each([
    ...REFUSED_HOSTS.map(([label, url]) => [label, url, HOST_REFUSED]),
    ['http', 'http://shop.example.com/hooks', 'must use https'],
    ['a relative URL', '/hooks', 'must be an absolute URL'],
    ['credentials in the URL', 'https://user:pw@shop.example.com/hooks', 'must not carry a user name or password'],
  ])('refuses %s: 422 on url, nothing stored', async (_label, url, message) => {
    const res = await app.call(merchant, 'post', ENDPOINTS, { url });

    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'validation_error', errors: [{ field: 'url', message }] });
    expect(await listed(app, merchant)).toEqual([]);
  });

  it('answers every refused host alike, never naming where a name resolves', async () => {
    const answers = new Set<string>();
    for (const [, url] of REFUSED_HOSTS) {
      const { request_id: _requestId, ...body } = (await app.call(merchant, 'post', ENDPOINTS, { url })).body;
      answers.add(JSON.stringify(body));
    }

    expect(answers.size).toBe(1);
    expect([...answers][0]).not.toMatch(/127\.0\.0\.1|10\.0\.0\.7|resolve to|does not resolve/);
  });

  it.each(['https://127.0.0.1/hooks', 'https://[::127.0.0.1]/hooks', 'https://[::a9fe:a9fe]/latest'])(
    'refuses %s on PATCH too, keeping the old URL',
    async (url) => {
      const { id } = await createEndpoint(app, merchant);

      const res = await app.call(merchant, 'patch', `${ENDPOINTS}/${id}`, { url, status: 'disabled' });
      expect(res.body).toMatchObject({ code: 'validation_error', errors: [{ field: 'url' }] });
      expect(await listed(app, merchant)).toEqual([expect.objectContaining({ url: SHOP_URL, status: 'enabled' })]);
    },
  );

  it.each([
    ['no url', {}, 'url'],
    ['a url that is not text', { url: 5 }, 'url'],
    ['a url with a space', { url: 'https://shop.example.com/a b' }, 'url'],
    ['a url of 2049 characters', { url: `https://shop.example.com/${'a'.repeat(2049 - 25)}` }, 'url'],
    ['events empty', { url: SHOP_URL, events: [] }, 'events'],
    ['an unknown event type', { url: SHOP_URL, events: ['payment_request.refunded'] }, 'events'],
    ['an event type twice', { url: SHOP_URL, events: ['payment_request.paid', 'payment_request.paid'] }, 'events'],
    ['events as text', { url: SHOP_URL, events: 'payment_request.paid' }, 'events'],
    ['a description of 201 characters', { url: SHOP_URL, description: 'd'.repeat(201) }, 'description'],
    ['an empty description', { url: SHOP_URL, description: '' }, 'description'],
    ['a control character in the description', { url: SHOP_URL, description: 'a\u0000b' }, 'description'],
    ['a status on create', { url: SHOP_URL, status: 'disabled' }, 'status'],
    ['a secret chosen by the caller', { url: SHOP_URL, secret: 'whsec_mine' }, 'secret'],
  ])('answers 422 for %s, naming the field, storing nothing', async (_label, body, field) => {
    const res = await app.call(merchant, 'post', ENDPOINTS, body);

    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    expect(await listed(app, merchant)).toEqual([]);
  });

  it.each([
    ['an empty body', {}, 'url'],
    ['an unknown status', { status: 'paused' }, 'status'],
    ['a secret', { secret: 'whsec_mine' }, 'secret'],
  ])('answers 422 on PATCH for %s, changing nothing', async (_label, body, field) => {
    const created = await createEndpoint(app, merchant);
    const { secret, ...before } = created;

    const res = await app.call(merchant, 'patch', `${ENDPOINTS}/${created.id}`, body);
    expect([res.status, res.body.errors[0].field]).toEqual([422, field]);
    expect(await listed(app, merchant)).toEqual([before]);
  });

  it.each([
    ['malformed JSON', '{"url": '],
    ['a body that is not an object', '["https://shop.example.com"]'],
  ])('answers 400 for %s, storing nothing', async (_label, text) => {
    expect((await app.call(merchant, 'post', ENDPOINTS, text)).status).toBe(400);
    expect(await listed(app, merchant)).toEqual([]);
  });

  it('answers 422 for a member in the body of rotate_secret, keeping the secret', async () => {
    const created = await createEndpoint(app, merchant);

    const res = await app.call(merchant, 'post', `${ENDPOINTS}/${created.id}/rotate_secret`, { secret: 'whsec_mine' });
    expect([res.status, res.body.errors]).toEqual([422, [{ field: 'secret', reason: 'not_allowed', message: 'is not an allowed field' }]]);
  });
});

describe(`Webhook endpoint URLs with WEBHOOK_ALLOW_PRIVATE_URLS=true ${describeDatabase()}`, () => {
  let app: TestApp;
  let merchant: TestMerchant;

  withTestApp((started, acme) => ((app = started), (merchant = acme)), { env: { WEBHOOK_ALLOW_PRIVATE_URLS: 'true' } });

  it('allows loopback, private hosts and http, for development and tests', async () => {
    for (const url of ['https://127.0.0.1/hooks', 'http://127.0.0.1:4000/hooks', 'http://localhost:4000/hooks', 'https://billing.internal.test/hooks']) {
      const res = await app.call(merchant, 'post', ENDPOINTS, { url });
      expect({ url, status: res.status }).toEqual({ url, status: 201 });
    }
  });

  it('still refuses what is no http(s) URL at all', async () => {
    const res = await app.call(merchant, 'post', ENDPOINTS, { url: 'ftp://127.0.0.1/hooks' });
    expect(res.body).toMatchObject({ code: 'validation_error', errors: [{ field: 'url' }] });
  });
});
