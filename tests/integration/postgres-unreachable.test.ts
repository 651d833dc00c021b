import { AddressInfo, Server, Socket, connect, createServer } from 'node:net';
import { DataSource } from 'typeorm';
import { createDataSource } from '../../src/adapters/persistence/typeorm/data-source';
import { Database } from '../../src/adapters/persistence/typeorm/database';
import { runMigrations } from '../../src/adapters/persistence/typeorm/run-migrations';
import { StorageUnavailable } from '../../src/application/ports/storage-unavailable';
import { sqlRepositories } from '../contract/repositories';
import { ScratchDatabase, createScratchPostgresDatabase } from '../support/test-database';

/**
 * @engine postgres: a server that cannot be reached.
 */

const describeOnPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

/** A TCP relay to the database server that the test can cut, as a network failure would. */
async function openRelay(target: URL): Promise<{ url: string; cut(): void }> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket): Socket => {
    sockets.add(socket.on('error', () => undefined));
    return socket;
  };
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    track(client).pipe(track(upstream)).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(target.toString());
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as AddressInfo).port);
  return {
    url: url.toString(),
    cut: () => {
      server.close();
      sockets.forEach((socket) => socket.destroy());
    },
  };
}

describeOnPostgres('a PostgreSQL server that cannot be reached (skipped unless TEST_DATABASE_URL is set)', () => {
  let scratch: ScratchDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    scratch = await createScratchPostgresDatabase();
  });
  afterAll(async () => {
    if (dataSource?.isInitialized) await dataSource.destroy();
    await scratch.drop();
  });

  it('surfaces as StorageUnavailable from the repositories', async () => {
    const relay = await openRelay(new URL(scratch.url));
    dataSource = await createDataSource({ databaseUrl: relay.url, dataDir: 'unused' }).initialize();
    await runMigrations(dataSource);
    const { apiKeys } = sqlRepositories(new Database(dataSource));
    expect(await apiKeys.findBySecretHash('hash')).toBeNull();

    relay.cut();
    // The first call finds its pooled connection dead, the next one cannot open a new one.
    await expect(apiKeys.findBySecretHash('hash')).rejects.toBeInstanceOf(StorageUnavailable);
    await expect(apiKeys.findBySecretHash('hash')).rejects.toBeInstanceOf(StorageUnavailable);
  });
});
