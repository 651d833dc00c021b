import { DataSource } from 'typeorm';
import { AuthenticateMerchant } from '../../src/application/merchants/authenticate-merchant';
import { IssueApiKey } from '../../src/application/api-keys/issue-api-key';
import { ApiKeys1764000010000 } from '../../migrations/1764000010000-api-keys';
import { RecordedPagoMovil1764000028000 } from '../../migrations/1764000028000-recorded-pago-movil';
import { backfillGatewayIds } from '../../src/adapters/persistence/typeorm/backfill-gateway-ids';
import { runMigrations } from '../../src/adapters/persistence/typeorm/run-migrations';
import { Sha256SecretKeyHasher } from '../../src/adapters/system/sha256-secret-key-hasher';
import { Mode } from '../../src/domain/mode';
import { withLiveKey } from '../support/modes';
import { C2P_PATH, CARD_PATH, c2pPayment, cardPayment } from '../e2e/checkouts/checkout-support';
import { TestMerchant, paymentRequestBody, startTestApp, testMerchantKeys } from '../support/test-app';
import { describeDatabase, TestDatabase, openTestDatabase } from '../support/test-database';
import { insertWebhookEndpoint } from '../support/webhook-endpoints';

/**
 * @engine both: the migrations.
 */

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

  const ALL_TABLES = ['api_keys', 'bank_accounts', 'customers', 'dashboard_sessions', 'events', 'exchange_rates', 'idempotency_keys', 'merchants', 'payment_intents', 'payment_links', 'payment_request_count_changes', 'payment_request_counts', 'payment_request_tallies', 'payment_requests', 'rate_limit_counters', 'refunds', 'unmatched_bank_transactions', 'webhook_deliveries', 'webhook_endpoints'];
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
        `INSERT INTO payment_requests (id, merchant_id, livemode, token, description, customer_id, customer_dni, customer_email,
           amount_cents, rate, conversion_amount_cents, status, version, created_at, updated_at)
         VALUES ('preq_x', 'mer_x', false, 'PRx', 'd', 'cus_x', 'V1', 'e', 1, 1, 1, 'refunded', 1, now(), now())`,
      ),
    ).rejects.toThrow(/check constraint/);
  });
});

describe(`recording the gateway of payment intents made before gateways were recorded ${describeDatabase()}`, () => {
  it('adds gateway_id as NULL to existing payment intents, and the start fills in the gateway configured for each method, once', async () => {
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
      await runMigrations(t.db.dataSource, { legacyMode: 'test' });
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
      await runMigrations(t.db.dataSource, { legacyMode: 'test' });

      const held = await t.db.dataSource.query('SELECT endpoint_id AS "endpointId", held FROM webhook_deliveries ORDER BY held');
      expect(held).toEqual([{ endpointId: enabled.id, held: false }, { endpointId: disabled.id, held: true }]);
    } finally {
      await t.close();
    }
  });
});

