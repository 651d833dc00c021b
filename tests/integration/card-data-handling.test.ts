import { Response } from 'supertest';
import { TestApp, TestMerchant, paymentRequestBody, startTestApp } from '../support/test-app';
import { describeDatabase } from '../support/test-database';
import { reveals } from '../support/secret-scan';

/**
 * docs/merchant-guide.md "Card data": card numbers, CVVs and OTPs are never stored, logged or returned; a card is kept
 * at most as brand, first 6 and last 4. Every value below is distinctive so that a leak is found.
 */
const CARDS = {
  approved: { number: '4242 4242 4242 4242', cvv: '987', outcome: null },
  declined: { number: '4000 0000 0000 0002', cvv: '7319', outcome: 'card_declined' },
  noFunds: { number: '4000 0000 0000 9995', cvv: '5173', outcome: 'insufficient_funds' },
  expired: { number: '5555 5555 5555 4444', cvv: '8642', outcome: 'expired_card' },
  badLuhn: { number: '4242 4242 4242 4241', cvv: '6291', outcome: 'invalid_card_number' },
} as const;
const OTPS = { approved: '123456', declined: '55667788' };
const FUTURE = `12/${String((new Date().getUTCFullYear() + 3) % 100)}`;

const digitsOf = (number: string) => number.replace(/ /g, '');

const SECRETS = [
  ...Object.values(CARDS).flatMap((card) => [card.number, digitsOf(card.number), card.cvv]),
  ...Object.values(OTPS),
];

describe(`Card data and OTPs are never stored, logged or returned ${describeDatabase()}`, () => {
  let app: TestApp;
  let merchant: TestMerchant;
  const bodies: string[] = [];

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await app.reset();
    bodies.length = 0;
    merchant = await app.merchant('Acme');
  });

  const call = async (method: 'get' | 'post', path: string, body?: unknown, headers?: Record<string, string>): Promise<Response> => {
    const res = await app.call(merchant, method, path, body, headers);
    bodies.push(res.text);
    return res;
  };
  const newRequest = async (): Promise<string> => (await call('post', '/api/v1/payment_requests', paymentRequestBody())).body.id;
  const payByCard = async (requestId: string, card: { number: string; cvv: string }, expiry = FUTURE) =>
    call('post', '/api/v1/checkouts/credit_card', {
      payment: { card_number: card.number, card_customer_id: 'V12345678', card_expiry_date: expiry, payment_request_id: requestId, card_cvv: card.cvv },
    });
  const payByC2p = async (requestId: string, otp: string) =>
    call('post', '/api/v1/checkouts/c2p', {
      payment: { phone_number: '04141234567', issuer_payer_id: 'V12345678', issuer_bank_id: '0134', payment_request_id: requestId, otp_token: otp },
    });

  async function databaseText(): Promise<{ tables: string[]; text: string }> {
    return app.db.database.query(async (session) => {
      const tables = (await session.rows<{ table_name: string }>(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
      )).map((row) => row.table_name);
      const rows: string[] = [];
      for (const table of tables) {
        const found = await session.rows<{ row: string }>(`SELECT row_to_json(t)::text AS row FROM "${table}" t`);
        rows.push(...found.map((r) => r.row));
      }
      return { tables, text: rows.join('\n') };
    });
  }

  it('the scan finds a secret where it is, and not inside times, ids or longer numbers', () => {
    expect(reveals('{"card_cvv":"987"}', '987')).toBe(true);
    expect(reveals('otp 55667788 used', '55667788')).toBe(true);
    expect(reveals('{"n":"4242424242424242"}', '4242424242424242')).toBe(true);
    expect(reveals('"2026-11-22T13:30:00.987+00:00" 9987 pi_x987y 04141234567 0a1b2c3d-0987-4e5f-8a9b-0c1d2e3f4a5b', '987')).toBe(false);
    expect(reveals('04141234567 V12345678', '123456')).toBe(false);
    expect(reveals('{"duration_ms":12.987}', '987')).toBe(false);
  });

  it('keeps none of them after approved, declined and refused card and C2P payments', async () => {
    await payByCard(await newRequest(), CARDS.approved);
    const retried = await newRequest();
    for (const card of [CARDS.declined, CARDS.noFunds, CARDS.badLuhn]) expect((await payByCard(retried, card)).status).toBe(402);
    expect((await payByCard(retried, CARDS.expired, '01/20')).status).toBe(402);
    expect((await payByC2p(retried, OTPS.declined)).status).toBe(402);
    expect((await payByC2p(retried, OTPS.approved)).status).toBe(201);
    // Refused attempts (a paid request, a bad expiry, broken JSON) must not echo the card data either.
    expect((await payByCard(retried, CARDS.approved)).status).toBe(422);
    expect((await payByCard(retried, CARDS.approved, '13/30')).status).toBe(422);
    expect((await call('post', '/api/v1/checkouts/credit_card', `{"payment": {"card_number": "${CARDS.approved.number}", "card_cvv": "${CARDS.approved.cvv}"`)).status).toBe(400);
    await call('get', `/api/v1/payment_requests/${retried}`);
    await call('get', '/api/v1/payment_requests');

    const { tables, text } = await databaseText();
    expect(tables).toEqual(expect.arrayContaining(['merchants', 'customers', 'payment_requests', 'payment_intents']));
    expect(text).toMatch(/"first6": ?"424242"/); // the scan reads the stored payment intents
    const places = { database: text, logs: app.logs(), responses: bodies.join('\n') };
    const leaks = Object.entries(places).flatMap(([place, content]) =>
      SECRETS.filter((secret) => reveals(content, secret)).map((secret) => `${secret} in ${place}`),
    );
    expect(leaks).toEqual([]);
  });

  it('stores a card payment intent as brand, first six and last four at most, and a C2P payment intent without its OTP', async () => {
    const requestId = await newRequest();
    for (const card of [CARDS.declined, CARDS.noFunds, CARDS.badLuhn]) await payByCard(requestId, card);
    await payByCard(requestId, CARDS.expired, '01/20');
    await payByC2p(requestId, OTPS.declined);
    await payByCard(requestId, CARDS.approved);

    const intents = await app.db.database.query((session) =>
      session.rows<{ method: string; decline_code: string | null; instrument: Record<string, unknown> }>(
        'SELECT method, decline_code, instrument FROM payment_intents ORDER BY attempt_number',
      ),
    );

    expect(intents).toHaveLength(6);
    for (const { method, decline_code, instrument } of intents) {
      if (method === 'c2p') {
        expect(Object.keys(instrument).sort()).toEqual(['bankCode', 'bankName', 'kind', 'payerId', 'phoneNumber']);
        continue;
      }
      const card = Object.values(CARDS).find((c) => c.outcome === decline_code)!;
      const digits = digitsOf(card.number);
      expect(Object.keys(instrument).sort()).toEqual(['brand', 'first6', 'holderId', 'kind', 'last4']);
      expect(['visa', 'mastercard', 'unknown']).toContain(instrument.brand);
      expect(['', digits.slice(0, 6)]).toContain(instrument.first6);
      expect(instrument.last4).toBe(digits.slice(-4));
      const { holderId, ...cardPart } = instrument;
      expect(holderId).toBe('V12345678');
      expect(JSON.stringify(cardPart)).not.toMatch(/\d{7,}/);
    }
  });
});
