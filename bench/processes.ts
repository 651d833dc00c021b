import { ChildProcess, spawn } from 'node:child_process';
import { openSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { SERVICE_HEAP_FLAGS } from '../src/heap-flags';

/** The compiled bench and service live under dist/ (npm run bench builds them). */
export const DIST = join(__dirname, '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Runs `node script args` to the end; resolves with its stdout (stderr is passed through). */
export function runNode(script: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${script} exited with ${code}`))));
  });
}

/** A long-running child whose stdout goes to `logFile` (the service logs as it would in production). */
export function startNode(script: string, env: NodeJS.ProcessEnv, logFile: string, nodeOptions: string[] = []): ChildProcess {
  const log = openSync(logFile, 'a');
  return spawn(process.execPath, [...nodeOptions, script], { env: { ...process.env, ...env }, stdio: ['ignore', log, log] });
}

/** Stops a child with SIGTERM and waits for it to exit. */
export function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Resident memory of a process, in MB (Linux). */
export function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : NaN;
}

export async function waitUntilAnswers(url: string, child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the process behind ${url} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** CPU time (user + system) a process has used so far, in ms (Linux; clock ticks of 10 ms). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * CPU time (user + system) the PostgreSQL server on this machine has used so far, in ms: every
 * `postgres` process, and the backends that have exited (counted in the postmaster's children).
 * 0 when it runs elsewhere. Backends that start and exit within one measurement are counted too.
 */
export function postgresCpuMs(): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const fields = stat.split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    } catch {
      // it exited while being read
    }
  }
  return ticks * 10;
}

/** CPU time (user + system) of this process's children that have exited and been waited for, in ms: the load generator's. */
export function exitedChildrenCpuMs(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  return (Number(fields[13]) + Number(fields[14])) * 10;
}

/** How the bench starts a service: its build, its database, where its log goes, and what it adds to the usual. */
export interface ServiceStart {
  /** The build's dist directory (`DIST` for this checkout's). */
  dist: string;
  databaseUrl: string;
  logDir: string;
  /** Node options; the heap flags `npm start` uses unless given (docs/operating.md, "Memory"). */
  nodeOptions?: string;
  /** Flags before the script (e.g. --cpu-prof). */
  flags?: string[];
  env?: NodeJS.ProcessEnv;
}

/** A service on a free port, as in production but with the rate limit off; resolves once /readyz answers. */
export async function startServiceProcess(start: ServiceStart): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = startNode(join(start.dist, 'src/main.js'), {
    DATABASE_URL: start.databaseUrl, PORT: String(port), RATE_LIMIT_PER_MINUTE: '0', LOG_LEVEL: 'info', PORTAL_URL: url,
    NODE_OPTIONS: start.nodeOptions ?? SERVICE_HEAP_FLAGS.join(' '), ...start.env,
  }, join(start.logDir, `service-${port}.log`), start.flags);
  await waitUntilAnswers(`${url}/readyz`, child);
  return { url, child };
}
