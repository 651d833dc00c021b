import { AddressInfo, Server, Socket, connect, createServer } from 'node:net';

/** A TCP relay in front of a server that a test can cut (as a network failure would) and restore. */
export interface TcpProxy {
  readonly port: number;
  /** Drops every relayed connection and stops listening: new connections are refused. */
  cut(): Promise<void>;
  /** Listens again on the same port. */
  restore(): Promise<void>;
  /**
   * Stops relaying in both directions, as a hung server or network would: connections stay open
   * and new ones are accepted, but no byte passes until thaw().
   */
  freeze(): void;
  thaw(): void;
  close(): Promise<void>;
}

export async function openTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket): Socket => {
    sockets.add(socket);
    socket.on('error', () => undefined).on('close', () => sockets.delete(socket));
    return socket;
  };
  const pairs = new Set<[Socket, Socket]>();
  let frozen = false;
  const relay = ([client, upstream]: [Socket, Socket]) => {
    client.pipe(upstream);
    upstream.pipe(client);
  };
  const hold = ([client, upstream]: [Socket, Socket]) => {
    client.unpipe(upstream).pause();
    upstream.unpipe(client).pause();
  };
  let server: Server | null = null;
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const next = createServer((client) => {
        const upstream = track(connect(targetPort, targetHost));
        const pair: [Socket, Socket] = [track(client), upstream];
        pairs.add(pair);
        if (frozen) hold(pair);
        else relay(pair);
        client.on('close', () => {
          pairs.delete(pair);
          upstream.destroy();
        });
        upstream.on('close', () => client.destroy());
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        server = next;
        resolve((next.address() as AddressInfo).port);
      });
    });
  const cut = async () => {
    const closing = server;
    server = null;
    sockets.forEach((socket) => socket.destroy());
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };

  const port = await listen(0);
  return {
    port,
    cut,
    restore: async () => {
      if (!server) await listen(port);
    },
    close: cut,
    freeze: () => {
      frozen = true;
      pairs.forEach(hold);
    },
    thaw: () => {
      frozen = false;
      pairs.forEach(relay);
    },
  };
}
