import { ReconcilePendingPayments } from '../../../src/application/checkout/reconcile-pending-payments';
import { RateRefresher } from '../../../src/adapters/rates/rate-refresher';
import { FakeBnc } from '../../../tools/fake-bnc/fake-bnc-server';
import { C2P_PATH, c2pPayment } from '../checkouts/checkout-support';
import { FAKE_BNC_CREDENTIALS, bncEnv, startFakeBnc } from '../../support/bnc-fake';
import { FixedClock } from '../../support/fakes';
import { withLiveKey } from '../../support/modes';
import { reveals } from '../../support/secret-scan';
import { TestApp, TestMerchant, paymentRequestBody, startTestApp } from '../../support/test-app';
import { describeDatabase } from '../../support/test-database';
import { payerDataIn } from '../../support/payer-data';

const OTPS = { approved: '123456', insufficientFunds: '222222' };
const usd = (amount: number) => ({ amount_cents: Math.round(amount * 100), amount, currency_iso: 'USD' });
const ves = (amount: number) => ({ amount_cents: Math.round(amount * 100), amount, currency_iso: 'VES' });
/** c2pPayment's payer, as BNC writes a phone. */
const PAYER_PHONE = '584141234567';

/** dd/MM/yyyy of today in Caracas, as BNC writes dates. */
const bncToday = (): string => {
  const [year, month, day] = new Date(Date.now() - 4 * 3_600_000).toISOString().slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
};

/**
 * Live payments through BNC (the local fake bank, over HTTP) with C2P_GATEWAY, P2P_GATEWAY and
 * RATE_PROVIDER all `bnc`: the service as a merchant would run it with BNC alone.
 */
