import { Server } from 'node:http';

/**
 * Stops an HTTP server a test started, at once: its open connections (a browser's or an agent's
 * keep-alive) are closed first, so `close()` never waits on a peer that holds one.
 */
export function closeServer(server: Server): Promise<void> {
  if (!server.listening) return Promise.resolve();
  server.closeAllConnections();
  return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
}
