import { createSocket } from 'node:dgram';

/** A UDP "name server" on the loopback that reads every query and never answers one. */
export interface SilentDns {
  server: string;
  queries(): number;
  close(): Promise<void>;
}

export async function startSilentDns(): Promise<SilentDns> {
  const socket = createSocket('udp4');
  let count = 0;
  socket.on('message', () => count++);
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    server: `127.0.0.1:${socket.address().port}`,
    queries: () => count,
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  };
}
