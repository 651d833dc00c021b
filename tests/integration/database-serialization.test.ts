import { Database } from '../../src/adapters/persistence/typeorm/database';
import { TestDatabase, TestEngine, openTestDatabase, testEngine } from '../support/test-database';

/**
 * @engine both: the engine's transactions and locks.
 */

const engines: TestEngine[] = [testEngine()];
const TRANSACTIONS = 40;

/** Reads the counter, lets every other piece of work run, then writes it back plus one. */
async function increment(database: Database, failAfterWriting = false): Promise<void> {
  await database.transaction(async (session) => {
    const [row] = await session.rows<{ value: number }>('SELECT value FROM counters WHERE id = 1 FOR UPDATE');
    await new Promise((resolve) => setImmediate(resolve));
    await session.rows('UPDATE counters SET value = $1 WHERE id = 1', [row.value + 1]);
    if (failAfterWriting) throw new Error('changed my mind');
  });
}

describe.each(engines)('Database transactions (%s)', (engine) => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await openTestDatabase(engine);
    await db.database.query((session) => session.rows('CREATE TABLE counters (id integer PRIMARY KEY, value integer NOT NULL)'));
  });
  afterAll(() => db.close());
  beforeEach(() => db.database.query((session) => session.rows('TRUNCATE counters; INSERT INTO counters VALUES (1, 0)')));

  const counter = async () =>
    (await db.database.query((session) => session.rows<{ value: number }>('SELECT value FROM counters')))[0].value;

  it(`loses no update when ${TRANSACTIONS} read-modify-write transactions run at once`, async () => {
    await Promise.all(Array.from({ length: TRANSACTIONS }, () => increment(db.database)));

    expect(await counter()).toBe(TRANSACTIONS);
  });

  it('rolls back only the transactions that fail, even when they run among others', async () => {
    const outcomes = await Promise.allSettled(
      Array.from({ length: TRANSACTIONS }, (_, i) => increment(db.database, i % 4 === 0)),
    );

    const failed = outcomes.filter((outcome) => outcome.status === 'rejected').length;
    expect(failed).toBe(TRANSACTIONS / 4);
    expect(await counter()).toBe(TRANSACTIONS - failed);
  });
});
