import { Express } from 'express';
import request from 'supertest';
import { MercantilC2pGateway } from '../../src/adapters/gateways/mercantil/mercantil-c2p-gateway';
import { MercantilSettings } from '../../src/adapters/gateways/mercantil/mercantil-settings';
import { ReconcilePendingPayments } from '../../src/application/checkout/reconcile-pending-payments';
import { SweepReport, SweepStatements } from '../../src/application/statements/sweep-statements';
import { Money } from '../../src/domain/money';
import { parseMobilePhone, parseNationalId } from '../../src/domain/payer';
import { FakeMercantil } from '../../tools/fake-mercantil/fake-mercantil-server';
import { C2P_PATH, c2pPayment } from '../e2e/checkouts/checkout-support';
import { FixedClock, parsed } from '../support/fakes';
import { mercantilEnv, startFakeMercantil } from '../support/mercantil-fake';
import { describeDatabase } from '../support/test-database';
import { paymentRequestBody } from '../support/test-app';
import { TwoInstances, startTwoInstances } from '../support/two-instances';

/**
 * @engine both: two instances claiming the same lines.
 */

const APPROVED_OTP = '123456';
/** Late charges settled by one sweep of both instances at once. */
const REQUESTS = 3;
const usd = (amount: number) => ({ amount_cents: Math.round(amount * 100), amount, currency_iso: 'USD' });
const ves = (amount: number) => ({ amount_cents: Math.round(amount * 100), amount, currency_iso: 'VES' });

/**
 * A charge Banco Mercantil (the local fake) booked after the service gave up on it: its answer was
 * lost and the bank's search did not show it until the reconciler had judged it not processed.
 * Two instances on one database sweep the statement at once.
 */
