/**
 * The merchant dashboard's list and CSV export at a million requests, for bench/lists.ts (its
 * "Dashboard" lines). The service runs as its own process (dist/src/main.js, with `npm start`'s heap
 * bound) on the bench's database, signed in over HTTP as a browser is (sign-in form, CSRF token,
 * `dashboard_session` cookie):
 *
 * - the list page (first page, the last page, a filtered one) under autocannon in its own process,
 *   beside the API's list of the same query on the same service process, with the CPU each request
 *   cost the service process and the PostgreSQL backends;
 * - the CSV export of every request of a merchant with exactly BENCH_EXPORT_ROWS requests, and of
 *   one with a tenth of them: time to the last byte, bytes and rows received, and the service's RSS
 *   (/proc VmRSS every 50 ms) before, at its peak during, and after the export. Each export runs on
 *   a fresh service process warmed by a one-day export, so that their peaks compare: a streamed
 *   export's peak does not grow with its rows.
 *
 * Reports numbers; asserts nothing.
 */
import { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { BusinessCalendar } from '../src/application/business-calendar';
import type { LoadResult, LoadSpec } from './load';
import { DIST, cpuMs, freePort, rssMb, runNode, startNode, stop, waitUntilAnswers } from './processes';

const DAY_MS = 86_400_000;
const RSS_SAMPLE_MS = 50;
/** The service's Node options, as bench/run.ts gives them: by default the heap bound `npm start` uses. */
const SERVICE_NODE_OPTIONS = process.env.BENCH_SERVICE_NODE_OPTIONS ?? '--max-old-space-size=192';
/** BENCH_EXPORT_ROWS: the requests of the merchant whose CSV is exported (and a tenth of them for the second export). */
export const EXPORT_ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 100_000);

export interface BenchMerchant {
  merchantId: string;
  secretKey: string;
}

export interface DashboardBenchOptions {
  databaseUrl: string;
  /** The bench's own connection, for the counts and the PostgreSQL backends' CPU. */
  dataSource: DataSource;
  calendar: BusinessCalendar;
  /** The million-request merchant (test mode), and how many requests it has. */
  merchant: BenchMerchant;
  requests: number;
  /** A merchant named `name` with exactly `requests` test-mode requests, seeded if need be, with a fresh key. */
  merchantWith(name: string, requests: number): Promise<BenchMerchant>;
  connections: number;
  seconds: number;
  warmUpSeconds: number;
}

interface Service {
  url: string;
  child: ChildProcess;
}

interface Measured extends LoadResult {
  cpu: string;
}

export async function dashboardLists(options: DashboardBenchOptions): Promise<void> {
  const workDir = mkdtempSync(join(tmpdir(), 'bench-dashboard-'));
  const started: ChildProcess[] = [];
  const service = async (): Promise<Service> => {
    const port = await freePort();
    const child = startNode(join(DIST, 'src/main.js'), {
      DATABASE_URL: options.databaseUrl, PORT: String(port), RATE_LIMIT_PER_MINUTE: '0', LOG_LEVEL: 'warn', PORTAL_URL: `http://127.0.0.1:${port}`,
      NODE_OPTIONS: SERVICE_NODE_OPTIONS,
    }, join(workDir, `service-${port}.log`));
    started.push(child);
    const url = `http://127.0.0.1:${port}`;
    await waitUntilAnswers(`${url}/readyz`, child, 120_000);
    return { url, child };
  };
  try {
    // Seeded first, so that nothing but the bench's own work runs while it measures.
    const exported: [number, BenchMerchant][] = [];
    for (const rows of [Math.round(EXPORT_ROWS / 10), EXPORT_ROWS]) exported.push([rows, await options.merchantWith(`Bench lists export ${rows}`, rows)]);
    await listPages(options, await service(), workDir);
    await csvExports(options, service, exported);
  } finally {
    await Promise.all(started.map(stop));
    rmSync(workDir, { recursive: true, force: true });
  }
}

