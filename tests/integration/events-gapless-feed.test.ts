import { profileNamed } from '../../src/domain/merchant-profile';
import { owner } from '../support/builders';
import { SqlEventFeed } from '../../src/adapters/persistence/typeorm/sql-event-feed';
import { createDataSource } from '../../src/adapters/persistence/typeorm/data-source';
import { Database } from '../../src/adapters/persistence/typeorm/database';
import { SqlCustomerRepository } from '../../src/adapters/persistence/typeorm/sql-customer-repository';
import { SqlMerchantRepository } from '../../src/adapters/persistence/typeorm/sql-merchant-repository';
import { SqlPaymentRequestRepository } from '../../src/adapters/persistence/typeorm/sql-payment-request-repository';
import { ConcurrentModification } from '../../src/domain/errors';
import { T0, aPaymentRequest, usdToVes } from '../support/builders';
import { TestDatabase, openTestDatabase } from '../support/test-database';
import { saveWithItsEvents } from '../support/saving';
import { eventTexts, eventValues } from '../../src/adapters/persistence/typeorm/event-outbox';
import { Session, commitHorizon } from '../../src/adapters/persistence/typeorm/database';
import { RecordedState, StoredEvent } from '../../src/application/ports/event-feed';

/**
 * @engine postgres: two writers on one server.
 */

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
 * and then committed after a save with a later number would be skipped by a poller already past
 * that one: with a plain PostgreSQL sequence read in its order (the naive design), this test fails
 * (docs/architecture.md, "One busy merchant"; the interleavings below show each way deterministically).
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
    await new SqlMerchantRepository(db.database).add({ id: MERCHANT, ...profileNamed('Busy'), createdAt: T0 });
    await new SqlCustomerRepository(db.database).save({ ...CUSTOMER, merchantId: MERCHANT, livemode: false, firstName: 'B', lastName: 'Usy' });
  });

  afterAll(async () => {
    await closeSecond();
    await db.close();
  });

  const repository = (database: Database) => new SqlPaymentRequestRepository(database);

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
  async function poll(feed: SqlEventFeed, writing: () => boolean): Promise<{ seen: string[]; pagesWhileWriting: number }> {
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

  it('pollers with after = the last id they saw get every event exactly once, in the order of the feed', async () => {
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
    const polls = await Promise.all([db.database, second, db.database, second].map((database) => poll(new SqlEventFeed(database), () => writing)));
    await writers;

    const stored = await db.database.query((session) =>
      session.rows<{ id: string }>('SELECT id FROM events WHERE merchant_id = $1 ORDER BY txid, seq', [MERCHANT]),
    );
    // Every creation, and at least one revision per round of each hot request.
    expect(stored.length).toBeGreaterThan(HOT_REQUESTS + 2 * LANES * ROUNDS + ROUNDS);
    for (const { seen, pagesWhileWriting } of polls) {
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen).toEqual(stored.map((row) => row.id));
      // The poller read while the writers wrote: otherwise this would prove nothing.
      expect(pagesWhileWriting).toBeGreaterThan(20);
    }
  });
});

/** A way to read "the events after the last one seen": the service's feed, or a design it replaced. */
type Reader = (after: string | undefined) => Promise<string[]>;

/**
 * The two orders in which concurrent saves can commit, played step by step on two connections, so
 * that each design's failure shows on every run rather than when a race happens to go one way:
 * - a save takes number n, another takes n + 1 and commits first: a feed in sequence order shows
 *   n + 1 and then never n (the naive design);
 * - a save that began writing first (an older transaction id) takes its number last and commits
 *   while the younger one still runs: a feed in sequence order showing only what is below the
 *   commit horizon shows it, and then never the younger one's lower number.
 * The service's feed, in (transaction id, number) order below the horizon, loses neither.
 */
