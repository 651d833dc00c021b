import { owner } from '../support/builders';
import { seedPaymentRequests } from '../../scripts/seed-payment-requests';
import { describeDatabase, useTestDatabase } from '../support/test-database';
import { ACME, registerParties } from '../contract/payment-request-fixtures';
import { sqlRepositories } from '../contract/repositories';

/**
 * `npm run seed`: what it stores must read, list and count like requests the API made.
 * @engine both: the seed's bulk SQL (the benchmarks run it on PostgreSQL).
 */
describe(`the seed ${describeDatabase()}`, () => {
  const db = useTestDatabase();
  const query = (sql: string, params: unknown[] = []) => db().dataSource.query(sql, params);
  const indexes = () => query(`SELECT indexname, indexdef FROM pg_indexes WHERE tablename IN ('payment_requests', 'payment_intents') ORDER BY 1`);

  beforeAll(async () => {
    await registerParties(sqlRepositories(db().database));
  });

  it('stores requests of many customers over the period, with mixed statuses, counted exactly', async () => {
    const before = await indexes();
    const options = { merchantId: ACME, requests: 1500, customers: 40, days: 30, rate: '36.50000000' };
    await seedPaymentRequests(db().dataSource, options);
    await seedPaymentRequests(db().dataSource, options); // a second run reuses the customers

    const [stored] = await query(
      `SELECT count(*)::int AS requests, count(DISTINCT customer_id)::int AS customers,
              (max(created_at) - min(created_at)) > interval '28 days' AS spread
         FROM payment_requests WHERE merchant_id = $1`,
      [ACME],
    );
    expect(stored).toEqual({ requests: 3000, customers: 40, spread: true });
    const statuses = await query('SELECT DISTINCT status FROM payment_requests ORDER BY 1');
    expect(statuses.map((row: { status: string }) => row.status)).toEqual(['canceled', 'paid', 'waiting_for_payment']);
    expect(await query('SELECT merchant_id, status, day::text AS day, n::int AS n FROM payment_request_counts ORDER BY 1, 2, 3')).toEqual(
      await query(`SELECT merchant_id, status, (created_at AT TIME ZONE 'UTC')::date::text AS day, count(*)::int AS n
                     FROM payment_requests GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`),
    );
    expect(await indexes()).toEqual(before);
  });

  it('stores paid requests with their succeeded payment, readable and listed like any other', async () => {
    const repository = sqlRepositories(db().database).paymentRequests;
    const page = await repository.list(owner(ACME), { status: 'paid' }, { limit: 50, offset: 20 });
    const [{ paid }] = await query(`SELECT count(*)::int AS paid FROM payment_requests WHERE merchant_id = $1 AND status = 'paid'`, [ACME]);

    expect(page.total).toBe(paid);
    expect(page.items).toHaveLength(50);
    for (const request of page.items) {
      expect(request.succeededIntent?.status).toBe('succeeded');
      expect(request.succeededIntent?.amount.cents).toBe(request.conversionAmount.cents);
    }
    const read = await repository.findById(owner(ACME), page.items[0].id);
    expect(read?.token).toMatch(/^PR[23456789A-HJ-NP-Z]{12}$/);
  });
});
