import { Database } from '../../src/adapters/persistence/typeorm/database';
import { Connect } from '../../src/adapters/persistence/typeorm/held-connection';
import { TestDatabase } from './test-database';

/** A statement that changes rows: a save, never a read, whatever it selects on the way. */
const WRITES = /\b(INSERT|UPDATE|DELETE)\b/i;

/** The statements sent to the database, in order, as their SQL text. */
export interface SentStatements {
  readonly sent: string[];
  /** How many reads of `table` were sent: statements that select from it and write nothing. */
  readsOf(table: string): number;
  clear(): void;
}

/**
 * `db` with every statement its work sends written down: the same engine and data, through a Database
 * whose connections tell each statement before running it.
 */
export function watchStatements(db: TestDatabase): TestDatabase & { statements: SentStatements } {
  const sent: string[] = [];
  const watched: (engine: Connect) => Connect = (engine) => async () => {
    const connection = await engine();
    return {
      run: (sql, params, name) => {
        sent.push(sql);
        return connection.run(sql, params, name);
      },
      close: () => connection.close(),
      release: (broken) => connection.release(broken),
    };
  };
  const statements: SentStatements = {
    sent,
    readsOf: (table) => sent.filter((sql) => !WRITES.test(sql) && new RegExp(`\\b(FROM|JOIN)\\s+${table}\\b`, 'i').test(sql)).length,
    clear: () => sent.splice(0),
  };
  return { ...db, database: new Database(db.dataSource, watched), statements };
}
