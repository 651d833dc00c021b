import { createScratchPostgresDatabase } from '../../support/test-database';
import { openTcpProxy } from '../../support/tcp-proxy';
import { findPostgresBinaries, startThrowawayPostgres } from '../../support/throwaway-postgres';

/** A PostgreSQL database this test may take away and bring back, never the shared server itself. */
export interface FaultyDatabase {
  readonly kind: FaultyDatabaseKind;
  /** Where the service should connect. */
  readonly url: string;
  /** The database goes away: open connections die, new ones are refused. */
  goAway(): Promise<void>;
  /** It comes back, with the same data. */
  comeBack(): Promise<void>;
  close(): Promise<void>;
}

export type FaultyDatabaseKind = 'throwaway cluster' | 'proxy to TEST_DATABASE_URL';

/**
 * A throwaway cluster when the PostgreSQL binaries are here (its own initdb, its own port); else a
 * scratch database on the TEST_DATABASE_URL server behind a TCP proxy the test cuts; else nothing.
 * FAULT_DATABASE=proxy chooses the proxy even where a cluster could be made.
 */
export function faultyDatabaseKind(): FaultyDatabaseKind | null {
  if (process.env.FAULT_DATABASE !== 'proxy' && findPostgresBinaries()) return 'throwaway cluster';
  if (process.env.TEST_DATABASE_URL) return 'proxy to TEST_DATABASE_URL';
  return null;
}

export async function openFaultyDatabase(): Promise<FaultyDatabase> {
  const kind = faultyDatabaseKind();
  if (kind === null) throw new Error('no PostgreSQL binaries and no TEST_DATABASE_URL');
  if (kind === 'throwaway cluster') {
    const cluster = await startThrowawayPostgres(findPostgresBinaries()!);
    return { kind: 'throwaway cluster', url: cluster.url, goAway: cluster.stop, comeBack: cluster.start, close: cluster.close };
  }
  const scratch = await createScratchPostgresDatabase();
  const target = new URL(scratch.url);
  const proxy = await openTcpProxy(target.hostname, Number(target.port || 5432)).catch(async (error) => {
    await scratch.drop();
    throw error;
  });
  const url = new URL(scratch.url);
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  return {
    kind: 'proxy to TEST_DATABASE_URL',
    url: url.toString(),
    goAway: proxy.cut,
    comeBack: proxy.restore,
    close: async () => {
      await proxy.close();
      await scratch.drop();
    },
  };
}

/**
 * `describe` on a database the test can take away; when there is none, the block is skipped under
 * a title that says why (and a warning is printed), never silently.
 */
export function describeWithFaultyDatabase(title: string, body: () => void): void {
  const kind = faultyDatabaseKind();
  if (kind) {
    describe(`${title} (${kind})`, body);
    return;
  }
  const why = 'SKIPPED: no PostgreSQL binaries (initdb, pg_ctl; set PG_BIN) and no TEST_DATABASE_URL';
  console.warn(`${title}: ${why}`);
  describe.skip(`${title} (${why})`, body);
}

/** A PostgreSQL database behind a relay the test can freeze: it hangs instead of going away. */
export interface FreezableDatabase {
  readonly url: string;
  /** From now on no byte reaches the database or comes back; connections stay open. */
  freeze(): void;
  thaw(): void;
  close(): Promise<void>;
}

/** The same database openFaultyDatabase() would give (a throwaway cluster, or a scratch database), behind a TCP relay. */
export async function openFreezableDatabase(): Promise<FreezableDatabase> {
  const kind = faultyDatabaseKind();
  if (kind === null) throw new Error('no PostgreSQL binaries and no TEST_DATABASE_URL');
  const target =
    kind === 'throwaway cluster'
      ? await startThrowawayPostgres(findPostgresBinaries()!).then((cluster) => ({ url: cluster.url, drop: cluster.close }))
      : await createScratchPostgresDatabase();
  const address = new URL(target.url);
  const proxy = await openTcpProxy(address.hostname, Number(address.port || 5432)).catch(async (error) => {
    await target.drop();
    throw error;
  });
  const url = new URL(target.url);
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  return {
    url: url.toString(),
    freeze: proxy.freeze,
    thaw: proxy.thaw,
    close: async () => {
      await proxy.close();
      await target.drop();
    },
  };
}
