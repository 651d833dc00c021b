import { Client } from 'pg';
import { ScratchDatabase, createScratchPostgresDatabase } from '../../support/test-database';
import { WebhookReceiver, eventually, startWebhookReceiver } from '../../support/webhook-receiver';
import { call, createBody } from './http-client';
import { Build, ServerProcess, buildService, createMerchant, startServer } from './server-process';

/**
 * @engine postgres: several instances on one server.
 */

const describeOnPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

/**
 * Compiled servers on one PostgreSQL database delivering to one receiver in the test process: each
 * delivery has one attempt in flight at a time across instances, and a delivery whose instance is
 * killed mid-attempt is finished by another once the lease ends.
 */
describeOnPostgres('webhook delivery by several instances (skipped unless TEST_DATABASE_URL is set)', () => {
  let build: Build | undefined;
  let scratch: ScratchDatabase | undefined;
  let env: Record<string, string>;
  let key: string;
  let merchantId: string;
  const servers: ServerProcess[] = [];
  const receivers: WebhookReceiver[] = [];

  beforeAll(async () => {
    build = await buildService();
    scratch = await createScratchPostgresDatabase();
    env = {
      DATABASE_URL: scratch.url,
      RECONCILE_INTERVAL_SECONDS: '0',
      WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
      WEBHOOK_POLL_INTERVAL_MS: '100',
      WEBHOOK_RETRY_SCHEDULE_SECONDS: '1,1,1',
      WEBHOOK_TIMEOUT_MS: '2000',
      WEBHOOK_LEASE_SECONDS: '3',
    };
    const merchant = await createMerchant(build, env);
    key = merchant.secret_key;
    merchantId = merchant.id;
  }, 180_000);
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.kill()));
    await Promise.all(receivers.map((r) => r.close()));
    await scratch?.drop();
    build?.remove();
  });

  async function sql<T>(text: string, params: unknown[] = []): Promise<T[]> {
    const client = new Client({ connectionString: scratch!.url });
    await client.connect();
    try {
      return (await client.query(text, params)).rows as T[];
    } finally {
      await client.end();
    }
  }

  async function addEndpoint(url: string): Promise<string> {
    const id = `we_${Math.random().toString(36).slice(2)}`;
    const secret = `whsec_${Buffer.from('a test secret of enough bytes').toString('base64')}`;
    await sql(
      `INSERT INTO webhook_endpoints (id, merchant_id, livemode, url, events, status, secret, created_at, updated_at)
       VALUES ($1, $2, false, $3, '{payment_request.created}', 'enabled', $4, now(), now())`,
      [id, merchantId, url, secret],
    );
    return id;
  }

  async function start(extra: Record<string, string> = {}): Promise<ServerProcess> {
    const server = await startServer(build!, { ...env, ...extra });
    servers.push(server);
    return server;
  }

  it('two instances deliver every event, never with two attempts of one delivery in flight at once', async () => {
    const receiver = await startWebhookReceiver();
    receivers.push(receiver);
    // Every event's first attempt fails: each is retried, by whichever instance claims it first.
    const seen = new Map<string, number>();
    receiver.answer = (webhook) => {
      const id = String(webhook.headers['webhook-id']);
      seen.set(id, (seen.get(id) ?? 0) + 1);
      return seen.get(id) === 1 ? 500 : 200;
    };
    const endpointId = await addEndpoint(receiver.url);
    const [a, b] = await Promise.all([start(), start()]);

    for (let i = 0; i < 30; i += 1) {
      const res = await call((i % 2 === 0 ? a : b).baseUrl, 'POST', '/api/v1/payment_requests', { key, body: createBody(`two-${i}`) });
      expect(res.status).toBe(201);
    }

    const events = await sql<{ id: string }>("SELECT id FROM events WHERE type = 'payment_request.created'");
    expect(events).toHaveLength(30);
    await eventually(
      async () => (await sql<{ n: string }>("SELECT count(*) AS n FROM webhook_deliveries WHERE endpoint_id = $1 AND status = 'succeeded'", [endpointId]))[0].n === '30',
      30_000,
      'every delivery to succeed',
    );
    const received = receiver.received.map((w) => String(w.headers['webhook-id']));
    expect(new Set(received)).toEqual(new Set(events.map((e) => e.id)));
    expect(receiver.maxConcurrentPerId()).toBe(1);
    // Exactly one failed and one successful attempt each: no delivery was sent again after it succeeded.
    expect(received).toHaveLength(60);
    expect([...seen.values()].every((n) => n === 2)).toBe(true);
    await Promise.all([a.kill(), b.kill()]);
  }, 90_000);

  it('a delivery whose instance is killed (SIGKILL) mid-attempt is delivered by another after the lease', async () => {
    const receiver = await startWebhookReceiver();
    receivers.push(receiver);
    receiver.answer = () => 'hold';
    const endpointId = await addEndpoint(receiver.url);
    // Attempts may take 5 s here, so that the held one is surely still in flight when its instance dies.
    const first = await start({ WEBHOOK_TIMEOUT_MS: '5000', WEBHOOK_LEASE_SECONDS: '6' });

    const res = await call(first.baseUrl, 'POST', '/api/v1/payment_requests', { key, body: createBody('killed-1') });
    expect(res.status).toBe(201);
    await eventually(() => receiver.held() === 1, 10_000, 'the first attempt to be held open');
    const eventId = String(receiver.received[0].headers['webhook-id']);
    await first.kill();
    receiver.answer = () => 200;
    const [claimed] = await sql<{ attempts: number }>('SELECT attempts FROM webhook_deliveries WHERE endpoint_id = $1', [endpointId]);
    expect(claimed.attempts).toBe(1); // the dead instance never recorded an outcome
    await start();

    const [delivery] = await eventually(async () => {
      const rows = await sql<{ status: string; attempts: number; event_id: string }>('SELECT status, attempts, event_id FROM webhook_deliveries WHERE endpoint_id = $1', [endpointId]);
      return rows[0]?.status === 'succeeded' && rows;
    }, 20_000, 'the other instance to deliver it');
    expect(delivery).toEqual({ status: 'succeeded', attempts: 2, event_id: eventId });
    expect(receiver.received.map((w) => w.headers['webhook-id'])).toEqual([eventId, eventId]);
  }, 90_000);
});
