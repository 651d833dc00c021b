import { owner } from '../../support/builders';
import { InMemoryWebhookEndpointRepository } from '../../../src/adapters/persistence/in-memory/in-memory-webhook-endpoint-repository';
import { ResolvingWebhookUrlPolicy } from '../../../src/adapters/webhooks/resolving-webhook-url-policy';
import { CreateWebhookEndpoint } from '../../../src/application/webhooks/create-webhook-endpoint';
import { DeleteWebhookEndpoint } from '../../../src/application/webhooks/delete-webhook-endpoint';
import { ListWebhookDeliveries } from '../../../src/application/webhooks/list-webhook-deliveries';
import { GetWebhookEndpoint, ListWebhookEndpoints } from '../../../src/application/webhooks/read-webhook-endpoints';
import { RotateWebhookSecret } from '../../../src/application/webhooks/rotate-webhook-secret';
import { UpdateWebhookEndpoint } from '../../../src/application/webhooks/update-webhook-endpoint';
import { WebhookSecretGenerator } from '../../../src/application/ports/webhook-secret-generator';
import { WebhookEndpoint } from '../../../src/domain/webhook-endpoint';
import { testResolver } from '../../support/webhook-hosts';
import { FixedClock, SequentialIdGenerator } from '../../support/fakes';

const HOST_REFUSED = 'must name a host that resolves only to public addresses';

class SequentialSecrets implements WebhookSecretGenerator {
  private count = 0;
  next(): string {
    return `whsec_secret${++this.count}`;
  }
}

function setUp(allowPrivate = false) {
  const clock = new FixedClock('2026-11-22T13:30:00.000Z');
  const secrets = new SequentialSecrets();
  const urls = new ResolvingWebhookUrlPolicy({ allowPrivate, resolve: testResolver });
  const endpoints = new InMemoryWebhookEndpointRepository();
  return {
    clock,
    endpoints,
    create: new CreateWebhookEndpoint(new SequentialIdGenerator(), secrets, clock, urls, endpoints),
    update: new UpdateWebhookEndpoint(clock, urls, endpoints),
    rotate: new RotateWebhookSecret(secrets, clock, endpoints),
    remove: new DeleteWebhookEndpoint(endpoints),
    get: new GetWebhookEndpoint(endpoints),
    list: new ListWebhookEndpoints(endpoints),
    deliveries: new ListWebhookDeliveries(endpoints),
  };
}

async function created(outcome: Promise<{ kind: string; endpoint?: WebhookEndpoint }>): Promise<WebhookEndpoint> {
  const result = await outcome;
  if (!result.endpoint) throw new Error(`expected an endpoint, got ${JSON.stringify(result)}`);
  return result.endpoint;
}

