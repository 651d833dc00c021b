import { Server, createServer } from 'node:http';
import { AddressInfo } from 'node:net';
import { PaymentRequest, VePaymentsClient, createClient, idempotencyKey, paths } from '../../../clients/typescript/src';
import { payInSandbox } from '../../../clients/typescript/examples/pay-in-sandbox';
import { receiveWebhooks } from '../../../clients/typescript/examples/receive-webhooks';
import { WEBHOOK_DELIVERY_WORKER } from '../../../src/container';
import { eventually } from '../../support/webhook-receiver';
import { TestApp, startTestApp } from '../../support/test-app';
import { describeDatabase } from '../../support/test-database';
import { closeServer } from '../../support/close-server';

const ORDER = {
  amount: 19.99,
  description: 'Order #1001',
  external_id: 'order-1001',
  customer: { dni: 'V12345678', email: 'ana@example.com', first_name: 'Ana', last_name: 'Pérez' },
};
type C2pCheckoutBody = NonNullable<paths['/api/v1/checkouts/c2p']['post']['requestBody']>['content']['application/json'];

/** The sandbox approves OTP 123456 and declines 111111 (docs/merchant-guide.md, "Sandbox values"). */
const c2pPayment = (payment_request_id: string, otp_token = '123456'): C2pCheckoutBody => ({
  payment: { phone_number: '04141234567', issuer_payer_id: 'V12345678', issuer_bank_id: '0134', payment_request_id, otp_token },
});

