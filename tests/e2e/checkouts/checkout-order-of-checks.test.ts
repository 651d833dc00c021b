import { TestApp, TestMerchant, withTestApp } from '../../support/test-app';
import { C2P_PATH, CARD_PATH, NO_SUCH_REQUEST, c2pPayment, cardPayment, createPaymentRequest, readPaymentRequest } from './checkout-support';

/** Authentication, then readability (400), then fields (422), then existence (404), as docs/api-and-webhooks.md, "Errors", orders them. */
const endpoints = [
  { name: 'c2p', path: C2P_PATH, payment: c2pPayment, badField: { otp_token: '12' } },
  { name: 'credit_card', path: CARD_PATH, payment: cardPayment, badField: { card_cvv: '12' } },
];

const JSON_TYPE = { 'Content-Type': 'application/json' };

describe('checkout order of checks', () => {
  let app: TestApp;
  let merchant: TestMerchant;

  withTestApp((started, acme) => ((app = started), (merchant = acme)));

  describe.each(endpoints)('POST /api/v1/checkouts/$name', ({ path, payment, badField }) => {
    const post = (body: unknown, headers: Record<string, string> = {}) => app.call(merchant, 'post', path, body, headers);

    describe('401 comes first', () => {
      const unreadable: [string, unknown][] = [
        ['a valid payment', { payment: payment(NO_SUCH_REQUEST) }],
        ['malformed JSON', '{"payment": {'],
        ['a body that is not an object', '[1, 2]'],
        ['a missing payment', {}],
        ['invalid fields', { payment: { otp_token: 'x', card_cvv: 'x' } }],
      ];

      it.each(unreadable)('without a key, even for %s', async (_, body) => {
        const res = await app.call(null, 'post', path, body);

        expect(res.status).toBe(401);
        expect(res.body.code).toBe('unauthorized');
        expect(res.headers['www-authenticate']).toBe('Bearer');
      });

      it('without a key, even for a sound payment of an existing request, which stays unpaid', async () => {
        const created = await createPaymentRequest(app, merchant);

        const res = await app.call(null, 'post', path, { payment: payment(created.id) });

        expect(res.status).toBe(401);
        expect((await readPaymentRequest(app, merchant, created.id)).status).toBe('waiting_for_payment');
      });

      it.each([['Bearer sk_test_' + 'x'.repeat(32)], ['Basic dXNlcjpwYXNz'], ['Bearer'], ['sk_test_' + 'x'.repeat(32)]])(
        'with the bad credential %j, even for malformed JSON',
        async (authorization) => {
          const res = await app.call(null, 'post', path, '{"payment": {', { Authorization: authorization });

          expect(res.status).toBe(401);
          expect(res.headers['www-authenticate']).toBe('Bearer');
        },
      );
    });

    describe('400 when the body cannot be read', () => {
      it.each([
        ['malformed JSON', '{"payment": {'],
        ['JSON with single quotes', "{'payment': {}}"],
        ['an array body', '[]'],
        ['a string body', '"payment"'],
        ['a number body', '42'],
        ['a null body', 'null'],
      ])('for %s', async (_, raw) => {
        const res = await post(raw, JSON_TYPE);

        expect(res.status).toBe(400);
        expect(res.body.code).toBe('bad_request');
      });

      it('for a body that is not JSON at all', async () => {
        const res = await post('payment=1', { 'Content-Type': 'text/plain' });

        expect(res.status).toBe(400);
        expect(res.body.code).toBe('bad_request');
      });

      it.each([
        ['missing', {}],
        ['missing, next to other fields', { otp_token: '123456', card_cvv: '123' }],
        ['null', { payment: null }],
        ['a string', { payment: 'card' }],
        ['a number', { payment: 1 }],
        ['true', { payment: true }],
        ['an array', { payment: [payment(NO_SUCH_REQUEST)] }],
      ])('when payment is %s', async (_, body) => {
        const res = await post(body);

        expect(res.status).toBe(400);
        expect(res.body.code).toBe('bad_request');
      });
    });

    describe('422 before 404', () => {
      it('for invalid fields on a request that does not exist', async () => {
        const res = await post({ payment: payment(NO_SUCH_REQUEST, badField) });

        expect(res.status).toBe(422);
        expect(res.body.code).toBe('validation_error');
      });

      it('for invalid fields on a wrong-shaped request id', async () => {
        expect((await post({ payment: payment('not-an-id', badField) })).status).toBe(422);
      });
    });

    describe('404 for a request this merchant cannot see', () => {
      it('when it does not exist', async () => {
        const res = await post({ payment: payment(NO_SUCH_REQUEST) });

        expect(res.status).toBe(404);
        expect(res.body.code).toBe('not_found');
      });

      it('when it belongs to another merchant, which stays unpaid', async () => {
        const other = await app.merchant('Globex');
        const theirs = await createPaymentRequest(app, other);

        const res = await post({ payment: payment(theirs.id) });

        expect(res.status).toBe(404);
        expect(res.body.code).toBe('not_found');
        const read = await readPaymentRequest(app, other, theirs.id);
        expect(read.status).toBe('waiting_for_payment');
        expect(read.rejected_payment_intents).toEqual([]);
      });

      it('when the id has the wrong shape, even the token or a payment intent id', async () => {
        const created = await createPaymentRequest(app, merchant);
        const paid = await app.call(merchant, 'post', C2P_PATH, { payment: c2pPayment((await createPaymentRequest(app, merchant)).id) });
        const wrongShapes = [
          'abc',
          ' ',
          created.token,
          paid.body.succeeded_payment_confirmation.id,
          created.id.toUpperCase(),
          `${created.id} `,
          `${created.id}/../x`,
          "preq_' OR '1'='1",
          'preq_' + 'a'.repeat(300),
        ];

        for (const id of wrongShapes) {
          const res = await post({ payment: payment(id) });
          expect([id, res.status, res.body.code]).toEqual([id, 404, 'not_found']);
        }
        expect((await readPaymentRequest(app, merchant, created.id)).status).toBe('waiting_for_payment');
      });
    });
  });
});
