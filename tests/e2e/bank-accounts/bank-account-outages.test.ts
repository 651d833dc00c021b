import { withLiveKey } from '../../support/modes';
import { TestApp, TestMerchant, startTestApp } from '../../support/test-app';
import { describeDatabase } from '../../support/test-database';
import { wholeDatabase } from '../dashboard/dashboard-support';
import {
  BANK_ACCOUNTS, accountPath, bankAccountsEnv, bncCredentials, closedPort, credentialsIn, mercantilCredentials,
} from './bank-accounts-support';

/**
 * Banks that do not answer (nothing listens at their URLs, so each call is refused at once), and a
 * server on PostgreSQL without BANK_CREDENTIALS_KEY, on the same database as the first.
 */
describe(`Bank accounts when the bank or the credentials key is missing ${describeDatabase()}`, () => {
  let app: TestApp;
  let keyless: TestApp;
  let merchant: TestMerchant;
  /** Every answer body of this file, for the last test's scan. */
  const answers: string[] = [];

  beforeAll(async () => {
    const env = bankAccountsEnv(`http://127.0.0.1:${await closedPort()}/v1`, `http://127.0.0.1:${await closedPort()}/api`);
    app = await startTestApp({ env });
    const { BANK_CREDENTIALS_KEY: _key, ...withoutKey } = env;
    // DATABASE_URL only tells the service it runs on PostgreSQL: the database it uses stays the test's.
    keyless = await startTestApp({ db: app.db, env: { ...withoutKey, DATABASE_URL: 'postgres://payments@127.0.0.1:5432/payments' } });
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    // reset() empties the tables it knows, merchants among them; bank accounts refer to merchants.
    await app.reset();
    merchant = withLiveKey(await app.merchant('Acme'));
  });

  const call = async (via: TestApp, method: 'get' | 'post' | 'patch', path: string, body?: unknown) => {
    const res = await via.call(merchant, method, path, body);
    answers.push(res.text);
    return res;
  };
  const mercantilAccount = { bank: 'mercantil', methods: ['c2p'], credentials: mercantilCredentials() };

  it('keeps an account whose bank does not answer, failed with bank_unavailable: not an error', async () => {
    const mercantil = await call(app, 'post', BANK_ACCOUNTS, mercantilAccount);
    const bnc = await call(app, 'post', BANK_ACCOUNTS, { bank: 'bnc', methods: ['p2p'], credentials: bncCredentials() });
    const again = await call(app, 'post', accountPath(mercantil.body.id, 'verify'));

    for (const { status, body } of [mercantil, bnc]) {
      expect([status, body.status, body.failure_code]).toEqual([201, 'failed', 'bank_unavailable']);
    }
    expect([again.status, again.body.status, again.body.failure_code, again.body.verified_at])
      .toEqual([200, 'failed', 'bank_unavailable', null]);
  });

  it('answers 503 bank_credentials_key_missing on PostgreSQL without BANK_CREDENTIALS_KEY, storing nothing; reading works', async () => {
    const { body: existing } = await call(app, 'post', BANK_ACCOUNTS, mercantilAccount);

    const refused = [
      await call(keyless, 'post', BANK_ACCOUNTS, { ...mercantilAccount, methods: ['card'] }),
      await call(keyless, 'patch', accountPath(existing.id), { methods: ['c2p', 'p2p'] }),
      await call(keyless, 'post', accountPath(existing.id, 'verify')),
    ];

    for (const res of refused) expect([res.status, res.body.code]).toEqual([503, 'bank_credentials_key_missing']);
    expect((await call(keyless, 'get', BANK_ACCOUNTS)).body).toEqual({ data: [existing] });
  });

  // Runs last: what every test of this file answered, logged and stored.
  it('never shows, logs or stores in clear a credential, nor the key that seals them', async () => {
    await call(app, 'post', BANK_ACCOUNTS, mercantilAccount);
    const database = await wholeDatabase(app);
    expect(database).toContain('"bank":"mercantil"');

    const logs = app.logsSinceStart() + keyless.logsSinceStart();
    expect(credentialsIn({ logs, answers: answers.join('\n'), database })).toEqual([]);
  });
});
