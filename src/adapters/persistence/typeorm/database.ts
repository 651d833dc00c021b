import { Socket } from 'node:net';
import { DataSource, EntityManager, QueryRunner } from 'typeorm';
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
        const result = await work(sessionOf(runner.manager));
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
    return this.onConnection((runner) => work(sessionOf(runner.manager)));
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

function sessionOf(manager: EntityManager): Session {
  return {
    manager,
    async rows<T>(sql: string, params: unknown[] = []): Promise<T[]> {
      // The structured result: its `records` are the rows whatever the command (raw differs for UPDATE).
      const result = await manager.queryRunner!.query(sql, params, true);
      return result.records as T[];
    },
  };
}
