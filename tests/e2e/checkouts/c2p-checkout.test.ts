import { SandboxC2pGateway } from '../../../src/adapters/gateways/sandbox/sandbox-c2p-gateway';
import { TestApp, TestMerchant, startTestApp } from '../../support/test-app';
import {
  C2P_PATH,
  ISO_CARACAS,
  c2pPayment,
  createPaymentRequest,
  expectDeclined,
  expectPaidCheckout,
  expectPaidWhenRead,
  readPaymentRequest,
  unixSeconds,
} from './checkout-support';

/**
 * @engine both: the claim and the settle, prepared on PostgreSQL.
 */

describe('POST /api/v1/checkouts/c2p', () => {
  let app: TestApp;
  let merchant: TestMerchant;
  // The default adapter, held here so the tests can see which payment intents reached it.
  const gateway = new SandboxC2pGateway();

  beforeAll(async () => {
    app = await startTestApp({ overrides: { c2pGateway: gateway } });
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await app.reset();
    merchant = await app.merchant('Acme');
  });

  const pay = (payment: Record<string, unknown>) => app.call(merchant, 'post', C2P_PATH, { payment });

  it('pays the request: 201 with the paid request in the checkout layout, confirmed by the payer\'s bank', async () => {
    const created = await createPaymentRequest(app, merchant);

    const res = await pay(c2pPayment(created.id));

    expect(res.status).toBe(201);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const confirmation = expectPaidCheckout(res.body, created, { payment_method: 'c2p', type: 'Banesco' });
    // The intent id is the charge's reference at the gateway; reference_id is the gateway's own.
    expect(await gateway.lookup(confirmation.id)).toEqual({ status: 'approved', gatewayReference: confirmation.reference_id });
    expect(res.body.rejected_payment_intents).toEqual([]);
  });

  it('shows the same payment as succeeded_payment_intent when the request is read afterwards', async () => {
    const created = await createPaymentRequest(app, merchant);
    const checkout = (await pay(c2pPayment(created.id))).body;

    await expectPaidWhenRead(app, merchant, checkout);
  });

  it.each([
    ['0102', 'Banco de Venezuela'],
    ['0105', 'Banco Mercantil'],
    ['0191', 'Banco Nacional de Crédito (BNC)'],
  ])('names the paying bank %s as %s in type', async (bank, name) => {
    const created = await createPaymentRequest(app, merchant);

    const res = await pay(c2pPayment(created.id, { issuer_bank_id: bank }));

    expect(res.status).toBe(201);
    expect(res.body.succeeded_payment_confirmation.type).toBe(name);
  });

  it.each(['04141234567', '584141234567', '+584141234567', '04121234567', '04161234567', '04221234567', '04241234567', '04261234567'])(
    'accepts the phone number %s',
    async (phone) => {
      const created = await createPaymentRequest(app, merchant);

      expect((await pay(c2pPayment(created.id, { phone_number: phone }))).status).toBe(201);
    },
  );

  it.each(['V12345678', 'V-12345678', 'E1234567', 'J123456789', 'G20000001', 'P12345', 'C1234567890'])(
    'accepts the payer id %s',
    async (payerId) => {
      const created = await createPaymentRequest(app, merchant);

      expect((await pay(c2pPayment(created.id, { issuer_payer_id: payerId }))).status).toBe(201);
    },
  );

  it.each([
    ['111111', 'insufficient_funds'],
    ['000000', 'invalid_otp'],
    ['87654321', 'invalid_otp'],
    ['1234', 'invalid_otp'],
    ['123456789012', 'invalid_otp'],
  ])('declines OTP %s with 402 %s and leaves the request waiting for payment', async (otp, declineCode) => {
    const created = await createPaymentRequest(app, merchant);
    const chargesBefore = gateway.chargeCount;

    const res = await pay(c2pPayment(created.id, { otp_token: otp }));

    expectDeclined(res, declineCode);
    expect(gateway.chargeCount - chargesBefore).toBe(1);
    expect(await gateway.lookup(res.body.payment_intent_id)).toEqual({ status: 'declined', declineCode });
    const read = await readPaymentRequest(app, merchant, created.id);
    expect(read.status).toBe('waiting_for_payment');
    expect(read.succeeded_payment_intent).toBeNull();
    expect(read.pending_payment_intents).toEqual([]);
    expect(read.rejected_payment_intents).toEqual([
      { id: res.body.payment_intent_id, payment_method: 'c2p', decline_code: declineCode, created_at: expect.any(Number) },
    ]);
  });

  it('lets a declined request be paid again and keeps listing the declined payment intents', async () => {
    const created = await createPaymentRequest(app, merchant);
    const first = await pay(c2pPayment(created.id, { otp_token: '000000' }));
    const second = await pay(c2pPayment(created.id, { otp_token: '111111' }));

    const paid = await pay(c2pPayment(created.id));

    expect(paid.status).toBe(201);
    expect(paid.body.status).toBe('paid');
    expect(paid.body.rejected_payment_intents).toEqual([
      { id: first.body.payment_intent_id, payment_method: 'c2p', decline_code: 'invalid_otp', created_at: expect.stringMatching(ISO_CARACAS) },
      { id: second.body.payment_intent_id, payment_method: 'c2p', decline_code: 'insufficient_funds', created_at: expect.stringMatching(ISO_CARACAS) },
    ]);
    const ids = [first.body.payment_intent_id, second.body.payment_intent_id, paid.body.succeeded_payment_confirmation.id];
    expect(new Set(ids).size).toBe(3);

    const read = await readPaymentRequest(app, merchant, created.id);
    expect(read.rejected_payment_intents).toEqual(
      paid.body.rejected_payment_intents.map((intent: Record<string, string>) => ({ ...intent, created_at: unixSeconds(intent.created_at) })),
    );
  });

  it('refuses to pay a paid request again: 422 payment_request_not_payable, the first payment stands', async () => {
    const created = await createPaymentRequest(app, merchant);
    const first = await pay(c2pPayment(created.id));
    const chargesBefore = gateway.chargeCount;

    const again = await pay(c2pPayment(created.id));
    const declining = await pay(c2pPayment(created.id, { otp_token: '111111' }));

    expect(again.status).toBe(422);
    expect(again.body.code).toBe('payment_request_not_payable');
    expect(declining.status).toBe(422);
    expect(declining.body.code).toBe('payment_request_not_payable');
    expect(gateway.chargeCount).toBe(chargesBefore);
    const read = await readPaymentRequest(app, merchant, created.id);
    expect(read.succeeded_payment_intent.id).toBe(first.body.succeeded_payment_confirmation.id);
    expect(read.rejected_payment_intents).toEqual([]);
  });
});
