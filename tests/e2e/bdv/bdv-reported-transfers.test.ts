import { ReconcilePendingPayments } from '../../../src/application/checkout/reconcile-pending-payments';
import { FakeBdv } from '../../../tools/fake-bdv/fake-bdv-server';
import { bdvEnv, startFakeBdv } from '../../support/bdv-fake';
import { submitForm } from '../hosted-page/hosted-page-support';
import { FixedClock } from '../../support/fakes';
import { withLiveKey } from '../../support/modes';
import { payerDataIn } from '../../support/payer-data';
import { TestApp, TestMerchant, paymentRequestBody, startTestApp } from '../../support/test-app';
import { describeDatabase } from '../../support/test-database';

const P2P_PATH = '/api/v1/checkouts/p2p';
const PAYER = { phone: '04141234567', id: 'V12345678' };

/**
 * Live reported transfers verified by Banco de Venezuela's `getMovement` (the local fake bank), with the payer's id
 * or without it, and their refunds: a Pago Móvil payout (`vuelto`) when the payer gave their id, the merchant's to
 * make otherwise.
 * @engine both: which report a transfer the bank confirmed before pays is asked of the database.
 */
describe(`Reported Pago Móvil payments through BDV ${describeDatabase()}`, () => {
  let fake: FakeBdv;
  /** Every transfer reference the bank booked for this file's tests. */
  const references: string[] = [];
  let app: TestApp;
  let merchant: TestMerchant;
  // The fake books on the real day in Caracas; the reconciler's clock is moved by hand.
  const clock = new FixedClock(new Date());

  beforeAll(async () => {
    const started = await startFakeBdv({ timeoutMs: 2_000, lookupTimeoutMs: 2_000 });
    fake = started.fake;
    const receive = fake.receiveTransfer.bind(fake);
    fake.receiveTransfer = (transfer) => {
      const booked = receive(transfer);
      references.push(booked.reference);
      return booked;
    };
    app = await startTestApp({ env: { ...bdvEnv(started.settings), P2P_GATEWAY: 'bdv', USD_VES_RATE: '36.5' }, overrides: { clock } });
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });
  beforeEach(async () => {
    await app.reset();
    fake.ledger.clear();
    clock.set(new Date());
    merchant = withLiveKey(await app.merchant('Acme'));
  });

  /** 10 USD at 36.5: 365.00 VES. */
  const create = async () => (await app.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody({ amount: 10 }))).body;
  const report = (id: string, reference: string, more: Record<string, unknown> = {}) => app.call(merchant, 'post', P2P_PATH, {
    payment: { payment_request_id: id, phone_number: PAYER.phone, issuer_bank_id: '0102', reference, ...more },
  });
  const refund = (id: string) => app.call(merchant, 'post', `/api/v1/payment_requests/${id}/refunds`, {});
  const read = async (id: string) => (await app.call(merchant, 'get', `/api/v1/payment_requests/${id}`)).body;
  const fromBdv = () => fake.receiveTransfer({ payerPhone: PAYER.phone, payerBank: '0102', payerId: PAYER.id, amount: '365.00' });

  it('checks the payer\'s id BDV holds for a transfer from BDV: another id is not the transfer, the right one pays', async () => {
    const created = await create();
    const transfer = fromBdv();

    const wrong = await report(created.id, transfer.reference, { issuer_payer_id: 'V-87654321' });
    const right = await report((await create()).id, transfer.reference, { issuer_payer_id: 'V-12345678' });

    expect([wrong.status, wrong.body.status]).toEqual([202, 'waiting_for_payment_confirmation']);
    expect([right.status, right.body.succeeded_payment_confirmation?.reference_id]).toEqual([201, transfer.reference]);
  });

  it('refunds a transfer whose payer gave their id by a Pago Móvil payout to that phone, bank and id', async () => {
    const created = await create();
    const transfer = fromBdv();
    expect((await report(created.id, transfer.reference, { issuer_payer_id: PAYER.id })).status).toBe(201);

    const res = await refund(created.id);

    expect([res.status, res.body.method, res.body.status]).toEqual([201, 'p2p', 'succeeded']);
    expect(fake.ledger.refunds).toEqual([
      expect.objectContaining({ kind: 'vuelto', cents: 36500, payeePhone: PAYER.phone, payeeBank: '0102', payeeId: PAYER.id }),
    ]);
    expect((await read(created.id)).refunded_conversion_amount).toMatchObject({ amount: 365 });
  });

  it('takes the payer\'s id typed on the hosted page\'s transfer form: its refund is a payout to that id', async () => {
    const created = await create();
    const transfer = fromBdv();

    const { page } = await submitForm(app, `${new URL(created.payment_url).pathname}/p2p`, {
      phone_number: PAYER.phone, issuer_bank_id: '0102', issuer_payer_id: 'v-12345678', reference: transfer.reference,
    });
    const res = await refund(created.id);

    expect(page.text).toContain('¡Pago recibido!');
    expect([res.status, res.body.method, res.body.status]).toEqual([201, 'p2p', 'succeeded']);
    expect(fake.ledger.refunds).toEqual([expect.objectContaining({ kind: 'vuelto', payeeId: PAYER.id })]);
  });

  it('verifies a transfer reported without the payer\'s id as before, and leaves its refund to the merchant (requires_action)', async () => {
    const created = await create();
    const transfer = fake.receiveTransfer({ payerPhone: PAYER.phone, payerBank: '0134', amount: '365.00' });
    expect((await report(created.id, transfer.reference, { issuer_bank_id: '0134' })).status).toBe(201);

    const res = await refund(created.id);

    expect([res.status, res.body.method, res.body.status]).toEqual([201, 'manual', 'requires_action']);
    expect(fake.ledger.refunds).toEqual([]);
  });

  it('refuses a payer\'s id that does not read (422, naming the field), and changes nothing', async () => {
    const created = await create();

    const res = await report(created.id, fromBdv().reference, { issuer_payer_id: '12345678' });

    expect([res.status, res.body.code, res.body.errors?.[0]?.field]).toEqual([422, 'validation_error', 'payment.issuer_payer_id']);
    expect((await read(created.id)).status).toBe('waiting_for_payment');
    expect(fake.ledger.transfers[0].conciliatedAt).toBeNull();
  });

  it('pays the request that reported a transfer first when BDV\'s answer was lost; another request is refused it', async () => {
    const first = await create();
    const second = await create();
    const transfer = fromBdv();
    fake.loseNextAnswer('getMovement', 'reset_connection');

    const lost = await report(first.id, transfer.reference);
    clock.advanceSeconds(1); // the clock is fixed: the second report comes later, as it would
    const refused = await report(second.id, transfer.reference);
    clock.advanceSeconds(1);
    await app.container.get(ReconcilePendingPayments).execute();

    expect([lost.status, lost.body.status]).toEqual([202, 'waiting_for_payment_confirmation']);
    expect([refused.status, refused.body.decline_code]).toEqual([402, 'reference_already_used']);
    expect([(await read(first.id)).status, (await read(second.id)).status]).toEqual(['paid', 'waiting_for_payment']);
    expect((await read(first.id)).succeeded_payment_intent.reference_id).toBe(transfer.reference);
  });

  // Runs last: what every test of this file made the service log.
  it('left no payer\'s phone, id or transfer reference in any log line', () => {
    expect(payerDataIn(app.logsSinceStart(), references)).toEqual([]);
  });
});
