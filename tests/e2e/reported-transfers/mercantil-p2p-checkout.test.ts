import { ReconcilePendingPayments } from '../../../src/application/checkout/reconcile-pending-payments';
import { FakeMercantil } from '../../../tools/fake-mercantil/fake-mercantil-server';
import { FixedClock } from '../../support/fakes';
import { mercantilEnv, startFakeMercantil } from '../../support/mercantil-fake';
import { withLiveKey } from '../../support/modes';
import { TestApp, TestMerchant, paymentRequestBody, startTestApp } from '../../support/test-app';
import { describeDatabase } from '../../support/test-database';
import { payerDataIn } from '../../support/payer-data';

const START = '2026-11-24T14:00:00.000Z'; // 10:00 in Caracas
const DAY = '2026-11-24';

/** Live reported transfers verified by Banco Mercantil's mobile payment search (the local fake bank). */
describe(`Reported Pago Móvil payments through Banco Mercantil ${describeDatabase()}`, () => {
  let fake: FakeMercantil;
  /** Every transfer reference the bank booked for this file's tests. */
  const references: string[] = [];
  let app: TestApp;
  let merchant: TestMerchant;
  const clock = new FixedClock(START);

  beforeAll(async () => {
    const started = await startFakeMercantil({ timeoutMs: 2_000, lookupTimeoutMs: 2_000 });
    fake = started.fake;
    const receive = fake.receiveTransfer.bind(fake);
    fake.receiveTransfer = (transfer) => {
      const booked = receive(transfer);
      references.push(booked.paymentReference);
      return booked;
    };
    const env = { ...mercantilEnv(started.settings), P2P_GATEWAY: 'mercantil', MERCANTIL_MERCHANT_ID_DOCUMENT: 'J-123456789', USD_VES_RATE: '36.5' };
    app = await startTestApp({ env, overrides: { clock } });
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });
  beforeEach(async () => {
    await app.reset();
    fake.ledger.clear();
    clock.set(START);
    merchant = withLiveKey(await app.merchant('Acme'));
  });

  const create = async () => (await app.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody({ amount: 10 }))).body; // 365.00 VES
  const report = (id: string, reference: string) => app.call(merchant, 'post', '/api/v1/checkouts/p2p', {
    payment: { payment_request_id: id, phone_number: '04241234567', issuer_bank_id: '0102', reference },
  });

  it('tells payers to send to the merchant\'s Mercantil account', async () => {
    expect((await create()).pago_movil).toEqual({ phone_number: '04142591177', bank_code: '0105', bank_name: 'Banco Mercantil', national_id: 'J-123456789' });
  });

  it('pays a request with a transfer the bank shows for its amount, by the last digits of its reference', async () => {
    const created = await create();
    const booked = fake.receiveTransfer({ payerPhone: '584241234567', payerBankCode: '0102', amount: 365, day: DAY });

    const res = await report(created.id, booked.paymentReference.slice(-6));

    expect(res.status).toBe(201);
    expect(res.body.succeeded_payment_confirmation).toMatchObject({ payment_method: 'p2p', reference_id: booked.paymentReference });
  });

  it('declines a transfer of another amount, and answers 202 for one not there yet, paid once the bank shows it', async () => {
    const short = fake.receiveTransfer({ payerPhone: '584241234567', payerBankCode: '0102', amount: 364, day: DAY });
    const mismatch = await report((await create()).id, short.paymentReference);
    expect([mismatch.status, mismatch.body.decline_code]).toEqual([402, 'amount_mismatch']);

    const created = await create();
    const waiting = await report(created.id, '123456789012');
    expect([waiting.status, waiting.body.status]).toEqual([202, 'waiting_for_payment_confirmation']);
    fake.receiveTransfer({ reference: '123456789012', payerPhone: '584241234567', payerBankCode: '0102', amount: 365, day: DAY });
    clock.advance(30_000);
    expect((await app.container.get(ReconcilePendingPayments).execute()).settled).toBe(1);
    expect((await app.call(merchant, 'get', `/api/v1/payment_requests/${created.id}`)).body.status).toBe('paid');
    // What the payer reported and the bank booked (phone, references) stays out of every log line.
    for (const payerData of ['4241234567', short.paymentReference, '123456789012']) expect(app.logs()).not.toContain(payerData);
  });

  // Runs last: what every test of this file made the service log.
  it('left no payer\'s phone, id or transfer reference in any log line, whatever the path (found, mismatched, not found)', () => {
    expect(payerDataIn(app.logsSinceStart(), references)).toEqual([]);
  });
});