describe(`moving each merchant's one key to api_keys ${describeDatabase()}`, () => {
  const secretKey = (n: number) => `sk_test_${String(n).repeat(40)}`;
  /** A merchant as the schema before api_keys stored it: its one key's hash on its own row. */
  const insertLegacyMerchant = async (t: Awaited<ReturnType<typeof startTestApp>>, n: number): Promise<TestMerchant> => {
    const id = `mer_legacy${n}`;
    await t.db.dataSource.query('INSERT INTO merchants (id, name, secret_key_hash, created_at) VALUES ($1, $2, $3, $4)', [
      id, `Legacy ${n}`, new Sha256SecretKeyHasher().hash(secretKey(n)), new Date('2026-01-02T03:04:05Z'),
    ]);
    return { id, ...testMerchantKeys(secretKey(n), 'sk_live_none') };
  };

  it.each(['test', 'live'] as Mode[])('keeps the key working as a %s key, shown as sk_test_ until its first use teaches its last four', async (legacyMode) => {
    const t = await startTestApp();
    try {
      await undoThrough(t.db.dataSource, 'ApiKeys1764000010000');
      const merchant = await insertLegacyMerchant(t, 7);
      await runMigrations(t.db.dataSource, { legacyMode });

      const keys = () => t.db.dataSource.query('SELECT mode, prefix, last4, created_at AS "createdAt" FROM api_keys WHERE merchant_id = $1', [merchant.id]);
      expect(await keys()).toEqual([{ mode: legacyMode, prefix: 'sk_test_', last4: null, createdAt: new Date('2026-01-02T03:04:05Z') }]);
      expect((await t.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody())).status).toBe(201);
      const listed = await t.call(merchant, 'get', '/api/v1/api_keys');
      expect(listed.body.data).toEqual([expect.objectContaining({ mode: legacyMode, redacted: expect.stringMatching(/^sk_test_…/), created_at: 1767323045 })]);
      await t.container.get(AuthenticateMerchant).usesRecorded();
      expect((await t.call(merchant, 'get', '/api/v1/api_keys')).body.data[0].redacted).toBe('sk_test_…7777');
    } finally {
      await t.close();
    }
  });

  it('refuses to move keys without knowing their mode (migrations run by hand), and moves nothing', async () => {
    const t = await startTestApp();
    try {
      await undoThrough(t.db.dataSource, 'ApiKeys1764000010000');
      await insertLegacyMerchant(t, 8);
      const runner = t.db.dataSource.createQueryRunner();
      try {
        await runner.query("SELECT set_config('payments.legacy_mode', '', false)");
        await expect(new ApiKeys1764000010000().up(runner)).rejects.toThrow(/npm start, or npm run merchant:create/);
      } finally {
        await runner.release();
      }
      expect(await tableNames(t.db.dataSource)).not.toContain('api_keys');
    } finally {
      await t.close();
    }
  });
});

