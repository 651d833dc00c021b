import { Writable } from 'node:stream';
import { Express } from 'express';
import request from 'supertest';
import { createLogger } from '../../../src/adapters/observability/logger';
import { ReconcilePendingPayments } from '../../../src/application/checkout/reconcile-pending-payments';
import { ReconcilePendingRefunds } from '../../../src/application/refunds/reconcile-pending-refunds';
import { SweepReport, SweepStatements } from '../../../src/application/statements/sweep-statements';
import { FakeMercantil } from '../../../tools/fake-mercantil/fake-mercantil-server';
import { C2P_PATH, c2pPayment } from '../../e2e/checkouts/checkout-support';
import { FixedClock } from '../../support/fakes';
import { mercantilEnv, startFakeMercantil } from '../../support/mercantil-fake';
import { describeDatabase } from '../../support/test-database';
import { paymentRequestBody } from '../../support/test-app';
import { TwoInstances, startTwoInstances } from '../../support/two-instances';

/**
 * @engine both: two instances settling one refund from the bank's statement, on each engine's locks.
 */

const APPROVED_OTP = '123456';
const usd = (amount: number) => ({ amount_cents: Math.round(amount * 100), amount, currency_iso: 'USD' });
const ves = (amount: number) => ({ amount_cents: Math.round(amount * 100), amount, currency_iso: 'VES' });

/**
 * The ledger test, bounded: a refund at Banco Mercantil (the local fake) is held in transit past the
 * adapter's timeout, so the bank neither answers it nor lists it, and books it later. A void (the bank
 * voids a charge once) is sent again by the reconciler; a payout (`vuelto`, whose repeat could pay twice)
 * waits for the statement. The customer must never get the money back twice without the service saying so.
 */
