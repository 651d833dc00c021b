import { SANDBOX_C2P_KEY, SandboxC2pGateway } from '../../../src/adapters/gateways/sandbox/sandbox-c2p-gateway';
import { C2pKeyAnswer, C2pKeyPayer, GatewayC2pKeys, GatewayUnavailable } from '../../../src/application/ports/payment-gateway';
import { FAKE_CREDENTIALS, mercantilEnv } from '../../support/mercantil-fake';
import { withLiveKey } from '../../support/modes';
import { payerDataIn } from '../../support/payer-data';
import { TestApp, TestMerchant, startTestApp } from '../../support/test-app';
import { C2P_PATH, NO_SUCH_REQUEST, c2pPayment, createPaymentRequest, readPaymentRequest } from './checkout-support';

/** The payer's id the sandbox below leaves unanswered, as a bank that times out. */
const UNANSWERED_DNI = 'V99999999';

/** The sandbox, remembering whom it sent keys to; it does not answer for UNANSWERED_DNI. */
class RecordingSandbox extends SandboxC2pGateway {
  readonly sentTo: C2pKeyPayer[] = [];
  private readonly sandboxKeys = new SandboxC2pGateway().c2pKeys;
  override readonly c2pKeys: GatewayC2pKeys = {
    sendKey: async (payer): Promise<C2pKeyAnswer> => {
      if (payer.payerId === UNANSWERED_DNI) throw new GatewayUnavailable('no answer');
      this.sentTo.push(payer);
      return this.sandboxKeys.sendKey(payer);
    },
  };
}

let phones = 0;
/** Each test's own payer phone: the one-a-minute limit per phone holds across the file's tests. */
const aPhone = () => `0414${String(7_000_000 + ++phones)}`;
const keyPath = (id: string) => `/api/v1/payment_requests/${id}/c2p_key`;

