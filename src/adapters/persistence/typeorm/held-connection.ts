import { Socket } from 'node:net';
import type { FieldDef } from 'pg';
import { DataSource, QueryFailedError, QueryRunner } from 'typeorm';
import { RowShape, ShapedExecution, rowShapeOf } from './shaped-execution';

/** One connection that a piece of database work holds from its first statement to its end. */
export interface HeldConnection {
  /**
   * Runs `sql` ($1, $2… placeholders) and returns its rows; `name`: prepared once per connection under
   * it (on PostgreSQL; the embedded database runs every statement unprepared).
   */
  run<T>(sql: string, params: unknown[], name?: string): Promise<T[]>;
  /** Destroys the connection's socket, so its pending statements fail at once; resolves once it is closed. */
  close(): Promise<void>;
  /**
   * Gives the connection back; a `broken` one is dropped rather than handed to the next piece of
   * work. Only the first call counts: work abandoned at its deadline is released then, and again when it ends, if ever.
   */
  release(broken: boolean): Promise<void>;
}

export type Connect = () => Promise<HeldConnection>;

/**
 * PostgreSQL: a client of the pg pool that TypeORM opened, used directly. A TypeORM query runner
 * would build a runner, an entity manager and a broadcaster for each piece of work and go through
 * its logging on each statement; the repositories write their own SQL and need none of that.
 */
export function pooledConnections(dataSource: DataSource): Connect {
  // TypeORM's PostgreSQL driver keeps its pg Pool as `master` once the data source is initialized.
  return async () => new PooledConnection(await (dataSource.driver as unknown as { master: PgPool }).master.connect());
}

/** The embedded PGlite: its TypeORM query runner (one shared session, see Database). */
export function embeddedConnections(dataSource: DataSource): Connect {
  return async () => {
    const runner = dataSource.createQueryRunner();
    await runner.connect();
    return new RunnerConnection(runner);
  };
}

class PooledConnection implements HeldConnection {
  /** The connection failed while held (the server went away): pg fails what comes next; the pool must drop it. */
  private failed = false;
  private released = false;
  private readonly onError = (): void => {
    this.failed = true;
  };

  constructor(private readonly client: PgPoolClient) {
    // pg emits a held client's connection errors on the client: without a listener they would end the process.
    client.on('error', this.onError);
  }

  async run<T>(sql: string, params: unknown[], name?: string): Promise<T[]> {
    try {
      if (name === undefined) return (await this.client.query({ text: sql, values: params })).rows as T[];
      return (await runPrepared(this.client, name, sql, params)) as T[];
    } catch (error) {
      throw new QueryFailedError(sql, params, error as Error);
    }
  }

  close(): Promise<void> {
    return closeSocket(this.client.connection?.stream);
  }

  release(broken: boolean): Promise<void> {
    if (this.released) return Promise.resolve();
    this.released = true;
    this.client.removeListener('error', this.onError);
    this.client.release(broken || this.failed);
    return Promise.resolve();
  }
}

class RunnerConnection implements HeldConnection {
  constructor(private readonly runner: QueryRunner) {}

  async run<T>(sql: string, params: unknown[]): Promise<T[]> {
    // The structured result: its `records` are the rows whatever the command (raw differs for UPDATE).
    return (await this.runner.query(sql, params, true)).records as T[];
  }

  close(): Promise<void> {
    return Promise.resolve();
  }

  release(): Promise<void> {
    return this.runner.release();
  }
}

function closeSocket(stream: Socket | undefined): Promise<void> {
  if (!stream || stream.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    stream.once('close', () => resolve());
    stream.destroy();
  });
}

/**
 * The row shapes of the prepared statements, by name (a name stands for one text), learned from the
 * first execution pg described. Once a statement is prepared on a client and its shape is known,
 * it runs without Describe (shaped-execution.ts).
 */
const rowShapes = new Map<string, RowShape>();

/**
 * Runs the statement `sql`, prepared on `client` under `name`. Until pg has prepared it on that
 * client's connection (pg keeps their names) it goes through pg, which parses it and describes its
 * rows; after that, with the rows' shape known, it runs without Describe. pg's errors are thrown as
 * pg throws them.
 */
export async function runPrepared(client: PgPoolClient, name: string, sql: string, params: unknown[]): Promise<unknown[]> {
  const shape = client.connection?.parsedStatements?.[name] !== undefined ? rowShapes.get(name) : undefined;
  if (shape) {
    return new Promise((resolve, reject) => {
      client.query(new ShapedExecution(name, params, shape, (error, rows) => (error ? reject(error) : resolve(rows!))));
    });
  }
  const { rows, fields } = await client.query({ name, text: sql, values: params });
  // A result without its row description (pg always gives one; a stand-in may not) teaches nothing.
  if (fields && !rowShapes.has(name)) {
    const learned = rowShapeOf(fields, (oid) => client.getTypeParser(oid, 'text'));
    if (learned) rowShapes.set(name, learned);
  }
  return rows;
}

/** What this module needs of pg's Pool and its clients. */
interface PgPool {
  connect(): Promise<PgPoolClient>;
}

export interface PgPoolClient {
  query(config: { name?: string; text: string; values: unknown[] }): Promise<{ rows: unknown[]; fields: FieldDef[] }>;
  query(execution: ShapedExecution): ShapedExecution;
  getTypeParser(oid: number, format: 'text'): (text: string) => unknown;
  /** `true`: the pool destroys the client instead of keeping it. */
  release(destroy: boolean): void;
  on(event: 'error', listener: () => void): unknown;
  removeListener(event: 'error', listener: () => void): unknown;
  /** pg's connection: its socket, and the names of the statements prepared on it. */
  connection?: { stream?: Socket; parsedStatements?: Record<string, string> };
}