describe(`giving a mode to what was made before modes ${describeDatabase()}`, () => {
  it.each(['test', 'live'] as Mode[])('the key that made them keeps seeing its requests, events and endpoints, now %s, and the other mode sees none', async (legacyMode) => {
    const t = await startTestApp({ env: { AUTH_CACHE_SECONDS: '0' } });
    try {
      const merchant = await t.merchant();
      const made = (await t.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody())).body;
      const endpoint = await insertWebhookEndpoint(t.db.database, { merchantId: merchant.id, url: 'https://hooks.example.com/pay' });

      await undoThrough(t.db.dataSource, 'ApiKeys1764000010000');
      await runMigrations(t.db.dataSource, { legacyMode });

      const read = await t.call(merchant, 'get', `/api/v1/payment_requests/${made.id}`);
      expect([read.status, read.body.livemode]).toEqual([200, legacyMode === 'live']);
      expect((await t.call(merchant, 'get', '/api/v1/payment_requests')).body.data.map((r: { id: string }) => r.id)).toEqual([made.id]);
      const events = (await t.call(merchant, 'get', '/api/v1/events')).body.data;
      expect(events.map((e: { type: string; livemode: boolean }) => [e.type, e.livemode])).toEqual([['payment_request.created', legacyMode === 'live']]);
      expect((await t.call(merchant, 'get', '/api/v1/webhook_endpoints')).body.data.map((e: { id: string }) => e.id)).toEqual([endpoint.id]);

      const issued = await t.container.get(IssueApiKey).execute(merchant.id, legacyMode === 'live' ? 'test' : 'live');
      if (issued.kind !== 'issued') throw new Error(issued.kind);
      const other = { ...merchant, headers: { Authorization: `Bearer ${issued.secret}` } };
      expect((await t.call(other, 'get', `/api/v1/payment_requests/${made.id}`)).status).toBe(404);
      expect((await t.call(other, 'get', '/api/v1/events')).body.data).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe(`writing national ids in one form ${describeDatabase()}`, () => {
  it('rewrites dashed dnis, merges a dashed customer into its undashed twin of the same owner, and leaves the rest', async () => {
    const t = await startTestApp();
    try {
      const merchant = await t.merchant();
      const create = async (caller: TestMerchant, dni: string, email: string) =>
        (await t.call(caller, 'post', '/api/v1/payment_requests', paymentRequestBody({ customer: { dni, email, first_name: 'Ana', last_name: 'Pérez' } }))).body;
      const plain = await create(merchant, 'V20987654', 'old@example.com');
      const twin = await create(merchant, 'V11111111', 'new@example.com');
      const lone = await create(merchant, 'E81234567', 'lone@example.com');
      const passport = await create(merchant, 'AB-123456', 'passport@example.com');
      const live = await create(withLiveKey(merchant), 'V22222222', 'live@example.com');

      await undoThrough(t.db.dataSource, 'NormalizedNationalIds1764000016000');
      // As stored before the rule: the twin (updated later) and the lone one written with the dash, and a live one too.
      const dashed = async (request: { id: string; customer: { id: string } }, dni: string, updatedAt?: string) => {
        await t.db.dataSource.query('UPDATE customers SET dni = $2, updated_at = coalesce($3::timestamptz, updated_at) WHERE id = $1', [request.customer.id, dni, updatedAt ?? null]);
        await t.db.dataSource.query('UPDATE payment_requests SET customer_dni = $2 WHERE id = $1', [request.id, dni]);
      };
      await t.db.dataSource.query("UPDATE customers SET created_at = '2026-01-01T00:00:00Z', updated_at = '2026-01-01T00:00:00Z'");
      await dashed(twin, 'V-20987654', '2026-02-01T00:00:00Z');
      await dashed(lone, 'E-81234567');
      await dashed(live, 'V-20987654');
      await runMigrations(t.db.dataSource, { legacyMode: 'test' });

      const customers = await t.db.dataSource.query('SELECT id, livemode, dni, email, updated_at AS "updatedAt" FROM customers ORDER BY livemode, dni');
      expect(customers).toEqual([
        { id: passport.customer.id, livemode: false, dni: 'AB-123456', email: 'passport@example.com', updatedAt: new Date('2026-01-01T00:00:00Z') },
        { id: lone.customer.id, livemode: false, dni: 'E81234567', email: 'lone@example.com', updatedAt: new Date('2026-01-01T00:00:00Z') },
        { id: plain.customer.id, livemode: false, dni: 'V20987654', email: 'new@example.com', updatedAt: new Date('2026-02-01T00:00:00Z') },
        { id: live.customer.id, livemode: true, dni: 'V20987654', email: 'live@example.com', updatedAt: new Date('2026-01-01T00:00:00Z') },
      ]);
      const requests = await t.db.dataSource.query('SELECT id, customer_id AS "customerId", customer_dni AS "customerDni", customer_email AS "customerEmail" FROM payment_requests');
      expect(new Set(requests)).toEqual(new Set([
        { id: plain.id, customerId: plain.customer.id, customerDni: 'V20987654', customerEmail: 'old@example.com' },
        { id: twin.id, customerId: plain.customer.id, customerDni: 'V20987654', customerEmail: 'new@example.com' },
        { id: lone.id, customerId: lone.customer.id, customerDni: 'E81234567', customerEmail: 'lone@example.com' },
        { id: passport.id, customerId: passport.customer.id, customerDni: 'AB-123456', customerEmail: 'passport@example.com' },
        { id: live.id, customerId: live.customer.id, customerDni: 'V20987654', customerEmail: 'live@example.com' },
      ]));

      const listed = await t.call(merchant, 'get', '/api/v1/payment_requests?customer_dni=V-20987654');
      expect(listed.body.data.map((r: { id: string }) => r.id).sort()).toEqual([plain.id, twin.id].sort());
      const again = await t.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody({ customer: { dni: 'V-20987654' } }));
      expect([again.status, again.body.customer]).toEqual([201, { id: plain.customer.id, dni: 'V20987654', email: 'new@example.com' }]);
    } finally {
      await t.close();
    }
  });
});

describe(`storing where the hosted page links back to the merchant ${describeDatabase()}`, () => {
  it('drops return_url when undone, and adds it back as NULL to the requests made before, at most 2048 characters', async () => {
    const t = await startTestApp();
    try {
      const merchant = await t.merchant();
      const columns = async (): Promise<string[]> =>
        (await t.db.dataSource.query(
          "SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'payment_requests' AND column_name = 'return_url'",
        )).map((row: { column_name: string }) => row.column_name);
      const withUrl = (await t.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody({ return_url: 'https://shop.example.com/back' }))).body;
      expect(await columns()).toEqual(['return_url']);

      await undoThrough(t.db.dataSource, 'ReturnUrl1764000018000');
      expect(await columns()).toEqual([]);
      // As stored before the column: a request the column's removal left without one.

      await runMigrations(t.db.dataSource, { legacyMode: 'test' });
      expect(await columns()).toEqual(['return_url']);
      expect((await t.call(merchant, 'get', `/api/v1/payment_requests/${withUrl.id}`)).body.return_url).toBeNull();
      const again = (await t.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody({ return_url: 'https://shop.example.com/back' }))).body;
      expect((await t.call(merchant, 'get', `/api/v1/payment_requests/${again.id}`)).body.return_url).toBe('https://shop.example.com/back');
      await expect(t.db.dataSource.query('UPDATE payment_requests SET return_url = $2 WHERE id = $1', [again.id, `https://x.example/${'a'.repeat(2048)}`]))
        .rejects.toThrow(/check constraint/);
    } finally {
      await t.close();
    }
  });
});

const tableNames = async (dataSource: DataSource): Promise<string[]> =>
  (await dataSource.query("SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()")).map((row: { table_name: string }) => row.table_name);

/** Undoes the migrations from the newest back to `name`, that one included. */
async function undoThrough(dataSource: DataSource, name: string): Promise<void> {
  for (;;) {
    const [last] = await dataSource.query('SELECT name FROM migrations ORDER BY id DESC LIMIT 1');
    await dataSource.undoLastMigration();
    if (last.name === name) return;
  }
}

describe(`the count trigger writing its changes itself ${describeDatabase()}`, () => {
  it('counts creates, payments and cancels the same before and after, and once undone', async () => {
    const t = await startTestApp();
    try {
      const merchant = await t.merchant();
      const tallies = async () =>
        t.db.dataSource.query(
          'SELECT status, sum(n)::int AS n FROM payment_request_tallies WHERE merchant_id = $1 GROUP BY status HAVING sum(n) <> 0 ORDER BY status',
          [merchant.id],
        );
      const someChanges = async () => {
        const paid = (await t.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody())).body.id;
        expect((await t.call(merchant, 'post', C2P_PATH, { payment: c2pPayment(paid) })).status).toBe(201);
        const canceled = (await t.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody())).body.id;
        expect((await t.call(merchant, 'post', `/api/v1/payment_requests/${canceled}/cancel`)).status).toBe(200);
        expect((await t.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody())).status).toBe(201);
      };

      await someChanges();
      expect(await tallies()).toEqual([{ status: 'canceled', n: 1 }, { status: 'paid', n: 1 }, { status: 'waiting_for_payment', n: 1 }]);

      await undoThrough(t.db.dataSource, 'CountTriggerInline1764000027000');
      // The code writes the columns of the later migrations: put them back for the changes made without the trigger.
      const later = new RecordedPagoMovil1764000028000();
      const runner = t.db.dataSource.createQueryRunner();
      await later.up(runner);
      await someChanges();
      expect(await tallies()).toEqual([{ status: 'canceled', n: 2 }, { status: 'paid', n: 2 }, { status: 'waiting_for_payment', n: 2 }]);

      await later.down(runner);
      await runner.release();
      await runMigrations(t.db.dataSource, { legacyMode: 'test' });
      await someChanges();
      expect(await tallies()).toEqual([{ status: 'canceled', n: 3 }, { status: 'paid', n: 3 }, { status: 'waiting_for_payment', n: 3 }]);
    } finally {
      await t.close();
    }
  });
});
