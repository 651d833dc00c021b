/**
 * `npm run bench`: the service (built dist, real HTTP, PostgreSQL) beside a lean node:http + pg
 * baseline (bench/raw-baseline.ts), each in its own process, taking turns, driven by wrk (installed
 * from Debian's packages when missing; autocannon in a process of its own when it cannot be).
 * docs/benchmarks.md, "Running them". Reports numbers; asserts nothing.
 */
import { ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiClient, checkoutBody, createBody, customerDni, inParallel } from './api-client';
import { createBenchDatabase, vacuumAnalyze } from './bench-database';
import type { LoadResult, LoadSpec } from './load';
import { describeLockWaits, sampleLockWaits } from './lock-waits';
import { DIST, cpuMs, exitedChildrenCpuMs, postgresCpuMs, rssMb, runNode, startServiceProcess, stop } from './processes';
import { copiesOfRequest } from './requests-to-pay';
import { Measured, alternate, medianRound, printRounds } from './rounds';
import { ensureWrk, runWrk } from './wrk';
import { SERVICE_HEAP_FLAGS } from '../src/heap-flags';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Each round starts both servers afresh: long enough for V8 to have compiled their hot code (TurboFan works for the first 10–20 s). */
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** BENCH_SERVICE_NODE_OPTIONS: the service's Node options; by default the heap settings `npm start` uses. */
const SERVICE_NODE_OPTIONS = process.env.BENCH_SERVICE_NODE_OPTIONS ?? SERVICE_HEAP_FLAGS.join(' ');
/** BENCH_SECTIONS: which parts to run, of hot,busy,checkouts,soak,lists,webhooks (all by default). */
const SECTIONS = new Set((process.env.BENCH_SECTIONS ?? 'hot,busy,checkouts,soak,lists,webhooks').split(','));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 50);
/** BENCH_VACUUM=off: no VACUUM (ANALYZE) before each measured run, as on a server without autovacuum. */
const VACUUM = process.env.BENCH_VACUUM !== 'off';
const CHECKOUT_SECONDS = Number(process.env.BENCH_CHECKOUT_SECONDS ?? SECONDS);
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 300);
const SANDBOX_LATENCY_MS = 50;
/** BENCH_PROFILE=<dir>: the service writes a CPU profile there (node --cpu-prof) when it stops. */
const PROFILE_DIR = process.env.BENCH_PROFILE;
/** BENCH_LOAD=autocannon: drive the load with autocannon even when wrk is there. */
const USE_WRK = process.env.BENCH_LOAD !== 'autocannon' && ensureWrk();

const logDir = mkdtempSync(join(tmpdir(), 'bench-logs-'));
const children: ChildProcess[] = [];

type Server = { url: string; child: ChildProcess };
type Servers = { service: Server; lean: Server };
/** Stops both servers and starts them afresh (the service with `env`), warmed up by `warmUp`. */
type Fresh = (env: NodeJS.ProcessEnv, warmUp: (server: Server) => Promise<unknown>) => () => Promise<void>;

