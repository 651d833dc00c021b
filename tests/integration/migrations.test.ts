import { describeDatabase, TestDatabase, openTestDatabase } from '../support/test-database';

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