describe(`BNC end to end ${describeDatabase()}`, () => {
  let fake: FakeBnc;
  /** Every transfer reference the bank booked for this file's tests. */
  const references: string[] = [];
  let app: TestApp;
  let merchant: TestMerchant;
  // The fake books at the real time; the reconciler's clock is moved by hand.
  const clock = new FixedClock(new Date());

  beforeAll(async () => {
    const started = await startFakeBnc({ timeoutMs: 1_000, lookupTimeoutMs: 2_000 });
    fake = started.fake;
    const receive = fake.receiveTransfer.bind(fake);
    fake.receiveTransfer = (transfer) => {
      const booked = receive(transfer);
      references.push(booked.reference);
      return booked;
    };
    fake.operations.bcvRate = { PriceRateBCV: 40.5, dtRate: bncToday() };
    const env = { ...bncEnv(started.settings), P2P_GATEWAY: 'bnc', RATE_PROVIDER: 'bnc', RECONCILE_AFTER_SECONDS: '120' };
    app = await startTestApp({ env, overrides: { clock } });
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });
  beforeEach(async () => {
    await app.reset();
    clock.set(new Date());
    fake.ledger.clear();
    merchant = withLiveKey(await app.merchant('Acme'));
    expect(await app.container.get(RateRefresher).refresh()).toMatchObject({ kind: 'stored', rate: { vesPerUsd: '40.5' } });
  });

  /** 10 USD at BNC's 40.5 VES per USD: 405.00 VES. */
  const newRequest = async (): Promise<string> => {
    const res = await app.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody({ amount: 10 }));
    expect([res.status, res.body.livemode, res.body.rate, res.body.conversion_amount]).toEqual([201, true, ves(40.5), ves(405)]);
    return res.body.id;
  };
  const pay = (id: string, otp = OTPS.approved) => app.call(merchant, 'post', C2P_PATH, { payment: c2pPayment(id, { otp_token: otp }) });
  const read = async (id: string) => (await app.call(merchant, 'get', `/api/v1/payment_requests/${id}`)).body;
  const approvedCharges = () => fake.ledger.charges.filter((charge) => charge.reference !== null);

  it('prices at the BCV rate BNC publishes, and takes a C2P payment: one charge of 405.00 VES at the bank', async () => {
    const id = await newRequest();

    const res = await pay(id);

    expect([res.status, res.body.status, res.body.succeeded_payment_confirmation.payment_method]).toEqual([201, 'paid', 'c2p']);
    expect(approvedCharges()).toEqual([expect.objectContaining({ cents: 40500, debtorPhone: PAYER_PHONE })]);
    expect(res.body.succeeded_payment_confirmation.reference_id).toBe(approvedCharges()[0].reference);
  });

  it('declines with the bank\'s reason, and the request stays payable', async () => {
    const id = await newRequest();

    const res = await pay(id, OTPS.insufficientFunds);

    expect([res.status, res.body.decline_code]).toEqual([402, 'insufficient_funds']);
    expect((await read(id)).status).toBe('waiting_for_payment');
  });

  it('settles a charge whose answer was lost, once: the reconciler finds it among the account\'s movements', async () => {
    const id = await newRequest();
    fake.loseNextAnswer('MobPayment/SendC2P', 'reset_connection');
    fake.loseNextAnswer('Position/HistoryByDate', 'server_error');

    const checkout = await pay(id);
    expect([checkout.status, checkout.body.code]).toEqual([502, 'payment_outcome_unknown']);
    clock.advanceSeconds(121);
    const report = await app.container.get(ReconcilePendingPayments).execute();

    expect(report).toEqual({ settled: 1, unresolved: 0, unroutable: 0 });
    const paid = await read(id);
    expect([paid.status, paid.succeeded_payment_intent.id]).toEqual(['paid', checkout.body.payment_intent_id]);
    expect(approvedCharges()).toHaveLength(1);
    expect(paid.succeeded_payment_intent.reference_id).toBe(approvedCharges()[0].reference);
  });

  it('refunds in full the same day by reversal, and in part by a Pago Móvil payout', async () => {
    const full = await newRequest();
    const part = await newRequest();
    await pay(full);
    await pay(part);

    const reversal = await app.call(merchant, 'post', `/api/v1/payment_requests/${full}/refunds`, {});
    const payout = await app.call(merchant, 'post', `/api/v1/payment_requests/${part}/refunds`, { amount: 4 });

    expect([reversal.status, reversal.body.method, reversal.body.status, reversal.body.conversion_amount]).toEqual([201, 'reversal', 'succeeded', ves(405)]);
    expect([payout.status, payout.body.method, payout.body.status, payout.body.amount, payout.body.conversion_amount])
      .toEqual([201, 'p2p', 'succeeded', usd(4), ves(162)]);
    expect(fake.ledger.refunds.map((refund) => [refund.kind, refund.cents])).toEqual([['reversal', 40500], ['payout', 16200]]);
    expect((await read(part)).refunded_conversion_amount).toEqual(ves(162));
  });

  it('pays a request with a reported Pago Móvil transfer BNC confirms', async () => {
    const id = await newRequest();
    expect((await read(id)).pago_movil).toEqual({ phone_number: '04142591177', bank_code: '0191', bank_name: expect.stringMatching(/Nacional de Cr/), national_id: 'J-123456789' });
    const transfer = fake.receiveTransfer({ payerPhone: '584241234567', payerBankCode: '0102', amount: 405 });

    const res = await app.call(merchant, 'post', '/api/v1/checkouts/p2p', {
      payment: { payment_request_id: id, phone_number: '04241234567', issuer_bank_id: '0102', reference: transfer.reference.slice(-8) },
    });

    expect([res.status, res.body.succeeded_payment_confirmation?.payment_method]).toEqual([201, 'p2p']);
    expect(res.body.succeeded_payment_confirmation.reference_id).toBe(transfer.reference);
  });

  it('renews the working key the bank refuses mid-run, without the customer noticing', async () => {
    await pay(await newRequest());
    const logOns = fake.logOns;
    fake.expireWorkingKey();

    const res = await pay(await newRequest());

    expect(res.status).toBe(201);
    expect([fake.logOns - logOns, fake.staleKeyRefusals]).toEqual([1, 1]);
    expect(approvedCharges()).toHaveLength(2);
  });

  it('keeps OTPs, the master key, the working key and the payer\'s full id and phone out of the logs, and OTPs and keys out of the database', async () => {
    const id = await newRequest();
    await pay(id, OTPS.insufficientFunds);
    await pay(id);
    await app.call(merchant, 'post', `/api/v1/payment_requests/${id}/refunds`, { amount: 1 });
    const workingKey = (fake as unknown as { workingKey: { key: string } | null }).workingKey?.key;
    expect(workingKey).toBeTruthy();

    const database = await app.db.database.query(async (session) => {
      const tables = await session.rows<{ table_name: string }>("SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'");
      const rows: string[] = [];
      for (const { table_name } of tables) rows.push(...(await session.rows<{ row: string }>(`SELECT row_to_json(t)::text AS row FROM "${table_name}" t`)).map((r) => r.row));
      return rows.join('\n');
    });
    const keys = [FAKE_BNC_CREDENTIALS.masterKey, workingKey as string];
    const leaks = [
      ...[OTPS.approved, OTPS.insufficientFunds, ...keys, 'V12345678', '12345678', '4141234567']
        .filter((secret) => reveals(app.logs(), secret)).map((s) => `${s} in logs`),
      ...[OTPS.approved, OTPS.insufficientFunds, ...keys].filter((secret) => reveals(database, secret)).map((s) => `${s} in the database`),
    ];
    expect(leaks).toEqual([]);
  });

  // Runs last: what every test of this file made the service log.
  it('left no payer\'s phone, id or transfer reference in any log line, whatever the path (C2P, P2P, refunds, lost answers)', () => {
    expect(payerDataIn(app.logsSinceStart(), references)).toEqual([]);
  });
});
