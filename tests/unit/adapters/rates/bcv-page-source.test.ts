import http from 'node:http';
import { AddressInfo } from 'node:net';
import { bcvPageSource } from '../../../../src/adapters/rates/bcv-page-source';
import { closeServer } from '../../../support/close-server';

const MiB = 1024 * 1024;

/** A local server answering with `answer`, counting the requests that reached it. */
async function startServer(answer: (req: http.IncomingMessage, res: http.ServerResponse) => void) {
  let requests = 0;
  const server = http.createServer((req, res) => (requests++, answer(req, res)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    requests: () => requests,
    close: () => closeServer(server),
  };
}

describe('reading the BCV page', () => {
  it('stops reading a chunked page at 5 MiB instead of reading 200 MiB first', async () => {
    let sent = 0;
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const bcv = await startServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      const more = () => {
        while (sent < 200 * MiB && !res.destroyed) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', more);
        }
        res.end();
      };
      more();
    });
    try {
      await expect(bcvPageSource(`http://127.0.0.1:${bcv.port}/`, 30_000)()).rejects.toThrow(/more than 5242880 bytes/);
      expect(sent).toBeLessThan(200 * MiB);
    } finally {
      await bcv.close();
    }
  });

  it('does not follow a redirect to another host', async () => {
    const other = await startServer((_req, res) => res.end('<p id="dolar"><strong>1,00</strong></p>'));
    const bcv = await startServer((_req, res) => res.writeHead(302, { Location: `http://localhost:${other.port}/` }).end());
    try {
      await expect(bcvPageSource(`http://127.0.0.1:${bcv.port}/`, 5_000)()).rejects.toThrow(/another host/);
      expect(other.requests()).toBe(0);
    } finally {
      await Promise.all([bcv.close(), other.close()]);
    }
  });

  it('follows a redirect on its own host, a few times at most', async () => {
    const bcv = await startServer((req, res) => {
      if (req.url === '/') res.writeHead(301, { Location: '/es/' }).end();
      else if (req.url === '/es/') res.end('<html>the page</html>');
      else res.writeHead(302, { Location: req.url }).end();
    });
    try {
      expect(await bcvPageSource(`http://127.0.0.1:${bcv.port}/`, 5_000)()).toBe('<html>the page</html>');
      const before = bcv.requests();
      await expect(bcvPageSource(`http://127.0.0.1:${bcv.port}/loop`, 5_000)()).rejects.toThrow(/redirects more than 3 times/);
      expect(bcv.requests() - before).toBe(4);
    } finally {
      await bcv.close();
    }
  });
});
