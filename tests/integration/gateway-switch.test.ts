import request from 'supertest';
import { ReconcilePendingPayments } from '../../src/application/checkout/reconcile-pending-payments';
import { FakeMercantil } from '../../tools/fake-mercantil/fake-mercantil-server';
import { C2P_PATH, c2pPayment } from '../e2e/checkouts/checkout-support';
import { FixedClock } from '../support/fakes';
import { mercantilEnv, startFakeMercantil } from '../support/mercantil-fake';
import { withLiveKey } from '../support/modes';
import { TestApp, paymentRequestBody, startTestApp } from '../support/test-app';
import { TestDatabase, describeDatabase, openTestDatabase } from '../support/test-database';

/**
 * A C2P charge Banco Mercantil booked but whose answer was lost, then the service restarted with
 * C2P_GATEWAY=sandbox: the payment intent must be settled by Mercantil, or wait for it, never by the sandbox.
 */
describe(`switching C2P_GATEWAY while a payment intent is pending ${describeDatabase()}`, () => {
  let db: TestDatabase;
  let fake: FakeMercantil;
  let mercantil: Record<string, string>;
  const clock = new FixedClock('2026-11-22T13:30:00.000Z');
  const restart = (env: Record<string, string>): Promise<TestApp> =>
    startTestApp({ db, env: { RECONCILE_AFTER_SECONDS: '120', ...env }, overrides: { clock } });

  beforeAll(async () => {
    db = await openTestDatabase();
    const started = await startFakeMercantil({ timeoutMs: 2_000, lookupTimeoutMs: 2_000 });
    fake = started.fake;
    mercantil = mercantilEnv(started.settings);
  });
  afterAll(async () => {
    await fake.close();
    await db.close();
  });

  it('leaves it pending while Mercantil is not configured, then settles it through Mercantil once it is, as another method default', async () => {
    const before = await restart(mercantil);
    const merchant = withLiveKey(await before.merchant());
    const id = (await before.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody())).body.id;
    fake.searchUnavailable = true;
    const checkout = await before.call(merchant, 'post', C2P_PATH, { payment: c2pPayment(id, { otp_token: '999999' }) });
    expect([checkout.status, checkout.body.code]).toEqual([502, 'payment_outcome_unknown']);
    fake.searchUnavailable = false;
    clock.advanceSeconds(121);

    const withoutMercantil = await restart({ C2P_GATEWAY: 'sandbox', CARD_GATEWAY: 'sandbox' });
    for (let round = 0; round < 2; round++) {
      expect(await withoutMercantil.container.get(ReconcilePendingPayments).execute()).toEqual({ settled: 0, unresolved: 0, unroutable: 1 });
    }
    const pending = await withoutMercantil.call(merchant, 'get', `/api/v1/payment_requests/${id}`);
    expect(pending.body.status).toBe('waiting_for_payment_confirmation');
    expect(pending.body.pending_payment_intents.map((i: { id: string }) => i.id)).toEqual([checkout.body.payment_intent_id]);
    const errors = withoutMercantil.logs().split('\n').filter((line) => line.includes('gateway is not configured'));
    expect(errors).toHaveLength(2); // one per round
    expect(JSON.parse(errors[0])).toMatchObject({ level: 50, attempts: [{ payment_intent_id: checkout.body.payment_intent_id, gateway: 'mercantil' }] });
    const metrics = await request(withoutMercantil.app).get('/metrics');
    expect(metrics.text).toMatch(/^payment_attempts_unroutable 1$/m);

    const mercantilNotChosen = await restart({ ...mercantil, C2P_GATEWAY: 'sandbox', CARD_GATEWAY: 'sandbox' });
    expect(await mercantilNotChosen.container.get(ReconcilePendingPayments).execute()).toEqual({ settled: 1, unresolved: 0, unroutable: 0 });
    const paid = await mercantilNotChosen.call(merchant, 'get', `/api/v1/payment_requests/${id}`);
    expect(paid.body.status).toBe('paid');
    expect(paid.body.succeeded_payment_intent.id).toBe(checkout.body.payment_intent_id);
    expect(fake.ledger.all()).toHaveLength(1);
    expect((await request(mercantilNotChosen.app).get('/metrics')).text).toMatch(/^payment_attempts_unroutable 0$/m);
  });
});
