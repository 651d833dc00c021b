import { SandboxC2pGateway } from '../../../src/adapters/gateways/sandbox/sandbox-c2p-gateway';
import { SandboxCardGateway } from '../../../src/adapters/gateways/sandbox/sandbox-card-gateway';
import { CardGateway } from '../../../src/application/ports/card-gateway';
import { withLiveKey } from '../../support/modes';
import { TestApp, TestMerchant, paymentRequestBody, startTestApp } from '../../support/test-app';
import { C2P_PATH, CARD_PATH, c2pPayment, cardPayment } from '../checkouts/checkout-support';

describe('refunds refused, and refunds left to the merchant', () => {
  let app: TestApp;
  let merchant: TestMerchant;
  const c2p = new SandboxC2pGateway();
  const sandboxCard = new SandboxCardGateway();
  // A card processor that cannot give money back: its card refunds are the merchant's to make.
  const cardWithoutRefunds: CardGateway = { charge: (charge) => sandboxCard.charge(charge), lookup: (reference) => sandboxCard.lookup(reference) };

  beforeAll(async () => {
    app = await startTestApp({ overrides: { c2pGateway: c2p, cardGateway: cardWithoutRefunds } });
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await app.reset();
    merchant = await app.merchant('Acme');
  });

  const create = async (who = merchant) => (await app.call(who, 'post', '/api/v1/payment_requests', paymentRequestBody())).body.id as string;
  async function paidRequest(by: 'c2p' | 'card' = 'c2p'): Promise<string> {
    const id = await create();
    const res = await app.call(merchant, 'post', by === 'c2p' ? C2P_PATH : CARD_PATH, { payment: by === 'c2p' ? c2pPayment(id) : cardPayment(id) });
    expect(res.status).toBe(201);
    return id;
  }
  const refund = (id: string, body: unknown = {}, who = merchant) => app.call(who, 'post', `/api/v1/payment_requests/${id}/refunds`, body);
  const refundsOf = async (id: string) => (await app.call(merchant, 'get', `/api/v1/payment_requests/${id}/refunds`)).body.data;

  it.each([
    ['0', { amount: 0 }, 'amount'],
    ['a negative amount', { amount: -1 }, 'amount'],
    ['3 decimals', { amount: 1.005 }, 'amount'],
    ['a string', { amount: '5.00' }, 'amount'],
    ['a reason not in the list', { reason: 'changed_my_mind' }, 'reason'],
    ['a description over 200 characters', { description: 'x'.repeat(201) }, 'description'],
    ['an unknown field', { amount: 1, currency: 'USD' }, 'currency'],
  ])('refuses %s with a 422 naming the field, and changes nothing, sends nothing', async (_case, body, field) => {
    const id = await paidRequest();
    const sentBefore = c2p.refundCount;

    const res = await refund(id, body);

    expect([res.status, res.body.code, res.body.errors.map((e: { field: string }) => e.field)]).toEqual([422, 'validation_error', [field]]);
    expect([await refundsOf(id), c2p.refundCount - sentBefore]).toEqual([[], 0]);
  });

  it('refuses more than remains with refund_exceeds_remaining, naming amount and what remains', async () => {
    const id = await paidRequest(); // 19.99 USD
    await refund(id, { amount: 15 });

    const res = await refund(id, { amount: 5 });

    expect([res.status, res.body.code, res.body.errors]).toEqual([422, 'refund_exceeds_remaining', [{ field: 'amount', reason: 'exceeds_remaining', message: 'must be at most 4.99, what remains unrefunded' }]]);
    expect(await refundsOf(id)).toHaveLength(1);
  });

  it('refuses to refund a request that is not paid, or canceled', async () => {
    const unpaid = await create();
    const canceled = await create();
    await app.call(merchant, 'post', `/api/v1/payment_requests/${canceled}/cancel`);

    for (const id of [unpaid, canceled]) {
      const res = await refund(id, { amount: 1 });
      expect([res.status, res.body.code]).toEqual([422, 'payment_request_not_refundable']);
      expect(await refundsOf(id)).toEqual([]);
    }
  });

  it('finds no refund or request of another merchant, nor of the other mode', async () => {
    const id = await paidRequest();
    const made = (await refund(id, { amount: 1 })).body;
    const other = await app.merchant('Other');

    for (const who of [other, withLiveKey(merchant)]) {
      expect((await app.call(who, 'get', `/api/v1/refunds/${made.id}`)).status).toBe(404);
      expect((await app.call(who, 'get', `/api/v1/payment_requests/${id}/refunds`)).status).toBe(404);
      expect((await refund(id, { amount: 1 }, who)).status).toBe(404);
      expect((await app.call(who, 'post', `/api/v1/refunds/${made.id}/cancel`)).status).toBe(404);
    }
    expect(await refundsOf(id)).toHaveLength(1);
  });

  it('leaves a card refund its processor cannot make to the merchant, who marks it succeeded', async () => {
    const id = await paidRequest('card');
    const manual = (await refund(id, { amount: 5 })).body;
    expect([manual.method, manual.status]).toEqual(['manual', 'requires_action']);

    const marked = await app.call(merchant, 'post', `/api/v1/refunds/${manual.id}/mark_succeeded`, { reference_id: 'TRF-000123' });

    expect([marked.status, marked.body.status, marked.body.reference_id]).toEqual([200, 'succeeded', 'TRF-000123']);
    expect((await app.call(merchant, 'get', `/api/v1/payment_requests/${id}`)).body.refunded_main_amount.amount).toBe(5);
    const again = await app.call(merchant, 'post', `/api/v1/refunds/${manual.id}/cancel`);
    expect([again.status, again.body.code]).toEqual([422, 'refund_not_actionable']);
    const types = (await app.call(merchant, 'get', '/api/v1/events?type=refund.requires_action')).body.data.map((e: { type: string }) => e.type);
    expect(types).toEqual(['refund.requires_action']);
  });

  it('lets the merchant give up a manual refund: failed, canceled_by_merchant, and the amount is refundable again', async () => {
    const id = await paidRequest('card');
    const manual = (await refund(id)).body;

    const canceled = await app.call(merchant, 'post', `/api/v1/refunds/${manual.id}/cancel`);

    expect([canceled.status, canceled.body.status, canceled.body.failure_code]).toEqual([200, 'failed', 'canceled_by_merchant']);
    expect((await refund(id)).status).toBe(201);
  });

  it('refuses mark_succeeded without a reference_id, and on a refund the bank made', async () => {
    const cardId = await paidRequest('card');
    const manual = (await refund(cardId, { amount: 1 })).body;
    const missing = await app.call(merchant, 'post', `/api/v1/refunds/${manual.id}/mark_succeeded`, {});
    const c2pId = await paidRequest();
    const banked = (await refund(c2pId, { amount: 1 })).body;
    const notManual = await app.call(merchant, 'post', `/api/v1/refunds/${banked.id}/mark_succeeded`, { reference_id: 'X' });

    expect([missing.status, missing.body.errors.map((e: { field: string }) => e.field)]).toEqual([422, ['reference_id']]);
    expect([notManual.status, notManual.body.code]).toEqual([422, 'refund_not_actionable']);
    expect((await app.call(merchant, 'get', `/api/v1/refunds/${manual.id}`)).body.status).toBe('requires_action');
  });
});
