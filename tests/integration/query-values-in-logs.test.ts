import { Writable } from 'node:stream';
import { createLogger } from '../../src/adapters/observability/logger';
import { TestDatabase, openTestDatabase } from '../support/test-database';

const EMAIL = 'maria.perez@example.com';
const DNI = 'V12345678';
const TOKEN = 'PRsecretpaymenttoken0001';
const LITERAL = 'literal.value@example.com';

function logged(write: (logger: ReturnType<typeof createLogger>) => void): string {
  let text = '';
  const sink = new Writable({ write: (chunk, _encoding, done) => ((text += String(chunk)), done()) });
  write(createLogger('info', sink));
  return text;
}

/** A real failing statement on the embedded database, carrying personal data as parameters and as a literal. */
async function failedQuery(db: TestDatabase, sql: string, params: unknown[]): Promise<unknown> {
  return db.dataSource.query(sql, params).then(
    () => { throw new Error('the statement was expected to fail'); },
    (error: unknown) => error,
  );
}

describe('A failed query never logs its values (PGlite)', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase('pglite');
  });
  afterAll(() => db?.close());

  it.each([
    ['a null in a NOT NULL column (the failing row is quoted)', `INSERT INTO customers (id, merchant_id, dni, email) VALUES ($1, $2, $3, '${LITERAL}')`],
    ['a bad column', `SELECT * FROM payment_requests WHERE token = $1 AND nope = $2 AND description = '${LITERAL}' AND $3 = $3`],
  ])('%s: no parameter, no literal, no row, however the error is logged', async (_case, sql) => {
    const error = await failedQuery(db, sql, [TOKEN, EMAIL, DNI]);
    expect(JSON.stringify(error)).toContain(EMAIL);
    const text = logged((logger) => {
      logger.error({ err: error }, 'query failed');
      logger.error(error as Error);
      logger.error({ err: new Error('saving failed', { cause: error }) }, 'wrapped');
    });
    expect(text.split('\n').filter(Boolean)).toHaveLength(3);
    expect(text).toContain('QueryFailedError');
    for (const value of [EMAIL, DNI, TOKEN, LITERAL]) expect(text).not.toContain(value);
  });
});
