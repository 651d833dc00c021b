import { SandboxC2pGateway } from '../../src/adapters/gateways/sandbox/sandbox-c2p-gateway';
import { GatedGateway } from '../support/gated-gateway';
import { TestApp, TestMerchant, paymentRequestBody, startTestApp } from '../support/test-app';
import { describeDatabase } from '../support/test-database';

const c2pBody = (paymentRequestId: string) => ({
  payment: { phone_number: '04141234567', issuer_payer_id: 'V12345678', issuer_bank_id: '0134', payment_request_id: paymentRequestId, otp_token: '123456' },
});

describe(`while the bank is deciding ${describeDatabase()}`, () => {
  let t: TestApp;
  let merchant: TestMerchant;
  const gateway = new GatedGateway(new SandboxC2pGateway());

  beforeAll(async () => {
    t = await startTestApp({ overrides: { c2pGateway: gateway } });
    merchant = await t.merchant();
  });
  afterAll(() => t.close());

  it('shows the payment intent as pending and lets neither a second checkout nor an update through', async () => {
    const created = await t.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody());
    const id = created.body.id;

    const first = t.call(merchant, 'post', '/api/v1/checkouts/c2p', c2pBody(id));
    await gateway.reached;

    const during = await t.call(merchant, 'get', `/api/v1/payment_requests/${id}`);
    expect(during.body.status).toBe('waiting_for_payment_confirmation');
    expect(during.body.pending_payment_intents).toEqual([
      { id: expect.stringMatching(/^pi_/), payment_method: 'c2p', created_at: expect.any(Number) },
    ]);
    expect(during.body.succeeded_payment_intent).toBeNull();

    const second = await t.call(merchant, 'post', '/api/v1/checkouts/c2p', c2pBody(id));
    expect([second.status, second.body.code]).toEqual([422, 'payment_request_not_payable']);
    const update = await t.call(merchant, 'patch', `/api/v1/payment_requests/${id}`, { amount: 1 });
    expect([update.status, update.body.code]).toEqual([422, 'payment_request_not_updatable']);
    const listed = await t.call(merchant, 'get', '/api/v1/payment_requests?status=waiting_for_payment_confirmation');
    expect(listed.body.data.map((r: { id: string }) => r.id)).toEqual([id]);

    gateway.release();
    const paid = await first;
    expect(paid.status).toBe(201);
    expect(paid.body.succeeded_payment_confirmation.id).toBe(during.body.pending_payment_intents[0].id);
    expect(paid.body.pending_payment_intents).toEqual([]);
  });
});
