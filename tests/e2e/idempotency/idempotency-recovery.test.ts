import { SandboxC2pGateway } from '../../../src/adapters/gateways/sandbox/sandbox-c2p-gateway';
import { SqlIdempotencyStore } from '../../../src/adapters/persistence/typeorm/sql-idempotency-store';
import { ClaimResult, HeldKey, IdempotencyClaim, IdempotencyStore, StoredAnswer } from '../../../src/application/ports/idempotency-store';
import { FixedClock } from '../../support/fakes';
import { TestApp, TestMerchant, paymentRequestBody, startTestApp } from '../../support/test-app';
import { describeDatabase, openTestDatabase } from '../../support/test-database';
import { C2P_PATH, c2pPayment } from '../checkouts/checkout-support';

/**
 * @engine both: the recovery point a save writes to the key, and the retry that takes the key over.
 */

/**
 * The key store of a process that dies right after its save commits: it claims keys, but never
 * stores an answer or frees a key while `dying`, as if the process had stopped before it could.
 */
class DyingBeforeTheAnswer implements IdempotencyStore {
  dying = true;

  constructor(private readonly inner: IdempotencyStore) {}

  claim(claim: IdempotencyClaim): Promise<ClaimResult> {
    return this.inner.claim(claim);
  }

  complete(held: HeldKey, answer: StoredAnswer): Promise<void> {
    return this.dying ? Promise.reject(new Error('the process died before it stored the answer')) : this.inner.complete(held, answer);
  }

  release(held: HeldKey): Promise<void> {
    return this.dying ? Promise.reject(new Error('the process died before it freed the key')) : this.inner.release(held);
  }

  purge(createdBefore: Date): Promise<number> {
    return this.inner.purge(createdBefore);
  }
}

const CREATE = '/api/v1/payment_requests';
const key = (value: string) => ({ 'Idempotency-Key': value });

describe(`a keyed request whose process dies after its save, before it stores the answer ${describeDatabase()}`, () => {
  let t: TestApp;
  let merchant: TestMerchant;
  let keys: DyingBeforeTheAnswer;
  const clock = new FixedClock(new Date());
  const c2p = new SandboxC2pGateway();

  beforeAll(async () => {
    const db = await openTestDatabase();
    keys = new DyingBeforeTheAnswer(new SqlIdempotencyStore(db.database));
    t = await startTestApp({ db, env: { IDEMPOTENCY_TAKEOVER_SECONDS: '1' }, overrides: { clock, idempotencyStore: keys, c2pGateway: c2p } });
  });
  beforeEach(async () => {
    await t.reset();
    keys.dying = true;
    merchant = await t.merchant('Acme');
  });
  afterAll(() => t.close());

  /** The key is left in progress: a retry is told to wait until the claim is old enough to be the dead request's. */
  async function retriedOnceTheClaimIsStale(method: 'post' | 'patch', path: string, body: unknown, keyValue: string) {
    const tooSoon = await t.call(merchant, method, path, body, key(keyValue));
    expect([tooSoon.status, tooSoon.body.code]).toEqual([409, 'idempotency_key_in_use']);
    keys.dying = false;
    clock.advance(2_000);
    return t.call(merchant, method, path, body, key(keyValue));
  }

  const listed = async () => (await t.call(merchant, 'get', CREATE)).body.meta.total_objects;
  const eventTypes = async () => ((await t.call(merchant, 'get', '/api/v1/events')).body.data as { type: string }[]).map((e) => e.type);

  it('a create retried takes the key over and answers with the stored request: nothing is created twice', async () => {
    const first = await t.call(merchant, 'post', CREATE, paymentRequestBody(), key('order-crash'));
    expect(first.status).toBe(201);

    const retried = await retriedOnceTheClaimIsStale('post', CREATE, paymentRequestBody(), 'order-crash');
    const again = await t.call(merchant, 'post', CREATE, paymentRequestBody(), key('order-crash'));

    expect([retried.status, retried.headers['idempotent-replayed']]).toEqual([201, undefined]);
    expect(retried.body).toEqual(first.body);
    expect(await listed()).toBe(1);
    expect(await eventTypes()).toEqual(['payment_request.created']);
    // The retry stored its answer: from now on it is replayed.
    expect([again.status, again.headers['idempotent-replayed'], again.text]).toEqual([201, 'true', retried.text]);
  });

  it('a payment link\'s create retried answers with the stored link: one link, never two', async () => {
    const LINKS = '/api/v1/payment_links';
    const body = { amount: 12.5, description: 'Torta de chocolate' };
    const first = await t.call(merchant, 'post', LINKS, body, key('link-crash'));
    expect(first.status).toBe(201);

    const retried = await retriedOnceTheClaimIsStale('post', LINKS, body, 'link-crash');

    expect([retried.status, retried.headers['idempotent-replayed']]).toEqual([201, undefined]);
    expect(retried.body).toEqual(first.body);
    expect((await t.call(merchant, 'get', LINKS)).body.meta.total_objects).toBe(1);
  });

  it('an update and a cancel retried answer with the request as stored, and change it once', async () => {
    const created = await t.call(merchant, 'post', CREATE, paymentRequestBody());
    const path = `${CREATE}/${created.body.id}`;
    const updated = await t.call(merchant, 'patch', path, { description: 'Two items' }, key('update-crash'));
    const updateRetried = await retriedOnceTheClaimIsStale('patch', path, { description: 'Two items' }, 'update-crash');
    keys.dying = true;
    const canceled = await t.call(merchant, 'post', `${path}/cancel`, undefined, key('cancel-crash'));
    const cancelRetried = await retriedOnceTheClaimIsStale('post', `${path}/cancel`, undefined, 'cancel-crash');

    expect([updated.status, updateRetried.status, updateRetried.body.description]).toEqual([200, 200, 'Two items']);
    expect(updateRetried.body).toEqual(updated.body);
    expect([canceled.status, cancelRetried.status]).toEqual([200, 200]);
    expect(cancelRetried.body).toEqual(canceled.body);
    expect(await eventTypes()).toEqual(['payment_request.created', 'payment_request.updated', 'payment_request.canceled']);
  });

  it('a checkout retried answers with the payment intent the dead request made: paid once, charged once', async () => {
    const created = await t.call(merchant, 'post', CREATE, paymentRequestBody());
    const body = { payment: c2pPayment(created.body.id) };
    const charged = c2p.chargeCount;
    const paid = await t.call(merchant, 'post', C2P_PATH, body, key('pay-crash'));
    expect(paid.status).toBe(201);

    const retried = await retriedOnceTheClaimIsStale('post', C2P_PATH, body, 'pay-crash');

    expect(retried.status).toBe(201);
    expect(retried.body).toEqual(paid.body);
    expect(c2p.chargeCount - charged).toBe(1);
    const stored = await t.call(merchant, 'get', `${CREATE}/${created.body.id}`);
    expect([stored.body.status, stored.body.rejected_payment_intents, stored.body.pending_payment_intents]).toEqual(['paid', [], []]);
    expect(await eventTypes()).toEqual(['payment_request.created', 'payment_request.paid']);
  });
});
