import { FakeBdv } from '../../../tools/fake-bdv/fake-bdv-server';
import { C2P_PATH, c2pPayment } from '../checkouts/checkout-support';
import { TEST_CREDENTIALS_KEY } from '../bank-accounts/bank-accounts-support';
import { load } from 'cheerio';
import { get, post, postConfirmed, signIn, wholeDatabase } from '../dashboard/dashboard-support';
import { FAKE_BDV_MERCHANT, startFakeBdv } from '../../support/bdv-fake';
import { bdvC2pGateway } from '../../support/bdv-charges';
import { BdvSettings } from '../../../src/adapters/gateways/bdv/bdv-settings';
import { FixedClock } from '../../support/fakes';
import { withLiveKey } from '../../support/modes';
import { payerDataIn } from '../../support/payer-data';
import { reveals } from '../../support/secret-scan';
import { TestApp, TestMerchant, paymentRequestBody, startTestApp } from '../../support/test-app';
import { describeDatabase } from '../../support/test-database';

const ACCOUNTS = '/api/v1/bank_accounts';
const PAYER = { phone: '04141234567', id: 'V12345678', bank: '0134' };
const WRONG_KEY = 'NOTTHEMERCHANTSKEY000000';
const ves = (amount: number) => ({ amount_cents: Math.round(amount * 100), amount, currency_iso: 'VES' });

/** The fake BDV merchant's credentials as the merchant types them into the connect form or the API. */
const credentials = (overrides: Record<string, string> = {}) => ({
  c2p_api_key: FAKE_BDV_MERCHANT.keys.c2p,
  conciliation_api_key: FAKE_BDV_MERCHANT.keys.conciliation,
  suite_api_key: FAKE_BDV_MERCHANT.keys.suite,
  merchant_phone: FAKE_BDV_MERCHANT.merchantPhone,
  merchant_id_document: 'J-123456789',
  account_number: FAKE_BDV_MERCHANT.accountNumber,
  ...overrides,
});

/**
 * A merchant connects its own BDV account through the API (the service holds no BDV credentials of its own) and is
 * paid into it: C2P with the key the bank sends the payer, its refund, a reported transfer with the payer's id.
 */
