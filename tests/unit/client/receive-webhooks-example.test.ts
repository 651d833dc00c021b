import { randomBytes } from 'node:crypto';
import { Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { receiveWebhooks } from '../../../clients/typescript/examples/receive-webhooks';
import { closeServer } from '../../support/close-server';

const secret = `whsec_${randomBytes(24).toString('base64')}`;
const event = (type: string) => JSON.stringify({ id: 'evt_1', type, created_at: 1767225600, data: { object: { id: 'preq_1', status: 'paid' } } });

describe('The README webhook receiver (clients/typescript/examples)', () => {
  let server: Server;
  let url: string;
  const paid: string[] = [];

  beforeAll(async () => {
    server = receiveWebhooks(0, secret, (id) => paid.push(id));
    await new Promise<void>((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`;
  });
  beforeEach(() => paid.splice(0));
  afterAll(() => closeServer(server));

  const deliver = (body: string, signedBody = body, by = secret) => {
    const now = new Date();
    return fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'webhook-id': 'evt_1', 'webhook-timestamp': String(Math.floor(now.getTime() / 1000)), 'webhook-signature': new Webhook(by).sign('evt_1', now, signedBody) },
      body,
    });
  };

  it('answers 204 to a signed payment_request.paid and hands over the paid request id', async () => {
    expect((await deliver(event('payment_request.paid'))).status).toBe(204);
    expect(paid).toEqual(['preq_1']);
  });

  it('answers 204 to other signed events without calling onPaid', async () => {
    expect((await deliver(event('payment_request.created'))).status).toBe(204);
    expect(paid).toEqual([]);
  });

  it('answers 400 to a tampered body or a foreign signature, and calls nothing', async () => {
    const other = `whsec_${randomBytes(24).toString('base64')}`;

    expect((await deliver(event('payment_request.paid'), event('payment_request.created'))).status).toBe(400);
    expect((await deliver(event('payment_request.paid'), event('payment_request.paid'), other)).status).toBe(400);
    expect(paid).toEqual([]);
  });
});
