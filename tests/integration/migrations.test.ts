import { DataSource } from 'typeorm';
import { backfillGatewayIds } from '../../src/adapters/persistence/typeorm/backfill-gateway-ids';
import { C2P_PATH, CARD_PATH, c2pPayment, cardPayment } from '../e2e/checkouts/checkout-support';
import { paymentRequestBody, startTestApp } from '../support/test-app';
import { describeDatabase, TestDatabase, openTestDatabase } from '../support/test-database';
import { insertWebhookEndpoint } from '../support/webhook-endpoints';

describe(`the migrations ${describeDatabase()}`, () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  const tables = async (): Promise<string[]> =>
    (
      await db.dataSource.query(
        `SELECT table_name FROM information_schema.tables
          WHERE table_schema = current_schema() AND table_name <> 'migrations' ORDER BY table_name`,
      )
    ).map((row: { table_name: string }) => row.table_name);

  const ALL_TABLES = ['customers', 'events', 'exchange_rates', 'idempotency_keys', 'merchants', 'payment_intents', 'payment_request_counts', 'payment_requests', 'rate_limit_counters', 'webhook_deliveries', 'webhook_endpoints'];
  const applied = async (): Promise<number> => Number((await db.dataSource.query('SELECT count(*) AS n FROM migrations'))[0].n);

  it('can be undone and applied again', async () => {
    expect(await tables()).toEqual(ALL_TABLES);

    while ((await applied()) > 0) await db.dataSource.undoLastMigration();
    expect(await tables()).toEqual([]);

    await db.dataSource.runMigrations();
    expect(await tables()).toEqual(ALL_TABLES);
  });

  it('refuses a status outside the four a payment request can have', async () => {
    await expect(
      db.dataSource.query(
        `INSERT INTO payment_requests (id, merchant_id, token, description, customer_id, customer_dni, customer_email,
           amount_cents, rate, conversion_amount_cents, status, version, created_at, updated_at)
         VALUES ('preq_x', 'mer_x', 'PRx', 'd', 'cus_x', 'V1', 'e', 1, 1, 1, 'refunded', 1, now(), now())`,
      ),
    ).rejects.toThrow(/check constraint/);
  });
});

describe(`recording the gateway of attempts made before gateways were recorded ${describeDatabase()}`, () => {
  it('adds gateway_id as NULL to existing attempts, and the start fills in the gateway configured for each method, once', async () => {
    const t = await startTestApp();
    try {
      const merchant = await t.merchant();
      const create = async () => (await t.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody())).body.id;
      const byC2p = await create();
      const byCard = await create();
      expect((await t.call(merchant, 'post', C2P_PATH, { payment: c2pPayment(byC2p) })).status).toBe(201);
      expect((await t.call(merchant, 'post', CARD_PATH, { payment: cardPayment(byCard, { card_number: '4000000000000002' }) })).status).toBe(402);
      const gateways = () => t.db.dataSource.query('SELECT method, gateway_id AS "gatewayId" FROM payment_intents ORDER BY method');
      expect(await gateways()).toEqual([{ method: 'c2p', gatewayId: 'sandbox' }, { method: 'credit_or_debit_card', gatewayId: 'sandbox' }]);

      await undoThrough(t.db.dataSource, 'IntentGateways1764000008000');
      await t.db.dataSource.runMigrations();
      expect(await gateways()).toEqual([{ method: 'c2p', gatewayId: null }, { method: 'credit_or_debit_card', gatewayId: null }]);
      expect((await t.call(merchant, 'get', `/api/v1/payment_requests/${byC2p}`)).body.status).toBe('paid');

      const configured = { c2p: 'mercantil', credit_or_debit_card: 'sandbox' };
      expect(await backfillGatewayIds(t.db.dataSource, configured)).toEqual({ c2p: 1, credit_or_debit_card: 1 });
      expect(await gateways()).toEqual([{ method: 'c2p', gatewayId: 'mercantil' }, { method: 'credit_or_debit_card', gatewayId: 'sandbox' }]);
      expect(await backfillGatewayIds(t.db.dataSource, { c2p: 'sandbox', credit_or_debit_card: 'sandbox' })).toEqual({});
      expect(await gateways()).toEqual([{ method: 'c2p', gatewayId: 'mercantil' }, { method: 'credit_or_debit_card', gatewayId: 'sandbox' }]);
    } finally {
      await t.close();
    }
  });
});

describe(`holding the queued deliveries of endpoints disabled before the held column ${describeDatabase()}`, () => {
  it('holds the pending deliveries of a disabled endpoint, and only those', async () => {
    const t = await startTestApp();
    try {
      const merchant = await t.merchant();
      const enabled = await insertWebhookEndpoint(t.db.database, { merchantId: merchant.id, url: 'http://127.0.0.1:9/on' });
      const disabled = await insertWebhookEndpoint(t.db.database, { merchantId: merchant.id, url: 'http://127.0.0.1:9/off' });
      expect((await t.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody())).status).toBe(201);

      await undoThrough(t.db.dataSource, 'HeldWebhookDeliveries1764000009000');
      await t.db.dataSource.query("UPDATE webhook_endpoints SET status = 'disabled' WHERE id = $1", [disabled.id]);
      await t.db.dataSource.runMigrations();

      const held = await t.db.dataSource.query('SELECT endpoint_id AS "endpointId", held FROM webhook_deliveries ORDER BY held');
      expect(held).toEqual([{ endpointId: enabled.id, held: false }, { endpointId: disabled.id, held: true }]);
    } finally {
      await t.close();
    }
  });
});

/** Undoes the migrations from the newest back to `name`, that one included. */
async function undoThrough(dataSource: DataSource, name: string): Promise<void> {
  for (;;) {
    const [last] = await dataSource.query('SELECT name FROM migrations ORDER BY id DESC LIMIT 1');
    await dataSource.undoLastMigration();
    if (last.name === name) return;
  }
}
