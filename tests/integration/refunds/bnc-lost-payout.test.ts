import request from 'supertest';
import { operationRef } from '../../../src/adapters/gateways/bnc/bnc-refunds';
import { ReconcilePendingRefunds } from '../../../src/application/refunds/reconcile-pending-refunds';
import { SweepStatements } from '../../../src/application/statements/sweep-statements';
import { FakeBnc } from '../../../tools/fake-bnc/fake-bnc-server';
import { C2P_PATH, c2pPayment } from '../../e2e/checkouts/checkout-support';
import { bncEnv, startFakeBnc } from '../../support/bnc-fake';
import { FixedClock } from '../../support/fakes';
import { describeDatabase } from '../../support/test-database';
import { paymentRequestBody } from '../../support/test-app';
import { TwoInstances, startTwoInstances } from '../../support/two-instances';

const usd = (amount: number) => ({ amount_cents: Math.round(amount * 100), amount, currency_iso: 'USD' });
const ves = (amount: number) => ({ amount_cents: Math.round(amount * 100), amount, currency_iso: 'VES' });

/**
 * A BNC payout (`MobPayment/SendP2P`) the bank takes into transit and does not answer within the adapter's
 * timeout; the instance that sent it is killed and started again. Its `OperationRef` makes a repeat harmless
 * (the bank answers `SwAlreadySent`), so the reconciler sends it again at once rather than waiting for the
 * statement, and the customer is paid once.
 */
describe(`a BNC payout whose answer was lost ${describeDatabase()}`, () => {
  let fake: FakeBnc;
  let two: TwoInstances;
  let auth: { Authorization: string };
  // The fake books at the real time; the reconciler's clock is moved by hand.
  const clock = new FixedClock(new Date());

  beforeAll(async () => {
    const started = await startFakeBnc({ timeoutMs: 1_000, lookupTimeoutMs: 2_000 });
    fake = started.fake;
    // 36.5 VES per USD: 10 USD are 365.00 VES, 4 USD 146.00 VES.
    two = await startTwoInstances({ clock }, { ...bncEnv(started.settings), RECONCILE_AFTER_SECONDS: '120' });
    auth = two.liveAuth;
  });
  afterAll(async () => {
    await two.close();
    await fake.close();
  });

  it('is sent again by the restarted instance with the same OperationRef: paid out once, in seconds', async () => {
    const [first, second] = two.instances;
    const created = await request(first).post('/api/v1/payment_requests').set(auth).send(paymentRequestBody({ amount: 10 }));
    const id = created.body.id;
    const paid = await request(first).post(C2P_PATH).set(auth).send({ payment: c2pPayment(id, { otp_token: '123456' }) });
    expect(paid.body.status).toBe('paid');
    fake.holdNextInTransit('MobPayment/SendP2P');
    const held = await request(first).post(`/api/v1/payment_requests/${id}/refunds`).set(auth).send({ amount: 4 });
    expect([held.status, held.body.method, held.body.status]).toEqual([201, 'p2p', 'pending']);
    expect(fake.ledger.refunds).toEqual([]);

    // 6 s on (the window is 120 s), the restarted instance and the other one reconcile at once.
    const restarted = two.restarted();
    clock.advanceSeconds(6);
    await Promise.all([restarted.get(ReconcilePendingRefunds).execute(), two.containers[1].get(ReconcilePendingRefunds).execute()]);

    expect(fake.ledger.refunds).toEqual([expect.objectContaining({ kind: 'payout', cents: 14_600, of: operationRef(held.body.id) })]);
    const settled = (await request(second).get(`/api/v1/refunds/${held.body.id}`).set(auth)).body;
    expect([settled.status, settled.reference_id]).toEqual(['succeeded', fake.ledger.refunds[0].reference]);

    // The payout in transit arrives: the bank answers it as already sent, and pays nothing more.
    expect(fake.bookInTransit()).toEqual([{ answered: expect.objectContaining({ SwAlreadySent: true, Reference: settled.reference_id }) }]);
    await Promise.all([...two.containers, restarted].map((container) => container.get(ReconcilePendingRefunds).execute()));
    await Promise.all(two.containers.map((container) => container.get(SweepStatements).execute()));

    expect(fake.ledger.refunds).toHaveLength(1);
    expect((await request(second).get(`/api/v1/refunds/${held.body.id}`).set(auth)).body).toEqual(settled);
    const view = (await request(second).get(`/api/v1/payment_requests/${id}`).set(auth)).body;
    expect([view.refunded_main_amount, view.refunded_conversion_amount]).toEqual([usd(4), ves(146)]);
    expect([view.over_refunded_main_amount, view.over_refunded_conversion_amount]).toEqual([usd(0), ves(0)]);
  }, 60_000);
});
