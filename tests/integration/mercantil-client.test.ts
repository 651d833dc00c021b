import http from 'node:http';
import { AddressInfo } from 'node:net';
import { MAX_ANSWER_BYTES, MercantilClient } from '../../src/adapters/gateways/mercantil/mercantil-client';
import { GatewayUnavailable } from '../../src/application/ports/payment-gateway';
import { closeServer } from '../support/close-server';

/** A local server answering every request with `answer`, remembering what reached it. */
async function startServer(answer: (req: http.IncomingMessage, res: http.ServerResponse) => void) {
  const received: { url?: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ url: req.url, headers: req.headers, body });
      answer(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => closeServer(server),
  };
}

const CHARGE = { transaction_c2p: { invoice_number: 'pi_1', payment_reference: 'encrypted-otp' } };

describe('the Mercantil client against what a bank must never make it do', () => {
  it('does not follow a redirect: the outcome is unknown and neither the charge nor the client id goes elsewhere', async () => {
    const elsewhere = await startServer((_req, res) => res.end('{}'));
    const bank = await startServer((_req, res) => res.writeHead(307, { Location: `${elsewhere.url}/` }).end());
    try {
      const client = new MercantilClient({ baseUrl: bank.url, clientId: 'client-81f2' });

      await expect(client.post('/payment/c2p', CHARGE, 5_000)).rejects.toThrow(GatewayUnavailable);
      expect(bank.received).toHaveLength(1);
      expect(elsewhere.received).toEqual([]);
    } finally {
      await Promise.all([bank.close(), elsewhere.close()]);
    }
  });

  it('stops reading an answer past its cap: the outcome is unknown, the rest of a 50 MiB answer never read', async () => {
    let sent = 0;
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const bank = await startServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{"pad":"');
      const more = () => {
        while (sent < 50 * MAX_ANSWER_BYTES && !res.destroyed) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', more);
        }
        res.end('"}');
      };
      more();
    });
    try {
      const client = new MercantilClient({ baseUrl: bank.url, clientId: 'client-81f2' });

      await expect(client.post('/payment/c2p', CHARGE, 30_000)).rejects.toThrow(/more than 1048576 bytes/);
      expect(sent).toBeLessThan(50 * MAX_ANSWER_BYTES);
    } finally {
      await bank.close();
    }
  });
});
