import { FakeMercantil } from '../../../tools/fake-mercantil/fake-mercantil-server';
import { mercantilEnv, startFakeMercantil } from '../../support/mercantil-fake';
import { withLiveKey } from '../../support/modes';
import { TestApp, TestMerchant, paymentRequestBody, startTestApp } from '../../support/test-app';
import { describeDatabase } from '../../support/test-database';
import { C2P_PATH, CARD_PATH, c2pPayment, cardPayment } from '../checkouts/checkout-support';

describe(`Test keys pay through the sandbox, live keys through the configured bank and never the sandbox ${describeDatabase()}`, () => {
  let fake: FakeMercantil;
  let app: TestApp;
  let merchant: TestMerchant;

  beforeAll(async () => {
    const started = await startFakeMercantil();
    fake = started.fake;
    // Banco Mercantil takes C2P; cards stay with the sandbox.
    app = await startTestApp({ env: { ...mercantilEnv(started.settings), CARD_GATEWAY: 'sandbox' } });
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });
  beforeEach(async () => {
    await app.reset();
    fake.ledger.clear();
    merchant = await app.merchant('Acme');
  });

  const newRequest = async (caller: TestMerchant): Promise<{ id: string; livemode: boolean }> => {
    const res = await app.call(caller, 'post', '/api/v1/payment_requests', paymentRequestBody());
    expect(res.status).toBe(201);
    return res.body;
  };
  const read = async (caller: TestMerchant, id: string) => (await app.call(caller, 'get', `/api/v1/payment_requests/${id}`)).body;

  it('a test key pays C2P through the sandbox: the bank sees nothing, whatever C2P_GATEWAY says', async () => {
    const request = await newRequest(merchant);

    const paid = await app.call(merchant, 'post', C2P_PATH, { payment: c2pPayment(request.id) });

    expect(request.livemode).toBe(false);
    expect([paid.status, paid.body.livemode]).toEqual([201, false]);
    expect(fake.ledger.all()).toEqual([]);
  });

  it('a live key pays C2P through the bank: the fake is charged once', async () => {
    const live = withLiveKey(merchant);
    const request = await newRequest(live);

    const paid = await app.call(live, 'post', C2P_PATH, { payment: c2pPayment(request.id) });

    expect(request.livemode).toBe(true);
    expect([paid.status, paid.body.livemode]).toEqual([201, true]);
    expect(fake.ledger.all()).toMatchObject([{ method: 'c2p', invoiceNumber: paid.body.succeeded_payment_confirmation.id }]);
  });

  it('a live key cannot pay by a method only the sandbox takes: 422 payment_method_unavailable, nothing charged or recorded', async () => {
    const live = withLiveKey(merchant);
    const request = await newRequest(live);

    const refused = await app.call(live, 'post', CARD_PATH, { payment: cardPayment(request.id) });

    expect([refused.status, refused.body.code]).toEqual([422, 'payment_method_unavailable']);
    const after = await read(live, request.id);
    expect([after.status, after.pending_payment_intents, after.rejected_payment_intents]).toEqual(['waiting_for_payment', [], []]);
    expect(fake.ledger.all()).toEqual([]);
  });

  it('the request\'s own checks come first: an unknown request is 404 and a paid one 422 not payable, even for an unavailable method', async () => {
    const live = withLiveKey(merchant);
    const request = await newRequest(live);
    await app.call(live, 'post', C2P_PATH, { payment: c2pPayment(request.id) });

    const unknown = await app.call(live, 'post', CARD_PATH, { payment: cardPayment('preq_' + 'Z'.repeat(24)) });
    const paid = await app.call(live, 'post', CARD_PATH, { payment: cardPayment(request.id) });

    expect([unknown.status, paid.status, paid.body.code]).toEqual([404, 422, 'payment_request_not_payable']);
  });

  it('a test key pays by card through the sandbox as before', async () => {
    const request = await newRequest(merchant);

    const paid = await app.call(merchant, 'post', CARD_PATH, { payment: cardPayment(request.id) });

    expect(paid.status).toBe(201);
  });
});

describe(`A server with no bank configured still serves live keys for everything but payments ${describeDatabase()}`, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('creates and reads live requests, and refuses both checkouts with payment_method_unavailable', async () => {
    const live = withLiveKey(await app.merchant('Acme'));
    const created = await app.call(live, 'post', '/api/v1/payment_requests', paymentRequestBody());

    const c2p = await app.call(live, 'post', C2P_PATH, { payment: c2pPayment(created.body.id) });
    const card = await app.call(live, 'post', CARD_PATH, { payment: cardPayment(created.body.id) });

    expect([created.status, created.body.livemode]).toEqual([201, true]);
    expect([c2p.status, c2p.body.code, card.status, card.body.code]).toEqual([422, 'payment_method_unavailable', 422, 'payment_method_unavailable']);
  });
});
