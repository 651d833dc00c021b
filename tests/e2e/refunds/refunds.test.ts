import { SandboxC2pGateway } from '../../../src/adapters/gateways/sandbox/sandbox-c2p-gateway';
import { SANDBOX_SLOW_REFUND_MS } from '../../../src/adapters/gateways/sandbox/sandbox-gateway';
import { SandboxCardGateway } from '../../../src/adapters/gateways/sandbox/sandbox-card-gateway';
import { ReconcilePendingRefunds } from '../../../src/application/refunds/reconcile-pending-refunds';
import { FixedClock } from '../../support/fakes';
import { TestApp, TestMerchant, paymentRequestBody, startTestApp } from '../../support/test-app';
import { C2P_PATH, CARD_PATH, c2pPayment, cardPayment } from '../checkouts/checkout-support';

/**
 * @engine both: refunds saved beside their request.
 */

const REFUND = /^re_[A-Za-z0-9]+$/;
const START = '2026-11-24T14:00:00.000Z';
const NOW_UNIX = Date.parse(START) / 1000;
const usd = (amount: number) => ({ amount_cents: Math.round(amount * 100), amount, currency_iso: 'USD' });
const ves = (amount: number) => ({ amount_cents: Math.round(amount * 100), amount, currency_iso: 'VES' });

