import request from 'supertest';
import { ConnectBankAccount } from '../../../src/application/bank-accounts/connect-bank-account';
import { ACCOUNTS_FRESH_FOR_MS } from '../../../src/adapters/gateways/account-gateway-directory';
import { FakeMercantil } from '../../../tools/fake-mercantil/fake-mercantil-server';
import { FixedClock } from '../../support/fakes';
import { startFakeMercantil } from '../../support/mercantil-fake';
import { paymentRequestBody } from '../../support/test-app';
import { TwoInstances, startTwoInstances } from '../../support/two-instances';
import { C2P_PATH, c2pPayment } from '../checkouts/checkout-support';
import { TEST_CREDENTIALS_KEY, mercantilCredentials } from './bank-accounts-support';

/**
 * An account connected on one instance reaches the others within ACCOUNTS_FRESH_FOR_MS (5 s): each
 * instance keeps its own directory of accounts and reads it again once it is that old.
 */
describe('a bank account connected on one instance, seen by another', () => {
  let fake: FakeMercantil;
  let two: TwoInstances;
  const clock = new FixedClock(new Date());

  beforeAll(async () => {
    const started = await startFakeMercantil();
    fake = started.fake;
    const env = { MERCANTIL_BASE_URL: started.settings.baseUrl, BANK_CREDENTIALS_KEY: TEST_CREDENTIALS_KEY };
    two = await startTwoInstances({ clock }, env);
  });
  afterAll(async () => {
    await two.close();
    await fake.close();
  });

  it('routes the other instance\'s live checkouts to it within seconds, the first instance\'s at once', async () => {
    const [first, second] = two.instances;
    const payOn = async (instance: typeof first) => {
      const created = await request(instance).post('/api/v1/payment_requests').set(two.liveAuth)
        .send(paymentRequestBody({ amount: 10 }));
      return request(instance).post(C2P_PATH).set(two.liveAuth).send({ payment: c2pPayment(created.body.id) });
    };
    expect((await payOn(second)).body.code).toBe('payment_method_unavailable');

    const connected = await two.containers[0].get(ConnectBankAccount).execute({
      owner: { merchantId: two.merchantId, livemode: true }, bank: 'mercantil', methods: ['c2p'],
      credentials: mercantilCredentials() as Record<string, string>,
    });
    expect(connected).toMatchObject({ kind: 'bank_account', account: { status: 'verified' } });

    const [onFirst, onSecondAtOnce] = [await payOn(first), await payOn(second)];
    clock.advanceSeconds(ACCOUNTS_FRESH_FOR_MS / 1000);
    const onSecondLater = await payOn(second);

    expect([onFirst.status, onSecondAtOnce.body.code, onSecondLater.status]).toEqual([201, 'payment_method_unavailable', 201]);
    expect(fake.ledger.approved()).toHaveLength(2);
  });
});
