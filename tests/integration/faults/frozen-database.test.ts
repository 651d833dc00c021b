import { setTimeout as delay } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { SandboxC2pGateway } from '../../../src/adapters/gateways/sandbox/sandbox-c2p-gateway';
import { createDataSource } from '../../../src/adapters/persistence/typeorm/data-source';
import { Database } from '../../../src/adapters/persistence/typeorm/database';
import { runMigrations } from '../../../src/adapters/persistence/typeorm/run-migrations';
import { StorageUnavailable } from '../../../src/application/ports/storage-unavailable';
import { loadConfig } from '../../../src/config';
import { GatedGateway } from '../../support/gated-gateway';
import { TestApp, TestMerchant, startTestApp } from '../../support/test-app';
import { FreezableDatabase, describeWithFaultyDatabase, openFreezableDatabase } from './faulty-database';
import { c2pBody, createBody, retryUntil } from './http-client';

/**
 * How long the database stays frozen unless the answer comes first: longer than the 10 s within
 * which every request must answer, shorter than the 15 s the service used to wait.
 * @engine postgres: a server that hangs.
 */
const FREEZE_MS = 12_000;

describeWithFaultyDatabase('a request while PostgreSQL hangs (the service with its default timeouts)', () => {
  let db: FreezableDatabase | undefined;
  let dataSource: DataSource | undefined;
  let app: TestApp;
  let merchant: TestMerchant;
  const gateway = new GatedGateway(new SandboxC2pGateway());

  beforeAll(async () => {
    db = await openFreezableDatabase();
    const migrating = await createDataSource({ databaseUrl: db.url, dataDir: 'unused' }).initialize();
    await runMigrations(migrating);
    await migrating.destroy();
    const { databaseTimeouts } = loadConfig({});
    dataSource = await createDataSource({ databaseUrl: db.url, dataDir: 'unused', requestTimeouts: databaseTimeouts }).initialize();
    const database = new Database(dataSource);
    const own = { engine: 'postgres' as const, dataSource, database, reset: async () => undefined, close: async () => undefined };
    app = await startTestApp({ db: own, overrides: { c2pGateway: gateway } });
    merchant = await app.merchant();
  }, 60_000);
  afterAll(async () => {
    db?.thaw();
    if (dataSource?.isInitialized) await dataSource.destroy();
    await db?.close();
  });

  /**
   * Freezes the database, sends the request, and thaws it when the answer comes or FREEZE_MS
   * have passed, whichever is first: which one it was is what the test checks.
   */
  async function whileFrozen<T>(send: () => Promise<T>): Promise<{ first: 'answer' | 'thaw'; answer: T }> {
    db!.freeze();
    const thawed = new AbortController();
    const answer = send();
    const first = await Promise.race([
      answer.then(() => 'answer' as const, () => 'answer' as const),
      delay(FREEZE_MS, 'thaw' as const, { signal: thawed.signal }).catch(() => 'thaw' as const),
    ]);
    thawed.abort();
    db!.thaw();
    return { first, answer: await answer };
  }

  it('answers a create 503 service_unavailable while the database is still frozen, and nothing was created', async () => {
    const { first, answer } = await whileFrozen(() => app.call(merchant, 'post', '/api/v1/payment_requests', createBody('frozen-create')));
    expect([first, answer.status, answer.body.code]).toEqual(['answer', 503, 'service_unavailable']);

    // Once thawed, the pool serves again (the connections that hung were dropped) and nothing is there.
    const list = await retryUntil(() => app.call(merchant, 'get', '/api/v1/payment_requests'), (r) => r.status === 200);
    expect([list.status, list.body.meta.total_objects]).toEqual([200, 0]);
  }, 30_000);

  it('answers a checkout frozen after the bank approved 502 payment_outcome_unknown while still frozen; the approval it sent is stored once thawed', async () => {
    const created = await app.call(merchant, 'post', '/api/v1/payment_requests', createBody('frozen-checkout'));
    const id = created.body.id as string;
    const checkout = app.call(merchant, 'post', '/api/v1/checkouts/c2p', c2pBody(id));
    await gateway.reached; // the claim is stored; the bank is deciding

    const { first, answer } = await whileFrozen(async () => {
      gateway.release(); // the bank approves; recording it finds the database hung
      return checkout;
    });
    expect([first, answer.status, answer.body.code]).toEqual(['answer', 502, 'payment_outcome_unknown']);
    expect(answer.body.payment_intent_id).toMatch(/^pi_/);

    // The save of the approval went out before the answer gave up on it (the settle saves over the
    // claimed copy, with no read first): the server runs it when it thaws, so the request is paid by
    // that payment intent, and by no other.
    const after = await retryUntil(() => app.call(merchant, 'get', `/api/v1/payment_requests/${id}`), (r) => r.status === 200);
    expect([after.body.status, after.body.succeeded_payment_intent?.id, after.body.pending_payment_intents.length]).toEqual(['paid', answer.body.payment_intent_id, 0]);
  }, 30_000);
});

describeWithFaultyDatabase('a piece of database work that never ends', () => {
  let db: FreezableDatabase | undefined;
  let dataSource: DataSource | undefined;
  let database: Database;
  const POOL_SIZE = 10;

  beforeAll(async () => {
    db = await openFreezableDatabase();
    const timeouts = { connectMs: 1_000, statementMs: 1_000, lockMs: 1_000, workMs: 1_500 };
    dataSource = await createDataSource({ databaseUrl: db.url, dataDir: 'unused', requestTimeouts: timeouts }).initialize();
    database = new Database(dataSource);
  }, 60_000);
  afterAll(async () => {
    if (dataSource?.isInitialized) await dataSource.destroy();
    await db?.close();
  });

  it('is abandoned with StorageUnavailable, and its connection is never handed out again', async () => {
    // More hung transactions than the pool has connections: had any connection gone back to the
    // pool still busy, or never come back, the last read would find none.
    const hung = Array.from({ length: POOL_SIZE + 1 }, () =>
      database.transaction(async (session) => {
        await session.rows('SELECT 1');
        await new Promise(() => undefined);
      }),
    );
    for (const outcome of await Promise.allSettled(hung)) {
      expect(outcome).toEqual({ status: 'rejected', reason: expect.any(StorageUnavailable) });
    }
    expect(await database.query((session) => session.rows('SELECT 1 AS one'))).toEqual([{ one: 1 }]);
  }, 30_000);
});
