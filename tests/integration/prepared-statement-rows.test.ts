import { QueryFailedError } from 'typeorm';
import { ShapedExecution } from '../../src/adapters/persistence/typeorm/shaped-execution';
import { Session } from '../../src/adapters/persistence/typeorm/database';
import { TestDatabase, openTestDatabase } from '../support/test-database';

/**
 * @engine postgres: once a prepared statement's rows have been described on a connection, it runs
 * there without Describe (held-connection.ts, shaped-execution.ts); on PGlite nothing is prepared.
 */

const describeOnPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

// Every kind of column the repositories read, a null, a repeated name, an array.
const MANY_KINDS = `SELECT $1::text AS id, $2::timestamptz AS at, $3::numeric AS amount, $4::int AS n, $4::bigint AS big,
  $5::boolean AS flag, $6::jsonb AS doc, NULL::text AS nothing, 1 AS same, 2 AS same, ARRAY[$4::int, 7] AS list`;

function manyKindsParams(i: number): unknown[] {
  return [`id-${i}`, new Date(Date.UTC(2026, 10, 27, 12, 0, i)), '12.50', i, i % 2 === 0, { i, nested: ['a', null] }];
}

/** The statement prepared, and the same text run unprepared (pg describes it and builds its rows). */
async function bothWays(session: Session, sql: string, params: unknown[]): Promise<{ prepared: unknown[]; plain: unknown[] }> {
  return { prepared: await session.prepared(sql, params), plain: await session.rows(sql, params) };
}

describeOnPostgres('Prepared statements described once (postgres)', () => {
  let db: TestDatabase;
  const shaped = jest.spyOn(ShapedExecution.prototype, 'submit');

  beforeAll(async () => {
    db = await openTestDatabase('postgres');
  });
  afterAll(() => db.close());
  beforeEach(() => shaped.mockClear());

  it('gives the rows pg gives, the first time on each connection and every time after', async () => {
    for (let round = 0; round < 3; round++) {
      // More at once than the pool has connections: each connection runs it described, then shaped.
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) => db.database.query((session) => bothWays(session, MANY_KINDS, manyKindsParams(i)))),
      );
      for (const [i, { prepared, plain }] of answers.entries()) {
        expect(prepared).toEqual(plain);
        expect(Object.keys(prepared[0] as object)).toEqual(Object.keys(plain[0] as object));
        expect(prepared[0]).toMatchObject({ id: `id-${i}`, amount: '12.50', n: i, big: String(i), same: 2, list: [i, 7] });
      }
    }
    expect(shaped).toHaveBeenCalled();
  });

  it('gives no rows, then rows, as the parameters say', async () => {
    const sql = 'SELECT 1 AS one WHERE $1::boolean';
    const runs = await db.database.query(async (session) => [
      await session.prepared(sql, [false]),
      await session.prepared(sql, [true]),
      await session.prepared(sql, [false]),
    ]);

    expect(runs).toEqual([[], [{ one: 1 }], []]);
    expect(shaped).toHaveBeenCalledTimes(2);
  });

  it('fails an execution as pg fails it, and the connection runs the next one', async () => {
    const sql = 'SELECT 10 / $1::int AS quotient';
    const outcome = await db.database.query(async (session) => {
      const before = await session.prepared(sql, [2]);
      const failure = await session.prepared(sql, [0]).catch((error: unknown) => error);
      const plainFailure = await session.rows(sql, [0]).catch((error: unknown) => error);
      const after = await session.prepared(sql, [5]);
      return { before, failure, plainFailure, after };
    });

    expect(outcome.before).toEqual([{ quotient: 5 }]);
    expect(outcome.failure).toBeInstanceOf(QueryFailedError);
    expect((outcome.failure as QueryFailedError).driverError).toMatchObject({ code: '22012', message: 'division by zero' });
    expect((outcome.failure as QueryFailedError).driverError).toEqual((outcome.plainFailure as QueryFailedError).driverError);
    expect(outcome.after).toEqual([{ quotient: 2 }]);
    expect(shaped).toHaveBeenCalledTimes(2);
  });

  it('refuses a value pg cannot send, as pg refuses it, and the connection runs the next one', async () => {
    const sql = 'SELECT $1::jsonb AS doc';
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    const outcome = await db.database.query(async (session) => {
      const before = await session.prepared(sql, [{ a: 1 }]);
      const failure = await session.prepared(sql, [circular]).catch((error: unknown) => error);
      const plainFailure = await session.rows(sql, [circular]).catch((error: unknown) => error);
      const after = await session.prepared(sql, [{ b: 2 }]);
      return { before, failure, plainFailure, after };
    });

    expect(outcome.before).toEqual([{ doc: { a: 1 } }]);
    expect(outcome.failure).toBeInstanceOf(QueryFailedError);
    expect((outcome.failure as QueryFailedError).driverError.message).toMatch(/circular/i);
    expect((outcome.failure as QueryFailedError).driverError.message).toBe((outcome.plainFailure as QueryFailedError).driverError.message);
    expect(outcome.after).toEqual([{ doc: { b: 2 } }]);
    expect(shaped).toHaveBeenCalledTimes(2);
  });
});
