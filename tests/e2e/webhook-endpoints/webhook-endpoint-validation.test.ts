import { TestApp, TestMerchant, withTestApp } from '../../support/test-app';
import { describeDatabase } from '../../support/test-database';
import { ENDPOINTS, SHOP_URL, createEndpoint, listed } from './webhook-endpoints-support';

describe(`Webhook endpoint bodies and URLs ${describeDatabase()}`, () => {
  let app: TestApp;
  let merchant: TestMerchant;

  withTestApp((started, acme) => ((app = started), (merchant = acme)));

  it.each([
    ['a loopback address', 'https://127.0.0.1/hooks', /non-public address/],
    ['a name resolving to loopback', 'https://localhost/hooks', /non-public address/],
    ['a name resolving to a private address', 'https://billing.internal.test/hooks', /non-public address/],
    ['the cloud metadata address', 'https://169.254.169.254/latest', /non-public address/],
    ['an IPv4-mapped IPv6 address', 'https://[::ffff:127.0.0.1]/hooks', /non-public address/],
    ['http', 'http://shop.example.com/hooks', /must use https/],
    ['a name that does not resolve', 'https://nowhere.invalid/hooks', /does not resolve/],
    ['a relative URL', '/hooks', /absolute URL/],
    ['credentials in the URL', 'https://user:pw@shop.example.com/hooks', /user name or password/],
  ])('refuses %s: 422 on url, nothing stored', async (_label, url, message) => {
    const res = await app.call(merchant, 'post', ENDPOINTS, { url });

    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'validation_error', errors: [{ field: 'url', message: expect.stringMatching(message) }] });
    expect(await listed(app, merchant)).toEqual([]);
  });

  it('refuses a new URL of the same kind on PATCH, keeping the old one', async () => {
    const { id } = await createEndpoint(app, merchant);

    const res = await app.call(merchant, 'patch', `${ENDPOINTS}/${id}`, { url: 'https://127.0.0.1/hooks', status: 'disabled' });
    expect(res.body).toMatchObject({ code: 'validation_error', errors: [{ field: 'url' }] });
    expect(await listed(app, merchant)).toEqual([expect.objectContaining({ url: SHOP_URL, status: 'enabled' })]);
  });

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
    expect([res.status, res.body.errors]).toEqual([422, [{ field: 'secret', message: 'is not an allowed field' }]]);
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