/** The dashboard's list page and the API's list, query by query, on one service process. */
async function listPages(options: DashboardBenchOptions, service: Service, workDir: string): Promise<void> {
  const { dataSource, calendar, merchant, connections, seconds } = options;
  const cookie = await signIn(service.url, merchant.secretKey);
  const dashboard = { Cookie: cookie };
  const api = { Authorization: `Bearer ${merchant.secretKey}` };
  const dayAgo = (days: number) => calendar.dayOf(new Date(Date.now() - days * DAY_MS));
  const [start, end] = [dayAgo(120), dayAgo(101)];
  const lastPage = Math.max(1, Math.ceil(options.requests / 50));
  const queries = [
    { name: 'first page', query: '', where: '', params: [] as unknown[] },
    { name: `page=${lastPage}&limit=50`, query: `page=${lastPage}&limit=50`, where: '', params: [] },
    {
      name: 'status + range', query: `status=canceled&created_at[start]=${start}&created_at[end]=${end}`,
      where: "AND status = 'canceled' AND created_at >= $2 AND created_at < $3", params: [calendar.startOf(start), calendar.startOfNext(end)],
    },
  ];
  let spec = 0;
  const load = async (path: string, headers: Record<string, string>, runSeconds: number): Promise<Measured> => {
    const specFile = join(workDir, `load-${spec++}.json`);
    const loadSpec: LoadSpec = { url: service.url, method: 'GET', headers, paths: [path], connections, seconds: runSeconds };
    writeFileSync(specFile, JSON.stringify(loadSpec));
    const cpu = await cpuMeter(dataSource, service.child.pid!);
    const result = JSON.parse(await runNode(join(DIST, 'bench/load.js'), [specFile])) as LoadResult;
    return { ...result, cpu: await cpu.perCall(result.requests) };
  };
  console.log(
    `  dashboard: the list page (HTML, session cookie) beside the API's list (JSON, key) on the service as its own process (${SERVICE_NODE_OPTIONS}),` +
      ` autocannon (own process), ${connections} connections, ${seconds} s per query`,
  );
  // Warm-up, not measured: compiling the pages' code.
  await load('/dashboard', dashboard, options.warmUpSeconds);
  await load('/api/v1/payment_requests', api, options.warmUpSeconds);
  for (const query of queries) {
    const [{ n }] = await dataSource.query(
      `SELECT count(*)::int AS n FROM payment_requests WHERE merchant_id = $1 AND NOT livemode ${query.where}`, [merchant.merchantId, ...query.params],
    );
    const page = await pageTotal(`${service.url}/dashboard${query.query ? `?${query.query}` : ''}`, cookie);
    const listed = await apiTotal(`${service.url}/api/v1/payment_requests${query.query ? `?${query.query}` : ''}`, merchant.secretKey);
    const html = await load(`/dashboard${query.query ? `?${query.query}` : ''}`, dashboard, seconds);
    const json = await load(`/api/v1/payment_requests${query.query ? `?${query.query}` : ''}`, api, seconds);
    const side = (r: Measured) =>
      `p50 ${fixed(r.p50)} ms  p99 ${fixed(r.p99)} ms  ${String(Math.round(r.requestsPerSecond)).padStart(5)} req/s${r.non2xx || r.errors ? ` (non-2xx ${r.non2xx}, errors ${r.errors})` : ''}`;
    const exact = (total: number) => `${total}${total === n ? '' : ' WRONG'}`;
    console.log(
      `  ${`dashboard ${query.name}`.padEnd(34)} page ${side(html)} | API ${side(json)}` +
        ` | totals: page ${exact(page.total)} (${Math.round(page.bytes / 1024)} KiB), API ${exact(listed)}, count(*) ${n}`,
    );
    console.log(`  ${''.padEnd(34)} CPU per request: page ${html.cpu} | API ${json.cpu}`);
  }
}

