import { ChildProcess, SpawnOptions, execFile, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = resolve(__dirname, '../../..');

/** The service compiled from the current sources. */
export interface Build {
  /** What tsc emitted, laid out as the project's dist. */
  readonly outDir: string;
  readonly main: string;
  readonly merchantCreate: string;
  readonly merchantKey: string;
  remove(): void;
}

/** Set by Jest's global setup: the service compiled once for the whole run (see tests/support/global-setup). */
export const SHARED_BUILD_ENV = 'TEST_SERVICE_BUILD';

/**
 * The service compiled from the current sources: the run's shared build when Jest's global setup
 * made one (it stays for the other test files: remove() leaves it), else one of this test's own.
 */
export async function buildService(): Promise<Build> {
  const shared = process.env[SHARED_BUILD_ENV];
  if (shared) return { ...buildIn(shared), remove: () => undefined };
  const outDir = await compileService();
  return { ...buildIn(outDir), remove: () => rmSync(outDir, { recursive: true, force: true }) };
}

function buildIn(outDir: string): Omit<Build, 'remove'> {
  const cli = join(outDir, 'src', 'cli');
  return {
    outDir,
    main: join(outDir, 'src', 'main.js'),
    merchantCreate: join(cli, 'merchant-create.js'),
    merchantKey: join(cli, 'merchant-key.js'),
  };
}

/**
 * Compiles src with the project's build settings into a new folder under node_modules/.cache (so
 * that packages resolve as from dist, and a developer's dist is never touched), and returns it.
 * Type errors are the typecheck's business: they are reported here, but the emitted files are used.
 */
export async function compileService(): Promise<string> {
  const cache = join(ROOT, 'node_modules', '.cache', 'fault-tests');
  mkdirSync(cache, { recursive: true });
  const outDir = mkdtempSync(join(cache, 'build-'));
  const { main, merchantCreate } = buildIn(outDir);
  const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  const args = [tsc, '-p', 'tsconfig.build.json', '--outDir', outDir, '--incremental', 'false', '--tsBuildInfoFile', 'null'];
  await run(process.execPath, args, { cwd: ROOT, timeout: 120_000 }).catch((error: Error & { stdout?: string }) => {
    if (!existsSync(main) || !existsSync(merchantCreate)) throw new Error(`the build failed: ${error.stdout ?? error.message}`);
    console.warn(`the build reported type errors; testing what it emitted:\n${(error.stdout ?? '').slice(0, 2000)}`);
  });
  return outDir;
}

/** The environment of a child: the parent's, without its settings for this service or Jest. */
function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const base = { ...process.env };
  for (const name of ['NODE_OPTIONS', 'DATABASE_URL', 'TEST_DATABASE_URL', 'PORT', 'DATA_DIR', 'SHUTDOWN_GRACE_MS']) delete base[name];
  return { ...base, LOG_LEVEL: 'info', ...env };
}

/** `merchant-create --name …`: the merchant's JSON from the last line of standard output. */
export async function createMerchant(build: Build, env: Record<string, string>): Promise<{ id: string; secret_key: string }> {
  const { stdout } = await run(process.execPath, [build.merchantCreate, '--name', 'Fault test'], { env: childEnv(env), timeout: 60_000 });
  return JSON.parse(stdout.trim().split('\n').pop()!);
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** performance.now() when the process ended. */
  at: number;
}

export interface ServerProcess {
  readonly child: ChildProcess;
  readonly baseUrl: string;
  readonly port: number;
  /** Settles when the process ends. */
  readonly exited: Promise<Exit>;
  /** Resolves with the first line of standard output matching `pattern`, past or future. */
  waitForLine(pattern: RegExp): Promise<string>;
  output(): string;
  /** SIGKILL if still running. */
  kill(): Promise<void>;
}

/** `node main.js` with PORT=0, resolved once it logs the port it listens on. */
export function startServer(build: Build, env: Record<string, string>): Promise<ServerProcess> {
  return watchServer(spawn(process.execPath, [build.main], { env: childEnv({ PORT: '0', ...env }), stdio: ['ignore', 'pipe', 'pipe'] }));
}

/**
 * The server as `npm start` runs it: the project's own start script, in a folder holding the
 * project's package.json and `build` as its dist (no prestart: the build is made). `child` is npm.
 */
export function startServerWithNpm(build: Build, env: Record<string, string>, folder: string): Promise<ServerProcess> {
  copyFileSync(join(ROOT, 'package.json'), join(folder, 'package.json'));
  symlinkSync(build.outDir, join(folder, 'dist'));
  const options: SpawnOptions = { cwd: folder, env: childEnv({ PORT: '0', ...env }), stdio: ['ignore', 'pipe', 'pipe'] };
  return watchServer(spawn('npm', ['start', '--ignore-scripts', '--silent'], options));
}

async function watchServer(child: ChildProcess): Promise<ServerProcess> {
  let stdout = '';
  let stderr = '';
  const waiters: { pattern: RegExp; resolve: (line: string) => void; reject: (error: Error) => void }[] = [];
  const matchWaiters = () => {
    for (const waiter of [...waiters]) {
      const line = stdout.split('\n').find((l) => waiter.pattern.test(l));
      if (line !== undefined) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(line);
      }
    }
  };
  child.stdout!.on('data', (chunk) => {
    stdout += String(chunk);
    matchWaiters();
  });
  child.stderr!.on('data', (chunk) => (stderr += String(chunk)));
  const exited = new Promise<Exit>((resolveExit) => {
    child.once('exit', (code, signal) => {
      const at = performance.now();
      resolveExit({ code, signal, at });
    });
  });
  // All output has been read by 'close': waiters still unmatched then never will be.
  let closed = false;
  const failWaiters = () =>
    waiters.splice(0).forEach((w) => w.reject(new Error(`the server ended before logging ${w.pattern}:\n${stdout}\n${stderr}`)));
  child.once('close', () => {
    closed = true;
    matchWaiters();
    failWaiters();
  });
  const waitForLine = (pattern: RegExp) =>
    new Promise<string>((resolveLine, reject) => {
      waiters.push({ pattern, resolve: resolveLine, reject });
      matchWaiters();
      if (closed) failWaiters();
    });

  const listening = await waitForLine(/listening on http:\/\/localhost:\d+/);
  const port = Number(/localhost:(\d+)/.exec(listening)![1]);
  return {
    child,
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    exited,
    waitForLine,
    output: () => `${stdout}\n${stderr}`,
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
