import { SandboxCardGateway } from '../../../src/adapters/gateways/sandbox/sandbox-card-gateway';
import { TestApp, TestMerchant, startTestApp } from '../../support/test-app';
import {
  CARD_PATH,
  ISO_CARACAS,
  MASTERCARD,
  VISA,
  caracasExpiry,
  cardPayment,
  createPaymentRequest,
  expectDeclined,
  expectPaidCheckout,
  expectPaidWhenRead,
  readPaymentRequest,
} from './checkout-support';

/**
 * @engine both: the claim and the settle, prepared on PostgreSQL.
 */

const AMEX = '378282246310005';
const EXPIRED = '01/20';

describe('POST /api/v1/checkouts/credit_card', () => {
  let app: TestApp;
  let merchant: TestMerchant;
  // The default adapter, held here so the tests can see which payment intents reached it.
  const gateway = new SandboxCardGateway();

  beforeAll(async () => {
    app = await startTestApp({ overrides: { cardGateway: gateway } });
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await app.reset();
    merchant = await app.merchant('Acme');
  });

  const pay = (payment: Record<string, unknown>) => app.call(merchant, 'post', CARD_PATH, { payment });

  it.each([
    [VISA, 'visa'],
    [MASTERCARD, 'mastercard'],
  ])('pays with %s: 201 with the paid request in the checkout layout, type %s', async (number, brand) => {
    const created = await createPaymentRequest(app, merchant);

    const res = await pay(cardPayment(created.id, { card_number: number }));

    expect(res.status).toBe(201);
    const confirmation = expectPaidCheckout(res.body, created, { payment_method: 'credit_or_debit_card', type: brand });
    // The intent id is the charge's reference at the gateway; reference_id is the gateway's own.
    expect(await gateway.lookup(confirmation.id)).toEqual({ status: 'approved', gatewayReference: confirmation.reference_id });
    expect(res.body.rejected_payment_intents).toEqual([]);
  });

  it('shows the same payment as succeeded_payment_intent when the request is read afterwards', async () => {
    const created = await createPaymentRequest(app, merchant);
    const checkout = (await pay(cardPayment(created.id, { card_number: MASTERCARD }))).body;

    await expectPaidWhenRead(app, merchant, checkout);
  });

  it.each([
    ['4242 4242 4242 4242', 'visa'],
    ['5555 5555 5555 4444', 'mastercard'],
    ['4111111111111111', 'visa'],
    ['4222222222222', 'visa'],
    ['4222 2222 2222 2', 'visa'],
    ['2223003122003222', 'mastercard'],
    ['5105 1051 0510 5100', 'mastercard'],
  ])('approves any other sound Visa or Mastercard: %s', async (number, brand) => {
    const created = await createPaymentRequest(app, merchant);

    const res = await pay(cardPayment(created.id, { card_number: number }));

    expect(res.status).toBe(201);
    expect(res.body.succeeded_payment_confirmation.type).toBe(brand);
  });

  it.each(['V12345678', 'V-12345678', 'E1234567', 'J123456789'])('accepts the cardholder id %s', async (holderId) => {
    const created = await createPaymentRequest(app, merchant);

    expect((await pay(cardPayment(created.id, { card_customer_id: holderId }))).status).toBe(201);
  });

  it('approves a card that expires this month (in Caracas), with a 4-digit CVV', async () => {
    const created = await createPaymentRequest(app, merchant);

    const res = await pay(cardPayment(created.id, { card_expiry_date: caracasExpiry(0), card_cvv: '1234' }));

    expect(res.status).toBe(201);
  });

  it.each([
    ['the sandbox declines it', '4000000000000002', caracasExpiry(12), 'card_declined', 1],
    ['the sandbox finds no funds', '4000000000009995', caracasExpiry(12), 'insufficient_funds', 1],
    ['it fails the Luhn check', '4242424242424241', caracasExpiry(12), 'invalid_card_number', 0],
    ['it is not Visa or Mastercard (Amex)', AMEX, caracasExpiry(12), 'card_not_supported', 0],
    ['it expired last month', VISA, caracasExpiry(-1), 'expired_card', 0],
    ['it expired years ago', VISA, EXPIRED, 'expired_card', 0],
    ['Luhn fails before anything else', '4242424242424241', EXPIRED, 'invalid_card_number', 0],
    ['Luhn fails on a short number', '123456789012', EXPIRED, 'invalid_card_number', 0],
    ['the brand is checked before the expiry', AMEX, EXPIRED, 'card_not_supported', 0],
    ['the expiry is checked before the gateway', '4000000000000002', EXPIRED, 'expired_card', 0],
  ])('declines with 402 when %s (%s, %s): %s', async (_, number, expiry, declineCode, charges) => {
    const created = await createPaymentRequest(app, merchant);
    const chargesBefore = gateway.chargeCount;

    const res = await pay(cardPayment(created.id, { card_number: number, card_expiry_date: expiry }));

    expectDeclined(res, declineCode);
    expect(gateway.chargeCount - chargesBefore).toBe(charges);
    const read = await readPaymentRequest(app, merchant, created.id);
    expect(read.status).toBe('waiting_for_payment');
    expect(read.succeeded_payment_intent).toBeNull();
    expect(read.pending_payment_intents).toEqual([]);
    expect(read.rejected_payment_intents).toEqual([
      { id: res.body.payment_intent_id, payment_method: 'credit_or_debit_card', decline_code: declineCode, created_at: expect.any(Number) },
    ]);
  });

  it('lets a declined request be paid again and keeps listing the declined payment intents', async () => {
    const created = await createPaymentRequest(app, merchant);
    const declined = await pay(cardPayment(created.id, { card_number: '4000000000009995' }));
    const screened = await pay(cardPayment(created.id, { card_number: AMEX }));

    const paid = await pay(cardPayment(created.id));

    expect(paid.status).toBe(201);
    expect(paid.body.status).toBe('paid');
    expect(paid.body.rejected_payment_intents).toEqual([
      { id: declined.body.payment_intent_id, payment_method: 'credit_or_debit_card', decline_code: 'insufficient_funds', created_at: expect.stringMatching(ISO_CARACAS) },
      { id: screened.body.payment_intent_id, payment_method: 'credit_or_debit_card', decline_code: 'card_not_supported', created_at: expect.stringMatching(ISO_CARACAS) },
    ]);
    expect(paid.body.succeeded_payment_confirmation.id).not.toBe(declined.body.payment_intent_id);
    await expectPaidWhenRead(app, merchant, paid.body);
  });

  it('checks the state before the card: a paid request answers 422 payment_request_not_payable even to a bad card', async () => {
    const created = await createPaymentRequest(app, merchant);
    const first = await pay(cardPayment(created.id));
    const chargesBefore = gateway.chargeCount;

    for (const card of [{}, { card_number: '4242424242424241' }, { card_number: AMEX }, { card_expiry_date: EXPIRED }, { card_number: '4000000000000002' }]) {
      const res = await pay(cardPayment(created.id, card));
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('payment_request_not_payable');
    }
    expect(gateway.chargeCount).toBe(chargesBefore);
    const read = await readPaymentRequest(app, merchant, created.id);
    expect(read.succeeded_payment_intent.id).toBe(first.body.succeeded_payment_confirmation.id);
    expect(read.rejected_payment_intents).toEqual([]);
  });
});