describe(`the bank's statement swept by two instances ${describeDatabase()}`, () => {
  let fake: FakeMercantil;
  let settings: MercantilSettings;
  let two: TwoInstances;
  let instances: Express[];
  let auth: { Authorization: string };
  // The bank books on the service's clock, which starts each test at noon in Caracas: the clock moves
  // 121 s per judged payment intent, and a test that crossed midnight would (rightly) pay a late charge of
  // yesterday out rather than void it.
  const NOON_IN_CARACAS = new Date('2026-11-20T16:00:00.000Z');
  const clock = new FixedClock(NOON_IN_CARACAS);

  beforeAll(async () => {
    ({ fake, settings } = await startFakeMercantil({ timeoutMs: 1_000, lookupTimeoutMs: 2_000 }, () => clock.now()));
    // 36.5 VES per USD: 10 USD are 365.00 VES.
    two = await startTwoInstances({ clock }, { ...mercantilEnv(settings), RECONCILE_AFTER_SECONDS: '120' });
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
  });

  const createRequest = async (): Promise<string> => {
    const res = await request(instances[0]).post('/api/v1/payment_requests').set(auth).send(paymentRequestBody({ amount: 10 }));
    expect([res.status, res.body.livemode]).toEqual([201, true]);
    return res.body.id;
  };
  const payByC2p = (id: string) => request(instances[0]).post(C2P_PATH).set(auth).send({ payment: c2pPayment(id, { otp_token: APPROVED_OTP }) });
  const read = async (id: string) => (await request(instances[1]).get(`/api/v1/payment_requests/${id}`).set(auth)).body;
  const refundsOf = async (id: string) => (await request(instances[1]).get(`/api/v1/payment_requests/${id}/refunds`).set(auth)).body.data;
  const eventsOf = async (id: string) => {
    const res = await request(instances[0]).get('/api/v1/events?limit=100').set(auth);
    return (res.body.data as { type: string; data: { object: { id: string; payment_request_id?: string } } }[])
      .filter((event) => event.data.object.id === id || event.data.object.payment_request_id === id)
      .map((event) => event.type)
      .reverse();
  };
  const sweepOnBoth = async (): Promise<SweepReport[]> => Promise.all(two.containers.map((container) => container.get(SweepStatements).execute()));

  /** A C2P payment intent whose answer is lost and which the bank hides until the reconciler has judged it not processed. */
  async function chargeTheServiceGivesUpOn(id: string): Promise<string> {
    fake.holdNextChargeFromSearches('reset_connection');
    const checkout = await payByC2p(id);
    expect([checkout.status, checkout.body.code]).toEqual([502, 'payment_outcome_unknown']);
    clock.advanceSeconds(121);
    expect(await two.containers[0].get(ReconcilePendingPayments).execute()).toMatchObject({ settled: 1 });
    const judged = await read(id);
    expect([judged.status, judged.rejected_payment_intents.map((intent: { decline_code: string }) => intent.decline_code)])
      .toEqual(['waiting_for_payment', ['not_processed']]);
    return checkout.body.payment_intent_id;
  }

  const sum = (reports: SweepReport[], count: keyof SweepReport) => reports.reduce((total, report) => total + report[count], 0);
  const paymentReferenceOf = (intentId: string) => (fake.ledger.get(intentId)?.outcome as { paymentReference: string }).paymentReference;

  it(`pays each request by its late charge, once, when it is still waiting for payment (${REQUESTS} at once)`, async () => {
    const ids: string[] = [];
    const late: string[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      ids.push(await createRequest());
      late.push(await chargeTheServiceGivesUpOn(ids[i]));
    }
    expect(fake.releaseHeldCharges().sort()).toEqual([...late].sort());

    const reports = await sweepOnBoth();
    const again = await sweepOnBoth();

    expect([sum(reports, 'paid'), sum(reports, 'refunded'), sum(again, 'paid') + sum(again, 'refunded')]).toEqual([REQUESTS, 0, 0]);
    for (const [i, id] of ids.entries()) {
      const paid = await read(id);
      expect([paid.status, paid.succeeded_payment_intent.id, paid.rejected_payment_intents]).toEqual(['paid', late[i], []]);
      expect(paid.succeeded_payment_intent.reference_id).toBe(paymentReferenceOf(late[i]));
      expect(await refundsOf(id)).toEqual([]);
      expect((await eventsOf(id)).filter((type) => type === 'payment_request.paid')).toHaveLength(1);
    }
  }, 60_000);

  it(`refunds a late charge in full as a duplicate, once, when another payment intent paid the request meanwhile (${REQUESTS} at once)`, async () => {
    const ids: string[] = [];
    const late: string[] = [];
    const paidBy: string[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      ids.push(await createRequest());
      late.push(await chargeTheServiceGivesUpOn(ids[i]));
      const paid = await payByC2p(ids[i]);
      expect(paid.status).toBe(201);
      paidBy.push(paid.body.succeeded_payment_confirmation.id);
    }
    fake.releaseHeldCharges();

    const reports = await sweepOnBoth();
    const again = await sweepOnBoth();

    expect([sum(reports, 'paid'), sum(reports, 'refunded'), sum(again, 'paid') + sum(again, 'refunded')]).toEqual([0, REQUESTS, 0]);
    // One void at the bank per late charge; the paying charges are untouched.
    expect(fake.ledger.refunds('anulacion').map((entry) => entry.voids).sort()).toEqual(late.map(paymentReferenceOf).sort());
    for (const [i, id] of ids.entries()) {
      const [refund, ...others] = await refundsOf(id);
      expect(others).toEqual([]);
      expect([refund.reason, refund.method, refund.status, refund.payment_intent_id]).toEqual(['duplicate', 'reversal', 'succeeded', late[i]]);
      expect([refund.amount, refund.conversion_amount]).toEqual([usd(10), ves(365)]);
      const view = await read(id);
      expect([view.status, view.succeeded_payment_intent.id]).toEqual(['paid', paidBy[i]]);
      expect([view.refunded_main_amount, view.refunded_conversion_amount]).toEqual([usd(10), ves(365)]);
      expect((await eventsOf(id)).filter((type) => type.startsWith('refund.')).sort()).toEqual(['refund.created', 'refund.succeeded']);
    }
    // The merchant can still refund everything the paying intent took.
    const own = await request(instances[0]).post(`/api/v1/payment_requests/${ids[0]}/refunds`).set(auth).send({});
    expect([own.status, own.body.amount, own.body.payment_intent_id]).toEqual([201, usd(10), paidBy[0]]);
  }, 60_000);

  it('reports a bank transaction that matches nothing of ours once, whichever instance sees it first', async () => {
    const stranger = `pi_stranger${Date.now()}`;
    const charged = await new MercantilC2pGateway(settings).charge({
      phoneNumber: parsed(parseMobilePhone('04141234567')), payerId: parsed(parseNationalId('V12345678')), bankCode: '0134', otp: APPROVED_OTP,
      reference: stranger, amount: Money.fromDecimal('VES', '12.34'),
    });
    expect(charged.status).toBe('approved');

    const reports = await sweepOnBoth();
    const again = await sweepOnBoth();

    expect(reports.map((report) => report.unmatched).sort()).toEqual([0, 1]);
    expect(again.map((report) => report.unmatched)).toEqual([0, 0]);
    const counted = await Promise.all(instances.map(async (instance) => {
      const metrics = (await request(instance).get('/metrics')).text;
      return Number(/^unmatched_bank_transactions_total\{gateway="mercantil"\} (\d+)$/m.exec(metrics)?.[1] ?? 0);
    }));
    expect(counted.sort()).toEqual([0, 1]);
  }, 60_000);
});
