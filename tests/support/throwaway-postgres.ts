import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A PostgreSQL cluster of the test's own (initdb in a temporary folder, its own port), so a test
 * may stop and start the server at will without touching any shared one. Takes about a second.
 */
export interface ThrowawayPostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  readonly url: string;
  /** `pg_ctl stop -m immediate`: every connection is dropped at once, as in a crash. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data; resolves once it accepts connections. */
  start(): Promise<void>;
  /** Stops it (if running) and deletes its folder. */
  close(): Promise<void>;
}

/** The folder holding initdb and pg_ctl: PG_BIN, else the newest /usr/lib/postgresql/N/bin, else PATH. */
export function findPostgresBinaries(): string | null {
  const candidates: string[] = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => join(debian, v, 'bin')));
  }
  try {
    candidates.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim());
  } catch {
    // no pg_config on PATH
  }
  const found = candidates.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')));
  if (found && process.getuid?.() === 0 && postgresUid() === null) return null; // root, and nobody to run initdb as
  return found ?? null;
}

/** initdb refuses to run as root: as root, the cluster belongs to the `postgres` OS user. */
function postgresUid(): number | null {
  try {
    return Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  } catch {
    return null;
  }
}

export async function startThrowawayPostgres(bin: string): Promise<ThrowawayPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'pg-fault-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(dir, postgresUid()!, -1);
  const data = join(dir, 'data');
  const log = join(dir, 'server.log');
  const pg = (tool: string, args: string[]) => {
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]] : [join(bin, tool), args];
    return run(file, argv, { timeout: 60_000 }).catch((error: Error & { stderr?: string }) => {
      const serverLog = existsSync(log) ? readFileSync(log, 'utf8').split('\n').slice(-15).join('\n') : '';
      throw new Error(`${tool} failed: ${error.message}\n${error.stderr ?? ''}\n${serverLog}`);
    });
  };
  let running = false;
  let port = await freePort();
  const start = async () => {
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=30`;
    await pg('pg_ctl', ['start', '-D', data, '-l', log, '-w', '-t', '60', '-o', options]);
    running = true;
  };
  const stop = async () => {
    if (!running) return;
    await pg('pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-w']);
    running = false;
  };
  // Should the test process end without afterAll, do not leave a server behind.
  const onExit = () => {
    if (running) execFileSync(asRoot ? 'runuser' : join(bin, 'pg_ctl'), asRoot ? ['-u', 'postgres', '--', join(bin, 'pg_ctl'), 'stop', '-D', data, '-m', 'immediate'] : ['stop', '-D', data, '-m', 'immediate']);
  };
  try {
    await pg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    // The port was free a moment ago; should another process take it meanwhile, try another.
    for (let attempt = 1; ; attempt++) {
      try {
        await start();
        break;
      } catch (error) {
        if (attempt >= 3) throw error;
        port = await freePort();
      }
    }
    process.once('exit', onExit);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    start,
    close: async () => {
      process.removeListener('exit', onExit);
      try {
        await stop();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
