import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Build, ServerProcess, buildService, startServer } from './server-process';
import { call, createBody } from './http-client';
import { migratedDataDir } from '../../support/migrated-data-dir';

/** Runs a compiled entry point to its end: its exit code and both outputs. */
function runToEnd(file: string, args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  const base = { ...process.env };
  for (const name of ['NODE_OPTIONS', 'DATABASE_URL', 'TEST_DATABASE_URL', 'PORT', 'DATA_DIR']) delete base[name];
  return new Promise((resolve) => {
    execFile(process.execPath, [file, ...args], { env: { ...base, ...env }, timeout: 60_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

const NO_STACK = /^\s+at /m;

describe('Starting the server: one line for what went wrong, one process per embedded database', () => {
  let build: Build | undefined;
  let dataDir: string;
  let first: ServerProcess;
  let key: string;

  beforeAll(async () => {
    build = await buildService();
    dataDir = mkdtempSync(join(tmpdir(), 'start-lock-'));
    first = await startServer(build, { DATA_DIR: dataDir, WEBHOOK_ALLOW_PRIVATE_URLS: 'true' });
    key = /secret key: (sk_test_\S+)/.exec(await first.waitForLine(/secret key: sk_test_/))![1];
  }, 240_000);
  afterAll(async () => {
    await first?.kill();
    rmSync(dataDir, { recursive: true, force: true });
    build?.remove();
  });

  it('on an empty embedded database creates a first merchant named by MERCHANT_NAME\'s default and prints its test and live keys once; both work', async () => {
    const liveKey = /live key: +(sk_live_\S+)/.exec(await first.waitForLine(/live key: +sk_live_/))![1];
    expect((await call(first.baseUrl, 'GET', '/api/v1/payment_requests', { key })).status).toBe(200);
    expect((await call(first.baseUrl, 'GET', '/api/v1/merchant', { key })).body).toEqual(expect.objectContaining({ name: 'Mi negocio' }));
    expect((await call(first.baseUrl, 'GET', '/api/v1/api_keys', { key: liveKey })).status).toBe(200);
    expect(first.output().match(/secret key: /g)).toHaveLength(1);
    expect(first.output().match(/live key: /g)).toHaveLength(1);
  });

  it('says in its start line which gateways and rate provider are in force, and warns of WEBHOOK_ALLOW_PRIVATE_URLS=true', async () => {
    const listening = await first.waitForLine(/listening on/);
    expect(listening).toContain('C2P_GATEWAY=sandbox, CARD_GATEWAY=sandbox, banks configured: sandbox');
    expect(listening).toContain('rate provider: fixed');
    expect(await first.waitForLine(/WEBHOOK_ALLOW_PRIVATE_URLS=true/)).toContain('"level":40');
  });

  it('refuses a second server, merchant:create and merchant:key on the same DATA_DIR at once, naming the first process; the first keeps working', async () => {
    const created = await call(first.baseUrl, 'POST', '/api/v1/payment_requests', { key, body: createBody('before-second') });
    expect(created.status).toBe(201);
    const commands = [[build!.main, []], [build!.merchantCreate, ['--name', 'Second']], [build!.merchantKey, ['--list', '--merchant', 'mer_x']]] as const;
    for (const [file, args] of commands) {
      const second = await runToEnd(file, [...args], { DATA_DIR: dataDir, PORT: '0' });
      expect(second.code).toBe(1);
      expect(second.stderr.trim().split('\n')).toEqual([expect.stringContaining(`is in use by process ${first.child.pid}`)]);
      expect(second.stderr).toContain('or use PostgreSQL (DATABASE_URL)');
      expect(second.stdout).not.toContain('secret key');
    }
    const again = await call(first.baseUrl, 'GET', `/api/v1/payment_requests/${(created.body as { id: string }).id}`, { key });
    expect(again.status).toBe(200);
  });

  it('answers a PORT in use with one line naming PORT; the next start still shows the first merchant\'s keys', async () => {
    const other = await migratedDataDir('start-lock-');
    try {
      const busy = await runToEnd(build!.main, [], { DATA_DIR: other, PORT: String(first.port) });
      expect(busy.code).toBe(1);
      expect(busy.stderr.trim()).toMatch(new RegExp(`^failed to start: PORT=${first.port} is in use by another process`));
      expect(busy.stderr.trim().split('\n')).toHaveLength(1);
      expect(busy.stdout).not.toContain('secret key');

      const next = await startServer(build!, { DATA_DIR: other });
      try {
        const shown = /secret key: (sk_test_\S+)/.exec(await next.waitForLine(/secret key: sk_test_/))![1];
        expect((await call(next.baseUrl, 'GET', '/api/v1/payment_requests', { key: shown })).status).toBe(200);
      } finally {
        await next.kill();
      }
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  }, 120_000);

  it('answers a database that cannot be reached with one line naming DATABASE_URL, without its password', async () => {
    const down = await runToEnd(build!.main, [], { DATABASE_URL: 'postgres://app:s3cretpw@127.0.0.1:1/payments', PORT: '0' });
    expect(down.code).toBe(1);
    expect(down.stderr.trim()).toMatch(/^failed to start: the database at DATABASE_URL cannot be opened: .*ECONNREFUSED/);
    expect(down.stderr).not.toMatch(NO_STACK);
    expect(down.stderr).not.toContain('s3cretpw');
  });

  it('logs the rate limiters\' X-Forwarded-For advice once, on one line, without a stack (API and hosted page)', async () => {
    const created = await call(first.baseUrl, 'POST', '/api/v1/payment_requests', { key, body: createBody('forwarded') });
    const pagePath = new URL((created.body as { payment_url: string }).payment_url).pathname;
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${first.baseUrl}/api/v1/payment_requests`, { headers: { Authorization: `Bearer ${key}`, 'X-Forwarded-For': '203.0.113.9' } });
      expect(res.status).toBe(200);
      const page = await fetch(`${first.baseUrl}${pagePath}/c2p`, {
        method: 'POST', headers: { 'X-Forwarded-For': '203.0.113.9', 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'x=1', redirect: 'manual',
      });
      expect(page.status).toBe(303);
    }
    await first.waitForLine(/ERR_ERL_UNEXPECTED_X_FORWARDED_FOR/);
    expect(first.output().split('\n').filter((line) => line.includes('ERR_ERL_UNEXPECTED_X_FORWARDED_FOR'))).toHaveLength(1);
    expect(first.output()).not.toMatch(NO_STACK);
  });

  it('takes over a lock left by a process that died (kill -9) and finds the data', async () => {
    const created = await call(first.baseUrl, 'POST', '/api/v1/payment_requests', { key, body: createBody('before-kill') });
    await first.kill();
    first = await startServer(build!, { DATA_DIR: dataDir });
    const found = await call(first.baseUrl, 'GET', `/api/v1/payment_requests/${(created.body as { id: string }).id}`, { key });
    expect(found.status).toBe(200);
    expect(first.output()).not.toContain('secret key');
  }, 120_000);
});
