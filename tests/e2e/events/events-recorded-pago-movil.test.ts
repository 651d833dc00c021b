import { WEBHOOK_DELIVERY_WORKER } from '../../../src/container';
import { FakeBnc } from '../../../tools/fake-bnc/fake-bnc-server';
import { FakeMercantil } from '../../../tools/fake-mercantil/fake-mercantil-server';
import { startFakeBnc } from '../../support/bnc-fake';
import { startFakeMercantil } from '../../support/mercantil-fake';
import { withLiveKey } from '../../support/modes';
import { TestApp, TestMerchant, paymentRequestBody, startTestApp } from '../../support/test-app';
import { describeDatabase } from '../../support/test-database';
import { WebhookReceiver, eventually, startWebhookReceiver } from '../../support/webhook-receiver';
import {
  BANK_ACCOUNTS, MERCANTIL_RECEIVING, WRONG_SECRET, accountPath, bankAccountsEnv, bncCredentials, mercantilCredentials,
} from '../bank-accounts/bank-accounts-support';
import { EVENTS_PATH } from './events-support';

/**
 * @engine both: the account a request recorded, stored in its row and in its events' states by each engine.
 */

const WEBHOOKS = {
  WEBHOOK_ALLOW_PRIVATE_URLS: 'true', WEBHOOK_POLL_INTERVAL_MS: '50', WEBHOOK_RETRY_SCHEDULE_SECONDS: '1',
  WEBHOOK_TIMEOUT_MS: '10000', WEBHOOK_LEASE_SECONDS: '20',
};
const MERCANTIL_PAGO_MOVIL = {
  phone_number: MERCANTIL_RECEIVING.phone_number, bank_code: '0105', bank_name: 'Banco Mercantil', national_id: 'J-123456789',
};

describe(`an event shows the Pago Móvil account of when it happened, whatever the routing becomes ${describeDatabase()}`, () => {
  let app: TestApp;
  let mercantil: FakeMercantil;
  let bnc: FakeBnc;
  let receiver: WebhookReceiver;
  let merchant: TestMerchant;

  beforeAll(async () => {
    const [startedMercantil, startedBnc] = await Promise.all([startFakeMercantil(), startFakeBnc()]);
    [mercantil, bnc] = [startedMercantil.fake, startedBnc.fake];
    app = await startTestApp({ env: { ...bankAccountsEnv(startedMercantil.settings.baseUrl, startedBnc.settings.baseUrl), ...WEBHOOKS } });
    app.container.get(WEBHOOK_DELIVERY_WORKER).start();
    receiver = await startWebhookReceiver();
    merchant = withLiveKey(await app.merchant('Acme'));
  });
  afterAll(async () => {
    await app.container.get(WEBHOOK_DELIVERY_WORKER).stop();
    await Promise.all([app.close(), receiver.close(), mercantil.close(), bnc.close()]);
  });

  const call = async (method: 'get' | 'post' | 'patch', path: string, body?: unknown) => {
    const res = await app.call(merchant, method, path, body);
    expect(res.status).toBeLessThan(300);
    return res;
  };
  /** The event as the API shows it, alone and in the feed: its exact bytes. */
  const eventTexts = async (id: string): Promise<string[]> => {
    const alone = (await call('get', `${EVENTS_PATH}/${id}`)).text;
    const listed = (await call('get', `${EVENTS_PATH}?type=payment_request.created`)).body.data;
    return [alone, JSON.stringify(listed.find((event: { id: string }) => event.id === id))];
  };

  it('renders payment_request.created the same through the API and a retried webhook after the account is disabled and replaced', async () => {
    const mercantilAccount = (await call('post', BANK_ACCOUNTS, { bank: 'mercantil', methods: ['c2p', 'p2p'], credentials: mercantilCredentials() }))
      .body.id;
    await call('post', '/api/v1/webhook_endpoints', { url: receiver.url, events: ['payment_request.created'] });
    // The first delivery is held open until the routing has changed, then refused: the retry is rendered after it.
    receiver.answer = (_webhook, index) => (index === 0 ? 'hold' : 200);
    const request = (await call('post', '/api/v1/payment_requests', paymentRequestBody())).body;
    expect(request.pago_movil).toEqual(MERCANTIL_PAGO_MOVIL);
    const [created] = (await call('get', `${EVENTS_PATH}?type=payment_request.created`)).body.data;
    const before = await eventTexts(created.id);
    expect(JSON.parse(before[0]).data.object.pago_movil).toEqual(MERCANTIL_PAGO_MOVIL);
    await eventually(() => receiver.held() === 1, 5000, 'the first delivery');

    await call('patch', accountPath(mercantilAccount), { credentials: mercantilCredentials({ secret_key: WRONG_SECRET }) });
    await call('post', accountPath(mercantilAccount, 'disable'));
    await call('post', BANK_ACCOUNTS, { bank: 'bnc', methods: ['c2p', 'p2p'], credentials: bncCredentials() });
    receiver.release(500);
    const [first, retried] = await eventually(() => receiver.received.length === 2 && receiver.received, 8000, 'the retried delivery');

    expect(await eventTexts(created.id)).toEqual(before);
    expect(retried.headers['webhook-id']).toBe(created.id);
    expect(retried.body).toBe(first.body);
    expect(JSON.parse(retried.body)).toEqual(JSON.parse(before[0]));
    // The request itself shows where a transfer is checked now: the new account at BNC, as its hosted page does.
    const read = (await call('get', `/api/v1/payment_requests/${request.id}`)).body;
    expect(read.pago_movil).toMatchObject({ bank_code: '0191' });
  });
});