describe('POST /api/v1/payment_requests/:id/c2p_key, on a route that sends the key (the sandbox)', () => {
  let app: TestApp;
  let merchant: TestMerchant;
  const sandbox = new RecordingSandbox();

  beforeAll(async () => {
    app = await startTestApp({ overrides: { c2pGateway: sandbox } });
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await app.reset();
    sandbox.sentTo.length = 0;
    merchant = await app.merchant('Acme');
  });

  const askKey = (id: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    app.call(merchant, 'post', keyPath(id), body, headers);
  const payer = (overrides: Record<string, unknown> = {}) => ({ dni: 'V12345678', phone_number: aPhone(), issuer_bank_id: '0102', ...overrides });

  it('answers 202: the bank sends the payer the key, good for the seconds the bank says; the C2P checkout then takes it', async () => {
    const created = await createPaymentRequest(app, merchant);
    const body = payer({ dni: 'V-12345678', phone_number: '+584141234567' });

    const res = await askKey(created.id, body);

    expect(res.status).toBe(202);
    expect(res.body).toEqual({ object: 'c2p_key_request', sent: true, expires_in: SANDBOX_C2P_KEY.expiresInSeconds });
    expect(sandbox.sentTo).toEqual([{ payerId: 'V-12345678', phoneNumber: '04141234567', bankCode: '0102' }]);
    const paid = await app.call(merchant, 'post', C2P_PATH, { payment: c2pPayment(created.id, { issuer_bank_id: '0102' }) });
    expect(paid.status).toBe(201);
  });

  it('is 404 for an unknown request and for another merchant\'s, and the bank is not asked', async () => {
    const other = await app.merchant('Other');
    const theirs = await createPaymentRequest(app, other);

    for (const id of [NO_SUCH_REQUEST, theirs.id, 'not-an-id']) {
      const res = await askKey(id, payer());
      expect([res.status, res.body.code]).toEqual([404, 'not_found']);
    }
    expect(sandbox.sentTo).toEqual([]);
  });

  it('refuses a request that cannot be paid, as the C2P checkout does (paid, canceled), and asks no bank', async () => {
    const paid = await createPaymentRequest(app, merchant);
    expect((await app.call(merchant, 'post', C2P_PATH, { payment: c2pPayment(paid.id) })).status).toBe(201);
    const canceled = await createPaymentRequest(app, merchant);
    expect((await app.call(merchant, 'post', `/api/v1/payment_requests/${canceled.id}/cancel`)).status).toBe(200);

    for (const { id } of [paid, canceled]) {
      const res = await askKey(id, payer());
      expect([res.status, res.body.code]).toEqual([422, 'payment_request_not_payable']);
    }
    expect(sandbox.sentTo).toEqual([]);
  });

  it('reads each field as the C2P checkout does: 422 naming every failing one, unknown fields refused, nothing sent', async () => {
    const created = await createPaymentRequest(app, merchant);

    const res = await askKey(created.id, { dni: 'X123', phone_number: '04131234567', issuer_bank_id: '0100', otp_token: '123456' });
    const missing = await askKey(created.id, {});

    expect([res.status, res.body.code]).toEqual([422, 'validation_error']);
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['dni', 'issuer_bank_id', 'otp_token', 'phone_number']);
    expect(missing.body.errors.map((e: { field: string; reason: string }) => [e.field, e.reason]).sort()).toEqual([
      ['dni', 'required'], ['issuer_bank_id', 'required'], ['phone_number', 'required'],
    ]);
    expect(sandbox.sentTo).toEqual([]);
  });

  it('answers the bank\'s refusal with its decline code, and changes nothing', async () => {
    const created = await createPaymentRequest(app, merchant);

    const res = await askKey(created.id, payer({ dni: SANDBOX_C2P_KEY.refusedPayerId }));

    expect([res.status, res.body.code, res.body.decline_code]).toEqual([422, 'c2p_key_refused', 'payer_not_affiliated']);
    expect(await readPaymentRequest(app, merchant, created.id)).toEqual(created);
    const events = await app.call(merchant, 'get', '/api/v1/events');
    expect(events.body.data.map((event: { type: string }) => event.type)).toEqual(['payment_request.created']);
  });

  it('answers 502 when the bank does not answer (the key may have been sent), and changes nothing', async () => {
    const created = await createPaymentRequest(app, merchant);

    const res = await askKey(created.id, payer({ dni: UNANSWERED_DNI }));

    expect([res.status, res.body.code]).toEqual([502, 'c2p_key_outcome_unknown']);
    expect(await readPaymentRequest(app, merchant, created.id)).toEqual(created);
  });

  it('sends at most 3 keys a request in 10 minutes: the 4th is 429 with Retry-After, and the bank is not asked', async () => {
    const created = await createPaymentRequest(app, merchant);

    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push(await askKey(created.id, payer()));

    expect(statuses.map((res) => res.status)).toEqual([202, 202, 202, 429]);
    const limited = statuses[3];
    expect(limited.body.code).toBe('too_many_c2p_keys');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect(sandbox.sentTo).toHaveLength(3);
  });

  it('sends one key a minute to a phone, whichever request asks: the second is 429 and counts against no request', async () => {
    const [first, second] = [await createPaymentRequest(app, merchant), await createPaymentRequest(app, merchant)];
    const phone_number = aPhone();

    expect((await askKey(first.id, payer({ phone_number }))).status).toBe(202);
    const again = await askKey(second.id, payer({ phone_number }));

    expect([again.status, again.body.code]).toEqual([429, 'too_many_c2p_keys']);
    expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(60);
    const others = [];
    for (let i = 0; i < 3; i++) others.push((await askKey(second.id, payer())).status);
    expect(others).toEqual([202, 202, 202]);
  });

  it('replays its answer to a retry with the same Idempotency-Key: no second SMS', async () => {
    const created = await createPaymentRequest(app, merchant);
    const body = payer();

    const first = await askKey(created.id, body, { 'Idempotency-Key': 'key-1' });
    const retry = await askKey(created.id, body, { 'Idempotency-Key': 'key-1' });

    expect([first.status, retry.status, retry.headers['idempotent-replayed']]).toEqual([202, 202, 'true']);
    expect(retry.body).toEqual(first.body);
    expect(sandbox.sentTo).toHaveLength(1);
  });

  it('logs nothing of the payer', async () => {
    const created = await createPaymentRequest(app, merchant);
    const dni = 'V-24681357';
    await askKey(created.id, { dni, phone_number: '04241234567', issuer_bank_id: '0102' });
    await askKey(created.id, { dni: 'V11111111', phone_number: '04147654321', issuer_bank_id: '0102' });

    expect(payerDataIn(app.logs(), [dni, '24681357', 'V11111111'])).toEqual([]);
  });
});

describe('POST /api/v1/payment_requests/:id/c2p_key, where the payer asks its own bank for the key (Banco Mercantil)', () => {
  let app: TestApp;
  let merchant: TestMerchant;

  beforeAll(async () => {
    // The bank is never called: the key is refused before it. Nothing listens at this address.
    const settings = { ...FAKE_CREDENTIALS, baseUrl: 'http://127.0.0.1:9', timeoutMs: 1_000, lookupTimeoutMs: 1_000 };
    app = await startTestApp({ env: mercantilEnv(settings) });
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await app.reset();
    merchant = withLiveKey(await app.merchant('Acme'));
  });

  it('is 422 c2p_key_not_supported for a live request, and counts for no limit', async () => {
    const created = await createPaymentRequest(app, merchant);
    const body = { dni: 'V12345678', phone_number: '04141234567', issuer_bank_id: '0105' };

    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await app.call(merchant, 'post', keyPath(created.id), body));

    expect(answers.map((res) => [res.status, res.body.code])).toEqual(Array(4).fill([422, 'c2p_key_not_supported']));
  });
});
