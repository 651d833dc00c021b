import { rmSync } from 'node:fs';
import { ScratchDatabase, createScratchPostgresDatabase, describeDatabase } from '../../support/test-database';
import { c2pBody, call, createBody, retryUntil } from './http-client';
import { Build, ServerProcess, buildService, createMerchant, startServer } from './server-process';
import { migratedDataDir } from '../../support/migrated-data-dir';

/**
 * A POST with an Idempotency-Key, by fetch: the answer, or the error of a connection the server dropped.
 * @engine both: what survives a kill -9 depends on the engine.
 */
async function keyedPost(baseUrl: string, path: string, secretKey: string, idempotencyKey: string, body: unknown) {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${secretKey}`, 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
    body: JSON.stringify(body),
  });
  return { status: res.status, replayed: res.headers.get('idempotent-replayed'), retryAfter: res.headers.get('retry-after'), body: (await res.json()) as any };
}

/**
 * The compiled server killed with SIGKILL while a keyed checkout waits on the bank (the sandbox made
 * slow with SANDBOX_LATENCY_MS), then the same checkout retried on a second server. On PostgreSQL
 * the second server runs beside the first; on the embedded database it opens the same data directory
 * once the first is dead.
 */
describe(`a keyed checkout whose server is killed mid-request ${describeDatabase()}`, () => {
  let build: Build | undefined;
  let scratch: ScratchDatabase | null = null;
  let dataDir: string;
  const servers: ServerProcess[] = [];
  let env: Record<string, string>;

  beforeAll(async () => {
    build = await buildService();
    dataDir = await migratedDataDir('idempotency-crash-');
    scratch = process.env.TEST_DATABASE_URL ? await createScratchPostgresDatabase() : null;
    env = { ...(scratch ? { DATABASE_URL: scratch.url } : { DATA_DIR: dataDir }), RECONCILE_INTERVAL_SECONDS: '0' };
  }, 180_000);
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.kill()));
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    build?.remove();
  });

  it('is never charged twice: the retry settles the payment intent the dead request started, and its answer is stored', async () => {
    const { secret_key: key } = await createMerchant(build!, env);
    const first = await startServer(build!, { ...env, SANDBOX_LATENCY_MS: '600000' });
    servers.push(first);
    const created = await call(first.baseUrl, 'POST', '/api/v1/payment_requests', { key, body: createBody('crash-1') });
    const id = created.body.id;

    const dying = keyedPost(first.baseUrl, '/api/v1/checkouts/c2p', key, 'checkout-crash-1', c2pBody(id));
    dying.catch(() => undefined); // its connection is dropped by the kill
    const claimed = await retryUntil(() => call(first.baseUrl, 'GET', `/api/v1/payment_requests/${id}`, { key }), (r) => r.body.status === 'waiting_for_payment_confirmation');
    expect(claimed.body.pending_payment_intents).toHaveLength(1);
    const intentId = claimed.body.pending_payment_intents[0].id;
    await first.kill();
    await expect(dying).rejects.toThrow();

    // A claim one second old may be taken over: the window is a setting, shortened here.
    const second = await startServer(build!, { ...env, IDEMPOTENCY_TAKEOVER_SECONDS: '1' });
    servers.push(second);
    const inUse = await keyedPost(second.baseUrl, '/api/v1/checkouts/c2p', key, 'checkout-crash-1', c2pBody(id));
    const retried = await retryUntil(() => keyedPost(second.baseUrl, '/api/v1/checkouts/c2p', key, 'checkout-crash-1', c2pBody(id)), (r) => r.status !== 409, 100, 200);

    // Too soon after the payment intent for a bank that never heard of it to be judged: unknown, not charged again.
    if (inUse.status === 409) expect([inUse.body.code, inUse.retryAfter]).toEqual(['idempotency_key_in_use', '1']);
    expect([retried.status, retried.body.code, retried.body.payment_intent_id]).toEqual([502, 'payment_outcome_unknown', intentId]);
    const stored = await call(second.baseUrl, 'GET', `/api/v1/payment_requests/${id}`, { key });
    expect(stored.body.status).toBe('waiting_for_payment_confirmation');
    expect(stored.body.pending_payment_intents.map((i: { id: string }) => i.id)).toEqual([intentId]);
    expect([stored.body.rejected_payment_intents, stored.body.succeeded_payment_intent]).toEqual([[], null]);

    const again = await keyedPost(second.baseUrl, '/api/v1/checkouts/c2p', key, 'checkout-crash-1', c2pBody(id));
    expect([again.status, again.replayed, again.body]).toEqual([502, 'true', retried.body]);
  }, 120_000);
});
