import { createHash } from 'node:crypto';
import { Socket } from 'node:net';
import { DataSource, EntityManager, QueryFailedError, QueryRunner } from 'typeorm';
import { StorageUnavailable } from '../../../application/ports/storage-unavailable';
import { AsyncMutex } from './async-mutex';
import { embeddedSessionLock, isEmbedded, workTimeoutOf } from './data-source';
import { asStorageError } from './storage-errors';

export type IsolationLevel = 'READ COMMITTED' | 'REPEATABLE READ' | 'SERIALIZABLE';

/** What a piece of database work gets: TypeORM's manager, and raw SQL with its rows. */
export interface Session {
  readonly manager: EntityManager;
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

  /** True on the embedded PGlite: one process owns it, and its single session is shared by every piece of work. */
  readonly embedded: boolean;

  constructor(readonly dataSource: DataSource) {
    this.embedded = isEmbedded(dataSource);
    this.lock = this.embedded ? embeddedSessionLock : null;
    this.workTimeoutMs = workTimeoutOf(dataSource);
  }

  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws.
   * READ COMMITTED unless told otherwise; REPEATABLE READ gives several reads one snapshot.
   */
  transaction<T>(work: (session: Session) => Promise<T>, isolation: IsolationLevel = 'READ COMMITTED'): Promise<T> {
    return this.onConnection(async (runner) => {
      // READ COMMITTED is PostgreSQL's default: a bare START TRANSACTION saves a round trip.
      await runner.startTransaction(isolation === 'READ COMMITTED' ? undefined : isolation);
      try {
        const result = await work(this.sessionOf(runner));
        await runner.commitTransaction();
        return result;
      } catch (error) {
        // On a lost connection the rollback fails too; the server rolls back on its own.
        await runner.rollbackTransaction().catch(() => undefined);
        throw error;
      }
    });
  }

  /** Runs `work` on one connection, each statement on its own (no transaction). */
  query<T>(work: (session: Session) => Promise<T>): Promise<T> {
    return this.onConnection((runner) => work(this.sessionOf(runner)));
  }

  private sessionOf(runner: QueryRunner): Session {
    const { manager } = runner;
    const rows = async <T>(sql: string, params: unknown[] = []): Promise<T[]> => {
      // The structured result: its `records` are the rows whatever the command (raw differs for UPDATE).
      const result = await runner.query(sql, params, true);
      return result.records as T[];
    };
    if (this.embedded) return { manager, rows, prepared: rows };
    const prepared = async <T>(sql: string, params: unknown[] = []): Promise<T[]> => {
      const client = (await runner.connect()) as PgClient;
      try {
        return (await client.query({ name: statementName(sql), text: sql, values: params })).rows as T[];
      } catch (error) {
        throw new QueryFailedError(sql, params, error as Error);
      }
    };
    return { manager, rows, prepared };
  }

  private async onConnection<T>(use: (runner: QueryRunner) => Promise<T>): Promise<T> {
    const run = () => {
      const runner = this.dataSource.createQueryRunner();
      if (this.workTimeoutMs === null) return use(runner).finally(() => runner.release());
      return withDeadline(runner, bounded(runner, use), this.workTimeoutMs);
    };
    try {
      return await (this.lock ? this.lock.run(run) : run());
    } catch (error) {
      throw asStorageError(error);
    }
  }
}

/** Runners whose deadline has passed: the request has been answered without them. */
const abandoned = new WeakSet<QueryRunner>();

/**
 * `use(runner)` on PostgreSQL: it never starts once abandoned (a connection that came too late),
 * and a connection that failed to answer is closed before the runner is released, so the pool
 * never hands it to the next request.
 */
async function bounded<T>(runner: QueryRunner, use: (runner: QueryRunner) => Promise<T>): Promise<T> {
  try {
    await runner.connect();
    if (abandoned.has(runner)) throw new StorageUnavailable();
    return await use(runner);
  } catch (error) {
    if (abandoned.has(runner) || asStorageError(error) instanceof StorageUnavailable) await closeConnection(runner);
    throw error;
  } finally {
    await runner.release();
  }
}

/**
 * `work`, or StorageUnavailable once `ms` have passed since it asked for a connection. The
 * connection is closed at that moment, so its hung statements fail at once and the work ends.
 */
async function withDeadline<T>(runner: QueryRunner, work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      abandoned.add(runner);
      void closeConnection(runner);
      reject(new StorageUnavailable(new Error(`the database work did not finish within ${ms} ms`)));
    }, ms);
  });
  work.catch(() => undefined); // it fails after the deadline has answered
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Destroys the socket of the runner's pg client, if it has one; its pending queries fail at once.
 * Resolves once pg has seen the socket close (and so has told TypeORM, which discards the client).
 */
function closeConnection(runner: QueryRunner): Promise<void> {
  const client = (runner as { databaseConnection?: { connection?: { stream?: Socket } } }).databaseConnection;
  const stream = client?.connection?.stream;
  if (!stream || stream.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    stream.once('close', () => resolve());
    stream.destroy();
  });
}

/** What prepared() needs of a pg client (TypeORM's PostgreSQL runner connects with one). */
interface PgClient {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
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
