import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { WebhookEvent, WebhookVerificationError, verifyWebhook } from '../../../clients/typescript/src';

const newSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

const PAID: WebhookEvent = {
  id: 'evt_3kTq8ZbN1xVw7mPc2RsL9dYf',
  type: 'payment_request.paid',
  livemode: false,
  created_at: 1767225600,
  data: {
    object: {
      id: 'preq_8fKq2ZbN1xVw7mPc2RsL9dYf',
      livemode: false,
      description: 'Order #1001',
      external_id: 'order-1001',
      payment_link_id: null,
      token: 'tok_5hWq2ZbN1xVw7mPc2RsL9dYf',
      status: 'paid',
      created_at: 1767225500,
      updated_at: 1767225600,
      main_amount: { amount_cents: 1999, amount: 19.99, currency_iso: 'USD' },
      conversion_amount: { amount_cents: 72964, amount: 729.64, currency_iso: 'VES' },
      customer: { id: 'cus_2pLq2ZbN1xVw7mPc2RsL9dYf', dni: 'V12345678', email: 'ana@example.com' },
      rate: { amount_cents: 3650, amount: 36.5, currency_iso: 'VES' },
      expires_at: null,
      canceled_at: null,
      cancellation_reason: null,
      return_url: 'https://shop.example.com/orders/1001',
      refunded_main_amount: { amount_cents: 0, amount: 0, currency_iso: 'USD' },
      refunded_conversion_amount: { amount_cents: 0, amount: 0, currency_iso: 'VES' },
      over_refunded_main_amount: { amount_cents: 0, amount: 0, currency_iso: 'USD' },
      over_refunded_conversion_amount: { amount_cents: 0, amount: 0, currency_iso: 'VES' },
      pago_movil: { phone_number: '04141234567', bank_code: '0105', bank_name: 'Banco Mercantil', national_id: 'J-123456789' },
      succeeded_payment_intent: { id: 'pi_7nRq2ZbN1xVw7mPc2RsL9dYf', confirmed_at: 1767225600, payment_method: 'c2p', type: 'Banesco', reference_id: '000123' },
      pending_payment_intents: [],
      rejected_payment_intents: [],
      payment_url: 'https://pay.example.test/pay/tok_5hWq2ZbN1xVw7mPc2RsL9dYf',
    },
  },
};
const BODY = JSON.stringify(PAID);

/** The headers of a delivery signed by each secret, as the service sends them. */
function delivery(secrets: string[], at = new Date(), body = BODY): Record<string, string> {
  return {
    'webhook-id': PAID.id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': secrets.map((secret) => new Webhook(secret).sign(PAID.id, at, body)).join(' '),
  };
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('verifyWebhook', () => {
  const secret = newSecret();

  it('returns the typed event of a delivery signed with the endpoint secret', () => {
    const event = verifyWebhook(secret, delivery([secret]), BODY);

    expect(event).toEqual(PAID);
    if (event.type !== 'payment_request.paid') throw new Error(`unexpected ${event.type}`);
    expect([event.type, event.data.object.status, event.data.object.succeeded_payment_intent?.payment_method]).toEqual(['payment_request.paid', 'paid', 'c2p']);
  });

  it('accepts the body as bytes and headers as Node gives them, as a fetch Headers, or in any letter case', () => {
    const headers = delivery([secret]);
    const shouted = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toUpperCase(), value]));

    expect(verifyWebhook(secret, headers, Buffer.from(BODY)).id).toBe(PAID.id);
    expect(verifyWebhook(secret, new Headers(headers), new TextEncoder().encode(BODY)).id).toBe(PAID.id);
    expect(verifyWebhook(secret, shouted, BODY).id).toBe(PAID.id);
  });

  it('accepts a delivery carrying two signatures (during a secret rotation) with either secret, and rejects a third secret', () => {
    const old = newSecret();
    const headers = delivery([old, secret]);

    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(verifyWebhook(secret, headers, BODY).id).toBe(PAID.id);
    expect(verifyWebhook(old, headers, BODY).id).toBe(PAID.id);
    expect(() => verifyWebhook(newSecret(), headers, BODY)).toThrow(WebhookVerificationError);
  });

  it('rejects a body changed after signing, even by one character', () => {
    const tampered = BODY.replace('"amount":19.99', '"amount":1.99');

    expect(tampered).not.toBe(BODY);
    expect(() => verifyWebhook(secret, delivery([secret]), tampered)).toThrow(WebhookVerificationError);
  });

  it('rejects a signature made with another secret, and a delivery whose webhook-id was changed', () => {
    const otherId = { ...delivery([secret]), 'webhook-id': 'evt_somethingElse' };

    expect(() => verifyWebhook(newSecret(), delivery([secret]), BODY)).toThrow(WebhookVerificationError);
    expect(() => verifyWebhook(secret, otherId, BODY)).toThrow(WebhookVerificationError);
  });

  it('rejects a correctly signed delivery whose timestamp is more than 5 minutes old or ahead (a replay)', () => {
    expect(verifyWebhook(secret, delivery([secret], minutesAgo(4)), BODY).id).toBe(PAID.id);
    expect(() => verifyWebhook(secret, delivery([secret], minutesAgo(10)), BODY)).toThrow(/timestamp too old/i);
    expect(() => verifyWebhook(secret, delivery([secret], minutesAgo(-10)), BODY)).toThrow(/timestamp too new/i);
  });

  it.each(['webhook-id', 'webhook-timestamp', 'webhook-signature'])('rejects a delivery without %s', (name) => {
    const headers: Record<string, string | undefined> = { ...delivery([secret]), [name]: undefined };

    expect(() => verifyWebhook(secret, headers, BODY)).toThrow(WebhookVerificationError);
  });
});