describe(`a refund the bank books late ${describeDatabase()}`, () => {
  let fake: FakeMercantil;
  let two: TwoInstances;
  let instances: Express[];
  let auth: { Authorization: string };
  let logs = '';
  // Noon in Caracas: the refund's day has twelve hours left.
  const NOON_IN_CARACAS = new Date('2026-11-20T16:00:00.000Z');
  const clock = new FixedClock(NOON_IN_CARACAS);

  beforeAll(async () => {
    const { fake: started, settings } = await startFakeMercantil({ timeoutMs: 1_000, lookupTimeoutMs: 2_000 }, () => clock.now());
    fake = started;
    const sink = new Writable({ write: (chunk, _encoding, done) => ((logs += String(chunk)), done()) });
    // 36.5 VES per USD: 10 USD are 365.00 VES.
    const env = { ...mercantilEnv(settings), RECONCILE_AFTER_SECONDS: '120' };
    two = await startTwoInstances({ clock }, env, createLogger('info', sink));
    ({ instances, liveAuth: auth } = two);
  });
  afterAll(async () => {
    await two.close();
    await fake.close();
  });
  beforeEach(() => {
    clock.set(NOON_IN_CARACAS);
    fake.ledger.clear();
    fake.refunds.clear();
    fake.releaseHeldCharges();
    logs = '';
  });

  const read = async (id: string) => (await request(instances[1]).get(`/api/v1/payment_requests/${id}`).set(auth)).body;
  const refundsOf = async (id: string) => (await request(instances[1]).get(`/api/v1/payment_requests/${id}/refunds`).set(auth)).body.data;
  const refundEvents = async (id: string) => {
    const res = await request(instances[0]).get('/api/v1/events?limit=100').set(auth);
    return (res.body.data as { type: string; data: { object: { payment_request_id?: string } } }[])
      .filter((event) => event.type.startsWith('refund.') && event.data.object.payment_request_id === id)
      .map((event) => event.type)
      .reverse();
  };
  const sweepOnBoth = (): Promise<SweepReport[]> => Promise.all(two.containers.map((c) => c.get(SweepStatements).execute()));
  const reconcileOnBoth = () => Promise.all(two.containers.map((container) => container.get(ReconcilePendingRefunds).execute()));
  const refund = (id: string) => request(instances[0]).post(`/api/v1/payment_requests/${id}/refunds`).set(auth).send({});
  const overRefundsCounted = async () => {
    let total = 0;
    for (const instance of instances) {
      const metrics = (await request(instance).get('/metrics')).text;
      total += Number(/^refund_overpayments_total\{gateway="mercantil"\} (\d+)$/m.exec(metrics)?.[1] ?? 0);
    }
    return total;
  };

  /** A request of 10 USD paid by C2P. */
  async function paidRequest(): Promise<string> {
    const created = await request(instances[0]).post('/api/v1/payment_requests').set(auth).send(paymentRequestBody({ amount: 10 }));
    const paid = await request(instances[0]).post(C2P_PATH).set(auth).send({ payment: c2pPayment(created.body.id, { otp_token: APPROVED_OTP }) });
    expect(paid.status).toBe(201);
    return created.body.id;
  }

  /**
   * A request of 10 USD paid by C2P and refunded at once, in full (a void) or 4 USD of it (a `vuelto`), the
   * refund taken into transit by the bank and not answered.
   */
  async function refundHeldInTransit(amount?: number): Promise<{ id: string; refundId: string }> {
    const id = await paidRequest();
    fake.refunds.holdNextInTransit();
    const held = await request(instances[0]).post(`/api/v1/payment_requests/${id}/refunds`).set(auth).send(amount ? { amount } : {});
    expect([held.status, held.body.method, held.body.status]).toEqual([201, amount ? 'p2p' : 'reversal', 'pending']);
    return { id, refundId: held.body.id };
  }

  it('a payout (vuelto) stays pending past the reconciler\'s window, never sent again, and succeeds once the bank books it', async () => {
    const { id, refundId } = await refundHeldInTransit(4);

    // The instance that sent it is killed and started again; the reconciler runs for ten minutes.
    const restarted = two.restarted();
    for (let round = 0; round < 10; round++) {
      clock.advanceSeconds(60);
      await Promise.all([restarted.get(ReconcilePendingRefunds).execute(), reconcileOnBoth()]);
    }
    await sweepOnBoth();
    expect((await refundsOf(id)).map((r: { status: string }) => r.status)).toEqual(['pending']);
    // A repeated invoice number pays again at the fake (nothing shows the bank refusing it): none was sent.
    expect(fake.ledger.refunds()).toEqual([]);
    // Its 4 USD stay held: 6.01 more is refused, the 6 left are paid out.
    const more = await request(instances[0]).post(`/api/v1/payment_requests/${id}/refunds`).set(auth).send({ amount: 6.01 });
    expect([more.status, more.body.code]).toEqual([422, 'refund_exceeds_remaining']);
    const rest = await refund(id);
    expect([rest.status, rest.body.method, rest.body.status, rest.body.amount]).toEqual([201, 'p2p', 'succeeded', usd(6)]);

    expect(fake.refunds.bookInTransit()).toEqual([refundId]);
    const reports = await sweepOnBoth();

    expect(reports.map((report) => report.refundsBooked).sort()).toEqual([0, 1]);
    const settled = (await refundsOf(id)).find((r: { id: string }) => r.id === refundId);
    expect([settled.status, settled.reference_id]).toEqual(['succeeded', fake.ledger.refund(refundId)?.paymentReference]);
    const view = await read(id);
    expect([view.refunded_main_amount, view.refunded_conversion_amount]).toEqual([usd(10), ves(365)]);
    expect([view.over_refunded_main_amount, view.over_refunded_conversion_amount]).toEqual([usd(0), ves(0)]);
    expect(fake.ledger.refunds().map((r) => [r.kind, r.amount])).toEqual([['vuelto', 219], ['vuelto', 146]]);
  }, 60_000);

  it('the void of a duplicate charge, held past the adapter\'s timeout, is sent again by the restarted instance: given back once, in seconds', async () => {
    // A C2P charge the bank books late: the service judged it not processed, and the customer paid again.
    const created = await request(instances[0]).post('/api/v1/payment_requests').set(auth).send(paymentRequestBody({ amount: 10 }));
    const id = created.body.id;
    fake.holdNextChargeFromSearches('reset_connection');
    const lost = await request(instances[0]).post(C2P_PATH).set(auth).send({ payment: c2pPayment(id, { otp_token: APPROVED_OTP }) });
    expect([lost.status, lost.body.code]).toEqual([502, 'payment_outcome_unknown']);
    clock.advanceSeconds(121);
    expect(await two.containers[0].get(ReconcilePendingPayments).execute()).toMatchObject({ settled: 1 });
    const paid = await request(instances[0]).post(C2P_PATH).set(auth).send({ payment: c2pPayment(id, { otp_token: APPROVED_OTP }) });
    expect(paid.body.status).toBe('paid');
    fake.releaseHeldCharges();
    // The sweep finds the late charge and voids it at once; the bank takes the void into transit and says nothing.
    fake.refunds.holdNextInTransit();
    expect(await two.containers[0].get(SweepStatements).execute()).toMatchObject({ refunded: 1 });
    const [held] = await refundsOf(id);
    expect([held.reason, held.method, held.status, held.payment_intent_id]).toEqual(['duplicate', 'reversal', 'pending', lost.body.payment_intent_id]);
    expect(fake.ledger.refunds()).toEqual([]);

    // The instance that sent it is killed and started again; 6 s on (the window is 120 s), its reconciler and
    // the other instance's run at once and send the void again with the same charge and invoice number.
    const restarted = two.restarted();
    clock.advanceSeconds(6);
    await Promise.all([restarted.get(ReconcilePendingRefunds).execute(), two.containers[1].get(ReconcilePendingRefunds).execute()]);

    const latePaymentReference = (fake.ledger.get(lost.body.payment_intent_id)?.outcome as { paymentReference: string }).paymentReference;
    const voids = fake.ledger.refunds('anulacion');
    expect(voids.map((entry) => [entry.invoiceNumber, entry.voids, entry.amount])).toEqual([[held.id, latePaymentReference, 365]]);
    const [settled, ...others] = await refundsOf(id);
    expect(others).toEqual([]);
    expect([settled.status, settled.reference_id]).toEqual(['succeeded', voids[0].paymentReference]);

    // The void in transit arrives: the bank refuses it (the charge is voided), and nothing changes.
    expect(fake.refunds.bookInTransit()).toEqual([]);
    await Promise.all([restarted.get(ReconcilePendingRefunds).execute(), reconcileOnBoth(), sweepOnBoth()]);
    clock.advanceSeconds(24 * 3_600);
    await sweepOnBoth();
    expect(fake.ledger.refunds()).toHaveLength(1);
    expect(await refundsOf(id)).toEqual([settled]);
    const view = await read(id);
    expect([view.status, view.refunded_main_amount, view.refunded_conversion_amount]).toEqual(['paid', usd(10), ves(365)]);
    expect([view.over_refunded_main_amount, view.over_refunded_conversion_amount]).toEqual([usd(0), ves(0)]);
    expect((await refundEvents(id)).sort()).toEqual(['refund.created', 'refund.succeeded']);
    expect(await overRefundsCounted()).toBe(0);
  }, 60_000);

  it('judged failed once its day\'s statement is whole, booked after a second refund: the over-refund shown, counted, logged', async () => {
    const { id, refundId } = await refundHeldInTransit();

    clock.advanceSeconds(24 * 3_600);
    const judged = await sweepOnBoth();
    expect(judged.map((report) => report.refundsJudged).sort()).toEqual([0, 1]);
    const [failed] = await refundsOf(id);
    expect([failed.status, failed.failure_code]).toEqual(['failed', 'not_processed']);
    const payout = await refund(id);
    expect([payout.status, payout.body.method, payout.body.status]).toEqual([201, 'p2p', 'succeeded']);

    fake.refunds.bookInTransit();
    await sweepOnBoth();
    await sweepOnBoth();

    expect((await refundsOf(id)).map((r: { id: string; status: string }) => [r.id, r.status])).toEqual([
      [refundId, 'succeeded'], [payout.body.id, 'succeeded'],
    ]);
    const view = await read(id);
    expect([view.refunded_main_amount, view.refunded_conversion_amount]).toEqual([usd(20), ves(730)]);
    expect([view.over_refunded_main_amount, view.over_refunded_conversion_amount]).toEqual([usd(10), ves(365)]);
    expect((await refundEvents(id)).sort())
      .toEqual(['refund.created', 'refund.created', 'refund.failed', 'refund.succeeded', 'refund.succeeded']);
    expect(await overRefundsCounted()).toBe(1);
    const errors = logs.split('\n').filter((line) => line.includes('"level":50') && line.includes(refundId));
    expect(errors).toHaveLength(1);
    expect(JSON.parse(errors[0]))
      .toMatchObject({ payment_request_id: id, refund_id: refundId, over_refunded: '365.00', gateway: 'mercantil' });
  }, 60_000);
});
