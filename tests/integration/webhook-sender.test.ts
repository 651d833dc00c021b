import { Server, ServerResponse, createServer } from 'node:http';
import { AddressInfo, Socket } from 'node:net';
import { postWebhook } from '../../src/adapters/webhooks/webhook-sender';
import { closeServer } from '../support/close-server';

/** A receiver on the loopback whose answer each test scripts, and which tells when each connection closes. */
async function receiver(answer: (res: ServerResponse) => void): Promise<{ server: Server; url: URL; closed: Promise<void> }> {
  let onClose!: () => void;
  const closed = new Promise<void>((resolve) => (onClose = resolve));
  const server = createServer((req, res) => {
    req.resume();
    answer(res);
  });
  server.on('connection', (socket: Socket) => socket.on('close', onClose));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`), closed };
}

const send = (url: URL, timeoutMs = 300) => postWebhook({ url, address: '127.0.0.1', family: 4 }, { 'webhook-id': 'evt_1' }, '{}', timeoutMs);

describe('posting one webhook', () => {
  const servers: Server[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await closeServer(server);
  });
  const start = async (answer: (res: ServerResponse) => void) => {
    const started = await receiver(answer);
    servers.push(started.server);
    return started;
  };

  it('answers with the endpoint\'s status once the connection is closed', async () => {
    const { url, closed } = await start((res) => res.writeHead(204).end());
    let socketClosed = false;
    void closed.then(() => (socketClosed = true));

    await expect(send(url)).resolves.toEqual({ answered: true, status: 204 });
    await closed;
    expect(socketClosed).toBe(true);
  });

  it('never follows a redirect: the 307 is the answer', async () => {
    const { url } = await start((res) => res.writeHead(307, { Location: 'http://127.0.0.1:1/' }).end());

    await expect(send(url)).resolves.toEqual({ answered: true, status: 307 });
  });

  it('holds the slot while an endpoint that sent its status dribbles the body, and destroys its socket at the deadline', async () => {
    let dribble: NodeJS.Timeout | undefined;
    let written = 0;
    let threeWritten!: () => void;
    const dribbling = new Promise<void>((resolve) => (threeWritten = resolve));
    const { url, closed } = await start((res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      dribble = setInterval(() => {
        res.write('.');
        if (++written === 3) threeWritten();
      }, 20);
    });
    let settled = false;
    const sent = send(url, 300).then((result) => ((settled = true), result));

    await dribbling;
    expect(settled).toBe(false); // the status came long ago, but the socket is still open: the slot is held

    await expect(sent).resolves.toEqual({ answered: true, status: 200 });
    await closed;
    clearInterval(dribble);
  });

  it('fails an attempt with no answer by the deadline, and closes its socket', async () => {
    const { url, closed } = await start(() => undefined);

    await expect(send(url)).resolves.toEqual({ answered: false, reason: 'timed out' });
    await closed;
  });

  it('names a refused connection', async () => {
    const { url, server } = await start(() => undefined);
    await closeServer(server);
    servers.length = 0;

    await expect(send(url)).resolves.toEqual({ answered: false, reason: 'ECONNREFUSED' });
  });
});
