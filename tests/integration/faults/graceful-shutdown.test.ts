import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { Agent, ClientRequest, IncomingHttpHeaders, request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { call, createBody } from './http-client';
import { Build, ServerProcess, buildService, createMerchant, startServer, startServerWithNpm } from './server-process';
import { migratedDataDir } from '../../support/migrated-data-dir';

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A POST whose headers the server has taken (it answered 100 Continue) and whose body the test
 * sends when it likes: a request held in flight without sleeping.
 */
function openPost(port: number, path: string, key: string, body: string, agent: Agent | false = false) {
  let req!: ClientRequest;
  const reply = new Promise<Reply>((resolve, reject) => {
    req = request({
      port, host: '127.0.0.1', method: 'POST', path, agent,
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), Expect: '100-continue' },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk)).on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
    });
    req.on('error', reject);
  });
  const accepted = new Promise<void>((resolve) => req.once('continue', resolve));
  req.flushHeaders();
  return { req, reply, accepted };
}

/** Resolves when a TCP connection to the port is accepted, rejects with the socket error otherwise. */
function tcpConnect(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('error', reject).once('connect', () => {
      socket.destroy();
      resolve();
    });
  });
}

describe('SIGTERM (the compiled server on an embedded database)', () => {
  let build: Build | undefined;
  const servers: ServerProcess[] = [];
  const dirs: string[] = [];
  /** An embedded database holding one merchant, copied for each test (creating one takes seconds). */
  let template: string;
  let key: string;

  beforeAll(async () => {
    build = await buildService();
    template = await migratedDataDir('graceful-');
    dirs.push(template);
    key = (await createMerchant(build, { DATA_DIR: template })).secret_key;
  }, 180_000); // a build, and a new embedded database
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.kill()));
    dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
    build?.remove();
  });

  async function serverWithMerchant(env: Record<string, string> = {}) {
    const dataDir = mkdtempSync(join(tmpdir(), 'graceful-'));
    dirs.push(dataDir);
    cpSync(template, dataDir, { recursive: true });
    const server = await startServer(build!, { DATA_DIR: dataDir, ...env });
    servers.push(server);
    return { server, dataDir };
  }

  it('refuses new connections, finishes the request in flight with 201, and exits 0 within 10 s', async () => {
    const { server, dataDir } = await serverWithMerchant();
    // A keep-alive connection left idle must not hold the exit back.
    const keepAlive = new Agent({ keepAlive: true });
    const warmBody = JSON.stringify(createBody('warm-up'));
    const warm = openPost(server.port, '/api/v1/payment_requests', key, warmBody, keepAlive);
    warm.req.end(warmBody);
    expect((await warm.reply).status).toBe(201);

    // On a keep-alive connection of its own: the server, not the client, must close it when done.
    const body = JSON.stringify(createBody('in-flight'));
    const inFlightAgent = new Agent({ keepAlive: true });
    const inFlight = openPost(server.port, '/api/v1/payment_requests', key, body, inFlightAgent);
    await inFlight.accepted;
    inFlight.req.write(body.slice(0, body.length >> 1));

    const signalled = performance.now();
    server.child.kill('SIGTERM');
    await server.waitForLine(/"msg":"stopping/);
    await expect(tcpConnect(server.port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });

    inFlight.req.end(body.slice(body.length >> 1));
    const reply = await inFlight.reply;
    expect([reply.status, reply.headers.connection]).toEqual([201, 'close']);
    const exit = await server.exited;
    expect([exit.code, exit.signal]).toEqual([0, null]);
    expect(exit.at - signalled).toBeLessThan(10_000);
    keepAlive.destroy();
    inFlightAgent.destroy();

    // It was stored, and the embedded database was closed cleanly: the next server finds it.
    const next = await startServer(build!, { DATA_DIR: dataDir });
    servers.push(next);
    const stored = await call(next.baseUrl, 'GET', `/api/v1/payment_requests/${JSON.parse(reply.body).id}`, { key });
    expect([stored.status, stored.body.external_id]).toEqual([200, 'in-flight']);
  });

  it('answers /readyz 503 from the moment SIGTERM arrives, on new connections, while the request in flight still finishes 201', async () => {
    // A drain long enough that the readiness check below falls inside it on any machine.
    const { server } = await serverWithMerchant({ SHUTDOWN_DRAIN_MS: '5000', SHUTDOWN_GRACE_MS: '20000' });
    expect((await call(server.baseUrl, 'GET', '/readyz')).status).toBe(200);
    const body = JSON.stringify(createBody('held-over-sigterm'));
    const held = openPost(server.port, '/api/v1/payment_requests', key, body);
    await held.accepted;
    held.req.write(body.slice(0, body.length >> 1));

    server.child.kill('SIGTERM');
    await server.waitForLine(/"msg":"(draining|stopping)/);
    const readiness = await call(server.baseUrl, 'GET', '/readyz');
    expect([readiness.status, readiness.contentType, readiness.body.code]).toEqual([503, 'application/problem+json; charset=utf-8', 'service_unavailable']);
    expect(readiness.body.detail).toMatch(/shutting down/);
    // The liveness probe stays 200: the process is not to be killed, only taken out of rotation.
    expect((await call(server.baseUrl, 'GET', '/healthz')).status).toBe(200);

    held.req.end(body.slice(body.length >> 1));
    expect((await held.reply).status).toBe(201);
    const exit = await server.exited;
    expect([exit.code, exit.signal]).toEqual([0, null]);
  });

  it('under npm start too: SIGTERM to npm reaches the server, which stops listening and exits 0 before npm does', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'graceful-'));
    const folder = mkdtempSync(join(tmpdir(), 'npm-start-'));
    dirs.push(dataDir, folder);
    cpSync(template, dataDir, { recursive: true });
    const npm = await startServerWithNpm(build!, { DATA_DIR: dataDir }, folder);
    servers.push(npm);
    expect((await call(npm.baseUrl, 'GET', '/api/v1/payment_requests', { key })).status).toBe(200);

    npm.child.kill('SIGTERM');
    const exit = await npm.exited;
    expect(exit.code === 0 || exit.signal === 'SIGTERM').toBe(true);
    // Nothing serves the port, and the embedded database is free for the next server.
    await expect(tcpConnect(npm.port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    const next = await startServer(build!, { DATA_DIR: dataDir });
    servers.push(next);
    expect((await call(next.baseUrl, 'GET', '/api/v1/payment_requests', { key })).status).toBe(200);
  });

  it('gives up on a request still in flight after SHUTDOWN_GRACE_MS and exits 1', async () => {
    const { server } = await serverWithMerchant({ SHUTDOWN_GRACE_MS: '200', SHUTDOWN_DRAIN_MS: '0' });
    const stuck = openPost(server.port, '/api/v1/payment_requests', key, JSON.stringify(createBody('never-finished')));
    stuck.reply.catch(() => undefined); // the server drops it when it exits
    await stuck.accepted;

    const signalled = performance.now();
    server.child.kill('SIGTERM');
    const exit = await server.exited;
    expect([exit.code, exit.signal]).toEqual([1, null]);
    expect(exit.at - signalled).toBeLessThan(10_000);
    await server.waitForLine(/still in flight after the grace period/);
    stuck.req.destroy();
  });
});