async function main(): Promise<void> {
  const generator = USE_WRK ? `wrk (${Number(process.env.BENCH_WRK_THREADS ?? 2)} threads)` : 'autocannon';
  console.log(`machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), node ${process.version}; load: ${generator}, ` +
    `${CONNECTIONS} connections, ${SECONDS} s per run after ${WARM_UP_SECONDS} s of warm-up, ${ROUNDS} alternating rounds`);
  const database = await createBenchDatabase(SERVER_URL);
  // Interrupted (Ctrl-C, or its output piped into `head`): still stop the children and drop the database.
  const abandon = () => {
    children.forEach((child) => child.kill('SIGTERM'));
    void database.drop().finally(() => process.exit(130));
  };
  process.once('SIGINT', abandon);
  process.once('SIGTERM', abandon);
  process.stdout.on('error', abandon);
  try {
    const created = await runNode(join(DIST, 'src/cli/merchant-create.js'), ['--name', 'Bench'], {
      DATABASE_URL: database.url, LOG_LEVEL: 'warn',
    });
    const merchant = JSON.parse(created.trim().split('\n').pop()!) as { id: string; secret_key: string };
    const servers: Servers = { lean: await startLeanBaseline(database.url), service: await startService(database.url, {}) };
    const api = new ApiClient(servers.service.url, merchant.secret_key);
    /**
     * Before each round both servers are stopped and started afresh (the service with `env`), then
     * warmed up: two processes of the same code differ by several µs a request for as long as they
     * live (docs/benchmarks.md, "Comparing two builds"), so each round measures new ones.
     */
    const fresh: Fresh = (env, warmUp) => async () => {
      await Promise.all([stop(servers.service.child), stop(servers.lean.child)]);
      servers.lean = await startLeanBaseline(database.url);
      servers.service = await startService(database.url, env);
      for (const server of [servers.service, servers.lean]) await warmUp(server);
    };

    const readIds = await seed(api);
    const readPaths = readIds.map((id) => `/api/v1/payment_requests/${id}`);
    const createBodies = Array.from({ length: 1000 }, (_, i) => createBody(i, { dni: customerDni(i % CUSTOMERS), firstTime: false }));
    const read = (server: Server, seconds = SECONDS) =>
      measured(database.url, server, {
        url: server.url, method: 'GET', headers: api.headers, paths: readPaths, connections: CONNECTIONS, seconds,
      });
    const create = (server: Server, seconds = SECONDS) => measured(database.url, server, {
      url: server.url, method: 'POST', headers: api.headers, paths: ['/api/v1/payment_requests'], bodies: createBodies,
      connections: CONNECTIONS, seconds,
    });

    if (SECTIONS.has('hot')) {
      console.log(`\n## Hot path: the service beside the lean baseline, same database, taking turns (goal: >= 0.8x lean)`);
      const [serviceIdle, leanIdle] = await Promise.all([idleCpuMsPerSecond(servers.service), idleCpuMsPerSecond(servers.lean)]);
      console.log(`idle CPU (background work, counted in the CPU per request): service ${serviceIdle.toFixed(1)} ms/s, ` +
        `lean ${leanIdle.toFixed(1)} ms/s`);
      const reads = await alternate(ROUNDS, () => read(servers.service), () => read(servers.lean),
        fresh({}, (server) => read(server, WARM_UP_SECONDS)));
      printRounds('GET /api/v1/payment_requests/:id', reads, 0.8);
      const creates = await alternate(ROUNDS, () => create(servers.service), () => create(servers.lean),
        fresh({}, (server) => create(server, WARM_UP_SECONDS)));
      printRounds('POST /api/v1/payment_requests', creates, 0.8);
    }
    if (SECTIONS.has('busy')) {
      console.log(`\n## One busy merchant: creates of one merchant at ${CONNECTIONS} connections, ` +
        'lock waits sampled from pg_stat_activity (goal: >= 0.8x lean, lock waits near zero)');
      const sampled = (server: Server) => async () => {
        const [result, waits] = await sampleLockWaits(database.url, () => create(server));
        return { ...result, waits };
      };
      const rounds = await alternate(ROUNDS, sampled(servers.service), sampled(servers.lean));
      printRounds('POST /api/v1/payment_requests, one merchant', rounds, 0.8);
      const middle = medianRound(rounds);
      console.log(`  median round: service  ${describeLockWaits(middle.service.waits)}`);
      console.log(`                lean     ${describeLockWaits(middle.lean.waits)}`);
    }
    if (SECTIONS.has('checkouts') || SECTIONS.has('busy') || SECTIONS.has('soak')) {
      await slowBankSections(database.url, merchant, servers, fresh);
    }
    await stop(servers.lean.child);
    if (SECTIONS.has('lists')) await runListBench(database.url, servers.service.url, merchant);
    await stop(servers.service.child);
    if (SECTIONS.has('webhooks')) await runWebhookBench(database.url);
  } finally {
    await Promise.all(children.map(stop));
    await database.drop();
    rmSync(logDir, { recursive: true, force: true });
  }
}

/**
 * A load run on a freshly vacuumed and analyzed database, with the CPU time the server and the load
 * generator spent per request (from /proc: other work on the machine does not count).
 */
