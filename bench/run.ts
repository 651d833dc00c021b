/**
 * `npm run bench`: the service (built dist, real HTTP, PostgreSQL) against a raw node:http + pg
 * baseline, each in its own process, driven by autocannon in a third. docs/benchmarks.md, "Running them".
 * Reports numbers; asserts nothing.
 */
import { ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiClient, checkoutBody, createBody, customerDni, inParallel } from './api-client';
import { createBenchDatabase } from './bench-database';
import type { LoadResult, LoadSpec } from './load';
import { describeLockWaits, sampleLockWaits } from './lock-waits';
import { DIST, cpuMs, freePort, rssMb, runNode, startNode, stop, waitUntilAnswers } from './processes';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** BENCH_SERVICE_NODE_OPTIONS: the service's Node options; by default the heap bound `npm start` uses. */
const SERVICE_NODE_OPTIONS = process.env.BENCH_SERVICE_NODE_OPTIONS ?? '--max-old-space-size=192';
/** BENCH_SECTIONS: which parts to run, of hot,busy,checkouts,soak,lists,webhooks (all by default). */
const SECTIONS = new Set((process.env.BENCH_SECTIONS ?? 'hot,busy,checkouts,soak,lists,webhooks').split(','));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 50);
const CHECKOUTS = Number(process.env.BENCH_CHECKOUTS ?? 3000);
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 300);
const SANDBOX_LATENCY_MS = 50;
/** BENCH_PROFILE=<dir>: the service writes a CPU profile there (node --cpu-prof) when it stops. */
const PROFILE_DIR = process.env.BENCH_PROFILE;

const logDir = mkdtempSync(join(tmpdir(), 'bench-logs-'));
const children: ChildProcess[] = [];

async function main(): Promise<void> {
  console.log(`machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), node ${process.version}; load: autocannon, ${CONNECTIONS} connections, ${SECONDS} s per run, best of ${ROUNDS} alternating rounds`);
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
    const merchant = JSON.parse(
      (await runNode(join(DIST, 'src/cli/merchant-create.js'), ['--name', 'Bench'], { DATABASE_URL: database.url, LOG_LEVEL: 'warn' })).trim().split('\n').pop()!,
    ) as { id: string; secret_key: string };
    const raw = await startRawBaseline(database.url);
    let service = await startService(database.url, {});
    const api = new ApiClient(service.url, merchant.secret_key);

    const readIds = await seed(api);
    const readPaths = readIds.map((id) => `/api/v1/payment_requests/${id}`);
    const createBodies = Array.from({ length: 1000 }, (_, i) => createBody(i, { dni: customerDni(i % CUSTOMERS), firstTime: false }));
    /** A load run, with the CPU time the server spent per request (robust to other work on the machine). */
    const measured = async (server: { child: ChildProcess }, spec: LoadSpec) => {
      const before = cpuMs(server.child.pid!);
      const result = await load(spec);
      return { ...result, cpuMsPerRequest: (cpuMs(server.child.pid!) - before) / Math.max(1, result.requests) };
    };
    const read = (server: { url: string; child: ChildProcess }) => measured(server, { url: server.url, method: 'GET', headers: api.headers, paths: readPaths, connections: CONNECTIONS, seconds: SECONDS });
    const create = (server: { url: string; child: ChildProcess }) => measured(server, { url: server.url, method: 'POST', headers: api.headers, paths: ['/api/v1/payment_requests'], bodies: createBodies, connections: CONNECTIONS, seconds: SECONDS });

    if (SECTIONS.has('hot')) {
      console.log('\n## Hot path (service / raw node:http + pg, same database, same run)');
      await warmUp(() => Promise.all([read(raw), read(service)]));
      compare('GET /api/v1/payment_requests/:id', await alternate(() => read(raw), () => read(service)));
      compare('POST /api/v1/payment_requests', await alternate(() => create(raw), () => create(service)));
    }
    if (SECTIONS.has('busy')) {
      console.log(`\n## One busy merchant: creates of one merchant at ${CONNECTIONS} connections, lock waits sampled from pg_stat_activity (goal: >= 0.8x raw, lock waits near zero)`);
      const sampled = (server: { url: string; child: ChildProcess }) => async () => {
        const [result, waits] = await sampleLockWaits(database.url, () => create(server));
        return { ...result, waits };
      };
      const [rawRun, serviceRun] = await alternate(sampled(raw), sampled(service));
      compare('POST /api/v1/payment_requests, one merchant', [rawRun, serviceRun], 0.8);
      console.log(`  raw      ${describeLockWaits(rawRun.waits)}\n  service  ${describeLockWaits(serviceRun.waits)}`);
    }
    await stop(raw.child);
    if (SECTIONS.has('checkouts') || SECTIONS.has('busy') || SECTIONS.has('soak')) service = await slowBankSections(database.url, merchant, service);
    if (SECTIONS.has('lists')) await runListBench(database.url, service.url, merchant);
    await stop(service.child);
    if (SECTIONS.has('webhooks')) await runWebhookBench(database.url);
  } finally {
    await Promise.all(children.map(stop));
    await database.drop();
    rmSync(logDir, { recursive: true, force: true });
  }
}