describe(`A merchant's own Banco de Venezuela account, end to end ${describeDatabase()}`, () => {
  let fake: FakeBdv;
  let settings: BdvSettings;
  let app: TestApp;
  let merchant: TestMerchant;
  const answers: string[] = [];
  /** Every key (OTP) the bank sent a payer in this file, and every transfer reference it booked. */
  const otps: string[] = [];
  const references: string[] = [];
  const clock = new FixedClock(new Date());

  beforeAll(async () => {
    ({ fake, settings } = await startFakeBdv({ timeoutMs: 2_000, lookupTimeoutMs: 2_000 }));
    const env = {
      BDV_BASE_URL: settings.baseUrl, BDV_TIMEOUT_MS: '2000', BDV_LOOKUP_TIMEOUT_MS: '2000',
      BANK_CREDENTIALS_KEY: TEST_CREDENTIALS_KEY, USD_VES_RATE: '36.5',
    };
    app = await startTestApp({ env, overrides: { clock } });
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });
  beforeEach(async () => {
    await app.reset();
    fake.ledger.clear();
    clock.set(new Date());
    merchant = withLiveKey(await app.merchant('Acme'));
  });

  const call = async (method: 'get' | 'post', path: string, body?: object) => {
    const res = await app.call(merchant, method, path, body);
    answers.push(res.text);
    return res;
  };
  const connect = (overrides: Record<string, string> = {}) =>
    call('post', ACCOUNTS, { bank: 'bdv', methods: ['c2p', 'p2p'], credentials: credentials(overrides) });
  const account = async (id: string) => (await call('get', `${ACCOUNTS}/${id}`)).body;
  /** 10 USD at 36.5: 365.00 VES. */
  const newRequest = async () => (await call('post', '/api/v1/payment_requests', paymentRequestBody({ amount: 10 }))).body.id as string;
  /** The bank sends the payer a C2P key (through the account's own adapter; the API's endpoint is another change's). */
  const keySent = async () => {
    const answer = await bdvC2pGateway(settings).c2pKeys.sendKey({ payerId: PAYER.id, phoneNumber: PAYER.phone, bankCode: PAYER.bank });
    expect(answer).toEqual({ status: 'sent', expiresInSeconds: 300 });
    const { otp } = fake.ledger.keys[fake.ledger.keys.length - 1];
    otps.push(otp);
    return otp;
  };
  const payC2p = (id: string, otp: string) => call('post', C2P_PATH, { payment: c2pPayment(id, { otp_token: otp }) });

  it('connects with calls that move nothing: verified, its C2P key not checked yet, payers sent to its phone', async () => {
    const res = await connect();

    expect([res.status, res.body.bank, res.body.status, res.body.c2p_key_checked]).toEqual([201, 'bdv', 'verified', false]);
    expect(res.body.receiving_account).toEqual({
      bank_code: '0102', phone_number: FAKE_BDV_MERCHANT.merchantPhone, national_id: 'J-123456789', account_number_last4: '3374',
    });
    expect(res.body.credentials).toEqual(expect.objectContaining({ c2p_api_key: '…CDEF', account_number: '…3374' }));
    expect([fake.ledger.charges, fake.ledger.refunds, fake.ledger.movements]).toEqual([[], [], []]);
  });

  it('keeps an account whose conciliation key the bank refuses, failed bank_credentials_refused', async () => {
    const res = await connect({ conciliation_api_key: WRONG_KEY });

    expect([res.status, res.body.status, res.body.failure_code]).toEqual([201, 'failed', 'bank_credentials_refused']);
  });

  it('takes a live C2P payment with the key the bank sent into the account, checks its C2P key, and refunds it', async () => {
    const { id: accountId } = (await connect()).body;
    const id = await newRequest();

    const paid = await payC2p(id, await keySent());
    const refund = await call('post', `/api/v1/payment_requests/${id}/refunds`, {});

    expect([paid.status, paid.body.status]).toEqual([201, 'paid']);
    expect(fake.ledger.charges).toEqual([expect.objectContaining({ code: '1000', cents: 36500, payerPhone: PAYER.phone })]);
    expect((await account(accountId)).c2p_key_checked).toBe(true);
    expect([refund.status, refund.body.method, refund.body.status, refund.body.conversion_amount])
      .toEqual([201, 'reversal', 'succeeded', ves(365)]);
    expect(fake.ledger.refunds).toEqual([expect.objectContaining({ kind: 'annulment', cents: 36500 })]);
  });

  it('counts a declined charge as the C2P key checked: the bank answered it', async () => {
    const { id: accountId } = (await connect()).body;

    const declined = await payC2p(await newRequest(), '22222222');

    expect([declined.status, declined.body.decline_code]).toEqual([402, 'insufficient_funds']);
    expect((await account(accountId)).c2p_key_checked).toBe(true);
  });

  it('fails the account when the bank refuses its C2P key on a charge: later C2P checkouts have nowhere to go', async () => {
    const connected = (await connect({ c2p_api_key: WRONG_KEY })).body;
    expect([connected.status, connected.c2p_key_checked]).toEqual(['verified', false]);

    const refused = await payC2p(await newRequest(), '12345678');
    const next = await payC2p(await newRequest(), '12345678');

    expect([refused.status, refused.body.code]).toEqual([502, 'payment_outcome_unknown']);
    expect(await account(connected.id)).toMatchObject({ status: 'failed', failure_code: 'bank_credentials_refused', c2p_key_checked: false });
    expect([next.status, next.body.code]).toEqual([422, 'payment_method_unavailable']);
    expect(fake.ledger.charges).toEqual([]);
  });

  it('pays a request with a reported transfer and the payer\'s id, and refunds it by a Pago Móvil payout to the payer', async () => {
    await connect();
    const id = await newRequest();
    const transfer = fake.receiveTransfer({ payerPhone: PAYER.phone, payerBank: '0102', payerId: PAYER.id, amount: '365.00' });
    references.push(transfer.reference);

    const paid = await call('post', '/api/v1/checkouts/p2p', {
      payment: { payment_request_id: id, phone_number: PAYER.phone, issuer_bank_id: '0102', issuer_payer_id: PAYER.id, reference: transfer.reference },
    });
    const refund = await call('post', `/api/v1/payment_requests/${id}/refunds`, { amount: 4 });

    expect([paid.status, paid.body.succeeded_payment_confirmation?.reference_id]).toEqual([201, transfer.reference]);
    expect([refund.status, refund.body.method, refund.body.status, refund.body.conversion_amount]).toEqual([201, 'p2p', 'succeeded', ves(146)]);
    expect(fake.ledger.refunds).toEqual([expect.objectContaining({ kind: 'vuelto', cents: 14600, payeePhone: PAYER.phone, payeeId: PAYER.id })]);
  });

  it('as a merchant who writes no code: connects it from the dashboard, is paid with the key sent by SMS, refunds it', async () => {
    const browser = await signIn(app, merchant.liveSecretKey);
    const typed = Object.entries(credentials()).map(([field, value]) => [`credentials.${field}`, value]);
    const form = { csrf_token: browser.csrf, bank: 'bdv', method_c2p: 'on', method_p2p: 'on', ...Object.fromEntries(typed) };
    const connected = await post(app, '/dashboard/bank_accounts', form, browser);
    expect(connected.status).toBe(303);
    const statusOf = async () => load((await get(app, '/dashboard/bank_accounts', browser)).text)('td[data-label="Estado"]').text();
    expect(await statusOf()).toBe('VerificadaClave C2P sin probar: se confirma con el primer cobro C2P.');

    const id = await newRequest();
    const payer = { dni: PAYER.id, phone_number: PAYER.phone, issuer_bank_id: PAYER.bank };
    const key = await call('post', `/api/v1/payment_requests/${id}/c2p_key`, payer);
    expect([key.status, key.body]).toEqual([202, { object: 'c2p_key_request', sent: true, expires_in: 300 }]);
    const { otp } = fake.ledger.keys[fake.ledger.keys.length - 1];
    otps.push(otp);
    expect((await payC2p(id, otp)).status).toBe(201);
    expect(await statusOf()).toBe('Verificada');

    const refundForm = { amount: '10', reason: 'requested_by_customer', description: 'Devolución', csrf_token: browser.csrf };
    const asked = await post(app, `/dashboard/payment_requests/${id}/refunds`, refundForm, browser);
    expect(asked.text).toContain('Se reembolsará USD 10,00');
    const refunded = await postConfirmed(app, `/dashboard/payment_requests/${id}/refunds`, refundForm, browser);
    expect(refunded.status).toBe(303);
    expect(fake.ledger.charges).toHaveLength(1);
    expect((await call('get', `/api/v1/payment_requests/${id}/refunds`)).body.data).toEqual([
      expect.objectContaining({ method: 'reversal', status: 'succeeded', conversion_amount: ves(365) }),
    ]);
  });

  // Runs last: what every test of this file logged, answered and stored.
  it('kept the payer\'s phone and id and the keys out of every log line, the keys and OTPs out of answers and the database', async () => {
    const database = await wholeDatabase(app);
    const keys = [...Object.values(FAKE_BDV_MERCHANT.keys), WRONG_KEY, FAKE_BDV_MERCHANT.accountNumber, TEST_CREDENTIALS_KEY];
    const places = { logs: app.logsSinceStart(), answers: answers.join('\n'), database };
    const leaks = Object.entries(places).flatMap(([place, text]) =>
      [...keys, ...otps].filter((secret) => reveals(text, secret)).map((secret) => `${secret} in ${place}`));

    expect(otps.length).toBeGreaterThan(0);
    expect(leaks).toEqual([]);
    expect(payerDataIn(app.logsSinceStart(), references)).toEqual([]);
  });
});
