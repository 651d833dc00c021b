import { withLiveKey } from '../../support/modes';
import { TestApp, TestMerchant, paymentRequestBody, startTestApp } from '../../support/test-app';
import { TestDatabase, describeDatabase, openTestDatabase, secondPoolOn } from '../../support/test-database';
import { C2P_PATH, c2pPayment } from '../checkouts/checkout-support';

const HOOKS = { WEBHOOK_ALLOW_PRIVATE_URLS: 'true' };

/** Test objects made on one instance, live ones on another sharing the database: neither key ever sees the other mode's. */
describe(`A key sees only its own mode's objects, across instances ${describeDatabase()}`, () => {
  let db: TestDatabase;
  let second: Awaited<ReturnType<typeof secondPoolOn>>;
  let testSide: TestApp;
  let liveSide: TestApp;
  let test: TestMerchant;
  let live: TestMerchant;

  beforeAll(async () => {
    db = await openTestDatabase();
    second = await secondPoolOn(db);
    testSide = await startTestApp({ db, env: HOOKS });
    liveSide = await startTestApp({ db: { ...db, database: second.database }, env: HOOKS });
  });
  beforeEach(async () => {
    await db.reset();
    test = await testSide.merchant('Acme');
    live = withLiveKey(test);
  });
  afterAll(async () => {
    await second.close();
    await db.close();
  });

  const createOn = async (app: TestApp, caller: TestMerchant, externalId: string) => {
    const res = await app.call(caller, 'post', '/api/v1/payment_requests', paymentRequestBody({ external_id: externalId }));
    expect(res.status).toBe(201);
    return res.body as { id: string; livemode: boolean };
  };

  it('a request of one mode is 404 to the other mode\'s key, for reading, updating, canceling and paying', async () => {
    const testRequest = await createOn(testSide, test, 'test-1');
    const liveRequest = await createOn(liveSide, live, 'live-1');

    const answers = await Promise.all([
      liveSide.call(live, 'get', `/api/v1/payment_requests/${testRequest.id}`),
      testSide.call(test, 'get', `/api/v1/payment_requests/${liveRequest.id}`),
      liveSide.call(live, 'patch', `/api/v1/payment_requests/${testRequest.id}`, { description: 'x' }),
      liveSide.call(live, 'post', `/api/v1/payment_requests/${testRequest.id}/cancel`),
      testSide.call(test, 'post', C2P_PATH, { payment: c2pPayment(liveRequest.id) }),
    ]);

    expect(answers.map((res) => res.status)).toEqual([404, 404, 404, 404, 404]);
    expect([testRequest.livemode, liveRequest.livemode]).toEqual([false, true]);
    const untouched = await liveSide.call(live, 'get', `/api/v1/payment_requests/${liveRequest.id}`);
    expect([untouched.body.status, untouched.body.pending_payment_intents]).toEqual(['waiting_for_payment', []]);
  });

  it('lists and their totals hold only the key\'s mode', async () => {
    await createOn(testSide, test, 'test-1');
    await createOn(testSide, test, 'test-2');
    await createOn(liveSide, live, 'live-1');

    const testList = (await testSide.call(test, 'get', '/api/v1/payment_requests')).body;
    const liveList = (await liveSide.call(live, 'get', '/api/v1/payment_requests?status=waiting_for_payment')).body;

    expect([testList.meta.total_objects, testList.data.map((r: { external_id: string }) => r.external_id)]).toEqual([2, ['test-2', 'test-1']]);
    expect([liveList.meta.total_objects, liveList.data.map((r: { external_id: string }) => r.external_id)]).toEqual([1, ['live-1']]);
  });

  it('the events feed of each key holds only its mode\'s events, and naming the other mode\'s event is 404 / 400', async () => {
    await createOn(testSide, test, 'test-1');
    await createOn(liveSide, live, 'live-1');

    const testFeed = (await testSide.call(test, 'get', '/api/v1/events')).body.data;
    const liveFeed = (await liveSide.call(live, 'get', '/api/v1/events')).body.data;

    expect(testFeed.map((e: { livemode: boolean; data: { object: { external_id: string } } }) => [e.livemode, e.data.object.external_id])).toEqual([[false, 'test-1']]);
    expect(liveFeed.map((e: { livemode: boolean; data: { object: { external_id: string } } }) => [e.livemode, e.data.object.external_id])).toEqual([[true, 'live-1']]);
    expect((await liveSide.call(live, 'get', `/api/v1/events/${testFeed[0].id}`)).status).toBe(404);
    expect((await liveSide.call(live, 'get', `/api/v1/events?after=${testFeed[0].id}`)).status).toBe(400);
  });

  it('a webhook endpoint receives only its own mode\'s events, and is not found by the other mode\'s key', async () => {
    const endpoint = { url: 'http://127.0.0.1:9/hooks' };
    const testEndpoint = (await testSide.call(test, 'post', '/api/v1/webhook_endpoints', endpoint)).body;
    const liveEndpoint = (await liveSide.call(live, 'post', '/api/v1/webhook_endpoints', endpoint)).body;

    await createOn(testSide, test, 'test-1');
    const deliveries = async (app: TestApp, caller: TestMerchant, id: string) =>
      (await app.call(caller, 'get', `/api/v1/webhook_endpoints/${id}/deliveries`)).body.data.map((d: { event_type: string }) => d.event_type);

    expect([testEndpoint.livemode, liveEndpoint.livemode]).toEqual([false, true]);
    expect(await deliveries(testSide, test, testEndpoint.id)).toEqual(['payment_request.created']);
    expect(await deliveries(liveSide, live, liveEndpoint.id)).toEqual([]);
    expect((await liveSide.call(live, 'get', '/api/v1/webhook_endpoints')).body.data.map((e: { id: string }) => e.id)).toEqual([liveEndpoint.id]);
    expect((await liveSide.call(live, 'get', `/api/v1/webhook_endpoints/${testEndpoint.id}`)).status).toBe(404);
  });

  it('one Idempotency-Key used in both modes makes one request in each: a key never replays the other mode\'s answer', async () => {
    const key = { 'Idempotency-Key': 'order-1001' };
    const first = await testSide.call(test, 'post', '/api/v1/payment_requests', paymentRequestBody(), key);
    const second = await liveSide.call(live, 'post', '/api/v1/payment_requests', paymentRequestBody(), key);

    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.id).not.toBe(first.body.id);
    expect([first.body.livemode, second.body.livemode]).toEqual([false, true]);
  });

  it('customers are kept per mode: a dni used in test mode is still new to live mode', async () => {
    await createOn(testSide, test, 'test-1');

    const bare = await liveSide.call(live, 'post', '/api/v1/payment_requests', paymentRequestBody({ customer: { dni: 'V12345678' } }));

    expect(bare.status).toBe(422);
    expect(bare.body.errors.map((e: { field: string }) => e.field)).toEqual(['customer.email', 'customer.first_name', 'customer.last_name']);
  });
});