describeOnPostgres('the events feed against interleaved commits (skipped unless TEST_DATABASE_URL is set)', () => {
  let db: TestDatabase;
  const OWNER_MERCHANT = 'mer_interleaved';

  beforeAll(async () => {
    db = await openTestDatabase('postgres');
    await new SqlMerchantRepository(db.database).add({ id: OWNER_MERCHANT, ...profileNamed('Interleaved'), createdAt: T0 });
    await new SqlCustomerRepository(db.database).save({ ...CUSTOMER, merchantId: OWNER_MERCHANT, livemode: false, firstName: 'B', lastName: 'Usy' });
  });
  afterAll(() => db.close());
  beforeEach(() => db.database.query((session) => session.rows("DELETE FROM events WHERE type = 'test.interleaved'")));

  const byNumber = (belowHorizon: boolean): Reader => (after) =>
    db.database.query(async (session) => {
      const horizon = belowHorizon ? await commitHorizon(session) : null;
      const rows = await session.rows<{ id: string }>(
        `SELECT id FROM events
          WHERE merchant_id = $1 AND type = 'test.interleaved'
            AND seq > coalesce((SELECT seq FROM events WHERE id = $2), 0)
            AND ($3::xid8 IS NULL OR txid < $3::xid8)
          ORDER BY seq`,
        [OWNER_MERCHANT, after ?? null, horizon],
      );
      return rows.map((row) => row.id);
    });
  const READERS: Record<string, Reader> = {
    'sequence order (naive)': byNumber(false),
    'sequence order below the commit horizon': byNumber(true),
    'the service: (transaction id, number) order below the commit horizon': async (after) => {
      const page = await new SqlEventFeed(db.database).listAfter(owner(OWNER_MERCHANT), { after, type: 'test.interleaved' as never, limit: 100 });
      return page!.events.map((event) => event.id);
    },
  };

  let n = 0;
  async function anEvent(): Promise<StoredEvent> {
    const request = aPaymentRequest({ merchantId: OWNER_MERCHANT, customer: CUSTOMER });
    await saveWithItsEvents(new SqlPaymentRequestRepository(db.database), request);
    return { id: `evt_interleaved_${++n}`, merchantId: OWNER_MERCHANT, livemode: false, type: 'test.interleaved' as never, createdAt: T0, object: { request } };
  }
  /** Stores one event as a save's statement does, inside the caller's transaction. */
  const append = (session: Session, event: StoredEvent) => {
    const { ctes, statement } = eventTexts(0, '');
    return session.rows(`WITH ${ctes} ${statement}`, eventValues((event.object as RecordedState).request.id, [event]));
  };

  /** A transaction held open until `release` is called; `step` runs statements in it, in order. */
  function heldTransaction(): { step: (work: (session: Session) => Promise<unknown>) => Promise<void>; commit: () => Promise<void> } {
    let session!: Session;
    let release!: () => void;
    let opened!: () => void;
    const ready = new Promise<void>((resolve) => (opened = resolve));
    const done = db.database.transaction(async (s) => {
      session = s;
      opened();
      await new Promise<void>((resolve) => (release = resolve));
    });
    return {
      step: async (work) => {
        await ready;
        await work(session);
      },
      commit: async () => {
        await ready;
        release();
        await done;
      },
    };
  }

  /** Polls once mid-way (`between`), then again after the rest commits: what a poller following `after` saw. */
  async function pollAcross(reader: Reader, between: () => Promise<void>): Promise<string[]> {
    const seen = await reader(undefined);
    await between();
    seen.push(...(await reader(seen.at(-1))));
    return seen;
  }

  async function earlierNumberCommitsLast(reader: Reader): Promise<{ seen: string[]; stored: string[] }> {
    const [first, second] = [await anEvent(), await anEvent()];
    const a = heldTransaction();
    await a.step((session) => append(session, first)); // takes n
    await db.database.transaction((session) => append(session, second)); // takes n + 1, commits
    const seen = await pollAcross(reader, () => a.commit());
    return { seen, stored: [first.id, second.id] };
  }

  async function olderTransactionNumbersLast(reader: Reader): Promise<{ seen: string[]; stored: string[] }> {
    const [young, old] = [await anEvent(), await anEvent()];
    const older = heldTransaction();
    await older.step((session) => session.rows('SELECT pg_current_xact_id()'));
    const younger = heldTransaction();
    await younger.step((session) => session.rows('SELECT pg_current_xact_id()'));
    await younger.step((session) => append(session, young)); // takes n
    await older.step((session) => append(session, old)); // takes n + 1
    await older.commit();
    const seen = await pollAcross(reader, () => younger.commit());
    return { seen, stored: [old.id, young.id] };
  }

  it.each(Object.keys(READERS))('%s: what a poller sees when an earlier number commits last', async (name) => {
    const { seen, stored } = await earlierNumberCommitsLast(READERS[name]);
    if (name === 'sequence order (naive)') expect(seen).toEqual([stored[1]]); // the first event is lost
    else expect([...seen].sort()).toEqual([...stored].sort());
  });

  it.each(Object.keys(READERS))('%s: what a poller sees when an older transaction takes the later number', async (name) => {
    const { seen, stored } = await olderTransactionNumbersLast(READERS[name]);
    if (name.startsWith('sequence order')) expect(seen).toEqual([stored[0]]); // the younger transaction's event is lost
    else expect(seen).toEqual(stored);
  });
});
