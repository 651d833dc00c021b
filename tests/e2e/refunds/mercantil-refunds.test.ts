import { ReconcilePendingRefunds } from '../../../src/application/refunds/reconcile-pending-refunds';
import { FakeMercantilRefunds } from '../../../tools/fake-mercantil/fake-mercantil-refunds';
import { FakeMercantil } from '../../../tools/fake-mercantil/fake-mercantil-server';
import { FixedClock } from '../../support/fakes';
import { mercantilEnv, startFakeMercantil } from '../../support/mercantil-fake';
import { withLiveKey } from '../../support/modes';
import { TestApp, TestMerchant, paymentRequestBody, startTestApp } from '../../support/test-app';
import { describeDatabase } from '../../support/test-database';
import { C2P_PATH, c2pPayment } from '../checkouts/checkout-support';
import { payerDataIn } from '../../support/payer-data';

const usd = (amount: number) => ({ amount_cents: Math.round(amount * 100), amount, currency_iso: 'USD' });
const ves = (amount: number) => ({ amount_cents: Math.round(amount * 100), amount, currency_iso: 'VES' });
/** c2pPayment's payer, as the bank writes a phone. */
const PAYER = '584141234567';

describe(`refunds of live C2P payments through Banco Mercantil (the local fake bank) ${describeDatabase()}`, () => {
  let fake: FakeMercantil;
  let app: TestApp;
  let merchant: TestMerchant;
  /** Every refund request that reached the bank, a repeat of an invoice number included (the ledger books it once). */
  let booking: jest.SpiedFunction<FakeMercantil['refunds']['book']>;
  const clock = new FixedClock('2026-11-22T13:30:00.000Z');

  beforeAll(async () => {
    const started = await startFakeMercantil({ timeoutMs: 2_000, lookupTimeoutMs: 2_000 });
    fake = started.fake;
    // 36.5 VES per USD: 10 USD are 365.00 VES, 4 USD 146.00 VES.
    const env = { ...mercantilEnv(started.settings), USD_VES_RATE: '36.5', RECONCILE_AFTER_SECONDS: '120' };
    app = await startTestApp({ env, overrides: { clock } });
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(async () => {
    await app.close();
    await fake.close();
  });
  beforeEach(async () => {
    await app.reset();
    clock.set('2026-11-22T13:30:00.000Z');
    fake.ledger.clear();
    fake.refunds.clear();
    fake.searchUnavailable = false;
    booking = jest.spyOn(fake.refunds, 'book');
    // Live: a test key pays and refunds through the sandbox whatever the settings.
    merchant = withLiveKey(await app.merchant('Acme'));
  });

  /** A live request of `amount` USD, paid by C2P at the fake bank. */
  async function paidRequest(amount = 10): Promise<string> {
    const created = await app.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody({ amount }));
    expect([created.status, created.body.livemode]).toEqual([201, true]);
    const paid = await app.call(merchant, 'post', C2P_PATH, { payment: c2pPayment(created.body.id) });
    expect(paid.status).toBe(201);
    return created.body.id;
  }
  const refund = (id: string, body: unknown = {}) => app.call(merchant, 'post', `/api/v1/payment_requests/${id}/refunds`, body);
  const readRefund = async (id: string) => (await app.call(merchant, 'get', `/api/v1/refunds/${id}`)).body;
  const refunded = async (id: string) => {
    const view = (await app.call(merchant, 'get', `/api/v1/payment_requests/${id}`)).body;
    return [view.status, view.refunded_main_amount, view.refunded_conversion_amount];
  };
  const reconcile = () => app.container.get(ReconcilePendingRefunds).execute();

  it('voids a C2P payment refunded in full the day it was paid: one anulacion of that charge, succeeded at once', async () => {
    const id = await paidRequest(10);
    const [charge] = fake.ledger.approved('c2p');

    const res = await refund(id, { reason: 'requested_by_customer' });

    expect([res.status, res.body.status, res.body.method, res.body.livemode]).toEqual([201, 'succeeded', 'reversal', true]);
    expect(res.body.failure_code).toBeNull();
    expect([res.body.amount, res.body.conversion_amount]).toEqual([usd(10), ves(365)]);
    const voids = fake.ledger.refunds('anulacion');
    expect(voids).toEqual([expect.objectContaining({ invoiceNumber: res.body.id, amount: 365 })]);
    expect(voids[0].voids).toBe((charge.outcome as { paymentReference: string }).paymentReference);
    expect(res.body.reference_id).toBe(voids[0].paymentReference);
    expect([fake.ledger.refunds('vuelto'), booking.mock.calls.length]).toEqual([[], 1]);
    expect(await refunded(id)).toEqual(['paid', usd(10), ves(365)]);
    expect(await readRefund(res.body.id)).toEqual(res.body);
  });

  it('pays a partial refund back to the payer by Pago Móvil: one vuelto, with the bank\'s reference', async () => {
    const id = await paidRequest(10);

    const res = await refund(id, { amount: 4 });

    expect([res.status, res.body.status, res.body.method, res.body.conversion_amount]).toEqual([201, 'succeeded', 'p2p', ves(146)]);
    const payouts = fake.ledger.refunds('vuelto');
    expect(payouts).toEqual([expect.objectContaining({ invoiceNumber: res.body.id, amount: 146, payer: PAYER })]);
    expect(res.body.reference_id).toEqual(expect.stringMatching(/^\d{12}$/));
    expect(res.body.reference_id).toBe(payouts[0].paymentReference);
    expect([fake.ledger.refunds('anulacion'), booking.mock.calls.length]).toEqual([[], 1]);
    expect(await refunded(id)).toEqual(['paid', usd(4), ves(146)]);
  });

  it('answers a payout whose answer was lost as succeeded, found by the bank\'s search, and pays it once', async () => {
    const id = await paidRequest(10);
    fake.refunds.loseNextAnswer('reset_connection');

    const res = await refund(id, { amount: 4 });

    const payouts = fake.ledger.refunds('vuelto');
    expect(payouts).toHaveLength(1);
    expect([res.status, res.body.status, res.body.reference_id]).toEqual([201, 'succeeded', payouts[0].paymentReference]);
    expect(await reconcile()).toEqual({ settled: 0, unresolved: 0 });
    expect([fake.ledger.refunds('vuelto').length, booking.mock.calls.length]).toEqual([1, 1]);
  });

  it('keeps a payout pending while neither its answer nor the search comes back; the reconciler settles it, paying once', async () => {
    const id = await paidRequest(10);
    // The bank books the payout, loses its answer, and its search goes down before we can ask.
    booking.mockImplementationOnce((t) => {
      const booked = FakeMercantilRefunds.prototype.book.call(fake.refunds, t);
      fake.searchUnavailable = true;
      return booked;
    });
    fake.refunds.loseNextAnswer('reset_connection');

    const res = await refund(id, { amount: 4 });

    expect([res.status, res.body.status, res.body.method]).toEqual([201, 'pending', 'p2p']);
    expect([res.body.reference_id, res.body.failure_code]).toEqual([null, null]);
    expect(fake.ledger.refunds('vuelto')).toEqual([expect.objectContaining({ invoiceNumber: res.body.id, amount: 146 })]);
    expect(await refunded(id)).toEqual(['paid', usd(0), ves(0)]);

    // Younger than 5 s: not asked about. Older, with the search still down: unresolved, and not sent again.
    expect(await reconcile()).toEqual({ settled: 0, unresolved: 0 });
    clock.advanceSeconds(6);
    expect(await reconcile()).toEqual({ settled: 0, unresolved: 1 });
    expect((await readRefund(res.body.id)).status).toBe('pending');
    expect(fake.ledger.refunds('vuelto')).toHaveLength(1);

    fake.searchUnavailable = false;
    expect(await reconcile()).toEqual({ settled: 1, unresolved: 0 });
    const settled = await readRefund(res.body.id);
    const [payout] = fake.ledger.refunds('vuelto');
    expect([settled.status, settled.reference_id, settled.failure_code]).toEqual(['succeeded', payout.paymentReference, null]);
    expect(await refunded(id)).toEqual(['paid', usd(4), ves(146)]);

    expect(await reconcile()).toEqual({ settled: 0, unresolved: 0 });
    expect(await readRefund(res.body.id)).toEqual(settled);
    expect(fake.ledger.refunds()).toHaveLength(1);
    expect(booking).toHaveBeenCalledTimes(1);
  });

  it('records a payout the bank refuses (too little in the account) as failed, and the same amount can be refunded again', async () => {
    const id = await paidRequest(10);
    fake.ledger.withdraw(300); // 65.00 VES left: less than the 146.00 of the payout

    const refused = await refund(id, { amount: 4 });

    expect([refused.status, refused.body.status, refused.body.method]).toEqual([201, 'failed', 'p2p']);
    expect([refused.body.failure_code, refused.body.reference_id]).toEqual(['insufficient_funds', null]);
    expect(fake.ledger.refunds()).toEqual([]);
    expect(await refunded(id)).toEqual(['paid', usd(0), ves(0)]);
    expect(await readRefund(refused.body.id)).toEqual(refused.body);

    clock.advanceSeconds(60);
    await paidRequest(10); // another customer pays: 430.00 VES in the account
    const again = await refund(id, { amount: 4 });

    expect([again.status, again.body.status, again.body.method]).toEqual([201, 'succeeded', 'p2p']);
    expect(again.body.id).not.toBe(refused.body.id);
    expect(fake.ledger.refunds()).toEqual([expect.objectContaining({ kind: 'vuelto', invoiceNumber: again.body.id, amount: 146 })]);
    expect(booking).toHaveBeenCalledTimes(2);
    expect(await refunded(id)).toEqual(['paid', usd(4), ves(146)]);
    const list = (await app.call(merchant, 'get', `/api/v1/payment_requests/${id}/refunds`)).body.data;
    const listed = list.map((r: { id: string; status: string }) => [r.id, r.status]);
    expect(listed).toEqual([[refused.body.id, 'failed'], [again.body.id, 'succeeded']]);
  });

  // Runs last: what every test of this file made the service log.
  it('left no payer\'s phone, id or transfer reference in any log line, whatever the path (voids, payouts, refusals, lost answers)', () => {
    expect(payerDataIn(app.logsSinceStart())).toEqual([]);
  });
});