describe('Webhook endpoint use cases', () => {
  it('creates an enabled endpoint with a fresh secret, for every event type when none are given', async () => {
    const { create } = setUp();
    const outcome = await create.execute({ owner: owner('mer_acme'), url: 'https://shop.example.com/hooks' });
    expect(outcome).toEqual({ kind: 'created', endpoint: expect.objectContaining({ id: 'we_000001', events: 'all', status: 'enabled', secret: 'whsec_secret1', description: null }) });
  });

  it.each([
    ['http', 'http://shop.example.com/hooks', 'must use https'],
    ['a loopback address', 'https://127.0.0.1/hooks', HOST_REFUSED],
    ['a name resolving to a private address', 'https://billing.internal.test/hooks', HOST_REFUSED],
    ['a name that does not resolve', 'https://nowhere.invalid/hooks', HOST_REFUSED],
    ['no URL at all', 'shop.example.com/hooks', 'must be an absolute URL'],
  ])('refuses %s, storing nothing', async (_label, url, reason) => {
    const { create, list } = setUp();
    expect(await create.execute({ owner: owner('mer_acme'), url })).toEqual({ kind: 'webhook_url_refused', reason: expect.stringContaining(reason) });
    expect(await list.execute(owner('mer_acme'))).toEqual([]);
  });

  it('allows http and private hosts when private URLs are allowed', async () => {
    const { create } = setUp(true);
    expect((await create.execute({ owner: owner('mer_acme'), url: 'http://127.0.0.1:8080/hooks' })).kind).toBe('created');
  });

  it('stops at 16 endpoints per merchant; another merchant still has room', async () => {
    const { create, list } = setUp();
    for (let i = 0; i < 16; i++) await created(create.execute({ owner: owner('mer_acme'), url: `https://shop.example.com/${i}` }));

    expect(await create.execute({ owner: owner('mer_acme'), url: 'https://shop.example.com/17' })).toEqual({ kind: 'too_many_webhook_endpoints', limit: 16 });
    expect(await list.execute(owner('mer_acme'))).toHaveLength(16);
    expect((await create.execute({ owner: owner('mer_other'), url: 'https://shop.example.com/1' })).kind).toBe('created');
  });

  it('updates the members given, checking a new URL like at creation', async () => {
    const { create, update, clock } = setUp();
    const endpoint = await created(create.execute({ owner: owner('mer_acme'), url: 'https://shop.example.com/hooks' }));
    clock.advanceSeconds(60);

    const outcome = await update.execute(owner('mer_acme'), endpoint.id, { events: ['payment_request.paid'], status: 'disabled' });
    expect(outcome).toEqual({ kind: 'updated', endpoint: { ...endpoint, events: ['payment_request.paid'], status: 'disabled', updatedAt: clock.now() } });
    expect(await update.execute(owner('mer_acme'), endpoint.id, { url: 'https://localhost/hooks' })).toEqual({ kind: 'webhook_url_refused', reason: expect.any(String) });
  });

  it('finds only the merchant\'s own endpoints: another merchant\'s is not found for any operation', async () => {
    const { create, get, update, rotate, remove, deliveries } = setUp();
    const { id } = await created(create.execute({ owner: owner('mer_acme'), url: 'https://shop.example.com/hooks' }));
    const notFound = { kind: 'webhook_endpoint_not_found', id };

    expect(await get.execute(owner('mer_other'), id)).toEqual(notFound);
    expect(await update.execute(owner('mer_other'), id, { status: 'disabled' })).toEqual(notFound);
    expect(await rotate.execute(owner('mer_other'), id)).toEqual(notFound);
    expect(await remove.execute(owner('mer_other'), id)).toEqual(notFound);
    expect(await deliveries.execute(owner('mer_other'), id, 10)).toEqual(notFound);
    expect(await get.execute(owner('mer_acme'), id)).toEqual({ kind: 'found', endpoint: expect.objectContaining({ status: 'enabled' }) });
  });

  it('rotates the secret: the new one signs, and the old one too for 24 hours', async () => {
    const { create, rotate, endpoints, clock } = setUp();
    const { id } = await created(create.execute({ owner: owner('mer_acme'), url: 'https://shop.example.com/hooks' }));

    const rotated = await created(rotate.execute(owner('mer_acme'), id));
    expect(rotated.secret).toBe('whsec_secret2');
    expect(await endpoints.signingSecretsFor(id, clock.now())).toEqual(['whsec_secret2', 'whsec_secret1']);
    expect(await endpoints.signingSecretsFor(id, clock.advance(24 * 3_600_000))).toEqual(['whsec_secret2']);
  });

  it('deletes an endpoint once; then it is not found', async () => {
    const { create, remove, get } = setUp();
    const { id } = await created(create.execute({ owner: owner('mer_acme'), url: 'https://shop.example.com/hooks' }));

    expect(await remove.execute(owner('mer_acme'), id)).toEqual({ kind: 'deleted' });
    expect(await remove.execute(owner('mer_acme'), id)).toEqual({ kind: 'webhook_endpoint_not_found', id });
    expect(await get.execute(owner('mer_acme'), id)).toEqual({ kind: 'webhook_endpoint_not_found', id });
  });

  it('lists deliveries newest first, at most the limit', async () => {
    const { create, deliveries, endpoints } = setUp();
    const { id } = await created(create.execute({ owner: owner('mer_acme'), url: 'https://shop.example.com/hooks' }));
    for (const n of [1, 2, 3]) {
      endpoints.recordDelivery(id, {
        eventId: `evt_${n}`, eventType: 'payment_request.created', status: 'pending', attempts: 0,
        lastAttemptAt: null, lastResponseStatus: null, nextAttemptAt: new Date(n * 1000), createdAt: new Date(n * 1000),
      });
    }
    const outcome = await deliveries.execute(owner('mer_acme'), id, 2);
    expect(outcome.kind === 'listed' && outcome.deliveries.map((d) => d.eventId)).toEqual(['evt_3', 'evt_2']);
  });

  it('treats an id of another shape as not found without asking the repository', async () => {
    const { get } = setUp();
    expect(await get.execute(owner('mer_acme'), 'preq_123')).toEqual({ kind: 'webhook_endpoint_not_found', id: 'preq_123' });
  });
});