/** The export of each merchant's every request (EXPORT_ROWS, and a tenth of them), each on a fresh service process. */
async function csvExports(options: DashboardBenchOptions, service: () => Promise<Service>, exported: [number, BenchMerchant][]): Promise<void> {
  const { calendar, dataSource } = options;
  console.log(
    `  dashboard CSV export (GET /dashboard/payment_requests.csv, a merchant's every request): each on a fresh service process` +
      ` warmed by a one-day export; its RSS every ${RSS_SAMPLE_MS} ms`,
  );
  const day = calendar.dayOf(new Date(Date.now() - 30 * DAY_MS));
  for (const [rows, merchant] of exported) {
    const [{ n }] = await dataSource.query('SELECT count(*)::int AS n FROM payment_requests WHERE merchant_id = $1 AND NOT livemode', [merchant.merchantId]);
    const running = await service();
    const cookie = await signIn(running.url, merchant.secretKey);
    const warm = await download(`${running.url}/dashboard/payment_requests.csv?created_at=${day}`, cookie, running.child.pid!);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const result = await download(`${running.url}/dashboard/payment_requests.csv`, cookie, running.child.pid!);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const settled = rssMb(running.child.pid!);
    await stop(running.child);
    console.log(
      `  ${`export ${rows} rows`.padEnd(34)} last byte ${(result.ms / 1000).toFixed(2).padStart(6)} s (first byte ${Math.round(result.firstByteMs)} ms,` +
        ` ${Math.round(result.rows / (result.ms / 1000))} rows/s)  ${(result.bytes / 1024 / 1024).toFixed(1)} MB` +
        `  rows ${result.rows} (count(*) ${n}${result.rows === n ? ', exact' : ', WRONG'}; ${result.distinctIds} distinct ids)` +
        `${result.status !== 200 || !result.complete ? `  status ${result.status}${result.complete ? '' : ', CUT SHORT'}` : ''}`,
    );
    console.log(
      `  ${''.padEnd(34)} service RSS before ${result.rssBefore} MB, peak during ${result.rssPeak} MB, at the last byte ${result.rssAfter} MB,` +
        ` 1 s after ${settled} MB (${result.samples} samples; the warm-up export: ${warm.rows} rows, peak ${warm.rssPeak} MB)`,
    );
  }
}

interface Download {
  status: number;
  complete: boolean;
  ms: number;
  firstByteMs: number;
  bytes: number;
  rows: number;
  distinctIds: number;
  rssBefore: number;
  rssPeak: number;
  rssAfter: number;
  samples: number;
}

/**
 * Downloads a CSV with node:http (no decoding: a byte scan), counting its records outside quoted
 * fields (the header excluded) and their distinct first fields, while sampling `pid`'s RSS.
 */
function download(url: string, cookie: string, pid: number): Promise<Download> {
  const rssBefore = rssMb(pid);
  let rssPeak = rssBefore;
  let samples = 0;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, rssMb(pid));
    samples++;
  }, RSS_SAMPLE_MS);
  const started = performance.now();
  return new Promise<Download>((resolve, reject) => {
    const request = httpGet(url, { headers: { Cookie: cookie } }, (res) => {
      let firstByteMs = NaN;
      let bytes = 0;
      let records = 0;
      let quoted = false;
      let atFirstField = true;
      let id: number[] = [];
      const ids = new Set<string>();
      res.on('data', (chunk: Buffer) => {
        if (Number.isNaN(firstByteMs)) firstByteMs = performance.now() - started;
        bytes += chunk.length;
        for (let i = 0; i < chunk.length; i++) {
          const byte = chunk[i];
          if (byte === 0x22) quoted = !quoted;
          else if (!quoted && byte === 0x0a) {
            records++;
            atFirstField = true;
            continue;
          } else if (!quoted && byte === 0x2c && atFirstField) {
            if (records > 0) ids.add(Buffer.from(id).toString('latin1'));
            id = [];
            atFirstField = false;
            continue;
          }
          if (atFirstField) id.push(byte);
        }
      });
      let done = false;
      const finish = (complete: boolean) => {
        if (done) return;
        done = true;
        clearInterval(sampler);
        const ms = performance.now() - started;
        const rssAfter = rssMb(pid);
        resolve({
          status: res.statusCode ?? 0, complete, ms, firstByteMs, bytes, rows: Math.max(0, records - 1), distinctIds: ids.size,
          rssBefore, rssPeak: Math.max(rssPeak, rssAfter), rssAfter, samples,
        });
      };
      res.on('end', () => finish(res.complete));
      res.on('aborted', () => finish(false));
      res.on('error', () => finish(false));
    });
    request.on('error', (error) => {
      clearInterval(sampler);
      reject(error);
    });
  });
}

