import { Server } from 'node:http';
import { AddressInfo } from 'node:net';
import express from 'express';

/** Listens with `app` (port 0: any free port); resolves with the server and its base URL. */
export async function listen(app: express.Express, port: number, host: string): Promise<{ server: Server; url: string }> {
  const server = app.listen(port, host);
  await new Promise<void>((resolve, reject) => server.once('listening', resolve).once('error', reject));
  return { server, url: `http://${host}:${(server.address() as AddressInfo).port}` };
}

/** Stops at once, dropping the answers it never sent. */
export async function closeNow(server: Server | null): Promise<void> {
  if (!server) return;
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}
