import { Answer, c2pBody, call, cardBody, createBody, retryUntil } from './http-client';
import { FaultyDatabase, describeWithFaultyDatabase, openFaultyDatabase } from './faulty-database';
import { Build, ServerProcess, buildService, createMerchant, startServer } from './server-process';

/**
 * The problem every request that needs the database gets while it is away (docs/api-and-webhooks.md, "Errors").
 * @engine postgres: a server that goes away and comes back.
 */
const UNAVAILABLE = {
  status: 503,
  contentType: expect.stringMatching(/^application\/problem\+json/),
  body: expect.objectContaining({ status: 503, code: 'service_unavailable', type: expect.any(String), title: expect.any(String), detail: expect.any(String) }),
};

describeWithFaultyDatabase('the server while PostgreSQL goes away and comes back', () => {
  let db: FaultyDatabase | undefined;
  let build: Build | undefined;
  let server: ServerProcess | undefined;
  let key: string;

  beforeAll(async () => {
    // Both at once; whatever was opened is closed in afterAll even if the other failed.
    const opened = await Promise.allSettled([openFaultyDatabase().then((d) => (db = d)), buildService().then((b) => (build = b))]);
    const failed = opened.find((o): o is PromiseRejectedResult => o.status === 'rejected');
    if (failed) throw failed.reason;
    // The CLI and the server apply the app's migrations to the new database themselves.
    key = (await createMerchant(build!, { DATABASE_URL: db!.url })).secret_key;
    server = await startServer(build!, { DATABASE_URL: db!.url });
  }, 180_000); // a build and two processes, on a busy CI machine
  afterAll(async () => {
    await server?.kill();
    await db?.close();
    build?.remove();
  });

  it('answers 503 problem+json meanwhile, stays up, and serves again by itself when it is back', async () => {
    const { baseUrl, child } = server!;
    const api = (method: string, path: string, body?: unknown, secret = key) => call(baseUrl, method, path, { key: secret, body });

    // Several at once, so that the pool holds several idle connections when the server dies.
    const created = await Promise.all([1, 2, 3, 4].map((i) => api('POST', '/api/v1/payment_requests', createBody(`order-${i}`))));
    expect(created.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    const [first, second] = created.map((r) => r.body.id as string);

    await db!.goAway();

    const during: Record<string, Answer> = {
      'an unknown key (the merchant lookup)': await api('GET', '/api/v1/payment_requests', undefined, `sk_test_${'x'.repeat(24)}`),
      create: await api('POST', '/api/v1/payment_requests', createBody('order-5')),
      read: await api('GET', `/api/v1/payment_requests/${first}`),
      list: await api('GET', '/api/v1/payment_requests?limit=5'),
      update: await api('PATCH', `/api/v1/payment_requests/${first}`, { description: 'Order #1001, gift wrapped' }),
      'C2P checkout': await api('POST', '/api/v1/checkouts/c2p', c2pBody(first)),
      'card checkout': await api('POST', '/api/v1/checkouts/credit_card', cardBody(second)),
    };
    for (const [name, answer] of Object.entries(during)) expect({ name, ...answer }).toEqual({ name, ...UNAVAILABLE });
    // What needs no database still answers as usual: no key is 401, an operational route answers.
    expect((await call(baseUrl, 'GET', '/api/v1/payment_requests')).status).toBe(401);
    expect([200, 404]).toContain((await call(baseUrl, 'GET', '/healthz')).status);
    expect([child.exitCode, child.signalCode]).toEqual([null, null]);

    await db!.comeBack();

    // No restart: the pool opens new connections as soon as the server accepts them.
    const back = await retryUntil(() => api('GET', `/api/v1/payment_requests/${first}`), (r) => r.status === 200);
    expect([back.status, back.body.status]).toEqual([200, 'waiting_for_payment']);
    expect((await api('POST', '/api/v1/payment_requests', createBody('order-6'))).status).toBe(201);
    expect((await api('POST', '/api/v1/checkouts/c2p', c2pBody(first))).status).toBe(201);
    expect((await api('POST', '/api/v1/checkouts/credit_card', cardBody(second))).status).toBe(201);
    const listed = await api('GET', '/api/v1/payment_requests?status=paid');
    expect(listed.body.meta.total_objects).toBe(2);

    expect([child.exitCode, child.signalCode]).toEqual([null, null]);
    expect(server!.output()).not.toMatch(/unexpected error|uncaught/i);
  });
});
