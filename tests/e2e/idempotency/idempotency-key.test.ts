import { SandboxC2pGateway } from '../../../src/adapters/gateways/sandbox/sandbox-c2p-gateway';
import { SandboxCardGateway } from '../../../src/adapters/gateways/sandbox/sandbox-card-gateway';
import { TestApp, TestMerchant, paymentRequestBody, startTestApp } from '../../support/test-app';
import { describeDatabase } from '../../support/test-database';
import { C2P_PATH, CARD_PATH, c2pPayment, cardPayment } from '../checkouts/checkout-support';

/**
 * @engine both: the key's answer saved with the request.
 */

const CREATE = '/api/v1/payment_requests';
const key = (value: string) => ({ 'Idempotency-Key': value });

describe(`Idempotency-Key ${describeDatabase()}`, () => {
  let t: TestApp;
  let merchant: TestMerchant;
  const c2p = new SandboxC2pGateway();
  const card = new SandboxCardGateway();
  const charges = () => c2p.chargeCount + card.chargeCount;

  beforeAll(async () => {
    t = await startTestApp({ overrides: { c2pGateway: c2p, cardGateway: card } });
  });
  beforeEach(async () => {
    await t.reset();
    merchant = await t.merchant('Acme');
  });
  afterAll(() => t.close());

  const listed = async (who = merchant) => (await t.call(who, 'get', CREATE)).body.meta.total_objects;

  it('runs a create once: the repeat gets the same answer, marked Idempotent-Replayed', async () => {
    const first = await t.call(merchant, 'post', CREATE, paymentRequestBody(), key('order-1042'));
    const again = await t.call(merchant, 'post', CREATE, paymentRequestBody(), key('order-1042'));

    expect(first.status).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect([again.status, again.headers['idempotent-replayed']]).toEqual([201, 'true']);
    expect(again.text).toBe(first.text);
    expect(await listed()).toBe(1);
  });

  it('runs a cancel once: the repeat replays the 200, a new key on the canceled request is 422 not_cancelable, and one canceled event is written', async () => {
    const created = await t.call(merchant, 'post', CREATE, paymentRequestBody());
    const cancel = `${CREATE}/${created.body.id}/cancel`;
    const first = await t.call(merchant, 'post', cancel, undefined, key('cancel-1'));
    const again = await t.call(merchant, 'post', cancel, undefined, key('cancel-1'));
    const fresh = await t.call(merchant, 'post', cancel, undefined, key('cancel-2'));

    expect([first.status, first.body.cancellation_reason]).toEqual([200, 'requested']);
    expect([again.status, again.headers['idempotent-replayed'], again.text]).toEqual([200, 'true', first.text]);
    expect([fresh.status, fresh.body.code]).toEqual([422, 'payment_request_not_cancelable']);
    const events = (await t.call(merchant, 'get', '/api/v1/events?type=payment_request.canceled')).body.data;
    expect(events.map((event: { data: { object: { id: string; status: string } } }) => [event.data.object.id, event.data.object.status])).toEqual([[created.body.id, 'canceled']]);
  });

  it('replays when the same body is sent with other whitespace and another key order', async () => {
    const body = paymentRequestBody();
    const first = await t.call(merchant, 'post', CREATE, JSON.stringify(body), key('k-1'));
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const again = await t.call(merchant, 'post', CREATE, JSON.stringify(reordered, null, 4), key('k-1'));

    expect([again.status, again.headers['idempotent-replayed'], again.body.id]).toEqual([201, 'true', first.body.id]);
    expect(await listed()).toBe(1);
  });

  it('answers 422 idempotency_key_reused for the same key with another body or path, and changes nothing', async () => {
    const first = await t.call(merchant, 'post', CREATE, paymentRequestBody(), key('k-2'));
    const otherBody = await t.call(merchant, 'post', CREATE, paymentRequestBody({ amount: 20 }), key('k-2'));
    const otherPath = await t.call(merchant, 'patch', `${CREATE}/${first.body.id}`, { amount: 20 }, key('k-2'));

    expect([otherBody.status, otherBody.body.code]).toEqual([422, 'idempotency_key_reused']);
    expect([otherPath.status, otherPath.body.code]).toEqual([422, 'idempotency_key_reused']);
    expect(await listed()).toBe(1);
    expect((await t.call(merchant, 'get', `${CREATE}/${first.body.id}`)).body.main_amount.amount).toBe(19.99);
  });

  it.each([
    ['a space', 'order 1042'],
    ['a control character', 'order\t1042'],
    ['256 characters', 'k'.repeat(256)],
    ['nothing', ''],
    ['a non-ASCII character', 'pedido-ñ'],
  ])('answers 400 to a key of %s, and creates nothing', async (_shape, value) => {
    const res = await t.call(merchant, 'post', CREATE, paymentRequestBody(), { 'Idempotency-Key': value });
    expect([res.status, res.body.code]).toEqual([400, 'bad_request']);
    expect(res.body.detail).toMatch(/Idempotency-Key/);
    expect(await listed()).toBe(0);
  });

  it('takes a key of 255 visible characters', async () => {
    const res = await t.call(merchant, 'post', CREATE, paymentRequestBody(), key('!~'.repeat(127) + 'x'));
    expect(res.status).toBe(201);
  });

  it('answers 401 before looking at the key', async () => {
    const res = await t.call(null, 'post', CREATE, paymentRequestBody(), key('bad key'));
    expect(res.status).toBe(401);
  });

  it('does not store a 422 validation_error: the corrected body with the same key runs', async () => {
    const wrong = await t.call(merchant, 'post', CREATE, paymentRequestBody({ amount: -1 }), key('k-3'));
    const fixed = await t.call(merchant, 'post', CREATE, paymentRequestBody(), key('k-3'));

    expect([wrong.status, wrong.body.code]).toEqual([422, 'validation_error']);
    expect([fixed.status, fixed.headers['idempotent-replayed']]).toEqual([201, undefined]);
    expect(await listed()).toBe(1);
  });

  it('answers 400 for a body that cannot be read before looking the key up', async () => {
    const created = await t.call(merchant, 'post', CREATE, paymentRequestBody());
    await t.call(merchant, 'post', C2P_PATH, { payment: c2pPayment(created.body.id) }, key('k-5'));
    const noPayment = await t.call(merchant, 'post', C2P_PATH, { otp_token: '123456' }, key('k-5'));
    const invalidField = await t.call(merchant, 'post', C2P_PATH, { payment: c2pPayment(created.body.id, { otp_token: 'x' }) }, key('k-5'));
    expect([noPayment.status, noPayment.body.code]).toEqual([400, 'bad_request']);
    expect([invalidField.status, invalidField.body.code]).toEqual([422, 'idempotency_key_reused']);
  });

  it('does not store a 400 unreadable body', async () => {
    const broken = await t.call(merchant, 'post', CREATE, '{"amount":', key('k-4'));
    const fixed = await t.call(merchant, 'post', CREATE, paymentRequestBody(), key('k-4'));
    expect([broken.status, fixed.status]).toEqual([400, 201]);
  });

  it('scopes keys to the merchant: two merchants may use one key independently', async () => {
    const other = await t.merchant('Other');
    const mine = await t.call(merchant, 'post', CREATE, paymentRequestBody(), key('shared'));
    const theirs = await t.call(other, 'post', CREATE, paymentRequestBody({ amount: 5 }), key('shared'));

    expect([theirs.status, theirs.headers['idempotent-replayed']]).toEqual([201, undefined]);
    expect(theirs.body.id).not.toBe(mine.body.id);
    expect([await listed(merchant), await listed(other)]).toEqual([1, 1]);
  });

  it('replays an update, and a 404 for a request that is not there', async () => {
    const created = await t.call(merchant, 'post', CREATE, paymentRequestBody());
    const path = `${CREATE}/${created.body.id}`;
    const first = await t.call(merchant, 'patch', path, { description: 'First' }, key('u-1'));
    await t.call(merchant, 'patch', path, { description: 'Second' });
    const again = await t.call(merchant, 'patch', path, { description: 'First' }, key('u-1'));

    expect([again.status, again.headers['idempotent-replayed'], again.body.description]).toEqual([200, 'true', 'First']);
    expect(again.text).toBe(first.text);
    expect((await t.call(merchant, 'get', path)).body.description).toBe('Second');

    const missing = `${CREATE}/preq_${'Z'.repeat(24)}`;
    const notFound = await t.call(merchant, 'patch', missing, { description: 'x' }, key('u-2'));
    const notFoundAgain = await t.call(merchant, 'patch', missing, { description: 'x' }, key('u-2'));
    expect([notFoundAgain.status, notFoundAgain.headers['idempotent-replayed']]).toEqual([404, 'true']);
    expect(notFoundAgain.body).toEqual(notFound.body);
  });

  it('replays a paid checkout without charging again', async () => {
    const created = await t.call(merchant, 'post', CREATE, paymentRequestBody());
    const before = charges();
    const body = { payment: c2pPayment(created.body.id) };
    const paid = await t.call(merchant, 'post', C2P_PATH, body, key('pay-1'));
    const again = await t.call(merchant, 'post', C2P_PATH, body, key('pay-1'));

    expect(paid.status).toBe(201);
    expect([again.status, again.headers['idempotent-replayed']]).toEqual([201, 'true']);
    expect(again.text).toBe(paid.text);
    expect(charges() - before).toBe(1);
  });

  it('replays a declined checkout (402) without charging again, while a new key pays', async () => {
    const created = await t.call(merchant, 'post', CREATE, paymentRequestBody());
    const before = charges();
    const declinedBody = { payment: cardPayment(created.body.id, { card_number: '4000000000000002' }) };
    const declined = await t.call(merchant, 'post', CARD_PATH, declinedBody, key('pay-2'));
    const again = await t.call(merchant, 'post', CARD_PATH, declinedBody, key('pay-2'));

    expect([declined.status, declined.body.code]).toEqual([402, 'payment_declined']);
    expect([again.status, again.headers['idempotent-replayed'], again.headers['content-type']]).toEqual([402, 'true', 'application/problem+json; charset=utf-8']);
    expect(again.body).toEqual(declined.body);
    expect(charges() - before).toBe(1);

    const paid = await t.call(merchant, 'post', CARD_PATH, { payment: cardPayment(created.body.id) }, key('pay-3'));
    expect(paid.status).toBe(201);
    expect((await t.call(merchant, 'get', `${CREATE}/${created.body.id}`)).body.rejected_payment_intents).toHaveLength(1);
  });

  it('replays a card declined by our own screening (402), which reaches no gateway', async () => {
    const created = await t.call(merchant, 'post', CREATE, paymentRequestBody());
    const body = { payment: cardPayment(created.body.id, { card_number: '4242424242424241' }) };
    const declined = await t.call(merchant, 'post', CARD_PATH, body, key('pay-4'));
    const again = await t.call(merchant, 'post', CARD_PATH, body, key('pay-4'));

    expect([declined.status, declined.body.decline_code]).toEqual([402, 'invalid_card_number']);
    expect([again.status, again.headers['idempotent-replayed']]).toEqual([402, 'true']);
    expect(again.body).toEqual(declined.body);
    expect((await t.call(merchant, 'get', `${CREATE}/${created.body.id}`)).body.rejected_payment_intents).toHaveLength(1);
  });

  it('replays 422 payment_request_not_payable even once it would no longer hold', async () => {
    const created = await t.call(merchant, 'post', CREATE, paymentRequestBody());
    const body = { payment: c2pPayment(created.body.id) };
    await t.call(merchant, 'post', C2P_PATH, body);
    const refused = await t.call(merchant, 'post', C2P_PATH, body, key('pay-5'));
    const again = await t.call(merchant, 'post', C2P_PATH, body, key('pay-5'));
    expect([refused.status, refused.body.code]).toEqual([422, 'payment_request_not_payable']);
    expect([again.status, again.headers['idempotent-replayed'], again.body]).toEqual([422, 'true', refused.body]);
  });

  it('leaves requests without a key as they were: each runs', async () => {
    await t.call(merchant, 'post', CREATE, paymentRequestBody());
    await t.call(merchant, 'post', CREATE, paymentRequestBody());
    expect(await listed()).toBe(2);
  });
});
