/**
 * `npm run bench:builds`: this checkout's build beside another revision's, for changes too small
 * for `npm run bench` to tell from the noise of a shared machine (docs/benchmarks.md, "Comparing
 * two builds"). BENCH_BASE (default HEAD) is the revision to compare with: it is checked out into a
 * temporary worktree and built there. Both builds run at once on one database; the load takes turns
 * between them in short windows (ABBA), and both are started afresh BENCH_STARTS times, because two
 * processes of the same code differ by several µs a request for as long as they live. Prints each
 * start's differences in CPU per request, then the medians and how many pairs and starts the
 * candidate spent less in. Asserts nothing.
 */
import { ChildProcess, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiClient, createBody, customerDni, inParallel } from './api-client';
import { createBenchDatabase, vacuumAnalyze } from './bench-database';
import type { LoadSpec } from './load';
import { DIST, cpuMs, runNode, startServiceProcess, stop } from './processes';
import { median } from './rounds';
import { ensureWrk, runWrk } from './wrk';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BASE = process.env.BENCH_BASE ?? 'HEAD';
const STARTS = Number(process.env.BENCH_STARTS ?? 6);
const PAIRS = Number(process.env.BENCH_PAIRS ?? 4);
const WINDOW_SECONDS = Number(process.env.BENCH_WINDOW_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** BENCH_REQUEST: `read` (GET a request by id, the default) or `create` (POST a request). */
const REQUEST = process.env.BENCH_REQUEST ?? 'read';
const REPOSITORY = join(DIST, '..');

interface Build {
  name: string;
  url: string;
  child: ChildProcess;
}

interface Window {
  requestsPerSecond: number;
  cpuMsPerRequest: number;
}

interface Pair {
  base: Window;
  candidate: Window;
}

/** The candidate's CPU per request less the base's, in µs. */
const difference = (pair: Pair) => 1000 * (pair.candidate.cpuMsPerRequest - pair.base.cpuMsPerRequest);

async function main(): Promise<void> {
  if (!ensureWrk()) throw new Error('bench:builds needs wrk (apt-get install -y wrk)');
  if (REQUEST !== 'read' && REQUEST !== 'create') throw new Error(`BENCH_REQUEST must be read or create, not ${REQUEST}`);
  const baseRevision = execFileSync('git', ['rev-parse', '--short', BASE], { cwd: REPOSITORY, encoding: 'utf8' }).trim();
  const worktree = mkdtempSync(join(tmpdir(), 'bench-base-'));
  const logDir = mkdtempSync(join(tmpdir(), 'bench-builds-logs-'));
  const database = await createBenchDatabase(SERVER_URL);
  const builds: Build[] = [];
  try {
    console.log(`building ${BASE} (${baseRevision}) in ${worktree}…`);
    buildRevision(baseRevision, worktree);
    const baseDist = join(worktree, 'dist');
    const created = await runNode(join(DIST, 'src/cli/merchant-create.js'), ['--name', 'Bench'], {
      DATABASE_URL: database.url, LOG_LEVEL: 'warn',
    });
    const merchant = JSON.parse(created.trim().split('\n').pop()!) as { secret_key: string };
    builds.push(await startBuild('seeder', DIST, database.url, logDir));
    const api = new ApiClient(builds[0].url, merchant.secret_key);
    const ids = await inParallel(50, 10, (i) => api.createRequest(i, { dni: customerDni(i), firstTime: true }));
    await Promise.all(builds.splice(0).map((build) => stop(build.child)));
    await vacuumAnalyze(database.url);

    const readPaths = ids.map(({ id }) => `/api/v1/payment_requests/${id}`);
    const createBodies = Array.from({ length: 1000 }, (_, i) => createBody(i, { dni: customerDni(i % 50), firstTime: false }));
    const spec = (build: Build): LoadSpec => REQUEST === 'read'
      ? { url: build.url, method: 'GET', headers: api.headers, paths: readPaths, connections: CONNECTIONS, seconds: WINDOW_SECONDS }
      : { url: build.url, method: 'POST', headers: api.headers, paths: ['/api/v1/payment_requests'], bodies: createBodies,
        connections: CONNECTIONS, seconds: WINDOW_SECONDS };
    const measure = async (build: Build): Promise<Window> => {
      const before = cpuMs(build.child.pid!);
      const result = await runWrk(spec(build), join(logDir, 'load.lua'));
      if (result.non2xx + result.errors > 0) throw new Error(`${build.name}: ${result.non2xx} answers not 2xx, ${result.errors} errors`);
      return { requestsPerSecond: result.requestsPerSecond, cpuMsPerRequest: (cpuMs(build.child.pid!) - before) / Math.max(1, result.requests) };
    };

    console.log(`${REQUEST}: ${STARTS} starts of both builds, ${PAIRS} pairs of ${WINDOW_SECONDS} s windows each, ` +
      `${CONNECTIONS} connections, the two builds taking turns`);
    const starts: Pair[][] = [];
    for (let start = 1; start <= STARTS; start++) {
      // Two processes of the same code differ by several µs a request for as long as they run: new ones each time.
      const [first, second] = start % 2 === 1 ? [baseDist, DIST] : [DIST, baseDist];
      builds.push(await startBuild(first === DIST ? 'candidate' : 'base', first, database.url, logDir));
      builds.push(await startBuild(second === DIST ? 'candidate' : 'base', second, database.url, logDir));
      const base = builds.find((build) => build.name === 'base')!;
      const candidate = builds.find((build) => build.name === 'candidate')!;
      for (let i = 0; i < 2; i++) for (const build of builds) await measure(build);
      const ofThisStart: Pair[] = [];
      for (let pair = 1; pair <= PAIRS; pair++) {
        const order = pair % 2 === 1 ? [base, candidate] : [candidate, base];
        const windows = new Map<Build, Window>();
        for (const build of order) windows.set(build, await measure(build));
        ofThisStart.push({ base: windows.get(base)!, candidate: windows.get(candidate)! });
      }
      starts.push(ofThisStart);
      console.log(`  start ${String(start).padStart(2)}  CPU µs/request, median: base ${micro(median(ofThisStart.map((p) => p.base.cpuMsPerRequest)))}, ` +
        `candidate ${micro(median(ofThisStart.map((p) => p.candidate.cpuMsPerRequest)))}; differences ${ofThisStart.map(difference).map(signed).join(' ')}`);
      await Promise.all(builds.splice(0).map((build) => stop(build.child)));
    }
    summarize(starts);
  } finally {
    await Promise.all(builds.map((build) => stop(build.child)));
    await database.drop();
    removeWorktree(worktree);
    rmSync(logDir, { recursive: true, force: true });
  }
}

/** `revision` checked out into `worktree` and compiled there, with this checkout's node_modules. */
function buildRevision(revision: string, worktree: string): void {
  execFileSync('git', ['worktree', 'add', '--force', '--detach', worktree, revision], { cwd: REPOSITORY, stdio: 'ignore' });
  symlinkSync(join(REPOSITORY, 'node_modules'), join(worktree, 'node_modules'));
  execFileSync(process.execPath, [join(REPOSITORY, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'], { cwd: worktree, stdio: 'inherit' });
}

/** The worktree unregistered and deleted; a build that failed before `git worktree add` left only the directory. */
function removeWorktree(worktree: string): void {
  try {
    execFileSync('git', ['worktree', 'remove', '--force', worktree], { cwd: REPOSITORY, stdio: 'ignore' });
  } catch {
    rmSync(worktree, { recursive: true, force: true });
  }
}

async function startBuild(name: string, dist: string, databaseUrl: string, logDir: string): Promise<Build> {
  return { name, ...await startServiceProcess({ dist, databaseUrl, logDir }) };
}

function summarize(starts: Pair[][]): void {
  const pairs = starts.flat();
  const differences = pairs.map(difference);
  const ofStarts = starts.map((ofStart) => median(ofStart.map(difference)));
  console.log(`median CPU µs/request: base ${micro(median(pairs.map((pair) => pair.base.cpuMsPerRequest)))}, ` +
    `candidate ${micro(median(pairs.map((pair) => pair.candidate.cpuMsPerRequest)))}`);
  console.log(`median difference ${signed(median(differences))} µs/request over ${pairs.length} pairs (from ${signed(Math.min(...differences))} ` +
    `to ${signed(Math.max(...differences))}); the candidate spent less in ${differences.filter((d) => d < 0).length} of them`);
  console.log(`each start's median difference: ${ofStarts.map(signed).join(', ')}; the candidate spent less in ` +
    `${ofStarts.filter((d) => d < 0).length} of ${starts.length} starts`);
  console.log(`median req/s ratio candidate/base ${median(pairs.map((pair) => pair.candidate.requestsPerSecond / pair.base.requestsPerSecond)).toFixed(3)}`);
}

const micro = (ms: number) => (1000 * ms).toFixed(1);
const signed = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(1)}`;

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
