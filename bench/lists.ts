/**
 * The list queries at a million requests (docs/benchmarks.md, "Lists at a million requests"): seeds (or reuses)
 * BENCH_LIST_REQUESTS requests of one merchant on PostgreSQL, serves the API in this process, drives
 * each list query with autocannon in its own process at 10 connections, and prints p99 and
 * total_objects next to a plain count(*) of the same filter, and the CPU each request cost this
 * process (the service) and the PostgreSQL backends (when the server runs on this machine): under
 * other load, latency is noise but CPU per request is not. Then the dashboard's list page and its
 * CSV export of BENCH_EXPORT_ROWS requests (bench/dashboard-lists.ts). Reports numbers; asserts nothing.
 *
 *   BENCH_DATABASE_URL=postgres://… npm run bench:lists
 */
import 'reflect-metadata';
import { execFile } from 'node:child_process';
import { AddressInfo } from 'node:net';
import { cpus } from 'node:os';
import { promisify } from 'node:util';
import { Express } from 'express';
import { DataSource } from 'typeorm';
import { createLogger } from '../src/adapters/observability/logger';
import { createDataSource } from '../src/adapters/persistence/typeorm/data-source';
import { Database } from '../src/adapters/persistence/typeorm/database';
import { runMigrations } from '../src/adapters/persistence/typeorm/run-migrations';
import { backfillGatewayIds } from '../src/adapters/persistence/typeorm/backfill-gateway-ids';
import { legacyModeOf } from '../src/adapters/gateways/registry';
import { BusinessCalendar } from '../src/application/business-calendar';
import { CreateMerchant } from '../src/application/merchants/create-merchant';
import { RollApiKey } from '../src/application/api-keys/roll-api-key';
import { ListApiKeys } from '../src/application/api-keys/list-api-keys';
import { DEFAULT_PAGE_SIZE, ListPaymentRequests, ListPaymentRequestsQuery } from '../src/application/payment-requests/list-payment-requests';
import { loadConfig } from '../src/config';
import { HTTP_APP, createContainer } from '../src/container';
import { SEED_DEFAULTS, seedPaymentRequests } from '../scripts/seed-payment-requests';
import { dashboardLists } from './dashboard-lists';
import { cpuMs } from './processes';

const MERCHANT_NAME = 'Bench lists';
const REQUESTS = Number(process.env.BENCH_LIST_REQUESTS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_LIST_SECONDS ?? 5);
const CONNECTIONS = 10;
const WARM_UP_SECONDS = 2;
const USE_CASE_CALLS = Number(process.env.BENCH_LIST_USE_CASE_CALLS ?? 1000);
const DAY_MS = 86_400_000;

interface ListQuery {
  name: string;
  query: string;
  /** The same query as the use case takes it, for the in-process timing. */
  use: Omit<ListPaymentRequestsQuery, 'owner' | 'page' | 'limit'> & { page?: number; limit?: number };
  /** The same filter as plain SQL over payment_requests ($1 is the merchant). */
  where: string;
  params: unknown[];
}

