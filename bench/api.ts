/**
 * Throughput and latency of the API on a real database, in-process over real HTTP.
 * `npm run bench` (embedded PGlite in a temp dir) or BENCH_DATABASE_URL=postgres://… npm run bench.
 * Reports numbers; asserts nothing.
 */
import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Express } from 'express';
import { createLogger } from '../src/adapters/observability/logger';
import { createDataSource } from '../src/adapters/persistence/typeorm/data-source';
import { Database } from '../src/adapters/persistence/typeorm/database';
import { runMigrations } from '../src/adapters/persistence/typeorm/run-migrations';
import { CreateMerchant } from '../src/application/create-merchant';
import { loadConfig } from '../src/config';
import { HTTP_APP, createContainer } from '../src/container';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);

async function main(): Promise<void> {
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? null;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-'));
  const dataSource = createDataSource({ databaseUrl, dataDir });
  await dataSource.initialize();
  await runMigrations(dataSource);
  const config = loadConfig({ RATE_LIMIT_PER_MINUTE: '0', LOG_LEVEL: 'silent' });
  const container = createContainer({ config, database: new Database(dataSource), logger: createLogger('silent') });
  const server = container.get<Express>(HTTP_APP).listen(0);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
  const { secretKey } = await container.get(CreateMerchant).execute('Bench');
  const headers = { Authorization: `Bearer ${secretKey}`, 'Content-Type': 'application/json' };

  console.log(`database: ${databaseUrl ? 'PostgreSQL' : 'embedded PGlite'}; ${REQUESTS} requests per scenario, ${CONCURRENCY} at a time`);
  const ids: string[] = [];
  await scenario('POST /payment_requests', async (i) => {
    const res = await fetch(`${base}/payment_requests`, {
      method: 'POST', headers,
      body: JSON.stringify({ amount: 10 + (i % 100) / 100, description: `Bench ${i}`, customer: { dni: `V${10000000 + (i % 50)}`, email: 'b@example.com', first_name: 'B', last_name: 'E' } }),
    });
    ids.push(((await res.json()) as { id: string }).id);
    return res.status;
  });
  await scenario('GET /payment_requests/:id', async (i) => (await fetch(`${base}/payment_requests/${ids[i]}`, { headers })).status);
  await scenario('GET /payment_requests?limit=50', async () => (await fetch(`${base}/payment_requests?limit=50`, { headers })).status);
  await scenario('POST /checkouts/c2p (approved)', async (i) => (await fetch(`${base}/checkouts/c2p`, {
    method: 'POST', headers,
    body: JSON.stringify({ payment: { phone_number: '04141234567', issuer_payer_id: 'V12345678', issuer_bank_id: '0134', payment_request_id: ids[i], otp_token: '123456' } }),
  })).status);

  server.close();
  await dataSource.destroy();
  rmSync(dataDir, { recursive: true, force: true });
}

async function scenario(name: string, call: (i: number) => Promise<number>): Promise<void> {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (next < REQUESTS) {
      const i = next++;
      const t0 = performance.now();
      const status = await call(i);
      latencies.push(performance.now() - t0);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  }));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
  console.log(`${name.padEnd(34)} ${(REQUESTS / seconds).toFixed(0).padStart(6)} req/s  p50 ${pct(50)} ms  p95 ${pct(95)} ms  p99 ${pct(99)} ms  statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
