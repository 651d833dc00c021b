import { ConnectBankAccount } from '../../../src/application/bank-accounts/connect-bank-account';
import { ChangeBankAccount } from '../../../src/application/bank-accounts/change-bank-account';
import { ReconcilePendingPayments } from '../../../src/application/checkout/reconcile-pending-payments';
import { SweepStatements } from '../../../src/application/statements/sweep-statements';
import { PaymentMethod } from '../../../src/domain/payment-intent';
import { FakeBnc } from '../../../tools/fake-bnc/fake-bnc-server';
import { FakeMercantil } from '../../../tools/fake-mercantil/fake-mercantil-server';
import { FakeMercantilMerchant } from '../../../tools/fake-mercantil/fake-mercantil-merchant';
import { FAKE_BNC_CREDENTIALS, startFakeBnc } from '../../support/bnc-fake';
import { FixedClock } from '../../support/fakes';
import { FAKE_CREDENTIALS, SECOND_FAKE_CREDENTIALS, startFakeMercantil } from '../../support/mercantil-fake';
import { withLiveKey } from '../../support/modes';
import { describeDatabase } from '../../support/test-database';
import { TestApp, TestMerchant, paymentRequestBody, startTestApp } from '../../support/test-app';
import { C2P_PATH, CARD_PATH, c2pPayment, cardPayment } from '../checkouts/checkout-support';

/**
 * @engine both: the payment intents' and refunds' bank accounts stored and matched by each engine.
 */

/** A test key-encryption key (32 bytes, base64). */
const KEY = Buffer.alloc(32, 7).toString('base64');

/** A merchant's credentials as the API takes them: the settings' names without the prefix, in lower case. */
const mercantilCredentials = (c: typeof SECOND_FAKE_CREDENTIALS | typeof FAKE_CREDENTIALS, rif = 'J-123456789') => ({
  client_id: c.clientId, secret_key: c.secretKey, integrator_id: c.integratorId, merchant_id: c.merchantId,
  terminal_id: c.terminalId, merchant_phone: `0${c.merchantPhone.slice(2)}`, merchant_id_document: rif,
});
const bncCredentials = {
  client_guid: FAKE_BNC_CREDENTIALS.clientGuid, master_key: FAKE_BNC_CREDENTIALS.masterKey, terminal: FAKE_BNC_CREDENTIALS.terminal,
  account_number: FAKE_BNC_CREDENTIALS.accountNumber, merchant_phone: `0${FAKE_BNC_CREDENTIALS.merchantPhone.slice(2)}`,
  merchant_id_document: FAKE_BNC_CREDENTIALS.merchantIdDocument,
};

/**
 * One deployment, three merchants, each paid into its own bank account: A at Banco Mercantil (the fake's
 * first merchant), C at Banco Mercantil too (the fake's second merchant), B at BNC. The deployment has the
 * banks' base URLs but no account of its own.
 */
