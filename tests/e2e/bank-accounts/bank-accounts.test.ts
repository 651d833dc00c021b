import { withLiveKey } from '../../support/modes';
import { TestApp, TestMerchant } from '../../support/test-app';
import { describeDatabase } from '../../support/test-database';
import { wholeDatabase } from '../dashboard/dashboard-support';
import {
  BANK_ACCOUNTS, MERCANTIL_HINTS, startBankAccountsApp, MERCANTIL_RECEIVING, WRONG_SECRET, accountPath as at, bncCredentials, credentialsIn,
  mercantilCredentials,
} from './bank-accounts-support';

type Method = 'get' | 'post' | 'patch';
type FieldError = { field: string; message: string };

describe(`A merchant's own bank accounts, at the local fake Mercantil and BNC ${describeDatabase()}`, () => {
  let app: TestApp;
  /** Acme with its live key; `testMerchant` is Acme with its test key. */
  let merchant: TestMerchant;
  let testMerchant: TestMerchant;
  /** Every answer body of this file, for the last test's scan. */
  const answers: string[] = [];

  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await startBankAccountsApp());
  });
  afterAll(() => close());
  beforeEach(async () => {
    // reset() empties the tables it knows, merchants among them; bank accounts refer to merchants.
    await app.reset();
    testMerchant = await app.merchant('Acme');
    merchant = withLiveKey(testMerchant);
  });

  const call = async (method: Method, path: string, body?: unknown, who = merchant, headers?: Record<string, string>) => {
    const res = await app.call(who, method, path, body, headers);
    answers.push(res.text);
    return res;
  };
  const connect = (body: unknown, headers?: Record<string, string>) => call('post', BANK_ACCOUNTS, body, merchant, headers);
  const connectMercantil = (methods = ['c2p', 'p2p'], credentials = mercantilCredentials()) =>
    connect({ bank: 'mercantil', methods, credentials });
  const connectBnc = (methods = ['c2p', 'p2p']) => connect({ bank: 'bnc', methods, credentials: bncCredentials() });
  const listed = async () => (await call('get', BANK_ACCOUNTS)).body.data;

  it('connects a Mercantil account: 201 verified, its credentials shown only by hints, its receiving account read from them', async () => {
    const res = await connectMercantil();

    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^ba_[A-Za-z0-9]+$/), object: 'bank_account', livemode: true, bank: 'mercantil', methods: ['c2p', 'p2p'],
      status: 'verified', failure_code: null, receiving_account: MERCANTIL_RECEIVING, credentials: MERCANTIL_HINTS, c2p_key_checked: false,
      verified_at: expect.any(Number), created_at: expect.any(Number), updated_at: res.body.verified_at,
    });
    // Verified once the bank answered: the same second as the connect, or the next when it crossed one.
    expect(res.body.verified_at - res.body.created_at).toBeGreaterThanOrEqual(0);
    expect(res.body.verified_at - res.body.created_at).toBeLessThanOrEqual(1);
    expect((await call('get', at(res.body.id))).body).toEqual(res.body);
  });

  it('answers a retried connect with the same Idempotency-Key from the first: one account', async () => {
    const body = { bank: 'mercantil', methods: ['c2p'], credentials: mercantilCredentials() };
    const first = await connect(body, { 'Idempotency-Key': 'connect-mercantil-1' });
    const again = await connect(body, { 'Idempotency-Key': 'connect-mercantil-1' });

    expect([again.status, again.headers['idempotent-replayed'], again.body]).toEqual([201, 'true', first.body]);
    expect(await listed()).toHaveLength(1);
  });

  it('keeps an account the bank refuses, failed with bank_credentials_refused: a wrong secret key, an unknown client id', async () => {
    const wrongSecret = await connectMercantil(['c2p'], mercantilCredentials({ secret_key: WRONG_SECRET }));
    const unknownClient = await connectMercantil(['c2p'], mercantilCredentials({ client_id: 'no-such-client-id-0000' }));
    const again = await call('post', at(wrongSecret.body.id, 'verify'));

    for (const { status, body } of [wrongSecret, unknownClient]) {
      expect([status, body.status, body.failure_code, body.verified_at]).toEqual([201, 'failed', 'bank_credentials_refused', null]);
    }
    expect([wrongSecret.body.credentials.secret_key, unknownClient.body.credentials.client_id]).toEqual(['…0000', '…0000']);
    expect([again.status, again.body.status, again.body.failure_code]).toEqual([200, 'failed', 'bank_credentials_refused']);
  });

  it('lets one verified account take each method: another for c2p is 422 method_already_routed naming methods', async () => {
    await connectMercantil(['c2p', 'p2p']);

    const taken = await connectBnc(['c2p']);
    const card = await connectMercantil(['card']);

    expect([taken.status, taken.body.code, taken.body.errors.map((error: FieldError) => error.field)])
      .toEqual([422, 'method_already_routed', ['methods']]);
    expect([card.status, card.body.status, card.body.methods, card.body.receiving_account]).toEqual([201, 'verified', ['card'], null]);
    expect(await listed()).toHaveLength(2);
  });

  it('names each field it cannot take, a credential as `credentials.<field>`, without repeating what was sent', async () => {
    const errors = async (body: object) => {
      const res = await connect(body);
      expect([res.status, res.body.code]).toEqual([422, 'validation_error']);
      return res.body.errors.map(({ field, message }: FieldError) => `${field}: ${message}`);
    };
    const withCredentials = (credentials: Record<string, unknown>, methods = ['c2p', 'p2p']) =>
      errors({ bank: 'mercantil', methods, credentials });
    const { secret_key: _secret, ...withoutSecret } = mercantilCredentials();
    const { merchant_id_document: _rif, ...withoutRif } = mercantilCredentials();

    expect(await withCredentials(mercantilCredentials({ merchant_phone: '02125550199' })))
      .toEqual([expect.stringMatching(/^credentials\.merchant_phone: must be a Venezuelan mobile number/)]);
    expect(await withCredentials(mercantilCredentials({ pin: 'pin-value-7Q3Z' })))
      .toEqual([expect.stringMatching(/^credentials\.pin: is not a credential /)]);
    expect(await withCredentials(withoutSecret)).toEqual(['credentials.secret_key: is required']);
    expect(await withCredentials(withoutRif)).toEqual(['credentials.merchant_id_document: is required when methods include p2p']);
    expect(await withCredentials(mercantilCredentials({ terminal_id: 1 }))).toEqual(['credentials.terminal_id: must be a string']);
    expect(await errors({ bank: 'banesco', methods: ['c2p'], credentials: {} })).toEqual(['bank: must be one of mercantil, bnc']);
    expect(await errors({ bank: 'bnc', methods: ['card'], credentials: bncCredentials() })).toEqual(['methods: bnc takes only c2p, p2p']);
    for (const methods of [[], ['c2p', 'c2p'], ['credit_or_debit_card']]) {
      expect(await withCredentials(mercantilCredentials(), methods)).toEqual([expect.stringMatching(/^methods: must be a non-empty /)]);
    }
    expect(answers.filter((text) => text.includes('02125550199') || text.includes('pin-value-7Q3Z'))).toEqual([]);
    expect(await listed()).toEqual([]);
  });

  it('connects a BNC account (c2p, p2p): verified, its receiving account with the account number\'s last four digits', async () => {
    const { status, body } = await connectBnc();

    expect([status, body.bank, body.status, body.methods]).toEqual([201, 'bnc', 'verified', ['c2p', 'p2p']]);
    expect(body.receiving_account)
      .toEqual({ bank_code: '0191', phone_number: '04142591177', national_id: 'J-123456789', account_number_last4: '0049' });
    expect(body.credentials).toEqual({
      client_guid: '…58F4', master_key: '…8F90', terminal: '…01', account_number: '…0049',
      merchant_phone: '…177', merchant_id_document: '…789',
    });
  });

  it('lists the accounts oldest first and reads each; another merchant\'s id, or an id of another shape, is 404', async () => {
    const first = (await connectMercantil(['c2p'])).body;
    const second = (await connectBnc(['p2p'])).body;
    const other = withLiveKey(await app.merchant('Other'));
    const foreign: [Method, string, object?][] = [
      ['get', at(first.id)], ['patch', at(first.id), { methods: ['card'] }],
      ['post', at(first.id, 'verify')], ['post', at(first.id, 'disable')],
    ];

    expect([await listed(), (await call('get', at(second.id))).body]).toEqual([[first, second], second]);
    expect((await call('get', BANK_ACCOUNTS, undefined, other)).body).toEqual({ data: [] });
    for (const [method, path, body] of foreign) expect((await call(method, path, body, other)).body.code).toBe('not_found');
    for (const id of ['ba_NoSuchAccount000000000', 'preq_4f8Qm2ZkT7bX9cV1nL3pR5sD', 'x']) {
      expect((await call('get', at(id))).status).toBe(404);
    }
    expect((await call('get', at(first.id))).body).toEqual(first);
  });

  it('changes the methods, replaces the credentials and checks them again, and verifies on request', async () => {
    const { id } = (await connectMercantil(['c2p'])).body;

    const methods = await call('patch', at(id), { methods: ['c2p', 'p2p'] });
    const wrong = await call('patch', at(id), { credentials: mercantilCredentials({ secret_key: WRONG_SECRET }) });
    const fixed = await call('patch', at(id), { credentials: mercantilCredentials() });
    const verified = await call('post', at(id, 'verify'), {});
    const neither = await call('patch', at(id), {});

    expect([methods.status, methods.body.methods, methods.body.receiving_account]).toEqual([200, ['c2p', 'p2p'], MERCANTIL_RECEIVING]);
    expect([wrong.status, wrong.body.status, wrong.body.failure_code, wrong.body.credentials.secret_key])
      .toEqual([200, 'failed', 'bank_credentials_refused', '…0000']);
    expect([fixed.status, fixed.body.status, fixed.body.failure_code, fixed.body.credentials])
      .toEqual([200, 'verified', null, MERCANTIL_HINTS]);
    expect([verified.status, verified.body.status]).toEqual([200, 'verified']);
    expect([neither.status, neither.body.errors[0].field]).toEqual([422, 'methods']);
  });

  it('disables an account for good: PATCH and verify are then 422 bank_account_disabled, and its methods go free', async () => {
    const { id } = (await connectMercantil(['c2p'])).body;

    const disabled = await call('post', at(id, 'disable'));
    const refused = [await call('patch', at(id), { methods: ['card'] }), await call('post', at(id, 'verify'))];
    const replacement = await connectBnc(['c2p']);

    expect([disabled.status, disabled.body.status, (await call('get', at(id))).body.status]).toEqual([200, 'disabled', 'disabled']);
    for (const res of refused) expect([res.status, res.body.code]).toEqual([422, 'bank_account_disabled']);
    expect([replacement.status, replacement.body.status]).toEqual([201, 'verified']);
  });

  it('answers a test key 403 live_mode_required on every endpoint: test mode always pays through the sandbox', async () => {
    const { id } = (await connectMercantil(['c2p'])).body;
    const every: [Method, string, object?][] = [
      ['get', BANK_ACCOUNTS], ['post', BANK_ACCOUNTS, { bank: 'mercantil', methods: ['c2p'], credentials: mercantilCredentials() }],
      ['get', at(id)], ['patch', at(id), { methods: ['card'] }], ['post', at(id, 'verify')], ['post', at(id, 'disable')],
    ];

    for (const [method, path, body] of every) {
      const { status, body: problem } = await call(method, path, body, testMerchant);
      expect([`${method} ${path}`, status, problem.code, problem.detail])
        .toEqual([`${method} ${path}`, 403, 'live_mode_required', expect.stringMatching(/sandbox/)]);
    }
    expect((await call('get', at(id))).body.status).toBe('verified');
  });

  // Runs last: what every test of this file answered, logged and stored.
  it('never shows, logs or stores in clear a credential, nor the key that seals them', async () => {
    await connectMercantil(['c2p']);
    await connectBnc(['p2p']);
    const database = await wholeDatabase(app);
    expect(database).toContain('"bank":"bnc"');

    expect(credentialsIn({ logs: app.logsSinceStart(), answers: answers.join('\n'), database })).toEqual([]);
  });
});
