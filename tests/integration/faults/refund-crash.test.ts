import { rmSync } from 'node:fs';
import { FakeMercantil } from '../../../tools/fake-mercantil/fake-mercantil-server';
import { mercantilEnv, startFakeMercantil } from '../../support/mercantil-fake';
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
  return { status: res.status, replayed: res.headers.get('idempotent-replayed'), body: (await res.json()) as any };
}

const usd = (amount: number) => ({ amount_cents: Math.round(amount * 100), amount, currency_iso: 'USD' });
const ves = (amount: number) => ({ amount_cents: Math.round(amount * 100), amount, currency_iso: 'VES' });

/**
 * The compiled server killed with SIGKILL after the bank (the fake Mercantil, in this process, so
 * that it outlives the server) booked a payout and before the server heard back: the fake holds the
 * answer. A second server (the same data directory once the first is dead, or the same PostgreSQL
 * database) must settle the refund by asking the bank, never by paying again.
 */
describe(`a refund whose server is killed between the bank's booking and its answer ${describeDatabase()}`, () => {
  let build: Build | undefined;
  let scratch: ScratchDatabase | null = null;
  let dataDir: string;
  let fake: FakeMercantil;
  const servers: ServerProcess[] = [];
  let env: Record<string, string>;

  beforeAll(async () => {
    build = await buildService();
    dataDir = await migratedDataDir('refund-crash-');
    scratch = process.env.TEST_DATABASE_URL ? await createScratchPostgresDatabase() : null;
    // A refund's request waits up to 45 s for the bank: long enough for the kill to land first.
    const started = await startFakeMercantil({ timeoutMs: 45_000, lookupTimeoutMs: 5_000 });
    fake = started.fake;
    env = {
      ...(scratch ? { DATABASE_URL: scratch.url } : { DATA_DIR: dataDir }),
      ...mercantilEnv(started.settings),
      USD_VES_RATE: '36.5', // 10 USD are 365.00 VES, 4 USD 146.00 VES
      RECONCILE_INTERVAL_SECONDS: '0',
    };
  }, 180_000);
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.kill()));
    await fake?.close();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    build?.remove();
    jest.restoreAllMocks();
  });

  /** A new merchant's live request of 10 USD, paid by C2P on a server started for it (the first of its test). */
  async function paidOnAFirstServer(externalId: string): Promise<{ key: string; first: ServerProcess; id: string }> {
    // Live: a test key refunds through the sandbox whatever the settings.
    // merchant-create prints the live key beside the test key (its type here names only the test key).
    const { live_secret_key: key } = (await createMerchant(build!, env)) as { id: string; secret_key: string; live_secret_key: string };
    const first = await startServer(build!, env);
    servers.push(first);
    const created = await call(first.baseUrl, 'POST', '/api/v1/payment_requests', { key, body: { ...createBody(externalId), amount: 10 } });
    expect([created.status, created.body.livemode]).toEqual([201, true]);
    expect((await call(first.baseUrl, 'POST', '/api/v1/checkouts/c2p', { key, body: c2pBody(created.body.id) })).status).toBe(201);
    return { key, first, id: created.body.id };
  }

  /** The next server, started with `settings` beside `env`, and the refund once it is no longer pending there. */
  async function settledOnASecondServer(settings: Record<string, string>, key: string, refundId: string) {
    const second = await startServer(build!, { ...env, ...settings });
    servers.push(second);
    const settled = await retryUntil(
      () => call(second.baseUrl, 'GET', `/api/v1/refunds/${refundId}`, { key }),
      (r) => r.body.status !== 'pending',
      300,
      100,
    );
    return { second, settled };
  }

  it('pays the customer once: the next server settles the refund by asking the bank, and a keyed retry answers it', async () => {
    const { key, first, id } = await paidOnAFirstServer('refund-crash-1');
    expect(fake.ledger.approved('c2p')).toHaveLength(1);

    // Every refund request that reaches the bank, a repeat of an invoice number included.
    const booking = jest.spyOn(fake.refunds, 'book');
    fake.refunds.loseNextAnswer('never_answer');
    const refundPath = `/api/v1/payment_requests/${id}/refunds`;
    const body = { amount: 4, reason: 'requested_by_customer' };
    const dying = keyedPost(first.baseUrl, refundPath, key, 'refund-crash-1', body);
    dying.catch(() => undefined); // its connection is dropped by the kill

    const booked = await retryUntil(async () => fake.ledger.refunds(), (refunds) => refunds.length === 1);
    expect(booked).toEqual([expect.objectContaining({ kind: 'vuelto', amount: 146, payer: '584141234567' })]);
    const listed = await call(first.baseUrl, 'GET', refundPath, { key });
    expect(listed.body.data.map((r: { status: string; method: string }) => [r.status, r.method])).toEqual([['pending', 'p2p']]);
    const refundId = listed.body.data[0].id;
    expect(booked[0].invoiceNumber).toBe(refundId);
    await first.kill();
    await expect(dying).rejects.toThrow();

    // Its reconciler asks each second about refunds over 5 s old; a claim 3 s old may be taken over
    // (which asks for bank timeouts under 3 s in all).
    const fast = { MERCANTIL_TIMEOUT_MS: '1000', MERCANTIL_LOOKUP_TIMEOUT_MS: '1500', IDEMPOTENCY_TAKEOVER_SECONDS: '3' };
    const { second, settled } = await settledOnASecondServer({ ...fast, RECONCILE_INTERVAL_SECONDS: '1' }, key, refundId);

    expect([settled.status, settled.body.status, settled.body.method, settled.body.failure_code]).toEqual([200, 'succeeded', 'p2p', null]);
    expect([settled.body.amount, settled.body.conversion_amount]).toEqual([usd(4), ves(146)]);
    expect(settled.body.reference_id).toBe(booked[0].paymentReference);
    const request = (await call(second.baseUrl, 'GET', `/api/v1/payment_requests/${id}`, { key })).body;
    expect([request.status, request.refunded_main_amount, request.refunded_conversion_amount]).toEqual(['paid', usd(4), ves(146)]);
    expect(fake.ledger.refunds()).toHaveLength(1);
    expect(booking).toHaveBeenCalledTimes(1);

    const retry = () => keyedPost(second.baseUrl, refundPath, key, 'refund-crash-1', body);
    const retried = await retryUntil(retry, (r) => r.status !== 409, 100, 200);
    expect([retried.status, retried.body.id, retried.body.status]).toEqual([201, refundId, 'succeeded']);
    expect(retried.body).toEqual(settled.body);
    const again = await retry();
    expect([again.status, again.body]).toEqual([201, retried.body]);
    expect((await call(second.baseUrl, 'GET', refundPath, { key })).body.data.map((r: { id: string }) => r.id)).toEqual([refundId]);
    expect(fake.ledger.refunds()).toHaveLength(1);
    expect(booking).toHaveBeenCalledTimes(1);
  }, 120_000);

  it('gives a void back within seconds when the bank held it in transit and the server died waiting: voided once', async () => {
    await Promise.all(servers.splice(0).map((s) => s.kill())); // one process at a time on the data directory
    fake.ledger.clear();
    fake.refunds.clear();
    const { key, first, id } = await paidOnAFirstServer('refund-crash-2');
    const [charge] = fake.ledger.approved('c2p');

    // The bank takes the full refund (a void of the charge) into transit and says nothing; the server dies waiting.
    fake.refunds.holdNextInTransit();
    const dying = call(first.baseUrl, 'POST', `/api/v1/payment_requests/${id}/refunds`, { key, body: {} });
    dying.catch(() => undefined); // its connection is dropped by the kill
    const [refundId] = await retryUntil(async () => fake.refunds.heldInTransit(), (held) => held.length === 1);
    await first.kill();
    expect(fake.ledger.refunds()).toEqual([]);

    // The next server's reconciler runs each second and sends the void again once it is 5 s old.
    const fast = { MERCANTIL_TIMEOUT_MS: '1000', MERCANTIL_LOOKUP_TIMEOUT_MS: '1500', RECONCILE_INTERVAL_SECONDS: '1' };
    const { second, settled } = await settledOnASecondServer(fast, key, refundId);

    const voids = fake.ledger.refunds('anulacion');
    expect(voids.map((entry) => [entry.invoiceNumber, entry.voids, entry.amount])).toEqual([[refundId, (charge.outcome as { paymentReference: string }).paymentReference, 365]]);
    expect([settled.body.status, settled.body.method, settled.body.reference_id]).toEqual(['succeeded', 'reversal', voids[0].paymentReference]);
    // The void in transit arrives: refused, the charge being voided already.
    expect(fake.refunds.bookInTransit()).toEqual([]);
    const request = (await call(second.baseUrl, 'GET', `/api/v1/payment_requests/${id}`, { key })).body;
    expect([request.refunded_main_amount, request.refunded_conversion_amount]).toEqual([usd(10), ves(365)]);
    expect(fake.ledger.refunds()).toHaveLength(1);
  }, 120_000);
});
