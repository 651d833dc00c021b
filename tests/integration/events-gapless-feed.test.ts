import { owner } from '../support/builders';
import { TypeOrmEventFeed } from '../../src/adapters/persistence/typeorm/typeorm-event-feed';
import { createDataSource } from '../../src/adapters/persistence/typeorm/data-source';
import { Database } from '../../src/adapters/persistence/typeorm/database';
import { TypeOrmCustomerRepository } from '../../src/adapters/persistence/typeorm/typeorm-customer-repository';
import { TypeOrmMerchantRepository } from '../../src/adapters/persistence/typeorm/typeorm-merchant-repository';
import { TypeOrmPaymentRequestRepository } from '../../src/adapters/persistence/typeorm/typeorm-payment-request-repository';
import { ConcurrentModification } from '../../src/domain/errors';
import { T0, aPaymentRequest, usdToVes } from '../support/builders';
import { TestDatabase, openTestDatabase } from '../support/test-database';
import { saveWithItsEvents } from '../support/saving';

const describeOnPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

const MERCHANT = 'mer_busy';
const CUSTOMER = { id: 'cus_busy', dni: 'V12345678', email: 'busy@example.com' };
/** Per writer: lanes saving at once, each creating requests and revising requests every lane revises. */
const LANES = 8;
const ROUNDS = 40;
/** Requests every lane revises: their saves wait on each other's row locks, and most lose (no event). */
const HOT_REQUESTS = 3;
const PAGE = 5;

/**
 * Two instances (two pools on one PostgreSQL database) store events of ONE merchant as fast as they
 * can, while pollers read the feed with after = the last id they saw. A save that took its number
 * early and then waited (here, on a hot request's row lock) would commit after a later number and be
 * skipped by a poller already past it: with a plain PostgreSQL sequence taken at the start of the
 * save, this test fails on every run.
 */
describeOnPostgres('the events feed under two concurrent writers (skipped unless TEST_DATABASE_URL is set)', () => {
  let db: TestDatabase;
  let second: Database;
  let closeSecond: () => Promise<void>;

  beforeAll(async () => {
    db = await openTestDatabase('postgres');
    const url = (db.dataSource.options as { url: string }).url;
    const dataSource = await createDataSource({ databaseUrl: url, dataDir: 'unused' }).initialize();
    second = new Database(dataSource);
    closeSecond = () => dataSource.destroy();
    await new TypeOrmMerchantRepository(db.database).add({ id: MERCHANT, name: 'Busy', createdAt: T0 });
    await new TypeOrmCustomerRepository(db.database).save({ ...CUSTOMER, merchantId: MERCHANT, livemode: false, firstName: 'B', lastName: 'Usy' });
  });

  afterAll(async () => {
    await closeSecond();
    await db.close();
  });

  const repository = (database: Database) => new TypeOrmPaymentRequestRepository(database);

  async function lane(database: Database, hot: string[]): Promise<void> {
    const requests = repository(database);
    for (let round = 0; round < ROUNDS; round++) {
      await saveWithItsEvents(requests, aPaymentRequest({ merchantId: MERCHANT, customer: CUSTOMER }));
      const copy = (await requests.findById(owner(MERCHANT), hot[round % hot.length]))!;
      copy.revise({ description: `round ${round}`, rate: usdToVes('36.5'), now: T0 });
      await saveWithItsEvents(requests, copy).catch((error: unknown) => {
        if (!(error instanceof ConcurrentModification)) throw error;
      });
    }
  }

  /** Reads the feed with after = the last id it saw until the writers are done and nothing is left. */
  async function poll(feed: TypeOrmEventFeed, writing: () => boolean): Promise<{ seen: string[]; pagesWhileWriting: number }> {
    const seen: string[] = [];
    let pagesWhileWriting = 0;
    for (;;) {
      const stillWriting = writing();
      const page = (await feed.listAfter(owner(MERCHANT), { after: seen.at(-1), limit: PAGE }))!;
      seen.push(...page.events.map((event) => event.id));
      if (stillWriting && page.events.length > 0) pagesWhileWriting++;
      if (!stillWriting && page.events.length === 0) return { seen, pagesWhileWriting };
    }
  }

  it('pollers with after = the last id they saw get every event exactly once, in the order of the sequence', async () => {
    const hot: string[] = [];
    for (let i = 0; i < HOT_REQUESTS; i++) {
      const request = aPaymentRequest({ merchantId: MERCHANT, customer: CUSTOMER });
      await saveWithItsEvents(repository(db.database), request);
      hot.push(request.id);
    }
    let writing = true;
    const writers = Promise.all([db.database, second].flatMap((database) => Array.from({ length: LANES }, () => lane(database, hot)))).finally(() => {
      writing = false;
    });
    // Several pollers on both pools, each on its own: more chances to read at the wrong moment.
    const polls = await Promise.all([db.database, second, db.database, second].map((database) => poll(new TypeOrmEventFeed(database), () => writing)));
    await writers;

    const stored = await db.database.query((session) =>
      session.rows<{ id: string; seq: string }>('SELECT id, seq FROM events WHERE merchant_id = $1 ORDER BY seq', [MERCHANT]),
    );
    // Every creation, and at least one revision per round of each hot request.
    expect(stored.length).toBeGreaterThan(HOT_REQUESTS + 2 * LANES * ROUNDS + ROUNDS);
    for (const { seen, pagesWhileWriting } of polls) {
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen).toEqual(stored.map((row) => row.id));
      // The poller read while the writers wrote: otherwise this would prove nothing.
      expect(pagesWhileWriting).toBeGreaterThan(20);
    }
    // A save that lost its race gave its number back: the sequence has no holes.
    expect(stored.map((row) => Number(row.seq))).toEqual(stored.map((_, i) => i + 1));
  });
});
