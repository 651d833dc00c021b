import { Server, request as httpRequest } from 'node:http';
import { AddressInfo, Socket } from 'node:net';
import { SandboxC2pGateway } from '../../../src/adapters/gateways/sandbox/sandbox-c2p-gateway';
import { GatedGateway } from '../../support/gated-gateway';
import { TestApp, TestMerchant, startTestApp } from '../../support/test-app';
import { describeDatabase } from '../../support/test-database';
import { C2P_PATH, c2pPayment, createPaymentRequest } from '../checkouts/checkout-support';
import { logLinesOf, scrape, valueOf } from './operations-support';
import { closeServer } from '../../support/close-server';

describe(`A client that goes away before its answer ${describeDatabase()}`, () => {
  let t: TestApp;
  let merchant: TestMerchant;
  let server: Server;
  const bank = new GatedGateway(new SandboxC2pGateway());

  beforeAll(async () => {
    t = await startTestApp({ overrides: { c2pGateway: bank } });
    merchant = await t.merchant('Acme');
    server = t.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
  });
  afterAll(async () => {
    bank.release();
    await closeServer(server);
    await t.close();
  });

  it('is logged once as gone away and counted as 499 under its route', async () => {
    const paymentRequest = await createPaymentRequest(t, merchant);
    const before = valueOf(await scrape(t), 'http_requests_total', { method: 'POST', route: C2P_PATH, status: '499' });
    const serverSideClosed = nextConnectionClosed(server);

    const sent = httpRequest({
      port: (server.address() as AddressInfo).port,
      host: '127.0.0.1',
      method: 'POST',
      path: C2P_PATH,
      headers: { ...merchant.headers, 'Content-Type': 'application/json', 'X-Request-Id': 'gone-1' },
    });
    sent.on('error', () => undefined);
    sent.end(JSON.stringify({ payment: c2pPayment(paymentRequest.id) }));
    await bank.reached;
    sent.destroy();
    await serverSideClosed;

    const lines = await logLinesOf(t, 'gone-1');
    expect(lines).toEqual([expect.objectContaining({ level: 30, method: 'POST', route: C2P_PATH, msg: expect.stringContaining('(client went away)') })]);
    const after = valueOf(await scrape(t), 'http_requests_total', { method: 'POST', route: C2P_PATH, status: '499' });
    expect(after - before).toBe(1);
  });
});

/** Resolves when the next connection the server accepts has closed on the server's side. */
function nextConnectionClosed(server: Server): Promise<void> {
  return new Promise((resolve) => server.once('connection', (socket: Socket) => socket.once('close', () => resolve())));
}