describe(`The typed client (clients/typescript) against the real server over HTTP ${describeDatabase()}`, () => {
  let t: TestApp;
  let server: Server;
  let baseUrl: string;
  let client: VePaymentsClient;

  beforeAll(async () => {
    t = await startTestApp({ env: { WEBHOOK_ALLOW_PRIVATE_URLS: 'true', WEBHOOK_POLL_INTERVAL_MS: '50' } });
    t.container.get(WEBHOOK_DELIVERY_WORKER).start();
    server = createServer(t.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  beforeEach(async () => {
    await t.reset();
    client = createClient({ baseUrl, secretKey: (await t.merchant('Acme')).secretKey });
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(async () => {
    await t.container.get(WEBHOOK_DELIVERY_WORKER).stop();
    await closeServer(server);
    await t.close();
  });

  it('creates a request, reads and lists it, pays it by C2P in the sandbox, reads it paid and finds payment_request.paid in the events', async () => {
    const created = await client.POST('/api/v1/payment_requests', { body: ORDER });
    expect(created.response.status).toBe(201);
    const request: PaymentRequest = created.data!;
    expect(request).toMatchObject({ status: 'waiting_for_payment', main_amount: { amount: 19.99, currency_iso: 'USD' }, conversion_amount: { amount: 729.64, currency_iso: 'VES' } });

    const read = await client.GET('/api/v1/payment_requests/{id}', { params: { path: { id: request.id } } });
    expect(read.data).toEqual(request);

    const listed = await client.GET('/api/v1/payment_requests', { params: { query: { status: 'waiting_for_payment', limit: 10 } } });
    expect([listed.data?.meta.total_objects, listed.data?.data.map((each) => each.id)]).toEqual([1, [request.id]]);

    const paid = await client.POST('/api/v1/checkouts/c2p', { body: c2pPayment(request.id) });
    expect(paid.response.status).toBe(201);
    const confirmation = paid.data!.succeeded_payment_confirmation!;
    expect([paid.data!.status, confirmation.payment_method]).toEqual(['paid', 'c2p']);

    const after = (await client.GET('/api/v1/payment_requests/{id}', { params: { path: { id: request.id } } })).data!;
    expect([after.status, after.succeeded_payment_intent?.id, after.succeeded_payment_intent?.reference_id]).toEqual(['paid', confirmation.id, confirmation.reference_id]);

    const events = (await client.GET('/api/v1/events', { params: { query: { limit: 100 } } })).data!;
    expect(events.data.map((event) => event.type)).toEqual(['payment_request.created', 'payment_request.paid']);
    const paidEvent = (await client.GET('/api/v1/events/{id}', { params: { path: { id: events.data[1].id } } })).data!;
    // `type` tells the typed client what data.object is: a payment request here, a refund for refund.* events.
    if (paidEvent.type !== 'payment_request.paid') throw new Error(`unexpected ${paidEvent.type}`);
    expect([paidEvent.data.object.id, paidEvent.data.object.status, paidEvent.data.object.succeeded_payment_intent?.id]).toEqual([request.id, 'paid', confirmation.id]);
  });

  it('runs the README example: the request it creates and pays reads paid', async () => {
    const secretKey = (await t.merchant('Example')).secretKey;
    jest.spyOn(console, 'log').mockImplementation(() => undefined);

    const id = await payInSandbox(baseUrl, secretKey);

    const read = await createClient({ baseUrl, secretKey }).GET('/api/v1/payment_requests/{id}', { params: { path: { id } } });
    expect(read.data?.status).toBe('paid');
    expect(console.log).toHaveBeenCalledWith(id, 729.64, 'VES to pay at', read.data?.payment_url);
  });

  it('runs the README\'s whole story: an endpoint registered with the client, a sandbox payment, and the example receiver verifies payment_request.paid', async () => {
    const secretKey = (await t.merchant('Shop')).secretKey;
    const shop = createClient({ baseUrl, secretKey });
    const endpoint = (await shop.POST('/api/v1/webhook_endpoints', { body: { url: 'http://127.0.0.1:9/webhooks', events: ['payment_request.paid'] } })).data!;
    const paid: string[] = [];
    const receiver = receiveWebhooks(0, endpoint.secret, (id) => paid.push(id));
    try {
      await new Promise<void>((resolve) => receiver.once('listening', resolve));
      const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks`;
      expect((await shop.PATCH('/api/v1/webhook_endpoints/{id}', { params: { path: { id: endpoint.id } }, body: { url } })).response.status).toBe(200);
      jest.spyOn(console, 'log').mockImplementation(() => undefined);

      const id = await payInSandbox(baseUrl, secretKey);

      await eventually(() => paid.length > 0, 5_000, 'the payment_request.paid webhook');
      expect(paid).toEqual([id]);
      // The worker records the attempt once the receiver's answer has come back, a moment after the receiver saw it.
      const readDeliveries = async () => (await shop.GET('/api/v1/webhook_endpoints/{id}/deliveries', { params: { path: { id: endpoint.id } } })).data!.data;
      const deliveries = await eventually(async () => {
        const data = await readDeliveries();
        return data[0]?.status === 'pending' ? false : data;
      }, 5_000, 'the delivery recorded');
      expect(deliveries).toEqual([expect.objectContaining({ event_type: 'payment_request.paid', status: 'succeeded', last_response_status: 204 })]);
    } finally {
      await closeServer(receiver);
    }
  });

  it('hands back problems as typed errors: a declined payment is a 402 with its decline code and the request stays payable', async () => {
    const request = (await client.POST('/api/v1/payment_requests', { body: ORDER })).data!;

    const declined = await client.POST('/api/v1/checkouts/c2p', { body: c2pPayment(request.id, '111111') });

    expect(declined.data).toBeUndefined();
    expect([declined.response.status, declined.error?.code, declined.response.headers.get('content-type')]).toEqual([402, 'payment_declined', expect.stringContaining('application/problem+json')]);
    expect((await client.GET('/api/v1/payment_requests/{id}', { params: { path: { id: request.id } } })).data?.status).toBe('waiting_for_payment');
  });

  it('sends the Idempotency-Key of idempotencyKey(): a retried create replays the first answer and creates nothing more', async () => {
    const first = await client.POST('/api/v1/payment_requests', { body: ORDER, params: idempotencyKey('order-1001') });
    const again = await client.POST('/api/v1/payment_requests', { body: ORDER, params: idempotencyKey('order-1001') });

    expect([again.response.status, again.response.headers.get('idempotent-replayed'), again.data?.id]).toEqual([201, 'true', first.data!.id]);
    expect((await client.GET('/api/v1/payment_requests')).data?.meta.total_objects).toBe(1);
  });

  it('names the business and sells through a reusable link: the profile, the link and its requests, all typed', async () => {
    const named = await client.PATCH('/api/v1/merchant', { body: { name: 'Panadería La Esquina', brand_color: '#0A7D3B' } });
    expect([named.response.status, named.data?.name, named.data?.brand_color]).toEqual([200, 'Panadería La Esquina', '#0A7D3B']);

    const created = await client.POST('/api/v1/payment_links', { body: { amount: 12.5, description: 'Torta de chocolate' } });
    const link = created.data!;
    expect([created.response.status, link.object, link.active, link.amount.amount]).toEqual([201, 'payment_link', true, 12.5]);
    const off = await client.PATCH('/api/v1/payment_links/{id}', { params: { path: { id: link.id } }, body: { active: false } });
    expect(off.data?.active).toBe(false);

    const through = await client.GET('/api/v1/payment_requests', { params: { query: { payment_link_id: link.id } } });
    expect(through.data?.meta.total_objects).toBe(0);
    expect((await client.GET('/api/v1/merchant')).data?.name).toBe('Panadería La Esquina');
  });

  it('is refused with a typed 401 problem when the secret key is wrong', async () => {
    const stranger = createClient({ baseUrl, secretKey: 'sk_test_notAKey' });

    const answer = await stranger.GET('/api/v1/payment_requests');

    expect([answer.response.status, answer.error?.code, answer.response.headers.get('www-authenticate')]).toEqual([401, 'unauthorized', 'Bearer']);
  });
});

/** Never run: `npx tsc --noEmit` fails if the client stops catching these mistakes. */
export function typeErrorsTheCompilerCatches(client: VePaymentsClient): void {
  // @ts-expect-error: no such path
  void client.GET('/api/v1/payment_request');
  // @ts-expect-error: amount is a number
  void client.POST('/api/v1/payment_requests', { body: { ...ORDER, amount: '19.99' } });
  // @ts-expect-error: the path parameter is required
  void client.GET('/api/v1/payment_requests/{id}', {});
  // @ts-expect-error: not a status
  void client.GET('/api/v1/payment_requests', { params: { query: { status: 'done' } } });
}
