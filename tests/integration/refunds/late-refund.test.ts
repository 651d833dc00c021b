import { Writable } from 'node:stream';
import { Express } from 'express';
import request from 'supertest';
import { createLogger } from '../../../src/adapters/observability/logger';
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
 * The ledger test, bounded: a full same-day refund (a void at Banco Mercantil, the local fake) is held in
 * transit past the adapter's timeout, so the bank neither answers it nor lists it, and books it later.
 * The customer must never get the money back twice without the service saying so.
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

  /** A request of 10 USD paid by C2P, refunded in full at once: a void the bank takes into transit and does not answer. */
  async function refundHeldInTransit(): Promise<{ id: string; refundId: string }> {
    const created = await request(instances[0]).post('/api/v1/payment_requests').set(auth).send(paymentRequestBody({ amount: 10 }));
    const id = created.body.id;
    const paid = await request(instances[0]).post(C2P_PATH).set(auth).send({ payment: c2pPayment(id, { otp_token: APPROVED_OTP }) });
    expect(paid.status).toBe(201);
    fake.refunds.holdNextInTransit();
    const held = await refund(id);
    expect([held.status, held.body.method, held.body.status]).toEqual([201, 'reversal', 'pending']);
    return { id, refundId: held.body.id };
  }

  it('stays pending past the reconciler\'s window, holds its amount, and succeeds once the bank books it', async () => {
    const { id, refundId } = await refundHeldInTransit();

    clock.advanceSeconds(600);
    await reconcileOnBoth();
    await sweepOnBoth();
    expect((await refundsOf(id)).map((r: { status: string }) => r.status)).toEqual(['pending']);
    const again = await refund(id);
    expect([again.status, again.body.code]).toEqual([422, 'payment_request_not_refundable']);

    expect(fake.refunds.bookInTransit()).toEqual([refundId]);
    const reports = await sweepOnBoth();

    expect(reports.map((report) => report.refundsBooked).sort()).toEqual([0, 1]);
    const [settled, ...others] = await refundsOf(id);
    expect(others).toEqual([]);
    expect([settled.status, settled.reference_id]).toEqual(['succeeded', fake.ledger.refund(refundId)?.paymentReference]);
    const view = await read(id);
    expect([view.refunded_main_amount, view.refunded_conversion_amount]).toEqual([usd(10), ves(365)]);
    expect([view.over_refunded_main_amount, view.over_refunded_conversion_amount]).toEqual([usd(0), ves(0)]);
    expect(fake.ledger.refunds().map((r) => r.kind)).toEqual(['anulacion']);
    expect((await refundEvents(id)).sort()).toEqual(['refund.created', 'refund.succeeded']);
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
