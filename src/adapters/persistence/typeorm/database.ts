import { DataSource, EntityManager } from 'typeorm';
import { AsyncMutex } from './async-mutex';
import { embeddedSessionLock, isEmbedded } from './data-source';
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
 * A database that cannot be reached surfaces as StorageUnavailable.
 */
export class Database {
  private readonly lock: AsyncMutex | null;

  constructor(readonly dataSource: DataSource) {
    this.lock = isEmbedded(dataSource) ? embeddedSessionLock : null;
  }

  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws.
   * READ COMMITTED unless told otherwise; REPEATABLE READ gives several reads one snapshot.
   */
  transaction<T>(work: (session: Session) => Promise<T>, isolation: IsolationLevel = 'READ COMMITTED'): Promise<T> {
    return this.exclusive(() => this.dataSource.transaction(isolation, (manager) => work(sessionOf(manager))));
  }

  /** Runs `work` on one connection, each statement on its own (no transaction). */
  query<T>(work: (session: Session) => Promise<T>): Promise<T> {
    return this.exclusive(async () => {
      const runner = this.dataSource.createQueryRunner();
      try {
        return await work(sessionOf(runner.manager));
      } finally {
        await runner.release();
      }
    });
  }

  private async exclusive<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await (this.lock ? this.lock.run(work) : work());
    } catch (error) {
      throw asStorageError(error);
    }
  }
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