/** Checkouts and the soak, on a service whose sandbox bank takes SANDBOX_LATENCY_MS to answer. */
async function slowBankSections(
  databaseUrl: string,
  merchant: { id: string; secret_key: string },
  previous: { child: ChildProcess },
): Promise<{ url: string; child: ChildProcess }> {
  await stop(previous.child);
  const service = await startService(databaseUrl, { SANDBOX_LATENCY_MS: String(SANDBOX_LATENCY_MS) });
  const api = new ApiClient(service.url, merchant.secret_key);
  if (SECTIONS.has('checkouts') || SECTIONS.has('busy')) {
    console.log(`\n## Checkouts of distinct requests of one merchant, SANDBOX_LATENCY_MS=${SANDBOX_LATENCY_MS}, ${CONNECTIONS} connections (goal: >= 200 payments/s, lock waits near zero)`);
    const toPay = await inParallel(CHECKOUTS, 20, (i) => api.createRequest(i, { dni: customerDni(i % CUSTOMERS), firstTime: false }));
    const [paid, waits] = await sampleLockWaits(databaseUrl, () => load({
      url: service.url, method: 'POST', headers: api.headers, connections: CONNECTIONS, amount: toPay.length,
      paths: ['/api/v1/checkouts/c2p'], bodies: toPay.map((request) => checkoutBody(request.id)),
    }));
    console.log(`C2P checkouts: ${paid.requestsPerSecond.toFixed(0)} payments/s, p50 ${paid.p50} ms, p99 ${paid.p99} ms (${paid.requests} requests, ${paid.non2xx} not 2xx, ${paid.errors} errors)`);
    console.log(`  ${describeLockWaits(waits)}`);
  }
  if (SECTIONS.has('soak')) {
    console.log(`\n## Soak: ${SOAK_SECONDS} s of creates, reads, lists, hosted-page views and checkouts (goal: RSS < 256 MB, flat)`);
    await soak(service, merchant.secret_key);
  }
  return service;
}

async function startRawBaseline(databaseUrl: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [join(DIST, 'bench/raw-baseline.js')], { env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.once('data', (chunk: Buffer) => resolve((JSON.parse(chunk.toString('utf8').split('\n')[0]) as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`the raw baseline exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

async function startService(databaseUrl: string, env: NodeJS.ProcessEnv): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = startNode(join(DIST, 'src/main.js'), {
    DATABASE_URL: databaseUrl, PORT: String(port), RATE_LIMIT_PER_MINUTE: '0', LOG_LEVEL: 'info', PORTAL_URL: `http://127.0.0.1:${port}`,
    // The service runs as `npm start` and the Docker image run it: with their heap bound (docs/operating.md, "Memory").
    NODE_OPTIONS: SERVICE_NODE_OPTIONS, ...env,
  }, join(logDir, `service-${port}.log`), PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : []);
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  await waitUntilAnswers(`${url}/readyz`, child);
  return { url, child };
}

/** The customers (first requests carry their details), and requests to read, half of them paid. */
async function seed(api: ApiClient): Promise<string[]> {
  await inParallel(CUSTOMERS, 10, (i) => api.createRequest(i, { dni: customerDni(i), firstTime: true }));
  const requests = await inParallel(200, 20, (i) => api.createRequest(i, { dni: customerDni(i % CUSTOMERS), firstTime: false }));
  await inParallel(100, 20, (i) => api.payByC2p(requests[i].id, i % 2 === 0 ? '123456' : '111111'));
  return requests.map((request) => request.id);
}

async function load(spec: LoadSpec): Promise<LoadResult> {
  const specFile = join(logDir, 'load-spec.json');
  writeFileSync(specFile, JSON.stringify(spec));
  return JSON.parse(await runNode(join(DIST, 'bench/load.js'), [specFile])) as LoadResult;
}

/** A short unmeasured run first, so both servers are measured warm (JIT, pools). */
async function warmUp(run: () => Promise<unknown>): Promise<void> {
  await run();
}

/**
 * Raw, service, raw, service…: BENCH_ROUNDS rounds, keeping each side's best run, so that a burst
 * of other work on a shared machine does not decide the ratio.
 */
type Measured = LoadResult & { cpuMsPerRequest: number };

async function alternate<M extends Measured>(raw: () => Promise<M>, service: () => Promise<M>): Promise<[M, M]> {
  let best: [M | null, M | null] = [null, null];
  const better = (a: M | null, b: M) => (a && a.requestsPerSecond >= b.requestsPerSecond ? a : b);
  for (let round = 0; round < ROUNDS; round++) best = [better(best[0], await raw()), better(best[1], await service())];
  return best as [M, M];
}

function compare(name: string, [raw, service]: [Measured, Measured], goal = 0.6): void {
  const row = (who: string, r: Measured) =>
    `  ${who.padEnd(8)} ${r.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms  ` +
    `${r.cpuMsPerRequest.toFixed(2)} CPU ms/request  (${r.non2xx} not 2xx, ${r.errors} errors)`;
  console.log(`${name}\n${row('raw', raw)}\n${row('service', service)}\n  ratio    ${(service.requestsPerSecond / raw.requestsPerSecond).toFixed(2)}x (goal >= ${goal}x)`);
}

async function soak(service: { url: string; child: ChildProcess }, secretKey: string): Promise<void> {
  const pid = service.child.pid!;
  const start = rssMb(pid);
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(rssMb(pid)), 5_000);
  const result = await runNode(join(DIST, 'bench/soak.js'), [], {
    BENCH_SERVICE_URL: service.url, BENCH_SECRET_KEY: secretKey, BENCH_SOAK_SECONDS: String(SOAK_SECONDS), BENCH_CUSTOMERS: String(CUSTOMERS),
  }).finally(() => clearInterval(sampler));
  const end = rssMb(pid);
  const { cycles, statuses } = JSON.parse(result) as { cycles: number; statuses: Record<string, number> };
  const firstHalf = samples.slice(0, Math.ceil(samples.length / 2));
  const secondHalf = samples.slice(Math.ceil(samples.length / 2));
  const max = (list: number[]) => (list.length ? Math.max(...list) : NaN);
  console.log(`RSS start ${start} MB, end ${end} MB, max ${max([start, ...samples, end])} MB (first half max ${max(firstHalf)} MB, second half max ${max(secondHalf)} MB)`);
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