async function measured(databaseUrl: string, server: { child: ChildProcess }, spec: LoadSpec): Promise<Measured> {
  if (VACUUM) await vacuumAnalyze(databaseUrl);
  const [serverBefore, databaseBefore, loadBefore] = [cpuMs(server.child.pid!), postgresCpuMs(), exitedChildrenCpuMs()];
  const result = await load(spec);
  const requests = Math.max(1, result.requests);
  return {
    ...result,
    cpuMsPerRequest: (cpuMs(server.child.pid!) - serverBefore) / requests,
    databaseCpuMsPerRequest: (postgresCpuMs() - databaseBefore) / requests,
    loadCpuMsPerRequest: (exitedChildrenCpuMs() - loadBefore) / requests,
  };
}

/** The CPU a server spends per second with no requests: its timers and background workers. */
async function idleCpuMsPerSecond(server: { child: ChildProcess }, seconds = 3): Promise<number> {
  const before = cpuMs(server.child.pid!);
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  return (cpuMs(server.child.pid!) - before) / seconds;
}

/** Checkouts (the service beside the lean baseline) and the soak, on a service whose sandbox bank takes SANDBOX_LATENCY_MS to answer. */
async function slowBankSections(
  databaseUrl: string,
  merchant: { id: string; secret_key: string },
  servers: Servers,
  fresh: Fresh,
): Promise<void> {
  const slowBank = { SANDBOX_LATENCY_MS: String(SANDBOX_LATENCY_MS) };
  // Each round of checkouts starts both servers with the slow bank; without them, the soak needs such a service of its own.
  if (!SECTIONS.has('checkouts') && !SECTIONS.has('busy')) await fresh(slowBank, async () => {})();
  const api = new ApiClient(servers.service.url, merchant.secret_key);
  if (SECTIONS.has('checkouts') || SECTIONS.has('busy')) {
    console.log(`\n## C2P checkouts of one merchant, a fresh request each, SANDBOX_LATENCY_MS=${SANDBOX_LATENCY_MS}, ` +
      `${CONNECTIONS} connections for ${CHECKOUT_SECONDS} s, beside the lean baseline's checkout (goal: >= 800 payments/s, ` +
      'lock waits near zero)');
    // More requests than the connections can pay in the time, each answer taking at least the bank's latency: none is paid twice.
    const payable = (seconds: number) => Math.ceil((CONNECTIONS * 1000 / SANDBOX_LATENCY_MS) * seconds) + 2 * CONNECTIONS;
    const template = await api.createRequest(0, { dni: customerDni(0), firstTime: false });
    const pay = async (server: Server, seconds: number) => {
      const ids = await copiesOfRequest(databaseUrl, template.id, payable(seconds));
      return measured(databaseUrl, server, {
        url: server.url, method: 'POST', headers: api.headers, connections: CONNECTIONS, seconds,
        paths: ['/api/v1/checkouts/c2p'], bodies: ids.map((id) => checkoutBody(id)),
      });
    };
    const [rounds, waits] = await sampleLockWaits(databaseUrl, () =>
      alternate(ROUNDS, () => pay(servers.service, CHECKOUT_SECONDS), () => pay(servers.lean, CHECKOUT_SECONDS),
        fresh(slowBank, (server) => pay(server, WARM_UP_SECONDS))));
    printRounds('POST /api/v1/checkouts/c2p (a request is one payment)', rounds, 0.8);
    const paid = medianRound(rounds).service;
    const payments = paid.requests - paid.non2xx - paid.errors;
    console.log(`  C2P checkouts (the service in the median round): ${(payments / paid.seconds).toFixed(0)} payments/s, ` +
      `p50 ${paid.p50} ms, p99 ${paid.p99} ms, ${paid.non2xx} not 2xx, ${paid.errors} errors`);
    console.log(`  ${describeLockWaits(waits)}`);
  }
  if (SECTIONS.has('soak')) {
    console.log(`\n## Soak: ${SOAK_SECONDS} s of creates, reads, lists, hosted-page views and checkouts (goal: RSS < 256 MB, flat)`);
    await soak(servers.service, merchant.secret_key);
  }
}

