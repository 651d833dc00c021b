/**
 * wrk (C, one event loop per thread) as the load generator: it spends a small fraction of the CPU a
 * Node load generator would, which leaves the servers the CPU on a small machine. A Lua script
 * written per run takes the spec's paths and bodies in turn, each thread its own share of them
 * (thread t of n takes t, t + n, t + 2n, …, so with as many bodies as requests none is sent twice),
 * and prints the result as one JSON line when the run ends.
 */
import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import type { LoadResult, LoadSpec } from './load';

const THREADS = Number(process.env.BENCH_WRK_THREADS ?? 2);

/** True when wrk answers; when it is missing, installs it from Debian's packages (apt-get as root, else sudo -n). */
export function ensureWrk(): boolean {
  if (wrkAnswers()) return true;
  console.log('wrk is missing: installing it (apt-get install -y wrk, Debian package "wrk")…');
  const asRoot = process.getuid?.() === 0;
  const aptGet = (...args: string[]) => {
    const [command, commandArgs] = asRoot ? ['apt-get', args] : ['sudo', ['-n', 'apt-get', ...args]];
    return spawnSync(command, commandArgs, { stdio: ['ignore', 'ignore', 'inherit'] }).status === 0;
  };
  if (!aptGet('install', '-y', 'wrk')) aptGet('update') && aptGet('install', '-y', 'wrk');
  if (wrkAnswers()) return true;
  console.log('wrk could not be installed: falling back to autocannon in a process of its own (it needs about as much CPU as the servers)');
  return false;
}

function wrkAnswers(): boolean {
  const run = spawnSync('wrk', ['--version'], { encoding: 'utf8' });
  return !run.error && /^wrk /.test(`${run.stdout}${run.stderr}`);
}

/** Runs wrk for spec.seconds; `scriptFile` is where the run's Lua script is written. */
export function runWrk(spec: LoadSpec, scriptFile: string): Promise<LoadResult> {
  writeFileSync(scriptFile, luaScript(spec));
  const threads = Math.min(THREADS, spec.connections);
  const args = [`-t${threads}`, `-c${spec.connections}`, `-d${spec.seconds ?? 10}s`, '--timeout', '10s', '-s', scriptFile, spec.url];
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('exit', (code) => {
      const line = out.split('\n').find((text) => text.startsWith('{"requests"'));
      if (code !== 0 || !line) return reject(new Error(`wrk exited with ${code}: ${out}`));
      const run = JSON.parse(line) as WrkRun;
      const seconds = run.durationUs / 1e6;
      resolve({
        requestsPerSecond: run.requests / seconds,
        p50: Math.round(run.p50Us / 100) / 10,
        p99: Math.round(run.p99Us / 100) / 10,
        requests: run.requests,
        non2xx: run.status,
        errors: run.connect + run.read + run.write + run.timeout,
        seconds,
      });
    });
  });
}

interface WrkRun {
  requests: number;
  durationUs: number;
  connect: number;
  read: number;
  write: number;
  status: number;
  timeout: number;
  p50Us: number;
  p99Us: number;
}

/** A Lua long string: the texts are JSON and paths, which never hold `]==]`. */
const long = (text: string) => `[==[${text}]==]`;
const table = (texts: string[]) => `{\n${texts.map((text) => `  ${long(text)},`).join('\n')}\n}`;

function luaScript(spec: LoadSpec): string {
  const headers = Object.entries(spec.headers).map(([name, value]) => `[ ${long(name)} ] = ${long(value)}`).join(', ');
  return `
local method = ${long(spec.method)}
local headers = { ${headers} }
local paths = ${table(spec.paths)}
local bodies = ${spec.bodies ? table(spec.bodies) : 'nil'}
local threads = 0

function setup(thread)
  thread:set("first", threads)
  threads = threads + 1
  thread:set("stride", ${Math.min(THREADS, spec.connections)})
end

local position
function init(args)
  position = first
end

function request()
  local i = position
  position = position + stride
  local body = nil
  if bodies then body = bodies[(i % #bodies) + 1] end
  return wrk.format(method, paths[(i % #paths) + 1], headers, body)
end

function done(summary, latency, requests)
  local e = summary.errors
  local format = '{"requests":%d,"durationUs":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,'
    .. '"p50Us":%d,"p99Us":%d}\\n'
  io.write(string.format(format,
    summary.requests, summary.duration, e.connect, e.read, e.write, e.status, e.timeout, latency:percentile(50), latency:percentile(99)))
end
`;
}
