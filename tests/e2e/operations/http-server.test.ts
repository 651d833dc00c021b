import { Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { createHttpServer } from '../../../src/adapters/http/http-server';
import { TestApp, TestMerchant, paymentRequestBody, startTestApp } from '../../support/test-app';
import { describeDatabase } from '../../support/test-database';
import { closeServer } from '../../support/close-server';

describe(`The service's HTTP server (requests built with the app's prototypes) ${describeDatabase()}`, () => {
  let t: TestApp;
  let merchant: TestMerchant;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    t = await startTestApp();
    merchant = await t.merchant('Acme');
    server = createHttpServer(t.app).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await closeServer(server);
    await t.close();
  });

  it('answers creates, reads, errors and operations as the app does', async () => {
    const headers = { ...merchant.headers, 'Content-Type': 'application/json', 'X-Request-Id': 'born-1' };
    const created = await fetch(`${base}/api/v1/payment_requests`, { method: 'POST', headers, body: JSON.stringify(paymentRequestBody()) });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };

    const read = await fetch(`${base}/api/v1/payment_requests/${id}`, { headers });
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(read.headers.get('cache-control')).toBe('no-store');
    expect(read.headers.get('x-request-id')).toBe('born-1');
    expect(((await read.json()) as { id: string }).id).toBe(id);

    const unauthorized = await fetch(`${base}/api/v1/payment_requests/${id}`);
    expect([unauthorized.status, unauthorized.headers.get('content-type')]).toEqual([401, 'application/problem+json; charset=utf-8']);
    expect(((await unauthorized.json()) as { code: string }).code).toBe('unauthorized');

    const health = await fetch(`${base}/healthz`);
    expect([health.status, await health.json()]).toEqual([200, { status: 'ok' }]);
  });
});
