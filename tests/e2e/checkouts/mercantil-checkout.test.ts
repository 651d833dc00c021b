import { ReconcilePendingPayments } from '../../../src/application/checkout/reconcile-pending-payments';
import { FakeMercantil } from '../../../tools/fake-mercantil/fake-mercantil-server';
import { fakeBcv, readBcvPage } from '../../support/fake-bcv';
import { FixedClock } from '../../support/fakes';
import { FAKE_CREDENTIALS, mercantilEnv, startFakeMercantil } from '../../support/mercantil-fake';
import { withLiveKey } from '../../support/modes';
import { TestApp, TestMerchant, paymentRequestBody, startTestApp } from '../../support/test-app';
import { describeDatabase } from '../../support/test-database';
import { C2P_PATH, CARD_PATH, c2pPayment, cardPayment } from './checkout-support';
import { reveals } from '../../support/secret-scan';
import { payerDataIn } from '../../support/payer-data';

/** Every value that must never be stored or logged; distinctive, so that a leak is found. */
const OTPS = { approved: '123456', declined: '111111', unanswered: '999999' };
const CVVS = ['4821', '5902'];
const CARDS = ['4242424242424242', '4000000000000002'];

describe(`Checkout through Banco Mercantil (the local fake bank), priced at the BCV rate (a fake BCV page) ${describeDatabase()}`, () => {
  const bcv = fakeBcv();
  let fake: FakeMercantil;
  let app: TestApp;
  let merchant: TestMerchant;
  const clock = new FixedClock('2026-11-22T13:30:00.000Z');

  beforeAll(async () => {
    const started = await startFakeMercantil({ timeoutMs: 2_000, lookupTimeoutMs: 2_000 });
    fake = started.fake;
    const rate = { RATE_PROVIDER: 'bcv', BCV_URL: await bcv.listening };
    app = await startTestApp({ env: { ...mercantilEnv(started.settings), ...rate, RECONCILE_AFTER_SECONDS: '120' }, overrides: { clock } });
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
    await bcv.close();
  });
  beforeEach(async () => {
    await app.reset();
    fake.ledger.clear();
    fake.searchUnavailable = false;
    // Live: a test key pays through the sandbox whatever the settings (docs/merchant-guide.md, "Test and live mode").
    merchant = withLiveKey(await app.merchant('Acme'));
    expect(await readBcvPage(app)).toMatchObject({ kind: 'stored' });
  });

  /** 10.55 USD at the page's 241,5782 VES is 2548.65 VES. */
  const newRequest = async (): Promise<string> => {
    const res = await app.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody({ amount: 10.55 }));
    expect(res.status).toBe(201);
    return res.body.id;
  };
  const read = async (id: string) => (await app.call(merchant, 'get', `/api/v1/payment_requests/${id}`)).body;

  it('takes a C2P payment: the bank is charged 2548.65 VES once, with the payer it decrypted', async () => {
    const id = await newRequest();

    const res = await app.call(merchant, 'post', C2P_PATH, { payment: c2pPayment(id, { otp_token: OTPS.approved }) });

    expect(res.status).toBe(201);
    const [charge] = fake.ledger.all();
    expect(fake.ledger.all()).toHaveLength(1);
    expect(charge).toMatchObject({ method: 'c2p', amount: 2548.65, payer: '584141234567', invoiceNumber: res.body.succeeded_payment_confirmation.id });
    expect(res.body.succeeded_payment_confirmation.reference_id).toBe((charge.outcome as { paymentReference: string }).paymentReference);
    expect((await read(id)).status).toBe('paid');
  });

  it('declines a C2P payment with the bank\'s reason as the decline code and its description in the answer\'s detail', async () => {
    const id = await newRequest();

    const res = await app.call(merchant, 'post', C2P_PATH, { payment: c2pPayment(id, { otp_token: OTPS.declined }) });

    expect([res.status, res.body.code, res.body.decline_code]).toEqual([402, 'payment_declined', 'insufficient_funds']);
    expect(res.body.detail).toBe('The payment was declined: insufficient_funds. The bank said: Fondos insuficientes');
    expect((await read(id)).status).toBe('waiting_for_payment');
    expect(app.logs()).toContain('Fondos insuficientes');
  });

  it.each([
    [CARDS[0], CVVS[0], 201, undefined],
    [CARDS[1], CVVS[1], 402, 'card_declined'],
  ])('charges card %s (CVV %s) through the bank, answering %i', async (number, cvv, status, declineCode) => {
    const id = await newRequest();

    const res = await app.call(merchant, 'post', CARD_PATH, { payment: cardPayment(id, { card_number: number, card_cvv: cvv }) });

    expect([res.status, res.body.decline_code]).toEqual([status, declineCode]);
    expect(fake.ledger.all()).toEqual([expect.objectContaining({ method: 'card', amount: 2548.65, payer: number.slice(-4) })]);
  });

  it('settles a charge whose answer never came as paid, by lookup, with exactly one charge at the bank', async () => {
    const id = await newRequest();
    fake.searchUnavailable = true;

    const checkout = await app.call(merchant, 'post', C2P_PATH, { payment: c2pPayment(id, { otp_token: OTPS.unanswered }) });
    expect([checkout.status, checkout.body.code]).toEqual([502, 'payment_outcome_unknown']);
    const retry = await app.call(merchant, 'post', C2P_PATH, { payment: c2pPayment(id, { otp_token: OTPS.approved }) });
    expect([retry.status, retry.body.code]).toEqual([422, 'payment_request_not_payable']);

    fake.searchUnavailable = false;
    clock.advanceSeconds(121);
    const report = await app.container.get(ReconcilePendingPayments).execute();

    expect(report).toEqual({ settled: 1, unresolved: 0, unroutable: 0 });
    const stored = await read(id);
    expect(stored.status).toBe('paid');
    expect(stored.succeeded_payment_intent.id).toBe(checkout.body.payment_intent_id);
    expect(fake.ledger.all()).toHaveLength(1);
    expect(fake.ledger.get(checkout.body.payment_intent_id)?.requests).toBe(1);
  });

  it('keeps OTPs, CVVs, card numbers and the Mercantil secret out of the logs and the database', async () => {
    const paid = await newRequest();
    await app.call(merchant, 'post', C2P_PATH, { payment: c2pPayment(paid, { otp_token: OTPS.declined }) });
    await app.call(merchant, 'post', C2P_PATH, { payment: c2pPayment(paid, { otp_token: OTPS.approved }) });
    const byCard = await newRequest();
    await app.call(merchant, 'post', CARD_PATH, { payment: cardPayment(byCard, { card_number: CARDS[1], card_cvv: CVVS[1] }) });
    await app.call(merchant, 'post', CARD_PATH, { payment: cardPayment(byCard, { card_number: CARDS[0], card_cvv: CVVS[0] }) });
    expect(fake.ledger.approved()).toHaveLength(2);

    const database = await app.db.database.query(async (session) => {
      const tables = await session.rows<{ table_name: string }>("SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'");
      const rows: string[] = [];
      for (const { table_name } of tables) rows.push(...(await session.rows<{ row: string }>(`SELECT row_to_json(t)::text AS row FROM "${table_name}" t`)).map((r) => r.row));
      return rows.join('\n');
    });
    expect(database).toMatch(/"first6": ?"424242"/); // the scan reads the stored payment intents
    const secrets = [OTPS.approved, OTPS.declined, ...CVVS, ...CARDS, FAKE_CREDENTIALS.secretKey];
    const leaks = Object.entries({ database, logs: app.logs() }).flatMap(([place, text]) => secrets.filter((s) => reveals(text, s)).map((s) => `${s} in ${place}`));
    expect(leaks).toEqual([]);
  });

  // Runs last: what every test of this file made the service log.
  it('left no payer\'s phone, id or transfer reference in any log line, whatever the path (declines, lost answers, lookups)', () => {
    expect(payerDataIn(app.logsSinceStart())).toEqual([]);
  });
});
