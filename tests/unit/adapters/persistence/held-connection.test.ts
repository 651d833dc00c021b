import { EventEmitter } from 'node:events';
import { DataSource, QueryFailedError } from 'typeorm';
import { pooledConnections } from '../../../../src/adapters/persistence/typeorm/held-connection';

/** A pg pool client as far as a held connection uses it: it answers, or fails, and records how it went back. */
class FakeClient extends EventEmitter {
  readonly sent: { name?: string; text: string; values: unknown[] }[] = [];
  readonly releases: boolean[] = [];
  failWith: Error | null = null;

  query(config: { name?: string; text: string; values: unknown[] }) {
    this.sent.push(config);
    return this.failWith ? Promise.reject(this.failWith) : Promise.resolve({ rows: [{ one: 1 }] });
  }

  release(destroy: boolean) {
    this.releases.push(destroy);
  }
}

function connectTo(client: FakeClient) {
  const dataSource = { driver: { master: { connect: () => Promise.resolve(client) } } } as unknown as DataSource;
  return pooledConnections(dataSource)();
}

describe('a pooled connection held by a piece of work', () => {
  it('runs a statement, named only when it is prepared, and gives the client back whole', async () => {
    const client = new FakeClient();
    const connection = await connectTo(client);
    expect(await connection.run('SELECT 1 AS one', [])).toEqual([{ one: 1 }]);
    await connection.run('SELECT $1', [2], 's_x');
    await connection.release(false);
    expect(client.sent).toEqual([{ text: 'SELECT 1 AS one', values: [] }, { name: 's_x', text: 'SELECT $1', values: [2] }]);
    expect(client.releases).toEqual([false]);
  });

  it('reports a failed statement as a QueryFailedError carrying the driver error', async () => {
    const client = new FakeClient();
    const connection = await connectTo(client);
    client.failWith = Object.assign(new Error('duplicate key'), { code: '23505' });
    const failure = await connection.run('INSERT', []).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(QueryFailedError);
    expect((failure as QueryFailedError).driverError).toBe(client.failWith);
  });

  it('survives a connection error while held, and has the pool drop that client', async () => {
    const client = new FakeClient();
    const connection = await connectTo(client);
    // Without a listener, EventEmitter would throw this error (and end the process).
    expect(() => client.emit('error', new Error('Connection terminated unexpectedly'))).not.toThrow();
    await connection.release(false);
    expect(client.releases).toEqual([true]);
    expect(client.listenerCount('error')).toBe(0);
  });

  it('goes back to the pool once: work released at its deadline and again when it ends', async () => {
    const client = new FakeClient();
    const connection = await connectTo(client);
    await connection.release(true);
    await connection.release(false);
    expect(client.releases).toEqual([true]);
  });
});
