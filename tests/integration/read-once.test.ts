import { SqlPublishedRateStore } from '../../src/adapters/persistence/typeorm/sql-published-rate-store';
import { c2pFields, createRequest } from '../e2e/hosted-page/hosted-page-support';
import { FixedClock } from '../support/fakes';
import { SentStatements, watchStatements } from '../support/sent-statements';
import { TestApp, TestMerchant, startTestApp } from '../support/test-app';
import { describeDatabase, openTestDatabase } from '../support/test-database';

const NOW = '2026-11-24T09:00:00-04:00';

/** What a customer's post sends to the database, counted statement by statement: each thing it needs is read once. */
describe(`a customer's post reads what it needs once ${describeDatabase()}`, () => {
  const clock = new FixedClock(NOW);
  let t: TestApp;
  let acme: TestMerchant;
  let statements: SentStatements;

  beforeAll(async () => {
    const db = watchStatements(await openTestDatabase());
    statements = db.statements;
    // The published rate, read from the database as in production (RATE_PROVIDER=bcv; its page is never fetched here).
    t = await startTestApp({ db, env: { RATE_PROVIDER: 'bcv' }, overrides: { clock } });
  });
  beforeEach(async () => {
    await t.reset();
    clock.set(NOW);
    await new SqlPublishedRateStore(t.db.database).record('bcv', { valueDate: '2026-11-24', vesPerUsd: '241.5782', fetchedAt: clock.now() });
    acme = await t.merchant('Acme');
  });
  afterAll(() => t?.close());

  it('a hosted-page post reads the request once: the page\'s read is the checkout\'s claim', async () => {
    const { page } = await createRequest(t, acme);
    statements.clear();

    const post = await t.browse('post', `${page}/c2p`, c2pFields());

    expect(post.status).toBe(303);
    expect(statements.readsOf('payment_requests')).toBe(1);
  });

  it('a link-page post for a new customer reads the link, the merchant and the rate once each', async () => {
    const link = await t.call(acme, 'post', '/api/v1/payment_links', { amount: 10, description: 'Torta' });
    expect(link.status).toBe(201);
    statements.clear();

    const customer = { dni: 'V20987654', email: 'ana@example.com', first_name: 'Ana', last_name: 'Pérez' };
    const post = await t.browse('post', new URL(link.body.url).pathname, customer);

    expect(post.status).toBe(303);
    expect([statements.readsOf('payment_links'), statements.readsOf('merchants'), statements.readsOf('exchange_rates')]).toEqual([1, 1, 1]);
  });
});