describe(`live checkouts routed to each merchant's own bank account ${describeDatabase()}`, () => {
  let mercantil: FakeMercantil;
  let secondAtMercantil: FakeMercantilMerchant;
  let bnc: FakeBnc;
  let app: TestApp;
  let a: TestMerchant;
  let b: TestMerchant;
  let c: TestMerchant;
  const clock = new FixedClock(new Date());

  beforeAll(async () => {
    const startedMercantil = await startFakeMercantil({ timeoutMs: 1_000, lookupTimeoutMs: 2_000 });
    mercantil = startedMercantil.fake;
    secondAtMercantil = mercantil.addMerchant(SECOND_FAKE_CREDENTIALS);
    const startedBnc = await startFakeBnc({ timeoutMs: 1_000, lookupTimeoutMs: 2_000 });
    bnc = startedBnc.fake;
    app = await startTestApp({
      env: {
        MERCANTIL_BASE_URL: startedMercantil.settings.baseUrl, MERCANTIL_TIMEOUT_MS: '1000', MERCANTIL_LOOKUP_TIMEOUT_MS: '2000',
        BNC_BASE_URL: startedBnc.settings.baseUrl, BNC_TIMEOUT_MS: '1000', BNC_LOOKUP_TIMEOUT_MS: '2000',
        BANK_CREDENTIALS_KEY: KEY, RECONCILE_AFTER_SECONDS: '120',
      },
      overrides: { clock },
    });
  });
  afterAll(async () => {
    await app.close();
    await mercantil.close();
    await bnc.close();
  });
  beforeEach(async () => {
    await app.reset();
    for (const ledger of [mercantil.ledger, secondAtMercantil.ledger, bnc.ledger]) ledger.clear();
    a = withLiveKey(await app.merchant('A'));
    b = withLiveKey(await app.merchant('B'));
    c = withLiveKey(await app.merchant('C'));
    await connect(a, 'mercantil', ['c2p', 'credit_or_debit_card'], mercantilCredentials(FAKE_CREDENTIALS));
    await connect(b, 'bnc', ['c2p', 'p2p'], bncCredentials);
    await connect(c, 'mercantil', ['c2p', 'p2p'], mercantilCredentials(SECOND_FAKE_CREDENTIALS, SECOND_FAKE_CREDENTIALS.merchantIdDocument));
  });

  async function connect(merchant: TestMerchant, bank: string, methods: PaymentMethod[], credentials: Record<string, string>): Promise<string> {
    const outcome = await app.container.get(ConnectBankAccount).execute({ owner: { merchantId: merchant.id, livemode: true }, bank, methods, credentials });
    if (outcome.kind !== 'bank_account') throw new Error(`not connected: ${JSON.stringify(outcome)}`);
    expect(outcome.account.status).toBe('verified');
    return outcome.account.id;
  }
  const create = async (merchant: TestMerchant): Promise<string> => {
    const res = await app.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody({ amount: 10 }));
    expect(res.status).toBe(201);
    return res.body.id;
  };
  const payC2p = (merchant: TestMerchant, id: string, otp = '123456') =>
    app.call(merchant, 'post', C2P_PATH, { payment: c2pPayment(id, { otp_token: otp }) });

  it('pays each merchant\'s live C2P into its own account, never another merchant\'s, and a test key through the sandbox', async () => {
    const [forA, forB, forC] = [await create(a), await create(b), await create(c)];

    const paid = [await payC2p(a, forA), await payC2p(b, forB), await payC2p(c, forC)];

    expect(paid.map((res) => res.status)).toEqual([201, 201, 201]);
    expect(mercantil.ledger.approved().map((charge) => charge.invoiceNumber)).toEqual([paid[0].body.succeeded_payment_confirmation.id]);
    expect(secondAtMercantil.ledger.approved().map((charge) => charge.invoiceNumber)).toEqual([paid[2].body.succeeded_payment_confirmation.id]);
    expect(bnc.ledger.charges.filter((charge) => charge.reference !== null)).toHaveLength(1);
    const testMode = { ...a, secretKey: a.secretKey, headers: (await app.merchant('A test')).headers };
    const inTest = await create(testMode);
    expect((await payC2p(testMode, inTest)).status).toBe(201);
    expect(mercantil.ledger.approved()).toHaveLength(1);
  });

  it('routes each method only to an account that takes it: A\'s card to A\'s account, A\'s reported transfer nowhere, C\'s to C\'s', async () => {
    const byCard = await create(a);
    const card = await app.call(a, 'post', CARD_PATH, { payment: cardPayment(byCard) });
    expect(card.status).toBe(201);
    expect(mercantil.ledger.approved('card')).toHaveLength(1);

    const readA = await app.call(a, 'get', `/api/v1/payment_requests/${await create(a)}`);
    const readC = await app.call(c, 'get', `/api/v1/payment_requests/${await create(c)}`);
    expect(readA.body.pago_movil).toBeNull();
    expect(readC.body.pago_movil).toMatchObject({ phone_number: `0${SECOND_FAKE_CREDENTIALS.merchantPhone.slice(2)}`, national_id: 'J-408765432' });
    const noCardForC = await app.call(c, 'post', CARD_PATH, { payment: cardPayment(await create(c)) });
    expect([noCardForC.status, noCardForC.body.code]).toEqual([422, 'payment_method_unavailable']);
  });

  it('verifies a reported transfer with the merchant\'s own bank: B\'s at BNC, and shows B\'s own receiving account', async () => {
    const id = await create(b);
    const transfer = bnc.receiveTransfer({ payerPhone: '584241234567', payerBankCode: '0102', amount: 365 });

    const paid = await app.call(b, 'post', '/api/v1/checkouts/p2p', {
      payment: { payment_request_id: id, phone_number: '04241234567', issuer_bank_id: '0102', reference: transfer.reference.slice(-8) },
    });

    expect([paid.status, paid.body.status, paid.body.succeeded_payment_confirmation?.payment_method]).toEqual([201, 'paid', 'p2p']);
    const read = await app.call(b, 'get', `/api/v1/payment_requests/${id}`);
    expect(read.body.pago_movil).toMatchObject({ phone_number: `0${FAKE_BNC_CREDENTIALS.merchantPhone.slice(2)}`, bank_code: '0191' });
  });

  it('refunds through the account that took the payment', async () => {
    const id = await create(c);
    expect((await payC2p(c, id)).status).toBe(201);

    const refund = await app.call(c, 'post', `/api/v1/payment_requests/${id}/refunds`, {});

    expect([refund.status, refund.body.status, refund.body.method]).toEqual([201, 'succeeded', 'reversal']);
    expect(secondAtMercantil.ledger.refunds().map((r) => r.kind)).toEqual(['anulacion']);
    expect(mercantil.ledger.refunds()).toEqual([]);
  });

  it('settles a lost answer through the account that took it, after the account is disabled', async () => {
    const id = await create(a);
    mercantil.holdNextChargeFromSearches('reset_connection');
    const lost = await payC2p(a, id);
    expect([lost.status, lost.body.code]).toEqual([502, 'payment_outcome_unknown']);
    const disabled = await app.container.get(ChangeBankAccount).disable({ merchantId: a.id, livemode: true }, await accountOf(a));
    expect(disabled).toMatchObject({ kind: 'bank_account', account: { status: 'disabled' } });

    mercantil.releaseHeldCharges();
    clock.advanceSeconds(121);
    expect(await app.container.get(ReconcilePendingPayments).execute()).toEqual({ settled: 1, unresolved: 0, unroutable: 0 });

    const read = await app.call(a, 'get', `/api/v1/payment_requests/${id}`);
    expect([read.body.status, read.body.succeeded_payment_intent.id]).toEqual(['paid', lost.body.payment_intent_id]);
    const next = await payC2p(a, await create(a));
    expect([next.status, next.body.code]).toEqual([422, 'payment_method_unavailable']);
  });

  it('settles a lost answer through the account after its credentials were replaced (the same account at the bank)', async () => {
    const id = await create(c);
    secondAtMercantil.holdNextChargeFromSearches('reset_connection');
    const lost = await payC2p(c, id);
    expect(lost.status).toBe(502);
    const replaced = await app.container.get(ChangeBankAccount).update({ merchantId: c.id, livemode: true }, await accountOf(c), {
      credentials: mercantilCredentials(SECOND_FAKE_CREDENTIALS, SECOND_FAKE_CREDENTIALS.merchantIdDocument),
    });
    expect(replaced).toMatchObject({ kind: 'bank_account', account: { status: 'verified' } });

    secondAtMercantil.releaseHeldCharges();
    clock.advanceSeconds(121);
    expect(await app.container.get(ReconcilePendingPayments).execute()).toEqual({ settled: 1, unresolved: 0, unroutable: 0 });

    const read = await app.call(c, 'get', `/api/v1/payment_requests/${id}`);
    expect([read.body.status, read.body.succeeded_payment_intent.id]).toEqual(['paid', lost.body.payment_intent_id]);
    expect(mercantil.ledger.all()).toEqual([]);
  });

  it('reads each account\'s statement: a charge the bank booked late through A\'s account pays A\'s request', async () => {
    const id = await create(a);
    mercantil.holdNextChargeFromSearches('reset_connection');
    const lost = await payC2p(a, id);
    clock.advanceSeconds(121);
    await app.container.get(ReconcilePendingPayments).execute();
    expect((await app.call(a, 'get', `/api/v1/payment_requests/${id}`)).body.status).toBe('waiting_for_payment');

    mercantil.releaseHeldCharges();
    const report = await app.container.get(SweepStatements).execute();

    expect(report.paid).toBe(1);
    const read = await app.call(a, 'get', `/api/v1/payment_requests/${id}`);
    expect([read.body.status, read.body.succeeded_payment_intent.id]).toEqual(['paid', lost.body.payment_intent_id]);
  });

  async function accountOf(merchant: TestMerchant): Promise<string> {
    const rows = await app.db.database.query((session) =>
      session.rows<{ id: string }>('SELECT id FROM bank_accounts WHERE merchant_id = $1', [merchant.id]));
    return rows[0].id;
  }
});
