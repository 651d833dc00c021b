import { ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Server } from 'node:http';
import { AddressInfo, createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createClient } from '../clients/typescript/src';
import { payInSandbox } from '../clients/typescript/examples/pay-in-sandbox';
import { receiveWebhooks } from '../clients/typescript/examples/receive-webhooks';
import { SERVICE_HEAP_FLAGS } from '../src/heap-flags';

/**
 * `npm run client:examples`: runs the typed client's two examples (clients/typescript/examples)
 * against a real service. Without BASE_URL and SECRET_KEY it creates a merchant on a throwaway
 * embedded database, starts the compiled service on a free port, and stops it and deletes the
 * database afterwards; with both, it uses the service already running there (a test key).
 */

// Runs compiled, from dist/scripts.
const ROOT = join(__dirname, '..', '..');
const MAIN = join(ROOT, 'dist', 'src', 'main.js');
const MERCHANT_CREATE = join(ROOT, 'dist', 'src', 'cli', 'merchant-create.js');
const START_TIMEOUT_MS = 90_000;
const WEBHOOK_TIMEOUT_MS = 15_000;

type Service = { baseUrl: string; secretKey: string; stop: () => Promise<void>; output: () => string };

const say = (line: string) => console.log(`[client:examples] ${line}`);

async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function eventually<T>(check: () => Promise<T | false>, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await check().catch(() => false as const);
    if (result !== false) return result;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what} after ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A merchant on a fresh embedded database, then the service on it (one process holds an embedded database at a time). */
async function startOwnService(): Promise<Service> {
  const dataDir = mkdtempSync(join(tmpdir(), 've-payments-client-examples-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    PORTAL_URL: `http://localhost:${port}`,
    WEBHOOK_ALLOW_PRIVATE_URLS: 'true', // the example receiver listens on 127.0.0.1
    WEBHOOK_POLL_INTERVAL_MS: '200',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'METRICS_TOKEN']) delete env[name];
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });

  let secretKey: string;
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [MERCHANT_CREATE, '--name', 'Client examples'], { env, cwd: ROOT });
    const created = JSON.parse(stdout.trim().split('\n').at(-1)!) as { id: string; secret_key: string };
    secretKey = created.secret_key;
    say(`created merchant ${created.id} on a throwaway embedded database in ${dataDir}`);
  } catch (error) {
    removeDataDir();
    throw error;
  }

  let output = '';
  const child: ChildProcess = spawn(process.execPath, [...SERVICE_HEAP_FLAGS, MAIN], { env, cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let running = true;
  void exited.then(() => (running = false));

  const stop = async () => {
    if (running) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(killer);
      say(`stopped the service (pid ${child.pid})`);
    }
    removeDataDir();
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await eventually(async () => {
      if (!running) throw new Error('the service exited before it was ready');
      return (await fetch(`${baseUrl}/readyz`)).ok || false;
    }, START_TIMEOUT_MS, 'the service to answer /readyz');
  } catch (error) {
    await stop();
    console.error(output);
    throw error;
  }
  say(`started the service (pid ${child.pid}) at ${baseUrl}`);
  return { baseUrl, secretKey, stop, output: () => output };
}

function runningService(baseUrl: string, secretKey: string): Service {
  if (!secretKey.startsWith('sk_test_')) throw new Error('SECRET_KEY must be a test key (sk_test_…): the examples pay with the sandbox\'s values');
  say(`using the service already running at ${baseUrl}`);
  return { baseUrl: baseUrl.replace(/\/+$/, ''), secretKey, stop: async () => undefined, output: () => '' };
}

async function runExamples({ baseUrl, secretKey }: Service): Promise<void> {
  const client = createClient({ baseUrl, secretKey });

  // receive-webhooks.ts needs the endpoint's secret, and the endpoint the receiver's address: register, listen, then point it there.
  const created = await client.POST('/api/v1/webhook_endpoints', {
    body: { url: 'http://127.0.0.1:9/webhooks', events: ['payment_request.paid'], description: 'npm run client:examples' },
  });
  if (created.error) {
    const hint = created.error.code === 'validation_error' ? ' (the service must run with WEBHOOK_ALLOW_PRIVATE_URLS=true: the receiver listens on 127.0.0.1)' : '';
    throw new Error(`registering the webhook endpoint: ${created.response.status} ${created.error.code}: ${created.error.detail}${hint}`);
  }
  const endpoint = created.data;
  const paid: string[] = [];
  let receiver: Server | undefined;
  try {
    receiver = receiveWebhooks(0, endpoint.secret, (id) => paid.push(id));
    await new Promise<void>((resolve, reject) => receiver!.once('listening', resolve).once('error', reject));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks`;
    const moved = await client.PATCH('/api/v1/webhook_endpoints/{id}', { params: { path: { id: endpoint.id } }, body: { url } });
    if (moved.error) throw new Error(`pointing the webhook endpoint at ${url}: ${moved.error.code}: ${moved.error.detail}`);
    say(`receive-webhooks.ts listens at ${url}; webhook endpoint ${endpoint.id} sends it payment_request.paid`);

    say('pay-in-sandbox.ts: create a payment request, pay it by C2P with OTP 123456 (it prints the request, then the payment):');
    const id = await payInSandbox(baseUrl, secretKey);

    await eventually(async () => paid.includes(id) || false, WEBHOOK_TIMEOUT_MS, `the payment_request.paid webhook of ${id}`);
    say(`receive-webhooks.ts: verified the signature of payment_request.paid for ${id}`);
    const delivery = await eventually(async () => {
      const listed = (await client.GET('/api/v1/webhook_endpoints/{id}/deliveries', { params: { path: { id: endpoint.id } } })).data?.data ?? [];
      const done = listed.find((each) => each.event_type === 'payment_request.paid' && each.status !== 'pending');
      return done ?? false;
    }, WEBHOOK_TIMEOUT_MS, 'the delivery to be recorded');
    say(`delivery of ${delivery.event_id}: ${delivery.status}, answered ${delivery.last_response_status} after ${delivery.attempts} attempt(s)`);

    const read = await client.GET('/api/v1/payment_requests/{id}', { params: { path: { id } } });
    say(`GET /api/v1/payment_requests/${id}: ${read.data?.status}, ${read.data?.conversion_amount.amount} VES, reference ${read.data?.succeeded_payment_intent?.reference_id}`);
  } finally {
    await new Promise<void>((resolve) => (receiver?.listening ? receiver.close(() => resolve()) : resolve()));
    await client.DELETE('/api/v1/webhook_endpoints/{id}', { params: { path: { id: endpoint.id } } }).catch(() => undefined);
  }
}

async function main(): Promise<void> {
  const { BASE_URL, SECRET_KEY } = process.env;
  if (Boolean(BASE_URL) !== Boolean(SECRET_KEY)) throw new Error('give both BASE_URL and SECRET_KEY (a running service and a test key), or neither (a service of its own)');
  const service = BASE_URL && SECRET_KEY ? runningService(BASE_URL, SECRET_KEY) : await startOwnService();
  const interrupted = () => void service.stop().finally(() => process.exit(130));
  process.once('SIGINT', interrupted).once('SIGTERM', interrupted);
  try {
    await runExamples(service);
    say('both examples ran');
  } catch (error) {
    const log = service.output();
    if (log) console.error(`[client:examples] the service's log:\n${log}`);
    throw error;
  } finally {
    await service.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`[client:examples] failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
