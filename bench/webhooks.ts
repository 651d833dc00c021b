/**
 * Webhook delivery under a burst: 1,000 payments by one merchant with one endpoint (a receiver in
 * this process), the service in a child process. Prints p50/p99 of the time from an event's
 * created_at to the first attempt reaching the receiver, and checks that every event arrived.
 * `npm run bench:webhooks` (embedded PGlite in a temp dir) or BENCH_DATABASE_URL=postgres://… .
 * Reports numbers; asserts nothing but completeness.
 */
import 'reflect-metadata';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { createLogger } from '../src/adapters/observability/logger';
import { createDataSource } from '../src/adapters/persistence/typeorm/data-source';
import { Database } from '../src/adapters/persistence/typeorm/database';
import { runMigrations } from '../src/adapters/persistence/typeorm/run-migrations';
import { CreateMerchant } from '../src/application/merchants/create-merchant';
import { loadConfig } from '../src/config';
import { createContainer } from '../src/container';

const PAYMENTS = Number(process.env.BENCH_WEBHOOK_PAYMENTS ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);

async function main(): Promise<void> {
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? null;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-webhooks-'));
  const firstSeen = new Map<string, number>();
  const receiver = createServer((req, res) => {
    const id = String(req.headers['webhook-id']);
    if (!firstSeen.has(id)) firstSeen.set(id, Date.now());
    req.resume();
    req.on('end', () => res.writeHead(204).end());
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;

  const { secretKey, merchantId } = await withDatabase(databaseUrl, dataDir, async (dataSource) => {
    await runMigrations(dataSource);
    const container = createContainer({ config: loadConfig({}), database: new Database(dataSource), logger: createLogger('silent') });
    const { merchant, secretKey: key } = await container.get(CreateMerchant).execute('Bench webhooks');
    await dataSource.query(
      `INSERT INTO webhook_endpoints (id, merchant_id, livemode, url, events, status, secret, created_at, updated_at)
       VALUES ($1, $2, false, $3, '{payment_request.paid}', 'enabled', $4, now(), now())`,
      [`we_bench${randomBytes(6).toString('hex')}`, merchant.id, receiverUrl, `whsec_${randomBytes(24).toString('base64')}`],
    );
    return { secretKey: key, merchantId: merchant.id };
  });

  const server = await startService({
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }),
    WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
    RATE_LIMIT_PER_MINUTE: '0',
    RECONCILE_INTERVAL_SECONDS: '0',
  });
  const headers = { Authorization: `Bearer ${secretKey}`, 'Content-Type': 'application/json' };
  console.log(`database: ${databaseUrl ? 'PostgreSQL' : 'embedded PGlite'}; ${PAYMENTS} payments, ${CONCURRENCY} at a time, one endpoint (payment_request.paid)`);

  let next = 0;
  let paid = 0;
  const burstStarted = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (next < PAYMENTS) {
      const i = next++;
      const created = await fetch(`${server.baseUrl}/api/v1/payment_requests`, {
        method: 'POST', headers,
        body: JSON.stringify({ amount: 10 + (i % 100) / 100, description: `Bench ${i}`, customer: { dni: `V${10000000 + (i % 50)}`, email: 'b@example.com', first_name: 'B', last_name: 'E' } }),
      });
      const { id } = (await created.json()) as { id: string };
      const checkout = await fetch(`${server.baseUrl}/api/v1/checkouts/c2p`, {
        method: 'POST', headers,
        body: JSON.stringify({ payment: { phone_number: '04141234567', issuer_payer_id: 'V12345678', issuer_bank_id: '0134', payment_request_id: id, otp_token: '123456' } }),
      });
      if (checkout.status === 201) paid += 1;
    }
  }));
  const burstSeconds = (performance.now() - burstStarted) / 1000;

  const deadline = Date.now() + 120_000;
  while (firstSeen.size < paid && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  const drainedSeconds = (performance.now() - burstStarted) / 1000;
  await server.stop();

  const created = await withDatabase(databaseUrl, dataDir, (dataSource) =>
    // This merchant's only: the database may hold other benchmarks' payments.
    dataSource.query(`SELECT id, created_at FROM events WHERE type = 'payment_request.paid' AND merchant_id = $1 AND NOT livemode`, [merchantId]) as Promise<{ id: string; created_at: Date }[]>,
  );
  const delays = created.filter((e) => firstSeen.has(e.id)).map((e) => firstSeen.get(e.id)! - new Date(e.created_at).getTime()).sort((a, b) => a - b);
  const pct = (p: number) => (delays.length ? delays[Math.min(delays.length - 1, Math.floor((p / 100) * delays.length))] : NaN);
  console.log(`payments paid ${paid} in ${burstSeconds.toFixed(1)} s; webhooks received ${firstSeen.size} of ${created.length} events (all by ${drainedSeconds.toFixed(1)} s)`);
  console.log(`event created_at -> first attempt received: p50 ${pct(50)} ms  p99 ${pct(99)} ms  max ${pct(100)} ms`);
  if (firstSeen.size < created.length) process.exitCode = 1;

  receiver.close();
  rmSync(dataDir, { recursive: true, force: true });
}

async function withDatabase<T>(databaseUrl: string | null, dataDir: string, use: (dataSource: DataSource) => Promise<T>): Promise<T> {
  const dataSource = await createDataSource({ databaseUrl, dataDir }).initialize();
  try {
    return await use(dataSource);
  } finally {
    await dataSource.destroy();
  }
}

/** `node dist/src/main.js` on a free port; resolves once it listens. */
async function startService(env: Record<string, string>): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, [join(__dirname, '..', 'src', 'main.js')], {
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output: string | null = '';
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (chunk) => {
      if (output === null) return; // listening: the rest (a line per event and attempt) is dropped
      output += String(chunk);
      const match = /listening on http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        output = null;
        resolve(Number(match[1]));
      }
    });
    child.once('exit', () => reject(new Error(`the service ended before listening:\n${output}`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
