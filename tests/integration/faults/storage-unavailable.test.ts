import { profileNamed } from '../../../src/domain/merchant-profile';
import { owner } from '../../support/builders';
import { DataSource } from 'typeorm';
import { SandboxC2pGateway } from '../../../src/adapters/gateways/sandbox/sandbox-c2p-gateway';
import { createDataSource } from '../../../src/adapters/persistence/typeorm/data-source';
import { Database } from '../../../src/adapters/persistence/typeorm/database';
import { runMigrations } from '../../../src/adapters/persistence/typeorm/run-migrations';
import { StorageUnavailable } from '../../../src/application/ports/storage-unavailable';
import { sqlRepositories } from '../../contract/repositories';
import { aPaymentRequest } from '../../support/builders';
import { GatedGateway } from '../../support/gated-gateway';
import { TestApp, TestMerchant, startTestApp } from '../../support/test-app';
import { FaultyDatabase, describeWithFaultyDatabase, openFaultyDatabase } from './faulty-database';
import { c2pBody, createBody, retryUntil } from './http-client';
import { saveWithItsEvents } from '../../support/saving';

/**
 * @engine postgres: a server that goes away.
 */

describeWithFaultyDatabase('every use of the database while PostgreSQL is away', () => {
  let db: FaultyDatabase | undefined;
  let dataSource: DataSource | undefined;
  let database: Database;
  let app: TestApp;
  let merchant: TestMerchant;
  const gateway = new GatedGateway(new SandboxC2pGateway());

  beforeAll(async () => {
    db = await openFaultyDatabase();
    dataSource = await createDataSource({ databaseUrl: db.url, dataDir: 'unused' }).initialize();
    await runMigrations(dataSource);
    database = new Database(dataSource);
    const own = { engine: 'postgres' as const, dataSource, database, reset: async () => undefined, close: async () => undefined };
    app = await startTestApp({ db: own, overrides: { c2pGateway: gateway } });
    merchant = await app.merchant();
  });
  afterAll(async () => {
    if (dataSource?.isInitialized) await dataSource.destroy();
    await db?.close();
  });

  /** Runs `during` with the database away, and brings it back whatever happens. */
  async function whileAway(during: () => Promise<void>): Promise<void> {
    await db!.goAway();
    try {
      await during();
    } finally {
      await db!.comeBack();
    }
  }

  it('makes every repository operation throw StorageUnavailable, and they work again once it is back', async () => {
    const { merchants, apiKeys, customers, paymentRequests, hostedPages } = sqlRepositories(database);
    const created = await app.call(merchant, 'post', '/api/v1/payment_requests', createBody('order-1'));
    const stored = (await paymentRequests.findById(owner(merchant.id), created.body.id))!;
    const customer = (await customers.findByDni(owner(merchant.id), 'V12345678'))!;

    await whileAway(async () => {
      const operations: Record<string, () => Promise<unknown>> = {
        'merchants.add': () => merchants.add({ id: 'mer_new', ...profileNamed('New'), createdAt: new Date() }),
        'apiKeys.findBySecretHash': () => apiKeys.findBySecretHash('hash'),
        'customers.findByDni': () => customers.findByDni(owner(merchant.id), 'V12345678'),
        'customers.save': () => customers.save(customer),
        'paymentRequests.findById': () => paymentRequests.findById(owner(merchant.id), stored.id),
        'hostedPages.findByToken': () => hostedPages.findByToken('PRB000001'),
        'paymentRequests.save (new)': () => saveWithItsEvents(paymentRequests, aPaymentRequest({ merchantId: merchant.id })),
        'paymentRequests.save (update)': () => saveWithItsEvents(paymentRequests, stored),
        'paymentRequests.list': () => paymentRequests.list(owner(merchant.id), {}, { limit: 10, offset: 0 }),
        'paymentRequests.findWithPendingIntents': () => paymentRequests.findWithPendingIntents(new Date(), 10),
      };
      for (const [name, operation] of Object.entries(operations)) {
        const outcome = await operation().then(() => 'resolved', (error: unknown) => error);
        expect({ name, outcome }).toEqual({ name, outcome: expect.any(StorageUnavailable) });
      }
    });

    const again = await retryUntil(() => apiKeys.findBySecretHash('hash').then(() => 'ok', () => 'failed'), (r) => r === 'ok');
    expect(again).toBe('ok');
    expect((await paymentRequests.findById(owner(merchant.id), stored.id))?.id).toBe(stored.id);
  });

  it('turns a connection that dies in the middle of a transaction into StorageUnavailable', async () => {
    const dying = database.transaction(async (session) => {
      await session.rows('SELECT 1');
      await db!.goAway();
      await session.rows('SELECT 1');
    });
    await expect(dying.finally(() => db!.comeBack())).rejects.toBeInstanceOf(StorageUnavailable);
    const back = await retryUntil(() => database.query((s) => s.rows('SELECT 1 AS one')).catch(() => []), (rows) => rows.length === 1);
    expect(back).toEqual([{ one: 1 }]);
  });

  it('answers 502 payment_outcome_unknown (not "nothing changed") to a checkout whose database goes away while the bank decides, and keeps the payment intent pending', async () => {
    const created = await app.call(merchant, 'post', '/api/v1/payment_requests', createBody('order-2'));
    const id = created.body.id as string;
    const checkout = app.call(merchant, 'post', '/api/v1/checkouts/c2p', c2pBody(id));
    await gateway.reached; // the first save (the claim) is done

    let paid!: Awaited<typeof checkout>;
    await whileAway(async () => {
      gateway.release(); // the bank approves; recording it (the second save) finds no database
      paid = await checkout;
    });
    expect([paid.status, paid.type, paid.body.code]).toEqual([502, 'application/problem+json', 'payment_outcome_unknown']);
    expect(paid.body.payment_intent_id).toMatch(/^pi_/);

    // Nothing was lost: the payment intent stays pending, for the reconciler to settle by asking the bank.
    const after = await retryUntil(() => app.call(merchant, 'get', `/api/v1/payment_requests/${id}`), (r) => r.status === 200);
    expect([after.body.status, after.body.pending_payment_intents.length]).toEqual(['waiting_for_payment_confirmation', 1]);
  });
});