async function main(): Promise<void> {
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.log('lists: skipped (set BENCH_DATABASE_URL to a PostgreSQL database)');
    return;
  }
  const dataSource = createDataSource({ databaseUrl, dataDir: 'unused' });
  await dataSource.initialize();
  const config = loadConfig({ DATABASE_URL: databaseUrl, RATE_LIMIT_PER_MINUTE: '0', LOG_LEVEL: 'silent' });
  await runMigrations(dataSource, { legacyMode: legacyModeOf(config.gateways) });
  const container = createContainer({ config, database: new Database(dataSource), logger: createLogger('silent') });
  const merchantWith = async (name: string, requests: number) => {
    const merchant = await benchMerchant(dataSource, container.get(CreateMerchant), container.get(ListApiKeys), container.get(RollApiKey), name, requests);
    // Seeded attempts have no gateway yet: filled in here, or every service process the dashboard's bench starts would at its start (half a minute at a million).
    await backfillGatewayIds(dataSource, { c2p: config.gateways.c2p, credit_or_debit_card: config.gateways.card });
    return merchant;
  };
  const { merchantId, secretKey } = await merchantWith(MERCHANT_NAME, REQUESTS);
  const list = container.get(ListPaymentRequests);
  // The bench's key is a test key: its requests are the merchant's test-mode ones.
  const owner = { merchantId, livemode: false };
  const server = container.get<Express>(HTTP_APP).listen(0);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/payment_requests`;
  try {
    console.log(`lists: ${REQUESTS} requests of one merchant on PostgreSQL, ${cpus().length} cores; HTTP: autocannon (own process), ${CONNECTIONS} connections, ${SECONDS} s per query;`);
    console.log(`       use case: ListPaymentRequests called in this process, ${CONNECTIONS} at a time, ${USE_CASE_CALLS} calls (database time without HTTP)`);
    // Warm-up, not measured: the first query would otherwise pay for compiling the service's code.
    await autocannon(base, secretKey, WARM_UP_SECONDS);
    await useCaseLatency(list, { owner, page: 1, limit: DEFAULT_PAGE_SIZE });
    for (const query of listQueries(new BusinessCalendar(config.businessTimeZone))) {
      const total = await totalObjects(`${base}?${query.query}`, secretKey);
      const [{ n }] = await dataSource.query(`SELECT count(*)::int AS n FROM payment_requests WHERE merchant_id = $1 AND NOT livemode ${query.where}`, [merchantId, ...query.params]);
      const httpCpu = await cpuMeter(dataSource);
      const load = await autocannon(`${base}?${query.query}`, secretKey);
      const httpCost = await httpCpu.perCall(load.requests);
      const useCaseCpu = await cpuMeter(dataSource);
      const inProcess = await useCaseLatency(list, { owner, page: 1, limit: DEFAULT_PAGE_SIZE, ...query.use });
      const useCaseCost = await useCaseCpu.perCall(USE_CASE_CALLS);
      console.log(
        `  ${query.name.padEnd(24)} HTTP p50 ${fixed(load.p50)} ms  p99 ${fixed(load.p99)} ms  ${String(Math.round(load.rps)).padStart(5)} req/s` +
          ` | use case p50 ${fixed(inProcess.p50)} ms  p99 ${fixed(inProcess.p99)} ms` +
          ` | total_objects ${String(total).padStart(7)} (count(*) ${n}${total === n ? ', exact' : ', WRONG'})${load.non2xx ? `  non-2xx ${load.non2xx}` : ''}`,
      );
      console.log(`  ${''.padEnd(24)} CPU per request: HTTP ${httpCost} | use case ${useCaseCost}`);
    }
    await dashboardLists({
      databaseUrl, dataSource, calendar: new BusinessCalendar(config.businessTimeZone), merchant: { merchantId, secretKey }, requests: REQUESTS,
      merchantWith, connections: CONNECTIONS, seconds: SECONDS, warmUpSeconds: WARM_UP_SECONDS,
    });
  } finally {
    server.close();
    await dataSource.destroy();
  }
}

/** The merchant named `name`, seeded up to `requests`, with a fresh test key (its previous one rolled away at once). */
async function benchMerchant(
  dataSource: DataSource, createMerchant: CreateMerchant, listKeys: ListApiKeys, rollKey: RollApiKey, name: string, requests: number,
): Promise<{ merchantId: string; secretKey: string }> {
  const [existing] = await dataSource.query('SELECT id FROM merchants WHERE name = $1 ORDER BY created_at LIMIT 1', [name]);
  let merchantId: string = existing?.id;
  let secretKey: string;
  if (existing) {
    const owner = { merchantId, livemode: false };
    const [previous] = await listKeys.execute(owner);
    const rolled = previous && (await rollKey.execute(owner, previous.id, 0));
    if (rolled?.kind !== 'issued') throw new Error(`the bench merchant ${merchantId} has no test key to roll`);
    secretKey = rolled.secret;
  } else {
    const created = await createMerchant.execute(name);
    merchantId = created.merchant.id;
    secretKey = created.secretKey;
  }
  const [{ n }] = await dataSource.query('SELECT count(*)::int AS n FROM payment_requests WHERE merchant_id = $1 AND NOT livemode', [merchantId]);
  if (n < requests) {
    const started = Date.now();
    await seedPaymentRequests(dataSource, { ...SEED_DEFAULTS, merchantId, requests: requests - n });
    console.log(`lists: seeded ${requests - n} requests${name === MERCHANT_NAME ? '' : ` of "${name}"`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return { merchantId, secretKey };
}