describe('refunds through the sandbox (docs/merchant-guide.md, "Refunds")', () => {
  let app: TestApp;
  let merchant: TestMerchant;
  const clock = new FixedClock(START);
  const c2p = new SandboxC2pGateway(0, () => clock.now().getTime());
  const card = new SandboxCardGateway(0, () => clock.now().getTime());

  beforeAll(async () => {
    // 36.555 VES per USD: a rate whose conversions round, so half up and "exactly what remains" show.
    app = await startTestApp({ env: { USD_VES_RATE: '36.555' }, overrides: { clock, c2pGateway: c2p, cardGateway: card } });
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await app.reset();
    clock.set(START);
    merchant = await app.merchant('Acme');
  });

  async function paidRequest(amount = 10, payment: 'c2p' | 'card' = 'c2p', overrides: Record<string, unknown> = {}): Promise<string> {
    const created = await app.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody({ amount }));
    const id = created.body.id;
    const body = payment === 'c2p' ? c2pPayment(id, overrides) : cardPayment(id, overrides);
    expect((await app.call(merchant, 'post', payment === 'c2p' ? C2P_PATH : CARD_PATH, { payment: body })).status).toBe(201);
    return id;
  }
  const refund = (id: string, body: unknown = {}, headers: Record<string, string> = {}) =>
    app.call(merchant, 'post', `/api/v1/payment_requests/${id}/refunds`, body, headers);
  const read = async (id: string) => (await app.call(merchant, 'get', `/api/v1/payment_requests/${id}`)).body;
  const refundsOf = async (id: string) => (await app.call(merchant, 'get', `/api/v1/payment_requests/${id}/refunds`)).body.data;

  it('voids a same-day C2P payment in full by reversal: 201 succeeded, and the request shows what went back', async () => {
    const id = await paidRequest(10);
    const paid = await read(id);
    const sentBefore = c2p.refundCount;

    const res = await refund(id, { reason: 'requested_by_customer', description: 'Pedido anulado' });

    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(REFUND), object: 'refund', payment_request_id: id, payment_intent_id: paid.succeeded_payment_intent.id,
      livemode: false, amount: usd(10), conversion_amount: ves(365.55), status: 'succeeded', method: 'reversal',
      reason: 'requested_by_customer', description: 'Pedido anulado', reference_id: expect.stringMatching(/\S/), failure_code: null,
      created_at: NOW_UNIX, updated_at: NOW_UNIX,
    });
    const after = await read(id);
    expect([after.status, after.refunded_main_amount, after.refunded_conversion_amount]).toEqual(['paid', usd(10), ves(365.55)]);
    expect((await app.call(merchant, 'get', `/api/v1/refunds/${res.body.id}`)).body).toEqual(res.body);
    expect(await refundsOf(id)).toEqual([res.body]);
    expect(c2p.refundCount - sentBefore).toBe(1);
  });

  it('splits a payment into three refunds and the rest: each rounded half up, the rest exactly the VES that remain', async () => {
    const id = await paidRequest(10); // 365.55 VES

    const parts = [];
    for (let i = 0; i < 3; i++) parts.push((await refund(id, { amount: 3.33 })).body);
    const rest = (await refund(id)).body;

    // 3.33 × 36.555 = 121.72815 → 121.73; what remains is 0.01 USD, whose 0.36555 would round to 0.37: 0.36 remain.
    expect(parts.map((p) => [p.method, p.status, p.conversion_amount.amount])).toEqual(Array(3).fill(['p2p', 'succeeded', 121.73]));
    expect([rest.amount, rest.conversion_amount, rest.method]).toEqual([usd(0.01), ves(0.36), 'p2p']);
    const after = await read(id);
    expect([after.refunded_main_amount, after.refunded_conversion_amount]).toEqual([usd(10), ves(365.55)]);
    const nothingLeft = await refund(id, { amount: 0.01 });
    expect([nothingLeft.status, nothingLeft.body.code]).toEqual([422, 'payment_request_not_refundable']);
  });

  it('pays a full refund made on a later day back by Pago Móvil (p2p), not by reversal', async () => {
    const id = await paidRequest(10);
    clock.advance(24 * 3600_000);

    const res = await refund(id);

    expect([res.status, res.body.method, res.body.status]).toEqual([201, 'p2p', 'succeeded']);
  });

  it('refunds a card through its gateway (method card)', async () => {
    const id = await paidRequest(19.99, 'card');
    const sentBefore = card.refundCount;

    const res = await refund(id, { amount: 5 });

    expect([res.status, res.body.method, res.body.status, res.body.conversion_amount]).toEqual([201, 'card', 'succeeded', ves(182.78)]);
    expect(card.refundCount - sentBefore).toBe(1);
  });

  it('keeps a refund the bank refuses later pending, then the reconciler records it failed and the amount is refundable again', async () => {
    const id = await paidRequest(10, 'c2p', { otp_token: '654321' });
    const pending = await refund(id, { amount: 4 });
    expect([pending.status, pending.body.status, pending.body.reference_id]).toEqual([201, 'pending', null]);
    const reconciler = app.container.get(ReconcilePendingRefunds);

    clock.advance(SANDBOX_SLOW_REFUND_MS - 1);
    expect(await reconciler.execute()).toEqual({ settled: 0, unresolved: 1 });
    clock.advance(1);
    expect(await reconciler.execute()).toEqual({ settled: 1, unresolved: 0 });

    const failed = (await app.call(merchant, 'get', `/api/v1/refunds/${pending.body.id}`)).body;
    expect([failed.status, failed.failure_code]).toEqual(['failed', 'refund_declined']);
    expect((await read(id)).refunded_main_amount).toEqual(usd(0));
    expect((await refund(id, { amount: 10 })).status).toBe(201);
    const events = (await app.call(merchant, 'get', '/api/v1/events?limit=100')).body.data;
    expect(events.filter((e: { type: string }) => e.type.startsWith('refund.')).map((e: { type: string; data: { object: { status: string } } }) => [e.type, e.data.object.status]))
      .toEqual([['refund.created', 'pending'], ['refund.failed', 'failed'], ['refund.created', 'pending']]);
  });

  it('answers a replay of a keyed refund with the same refund, giving nothing back twice', async () => {
    const id = await paidRequest(10);
    const key = { 'Idempotency-Key': 'refund-order-1001' };
    const sentBefore = c2p.refundCount;

    const first = await refund(id, { amount: 2 }, key);
    const again = await refund(id, { amount: 2 }, key);

    expect([again.status, again.headers['idempotent-replayed'], again.body]).toEqual([201, 'true', first.body]);
    expect(await refundsOf(id)).toHaveLength(1);
    expect(c2p.refundCount - sentBefore).toBe(1);
  });

  it('records refund.created and refund.succeeded, each carrying the refund as it was right after the change', async () => {
    const id = await paidRequest(10);
    const made = (await refund(id, { amount: 1 })).body;

    const events = (await app.call(merchant, 'get', '/api/v1/events?limit=100')).body.data;

    const refundEvents = events.filter((e: { type: string }) => e.type.startsWith('refund.'));
    expect(refundEvents.map((e: { type: string; data: { object: { id: string; status: string } } }) => [e.type, e.data.object.id, e.data.object.status]))
      .toEqual([['refund.created', made.id, 'pending'], ['refund.succeeded', made.id, 'succeeded']]);
  });
});