async function startLeanBaseline(databaseUrl: string): Promise<Server> {
  const child = spawn(process.execPath, [join(DIST, 'bench/raw-baseline.js')], {
    env: { ...process.env, DATABASE_URL: databaseUrl, SANDBOX_LATENCY_MS: String(SANDBOX_LATENCY_MS) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.once('data', (chunk: Buffer) => resolve((JSON.parse(chunk.toString('utf8').split('\n')[0]) as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`the lean baseline exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

async function startService(databaseUrl: string, env: NodeJS.ProcessEnv): Promise<Server> {
  const flags = PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [];
  const service = await startServiceProcess({ dist: DIST, databaseUrl, logDir, nodeOptions: SERVICE_NODE_OPTIONS, flags, env });
  children.push(service.child);
  return service;
}

/** The customers (first requests carry their details), and requests to read, half of them paid. */
async function seed(api: ApiClient): Promise<string[]> {
  await inParallel(CUSTOMERS, 10, (i) => api.createRequest(i, { dni: customerDni(i), firstTime: true }));
  const requests = await inParallel(200, 20, (i) => api.createRequest(i, { dni: customerDni(i % CUSTOMERS), firstTime: false }));
  await inParallel(100, 20, (i) => api.payByC2p(requests[i].id, i % 2 === 0 ? '123456' : '111111'));
  return requests.map((request) => request.id);
}

/** wrk, or autocannon in its own process (bench/load.ts). */
async function load(spec: LoadSpec): Promise<LoadResult> {
  if (USE_WRK) return runWrk(spec, join(logDir, 'load.lua'));
  const specFile = join(logDir, 'load-spec.json');
  writeFileSync(specFile, JSON.stringify(spec));
  return JSON.parse(await runNode(join(DIST, 'bench/load.js'), [specFile])) as LoadResult;
}

async function soak(service: { url: string; child: ChildProcess }, secretKey: string): Promise<void> {
  const pid = service.child.pid!;
  const start = rssMb(pid);
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(rssMb(pid)), 5_000);
  const result = await runNode(join(DIST, 'bench/soak.js'), [], {
    BENCH_SERVICE_URL: service.url, BENCH_SECRET_KEY: secretKey, BENCH_SOAK_SECONDS: String(SOAK_SECONDS),
    BENCH_CUSTOMERS: String(CUSTOMERS),
  }).finally(() => clearInterval(sampler));
  const end = rssMb(pid);
  const { cycles, statuses } = JSON.parse(result) as { cycles: number; statuses: Record<string, number> };
  const firstHalf = samples.slice(0, Math.ceil(samples.length / 2));
  const secondHalf = samples.slice(Math.ceil(samples.length / 2));
  const max = (list: number[]) => (list.length ? Math.max(...list) : NaN);
  console.log(`RSS start ${start} MB, end ${end} MB, max ${max([start, ...samples, end])} MB ` +
    `(first half max ${max(firstHalf)} MB, second half max ${max(secondHalf)} MB)`);
  const perMinute = Array.from({ length: Math.ceil(samples.length / 12) }, (_, minute) => max(samples.slice(minute * 12, minute * 12 + 12)));
  console.log(`RSS, the largest of each minute: ${perMinute.join(', ')} MB`);
  console.log(`${cycles} cycles (${(cycles * 7 / SOAK_SECONDS).toFixed(0)} requests/s); statuses ${JSON.stringify(statuses)}`);
}

/** The list benchmark (bench/lists.ts), when it has been built: it gets the database, the service and the merchant. */
async function runListBench(databaseUrl: string, serviceUrl: string, merchant: { id: string; secret_key: string }): Promise<void> {
  const script = join(DIST, 'bench/lists.js');
  if (!existsSync(script)) return;
  console.log('\n## Lists (bench/lists.ts)');
  const out = await runNode(script, [], {
    BENCH_DATABASE_URL: databaseUrl, BENCH_SERVICE_URL: serviceUrl, BENCH_MERCHANT_ID: merchant.id, BENCH_SECRET_KEY: merchant.secret_key,
  });
  process.stdout.write(out);
}

/** The webhook burst (bench/webhooks.ts): it starts its own service on the same database, after the others have stopped. */
async function runWebhookBench(databaseUrl: string): Promise<void> {
  console.log('\n## Webhooks (bench/webhooks.ts)');
  process.stdout.write(await runNode(join(DIST, 'bench/webhooks.js'), [], { BENCH_DATABASE_URL: databaseUrl }));
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