/** Signs in as a browser does: the form (its CSRF token and sign-in cookie), then the post; the session cookie. */
async function signIn(baseUrl: string, secretKey: string): Promise<string> {
  const form = await fetch(`${baseUrl}/dashboard/sign_in`);
  const html = await form.text();
  const token = /name="csrf_token" value="([^"]+)"/.exec(html)?.[1];
  const signInCookie = cookieIn(form, 'dashboard_sign_in');
  if (!token || !signInCookie) throw new Error(`the sign-in page (${form.status}) has no CSRF token or cookie`);
  const signedIn = await fetch(`${baseUrl}/dashboard/sign_in`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Cookie: signInCookie, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ csrf_token: token, secret_key: secretKey }).toString(),
  });
  const session = cookieIn(signedIn, 'dashboard_session');
  if (signedIn.status !== 303 || !session) throw new Error(`the dashboard's sign-in answered ${signedIn.status}: ${(await signedIn.text()).slice(0, 300)}`);
  return session;
}

function cookieIn(response: Response, name: string): string | null {
  const set = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`) && !/Max-Age=0/.test(cookie));
  return set ? set.split(';')[0] : null;
}

/** The total the list page shows ("N solicitudes · página …"), and the page's size. */
async function pageTotal(url: string, cookie: string): Promise<{ total: number; bytes: number }> {
  const response = await fetch(url, { headers: { Cookie: cookie }, redirect: 'manual' });
  const html = await response.text();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${html.slice(0, 300)}`);
  const match = /(\d+) solicitudes · página/.exec(html);
  return { total: match ? Number(match[1]) : NaN, bytes: Buffer.byteLength(html) };
}

async function apiTotal(url: string, secretKey: string): Promise<number> {
  const response = await fetch(url, { headers: { Authorization: `Bearer ${secretKey}` } });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { meta: { total_objects: number } }).meta.total_objects;
}

/** CPU of the service process and of this database's PostgreSQL backends (when on this machine), per call. */
async function cpuMeter(dataSource: DataSource, pid: number): Promise<{ perCall(calls: number): Promise<string> }> {
  const backendsCpu = async (): Promise<Map<number, number> | null> => {
    const rows: { pid: number }[] = await dataSource.query(
      "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND backend_type = 'client backend'",
    );
    try {
      return new Map(rows.map((row) => [row.pid, cpuMs(row.pid)]));
    } catch {
      return null;
    }
  };
  const serviceStart = cpuMs(pid);
  const backendsStart = await backendsCpu();
  return {
    async perCall(calls) {
      const serviceMs = (cpuMs(pid) - serviceStart) / Math.max(1, calls);
      const backendsEnd = await backendsCpu();
      if (!backendsStart || !backendsEnd) return `service ${serviceMs.toFixed(2)} ms, postgres ?`;
      let backendsMs = 0;
      for (const [backend, ms] of backendsEnd) backendsMs += ms - (backendsStart.get(backend) ?? 0);
      return `service ${serviceMs.toFixed(2)} ms + postgres ${(backendsMs / Math.max(1, calls)).toFixed(2)} ms`;
    },
  };
}

function fixed(ms: number): string {
  return ms.toFixed(1).padStart(5);
}