function listQueries(calendar: BusinessCalendar): ListQuery[] {
  const dayAgo = (days: number) => calendar.dayOf(new Date(Date.now() - days * DAY_MS));
  const [day, start, end] = [dayAgo(100), dayAgo(120), dayAgo(101)];
  const range = 'AND created_at >= $2 AND created_at < $3';
  const rangeParams = [calendar.startOf(start), calendar.startOfNext(end)];
  return [
    { name: 'no filter', query: '', use: {}, where: '', params: [] },
    { name: 'status', query: 'status=paid', use: { status: 'paid' }, where: "AND status = 'paid'", params: [] },
    { name: 'customer_dni', query: 'customer_dni=V20000042', use: { customerDni: 'V20000042' }, where: "AND customer_dni = 'V20000042'", params: [] },
    {
      name: 'customer_email', query: 'customer_email=Customer42%40Example.com', use: { customerEmail: 'Customer42@Example.com' },
      where: "AND lower(customer_email) = 'customer42@example.com'", params: [],
    },
    {
      name: `created_at (one day)`, query: `created_at=${day}`, use: { createdOn: { start: day, end: day } },
      where: range, params: [calendar.startOf(day), calendar.startOfNext(day)],
    },
    { name: 'created_at 20-day range', query: `created_at[start]=${start}&created_at[end]=${end}`, use: { createdOn: { start, end } }, where: range, params: rangeParams },
    {
      name: 'status + range', query: `status=canceled&created_at[start]=${start}&created_at[end]=${end}`,
      use: { status: 'canceled', createdOn: { start, end } }, where: `AND status = 'canceled' ${range}`, params: rangeParams,
    },
    { name: 'page=20000&limit=50', query: 'page=20000&limit=50', use: { page: 20_000, limit: 50 }, where: '', params: [] },
  ];
}

/** Latency of the use case alone, CONNECTIONS calls at a time. */
async function useCaseLatency(list: ListPaymentRequests, query: ListPaymentRequestsQuery): Promise<{ p50: number; p99: number }> {
  const latencies: number[] = [];
  let next = 0;
  await Promise.all(Array.from({ length: CONNECTIONS }, async () => {
    while (next++ < USE_CASE_CALLS) {
      const started = performance.now();
      await list.execute(query);
      latencies.push(performance.now() - started);
    }
  }));
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))];
  return { p50: at(0.5), p99: at(0.99) };
}

/**
 * Starts counting CPU: this process's, and that of the PostgreSQL backends of this database (read
 * from /proc, so only when the server runs on this machine). `perCall` gives ms per call of each.
 */
async function cpuMeter(dataSource: DataSource): Promise<{ perCall(calls: number): Promise<string> }> {
  const backendsCpu = async (): Promise<Map<number, number> | null> => {
    const rows: { pid: number }[] = await dataSource.query(
      "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND backend_type = 'client backend'",
    );
    try {
      return new Map(rows.map(({ pid }) => [pid, cpuMs(pid)]));
    } catch {
      return null; // not on this machine, or a backend that just ended
    }
  };
  const serviceStart = process.cpuUsage();
  const backendsStart = await backendsCpu();
  return {
    async perCall(calls) {
      const service = process.cpuUsage(serviceStart);
      const backendsEnd = await backendsCpu();
      const serviceMs = (service.user + service.system) / 1000 / calls;
      if (!backendsStart || !backendsEnd) return `service ${serviceMs.toFixed(2)} ms, postgres ?`;
      let backendsMs = 0;
      for (const [pid, ms] of backendsEnd) backendsMs += ms - (backendsStart.get(pid) ?? 0);
      return `service ${serviceMs.toFixed(2)} ms + postgres ${(backendsMs / calls).toFixed(2)} ms`;
    },
  };
}

async function totalObjects(url: string, secretKey: string): Promise<number> {
  const response = await fetch(url, { headers: { Authorization: `Bearer ${secretKey}` } });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { meta: { total_objects: number } }).meta.total_objects;
}

async function autocannon(url: string, secretKey: string, seconds = SECONDS): Promise<{ p50: number; p99: number; rps: number; requests: number; non2xx: number }> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [require.resolve('autocannon/autocannon.js'), '-j', '-c', String(CONNECTIONS), '-d', String(seconds), '-H', `Authorization=Bearer ${secretKey}`, url],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const result = JSON.parse(stdout) as { latency: { p50: number; p99: number }; requests: { average: number; total: number }; non2xx: number };
  return { p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average, requests: result.requests.total, non2xx: result.non2xx };
}

function fixed(ms: number): string {
  return ms.toFixed(1).padStart(5);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
