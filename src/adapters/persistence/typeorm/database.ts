import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { StorageUnavailable } from '../../../application/ports/storage-unavailable';
import { AsyncMutex } from './async-mutex';
import { embeddedSessionLock, isEmbedded, workTimeoutOf } from './data-source';
import { Connect, HeldConnection, embeddedConnections, pooledConnections } from './held-connection';
import { asStorageError } from './storage-errors';

export type IsolationLevel = 'READ COMMITTED' | 'REPEATABLE READ' | 'SERIALIZABLE';

/** What a piece of database work gets: raw SQL and its rows. */
export interface Session {
  /** Runs `sql` ($1, $2… placeholders) and returns its rows, RETURNING rows included. */
  rows<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /**
   * As rows(), for a statement the service runs over and over (a save, a read by id): on PostgreSQL
   * it is prepared once per connection, named after its text, so the server does not parse and plan
   * it again on every call. Only for texts from a small fixed set: each stays prepared on every
   * pooled connection. On the embedded database, the same as rows().
   */
  prepared<T>(sql: string, params?: unknown[]): Promise<T[]>;
}

/**
 * The one door every repository uses to reach the database. On PostgreSQL each piece of work takes
 * a pooled connection; on the embedded PGlite (one shared session) pieces run one at a time, so two
 * transactions never interleave their statements. Work must not call back into the Database.
 * A database that cannot be reached, or that takes longer than the data source's work timeout,
 * surfaces as StorageUnavailable.
 */
export class Database {
  private readonly lock: AsyncMutex | null;
  private readonly workTimeoutMs: number | null;
  private readonly connect: Connect;

  /** True on the embedded PGlite: one process owns it, and its single session is shared by every piece of work. */
  readonly embedded: boolean;

  /** `connections` may wrap the engine's own: a test watches every statement sent through them. */
  constructor(readonly dataSource: DataSource, connections: (engine: Connect) => Connect = (engine) => engine) {
    this.embedded = isEmbedded(dataSource);
    this.lock = this.embedded ? embeddedSessionLock : null;
    this.workTimeoutMs = workTimeoutOf(dataSource);
    this.connect = connections(this.embedded ? embeddedConnections(dataSource) : pooledConnections(dataSource));
  }

  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws.
   * READ COMMITTED unless told otherwise; REPEATABLE READ gives several reads one snapshot.
   */
  transaction<T>(work: (session: Session) => Promise<T>, isolation: IsolationLevel = 'READ COMMITTED'): Promise<T> {
    // READ COMMITTED is PostgreSQL's default; another level is set in the same statement, not a second one.
    const start = isolation === 'READ COMMITTED' ? 'START TRANSACTION' : `START TRANSACTION ISOLATION LEVEL ${isolation}`;
    return this.onConnection(async (connection) => {
      await connection.run(start, []);
      try {
        const result = await work(this.sessionOf(connection));
        await connection.run('COMMIT', []);
        return result;
      } catch (error) {
        // On a lost connection the rollback fails too; the server rolls back on its own.
        await connection.run('ROLLBACK', []).catch(() => undefined);
        throw error;
      }
    });
  }

  /** Runs `work` on one connection, each statement on its own (no transaction). */
  query<T>(work: (session: Session) => Promise<T>): Promise<T> {
    return this.onConnection((connection) => work(this.sessionOf(connection)));
  }

  private sessionOf(connection: HeldConnection): Session {
    return {
      rows: (sql, params = []) => connection.run(sql, params),
      prepared: (sql, params = []) => connection.run(sql, params, statementName(sql)),
    };
  }

  private onConnection<T>(use: (connection: HeldConnection) => Promise<T>): Promise<T> {
    const run = () => (this.workTimeoutMs === null ? unbounded(this.connect, use) : withDeadline(this.connect, use, this.workTimeoutMs));
    return (this.lock ? this.lock.run(run) : run()).catch((error: unknown) => {
      throw asStorageError(error);
    });
  }
}

async function unbounded<T>(connect: Connect, use: (connection: HeldConnection) => Promise<T>): Promise<T> {
  const connection = await connect();
  try {
    return await use(connection);
  } finally {
    await connection.release(false);
  }
}

/**
 * `use` on a connection, or StorageUnavailable once `ms` have passed since it asked for one. At that
 * moment the connection is closed and dropped, so its hung statements fail at once; a
 * connection that comes after the deadline is never used. A connection that failed to answer is
 * closed and dropped, so the pool never hands it to the next request.
 */
function withDeadline<T>(connect: Connect, use: (connection: HeldConnection) => Promise<T>, ms: number): Promise<T> {
  // One promise settled by whichever comes first, the work or the timer: no race of two.
  return new Promise<T>((resolve, reject) => {
    let held: HeldConnection | undefined;
    let abandoned = false;
    const timer = setTimeout(() => {
      abandoned = true;
      // Given back at once, broken: the work may never end (it waits on something else than the database).
      const connection = held;
      if (connection) void connection.close().then(() => connection.release(true));
      reject(new StorageUnavailable(new Error(`the database work did not finish within ${ms} ms`)));
    }, ms);
    const work = async () => {
      const connection = await connect();
      held = connection;
      let broken = abandoned;
      try {
        if (abandoned) throw new StorageUnavailable();
        return await use(connection);
      } catch (error) {
        broken = abandoned || asStorageError(error) instanceof StorageUnavailable;
        if (broken) await connection.close();
        throw error;
      } finally {
        await connection.release(broken);
      }
    };
    // After the deadline has answered, the work's own end (or failure) settles nothing.
    work().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** The names given so far, by text: prepared texts are few (see Session.prepared), and long. */
const statementNames = new Map<string, string>();

/** A prepared statement's name: its text's hash, so one name never stands for two texts. */
function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (name === undefined) {
    name = `s_${createHash('sha1').update(sql).digest('base64url')}`;
    statementNames.set(sql, name);
  }
  return name;
}

/**
 * The commit horizon of this database: the oldest transaction id (xid8, as text) still running in
 * it, or the next id to be assigned when none runs. Every transaction below it has ended, so an
 * event whose `txid` is below it is committed (or gone) for good (docs/architecture.md, "One busy merchant").
 *
 * Read from pg_stat_activity of this database only, not pg_snapshot_xmin(), which is the oldest
 * transaction of the whole server: a long transaction of another database on it (a bulk load, a
 * test's database) must not hold this one's events back. It must be read in its own statement,
 * BEFORE the snapshot of the statement that uses it: a transaction that gets its id in between is
 * above the horizon whatever it does.
 *
 * pg_stat_activity gives 32-bit ids; each is widened against the next id's 64 bits (running ids
 * are never 2^31 apart from it).
 */
export async function commitHorizon(session: Session): Promise<string> {
  const [{ horizon }] = await session.rows<{ horizon: string }>(
    `WITH next AS (SELECT pg_snapshot_xmax(pg_current_snapshot())::text::bigint AS id),
          running AS (
            SELECT backend_xid::text::bigint AS low FROM pg_stat_activity
             WHERE datname = current_database() AND backend_xid IS NOT NULL
          ),
          widened AS (
            SELECT next.id - (CASE WHEN behind >= 2147483648 THEN behind - 4294967296 ELSE behind END) AS id
              FROM next, running,
                   LATERAL (SELECT ((next.id % 4294967296 - running.low) % 4294967296 + 4294967296) % 4294967296 AS behind) AS b
          )
     SELECT least((SELECT min(id) FROM widened), (SELECT id FROM next))::text AS horizon`,
  );
  return horizon;
}
