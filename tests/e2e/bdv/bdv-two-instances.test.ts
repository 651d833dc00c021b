import request from 'supertest';
import { ACCOUNTS_FRESH_FOR_MS } from '../../../src/adapters/gateways/account-gateway-directory';
import { ConnectBankAccount } from '../../../src/application/bank-accounts/connect-bank-account';
import { ReconcilePendingPayments } from '../../../src/application/checkout/reconcile-pending-payments';
import { FakeBdv } from '../../../tools/fake-bdv/fake-bdv-server';
import { FAKE_BDV_MERCHANT, startFakeBdv } from '../../support/bdv-fake';
import { FixedClock } from '../../support/fakes';
import { paymentRequestBody } from '../../support/test-app';
import { TwoInstances, startTwoInstances } from '../../support/two-instances';
import { TEST_CREDENTIALS_KEY } from '../bank-accounts/bank-accounts-support';
import { C2P_PATH, c2pPayment } from '../checkouts/checkout-support';

/** A payer per key asked (a phone may be sent one key a minute). */
const payer = (phone: string) => ({ dni: 'V12345678', phone_number: phone, issuer_bank_id: '0134' });
const RECONCILE_AFTER_SECONDS = 60;

/**
 * A merchant's own BDV account on two instances of the service on one PostgreSQL database: connected on one, routed
 * by the other within seconds; a C2P charge whose answer never came to the first is settled by the second from the
 * bank's movements, never sent again.
 * @engine postgres: several instances on one server.
 */
describe('a merchant\'s own BDV account on two instances', () => {
  let fake: FakeBdv;
  let two: TwoInstances;
  const clock = new FixedClock(new Date());

  beforeAll(async () => {
    const started = await startFakeBdv({ timeoutMs: 300, lookupTimeoutMs: 2_000 });
    fake = started.fake;
    const env = {
      BDV_BASE_URL: started.settings.baseUrl, BDV_TIMEOUT_MS: '300', BDV_LOOKUP_TIMEOUT_MS: '2000',
      BANK_CREDENTIALS_KEY: TEST_CREDENTIALS_KEY, RECONCILE_AFTER_SECONDS: String(RECONCILE_AFTER_SECONDS),
    };
    two = await startTwoInstances({ clock }, env);
  });
  afterAll(async () => {
    await two.close();
    await fake.close();
  });

  it('routes the second instance\'s checkouts to an account connected on the first; a lost charge is settled by the second', async () => {
    const [first, second] = two.instances;
    const create = async (instance: typeof first) =>
      (await request(instance).post('/api/v1/payment_requests').set(two.liveAuth).send(paymentRequestBody({ amount: 10 }))).body.id;
    const keyFor = (instance: typeof first, id: string, phone: string) =>
      request(instance).post(`/api/v1/payment_requests/${id}/c2p_key`).set(two.liveAuth).send(payer(phone));
    const pay = (instance: typeof first, id: string) => {
      const { otp } = fake.ledger.keys[fake.ledger.keys.length - 1];
      return request(instance).post(C2P_PATH).set(two.liveAuth).send({ payment: c2pPayment(id, { otp_token: otp }) });
    };

    const before = await keyFor(second, await create(second), '04141000001');
    const connected = await two.containers[0].get(ConnectBankAccount).execute({
      owner: { merchantId: two.merchantId, livemode: true }, bank: 'bdv', methods: ['c2p', 'p2p'],
      credentials: {
        c2p_api_key: FAKE_BDV_MERCHANT.keys.c2p, conciliation_api_key: FAKE_BDV_MERCHANT.keys.conciliation,
        suite_api_key: FAKE_BDV_MERCHANT.keys.suite, merchant_phone: FAKE_BDV_MERCHANT.merchantPhone,
        merchant_id_document: 'J-123456789', account_number: FAKE_BDV_MERCHANT.accountNumber,
      },
    });
    expect(connected).toMatchObject({ kind: 'bank_account', account: { status: 'verified' } });
    const early = await keyFor(second, await create(second), '04141000002');
    clock.advanceSeconds(ACCOUNTS_FRESH_FOR_MS / 1000);
    const id = await create(second);
    const sent = await keyFor(second, id, '04141234567');

    fake.holdNextInTransit('process');
    const unanswered = await pay(first, id);
    const waiting = await request(first).get(`/api/v1/payment_requests/${id}`).set(two.liveAuth);
    fake.bookInTransit();
    clock.advanceSeconds(RECONCILE_AFTER_SECONDS + 1);
    await two.containers[1].get(ReconcilePendingPayments).execute();
    const settled = await request(second).get(`/api/v1/payment_requests/${id}`).set(two.liveAuth);

    expect([before.body.code, early.body.code, sent.status]).toEqual(['payment_method_unavailable', 'payment_method_unavailable', 202]);
    expect([unanswered.status, unanswered.body.code, waiting.body.status])
      .toEqual([502, 'payment_outcome_unknown', 'waiting_for_payment_confirmation']);
    expect(settled.body.status).toBe('paid');
    expect(settled.body.succeeded_payment_intent.reference_id).toBe(fake.ledger.charges[0].reference);
    expect(fake.ledger.charges).toHaveLength(1);
  });
});
