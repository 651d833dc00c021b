import { SandboxP2pGateway } from '../../../src/adapters/gateways/sandbox/sandbox-p2p-gateway';
import { ReconcilePendingPayments } from '../../../src/application/checkout/reconcile-pending-payments';
import { FixedClock } from '../../support/fakes';
import { withLiveKey } from '../../support/modes';
import { TestApp, TestMerchant, paymentRequestBody, startTestApp } from '../../support/test-app';

/**
 * @engine both: the transfer's unique index.
 */

const P2P_PATH = '/api/v1/checkouts/p2p';
const START = '2026-11-24T14:00:00.000Z'; // 10:00 in Caracas, a Tuesday

describe('POST /api/v1/checkouts/p2p: reported Pago Móvil transfers (sandbox)', () => {
  let app: TestApp;
  let merchant: TestMerchant;
  const clock = new FixedClock(START);
  const p2p = new SandboxP2pGateway(() => clock.now().getTime());

  beforeAll(async () => {
    app = await startTestApp({ overrides: { clock, gateways: { sandbox: { p2p } } } });
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await app.reset();
    clock.set(START);
    merchant = await app.merchant('Acme');
  });

  const create = async (who = merchant) => (await app.call(who, 'post', '/api/v1/payment_requests', paymentRequestBody())).body;
  const report = (id: string, overrides: Record<string, unknown> = {}, who = merchant, headers: Record<string, string> = {}) =>
    app.call(who, 'post', P2P_PATH, { payment: { phone_number: '04141234567', issuer_bank_id: '0102', payment_request_id: id, reference: '004512345678', ...overrides } }, headers);
  const read = async (id: string) => (await app.call(merchant, 'get', `/api/v1/payment_requests/${id}`)).body;
  const reconcile = () => app.container.get(ReconcilePendingPayments).execute();

  it('shows where to send the transfer: the sandbox\'s sample account in test mode, none in live mode (no P2P bank configured)', async () => {
    const created = await create();
    const live = (await app.call(withLiveKey(merchant), 'post', '/api/v1/payment_requests', paymentRequestBody())).body;

    expect(created.pago_movil).toEqual({ phone_number: '04141234567', bank_code: '0105', bank_name: 'Banco Mercantil', national_id: 'J-123456789' });
    expect(live.pago_movil).toBeNull();
    const refused = await report(live.id, {}, withLiveKey(merchant));
    expect([refused.status, refused.body.code]).toEqual([422, 'payment_method_unavailable']);
  });

  it('pays the request with a transfer found for its amount: 201, method p2p, the bank\'s reference', async () => {
    const created = await create();

    const res = await report(created.id);

    expect(res.status).toBe(201);
    expect(res.body.status).toBe('paid');
    expect(res.body.succeeded_payment_confirmation).toMatchObject({ payment_method: 'p2p', type: 'Banco de Venezuela', reference_id: '004512345678' });
    expect((await read(created.id)).succeeded_payment_intent).toMatchObject({ payment_method: 'p2p', reference_id: '004512345678' });
  });

  it('declines a transfer found for another amount (amount_mismatch), and the request stays payable', async () => {
    const created = await create();

    const res = await report(created.id, { reference: '77777701' });

    expect([res.status, res.body.code, res.body.decline_code]).toEqual([402, 'payment_declined', 'amount_mismatch']);
    expect((await read(created.id)).status).toBe('waiting_for_payment');
    expect((await report(created.id)).status).toBe(201);
  });

  it('never lets one transfer pay two requests: the second is declined reference_already_used', async () => {
    const first = await create();
    const second = await create();
    expect((await report(first.id)).status).toBe(201);

    const again = await report(second.id);

    expect([again.status, again.body.decline_code]).toEqual([402, 'reference_already_used']);
    expect((await read(second.id)).status).toBe('waiting_for_payment');
  });

  it('answers 202 while the bank has not shown the transfer, then pays it once the reconciler finds it', async () => {
    const created = await create();

    const pending = await report(created.id, { reference: '55555502' });

    expect([pending.status, pending.body.status, pending.body.pending_payment_intents.length]).toEqual([202, 'waiting_for_payment_confirmation', 1]);
    clock.advance(19_000);
    expect((await reconcile()).settled).toBe(0);
    clock.advance(1_000);
    expect((await reconcile()).settled).toBe(1);
    expect((await read(created.id)).status).toBe('paid');
  });

  it('gives up on a transfer never shown at the window\'s end: payment_not_found, and the request is payable again', async () => {
    const created = await create();
    expect((await report(created.id, { reference: '12345600' })).status).toBe(202);

    clock.advance(29 * 60_000);
    expect((await reconcile()).unresolved).toBe(1);
    clock.advance(60_000);
    expect((await reconcile()).settled).toBe(1);

    const after = await read(created.id);
    expect([after.status, after.rejected_payment_intents.map((i: { decline_code: string }) => i.decline_code)]).toEqual(['waiting_for_payment', ['payment_not_found']]);
    const events = (await app.call(merchant, 'get', '/api/v1/events?type=payment_request.payment_failed')).body.data;
    expect(events).toHaveLength(1);
  });

  it('answers a replay of a keyed report with the first answer', async () => {
    const created = await create();
    const key = { 'Idempotency-Key': 'p2p-order-1001' };

    const first = await report(created.id, {}, merchant, key);
    const again = await report(created.id, {}, merchant, key);

    expect([again.status, again.headers['idempotent-replayed'], again.body]).toEqual([201, 'true', first.body]);
  });

  it.each([
    ['a reference with letters', { reference: '1234AB' }, 'payment.reference'],
    ['a reference of 3 digits', { reference: '123' }, 'payment.reference'],
    ['a reference of 21 digits', { reference: '1'.repeat(21) }, 'payment.reference'],
    ['paid_on tomorrow', { paid_on: '2026-11-25' }, 'payment.paid_on'],
    ['paid_on 4 days back', { paid_on: '2026-11-20' }, 'payment.paid_on'],
    ['paid_on that is no date', { paid_on: '2026-02-30' }, 'payment.paid_on'],
    ['a bank not on the list', { issuer_bank_id: '0999' }, 'payment.issuer_bank_id'],
    ['an unknown field', { otp_token: '123456' }, 'payment.otp_token'],
  ])('refuses %s with a 422 naming it, asking nothing of the bank', async (_case, overrides, field) => {
    const created = await create();
    const asked = p2p.verifications;

    const res = await report(created.id, overrides);

    expect([res.status, res.body.code, res.body.errors.map((e: { field: string }) => e.field)]).toEqual([422, 'validation_error', [field]]);
    expect([p2p.verifications - asked, (await read(created.id)).status]).toEqual([0, 'waiting_for_payment']);
  });

  it('holds the rules of every checkout: no key 401, another merchant\'s request 404, a paid one 422 not payable', async () => {
    const created = await create();
    const other = await app.merchant('Other');
    expect((await report(created.id)).status).toBe(201);

    expect((await report(created.id, {}, other)).status).toBe(404);
    const again = await report(created.id, { reference: '99887766' });
    expect([again.status, again.body.code]).toEqual([422, 'payment_request_not_payable']);
    expect((await app.call(null, 'post', P2P_PATH, { payment: {} })).status).toBe(401);
  });

  it('accepts paid_on 3 days back', async () => {
    const created = await create();
    expect((await report(created.id, { paid_on: '2026-11-21' })).status).toBe(201);
  });
});
