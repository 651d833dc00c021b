import { BNC } from '../../../src/adapters/gateways/bnc/bnc-connector';
import { BncCipher, bncValidation } from '../../../src/adapters/gateways/bnc/bnc-cipher';
import { BncClient, GatewayLogger, newEnvelopeReference } from '../../../src/adapters/gateways/bnc/bnc-client';
import { BncSettings } from '../../../src/adapters/gateways/bnc/bnc-settings';
import { GatewayUnavailable } from '../../../src/application/ports/payment-gateway';
import { ConfigError } from '../../../src/setting-parsers';
import { fakeDecrypt, fakeEncrypt, fakeHash } from '../../../tools/fake-bnc/fake-bnc-crypto';
import { FakeBnc } from '../../../tools/fake-bnc/fake-bnc-server';
import { bncEnv, startFakeBnc } from '../../support/bnc-fake';

/** The log-on request of the bank's documentation ("Ejemplo de Logon"), with its published Validation and Value. */
const DOCUMENTED_LOGON = '{"ClientGUID":"4A074C46-DD4E-4E54-8010-B80A6A8758F4"}';
const DOCUMENTED_VALIDATION = 'fb8443f34045bdba97a174776205f7fee4e8dd59ccf15cc915d5bf2d2c61841b';
const DOCUMENTED_VALUE = 'V+aTwhmz9NrCwyFFb6w52Lw+CDFZBqpB3lyCzWIxsVFsnx2ShTrB3rPqR4d+egRNirfBjm6tAuys4ziO5XItfVNlPtYeyjKOUPAdtgxDnVSjNjJxySIIeLhkBXjPZ2dvIYsB8v3I8qEoWhIx+EAalQ==';

function recordingLogger(): GatewayLogger & { text: () => string } {
  const lines: string[] = [];
  const log = (fields: unknown, message?: string) => void lines.push(`${message ?? ''} ${JSON.stringify(fields)}`);
  return { info: log, error: log, text: () => lines.join('\n') } as unknown as GatewayLogger & { text: () => string };
}

describe('BNC encryption', () => {
  it('hashes the documented log-on request to the documented Validation', () => {
    expect(bncValidation(DOCUMENTED_LOGON)).toBe(DOCUMENTED_VALIDATION);
    expect(fakeHash(DOCUMENTED_LOGON)).toBe(DOCUMENTED_VALIDATION);
  });

  it('encrypts the documented log-on request to a Value of the documented length (UTF-16LE, padded to 16 bytes)', () => {
    // The documentation publishes no master key: the length of its Value is what can be checked (104 bytes of UTF-16LE → 112).
    const value = new BncCipher('any master key').encrypt(DOCUMENTED_LOGON);
    expect(Buffer.from(value, 'base64')).toHaveLength(Buffer.from(DOCUMENTED_VALUE, 'base64').length);
  });

  it('agrees with the fake bank\'s own implementation, both ways, on text beyond ASCII', () => {
    const text = JSON.stringify({ Description: 'Reembolso año ñandú €', Amount: 10.01 });
    const cipher = new BncCipher('3C0FA1E2B5D4');

    expect(fakeDecrypt(cipher.encrypt(text), '3C0FA1E2B5D4')).toBe(text);
    expect(cipher.decrypt(fakeEncrypt(text, '3C0FA1E2B5D4'))).toBe(text);
    expect(() => new BncCipher('another key').decrypt(cipher.encrypt(text))).toThrow();
  });

  it('makes envelope references that differ even within one millisecond', () => {
    const at = new Date();
    const references = new Set(Array.from({ length: 1000 }, () => newEnvelopeReference(at)));
    expect(references.size).toBe(1000);
  });
});

describe('BncClient on the fake bank', () => {
  let fake: FakeBnc;
  let settings: BncSettings;

  beforeAll(async () => {
    ({ fake, settings } = await startFakeBnc({ timeoutMs: 2_000, lookupTimeoutMs: 2_000 }));
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.ledger.clear();
    fake.logOns = 0;
    fake.staleKeyRefusals = 0;
  });

  it('logs on once for many calls at once, and keeps the working key for the day', async () => {
    const client = new BncClient(settings);

    await Promise.all(Array.from({ length: 5 }, () => client.bcvRate()));
    await client.bcvRate();

    expect(fake.logOns).toBe(1);
  });

  it('logs on again after midnight in Caracas', async () => {
    let now = new Date('2026-03-10T03:59:00Z');
    const client = new BncClient(settings, undefined, () => now);
    await client.bcvRate();
    now = new Date('2026-03-10T04:00:01Z');

    await client.bcvRate();

    expect(fake.logOns).toBe(2);
  });

  it('logs on again once when the bank refuses the working key (EPIRWK), repeating the call once, for every caller at once', async () => {
    const client = new BncClient(settings);
    await client.bcvRate();
    fake.expireWorkingKey();

    const rates = await Promise.all([client.bcvRate(), client.bcvRate(), client.bcvRate()]);

    expect(rates).toEqual([rates[0], rates[0], rates[0]]);
    expect(fake.staleKeyRefusals).toBe(3);
    expect(fake.logOns).toBe(2);
  });

  it('reads the BCV rate the bank publishes, with its value date', async () => {
    fake.operations.bcvRate = { PriceRateBCV: 241.5678, dtRate: '25/11/2026' };

    expect(await new BncClient(settings).bcvRate()).toEqual({ rate: '241.5678', valueDate: '2026-11-25' });
  });

  it('sets the BCV rate through the fake\'s HTTP hook', async () => {
    const origin = new URL(settings.baseUrl).origin;
    const hook = (body: object) => fetch(`${origin}/_fake/bcv-rate`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

    expect((await hook({ PriceRateBCV: 'x' })).status).toBe(400);
    expect((await hook({ PriceRateBCV: 36.6642, dtRate: '07/08/2024' })).status).toBe(204);
    expect(await new BncClient(settings).bcvRate()).toEqual({ rate: '36.6642', valueDate: '2024-08-07' });
  });

  it.each(['reset_connection', 'never_answer', 'server_error', 'unreadable_answer'] as const)('is GatewayUnavailable when an answer is lost (%s)', async (lost) => {
    fake.loseNextAnswer('Services/BCVRates', lost);

    await expect(new BncClient(settings).bcvRate()).rejects.toThrow(GatewayUnavailable);
  });

  it('bounds a whole call, log-on included, by its timeout', async () => {
    fake.loseNextAnswer('Auth/LogOn', 'never_answer');
    const started = Date.now();

    await expect(new BncClient(settings).bcvRate(200)).rejects.toThrow(GatewayUnavailable);
    expect(Date.now() - started).toBeLessThan(290);
  });

  it('is GatewayUnavailable when nothing listens', async () => {
    await expect(new BncClient({ ...settings, baseUrl: 'http://127.0.0.1:9/api' }).bcvRate()).rejects.toThrow(GatewayUnavailable);
  });

  it('is GatewayUnavailable on a wrong master key, logging the bank\'s code, never a key', async () => {
    const logger = recordingLogger();

    await expect(new BncClient({ ...settings, masterKey: 'wrong master key' }, logger).bcvRate()).rejects.toThrow(GatewayUnavailable);

    expect(logger.text()).toContain('EPICNF');
    expect(logger.text()).not.toContain('wrong master key');
    expect(logger.text()).not.toContain(settings.masterKey);
  });

  describe('the fake bank itself', () => {
    const post = (path: string, body: object) =>
      fetch(`${settings.baseUrl}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
        .then((r) => r.json() as Promise<{ status: string; message: string; value: string; validation: string }>);
    const logOn = async (reference: string, validation = bncValidation(JSON.stringify({ ClientGUID: settings.clientGuid }))) =>
      post('/Auth/LogOn', {
        ClientGUID: settings.clientGuid, Reference: reference, swTestOperation: false,
        Value: new BncCipher(settings.masterKey).encrypt(JSON.stringify({ ClientGUID: settings.clientGuid })), Validation: validation,
      });

    it('refuses a wrong Validation (EPIHV), a repeated Reference in the day (EPIDUP), an unknown ClientGUID (EPICNF)', async () => {
      const reference = newEnvelopeReference(new Date());

      expect(await logOn(newEnvelopeReference(new Date()), '00'.repeat(32))).toMatchObject({ status: 'KO', message: expect.stringMatching(/^EPIHV /) });
      expect(await logOn(reference)).toMatchObject({ status: 'OK', message: expect.stringMatching(/^000000/) });
      expect(await logOn(reference)).toMatchObject({ status: 'KO', message: expect.stringMatching(/^EPIDUP/) });
      expect(await post('/Auth/LogOn', { ClientGUID: 'nobody' })).toMatchObject({ status: 'KO', message: expect.stringMatching(/^EPICNF/) });
    });

    it('answers the log-on with a working key encrypted with the master key, and a Validation of the clear answer', async () => {
      const answer = await logOn(newEnvelopeReference(new Date()));
      const clear = fakeDecrypt(answer.value, settings.masterKey);

      expect(JSON.parse(clear)).toEqual({ WorkingKey: expect.stringMatching(/\S/) });
      expect(answer.validation).toBe(bncValidation(clear));
    });
  });
});

describe('the BNC_* settings', () => {
  const timing = { reconcileAfterSeconds: 60, idempotencyTakeoverSeconds: 90 };
  const env = bncEnv({
    baseUrl: 'https://servicios.bncenlinea.com:16500/api', clientGuid: 'guid', masterKey: 'master', terminal: 'TERM0001',
    accountNumber: '01910001482101010049', merchantPhone: '584142591177', merchantIdDocument: 'J123456789', timeoutMs: 30_000, lookupTimeoutMs: 10_000,
  });

  it('are read when bnc is chosen, and name the missing ones', () => {
    const { BNC_MASTER_KEY: _, BNC_TERMINAL: __, ...missing } = env;

    expect(BNC.parseSettings(env, { chosen: true, methods: ['c2p'], ...timing })).toMatchObject({ merchantPhone: '584142591177', merchantIdDocument: 'J123456789', timeoutMs: 30_000 });
    expect(() => BNC.parseSettings(missing, { chosen: true, methods: ['c2p'], ...timing })).toThrow(new ConfigError('BNC_MASTER_KEY, BNC_TERMINAL must be set when C2P_GATEWAY, P2P_GATEWAY or RATE_PROVIDER is bnc'));
    expect(BNC.parseSettings(missing, { chosen: false, methods: [], ...timing })).toBeNull();
  });

  it('refuse timeouts a reconciler or a retry could overtake, and http to another host', () => {
    const chosen = { chosen: true, methods: ['c2p' as const], ...timing };
    expect(() => BNC.parseSettings({ ...env, BNC_TIMEOUT_MS: '60000' }, chosen)).toThrow(new ConfigError('BNC_TIMEOUT_MS must be less than RECONCILE_AFTER_SECONDS'));
    expect(() => BNC.parseSettings({ ...env, BNC_TIMEOUT_MS: '50000', BNC_LOOKUP_TIMEOUT_MS: '40000' }, chosen)).toThrow(/IDEMPOTENCY_TAKEOVER_SECONDS/);
    expect(() => BNC.parseSettings({ ...env, BNC_BASE_URL: 'http://bank.example/api' }, chosen)).toThrow(ConfigError);
  });

  it('give a C2P gateway with refunds and statements, and a P2P gateway, sharing one client', () => {
    const settings = BNC.parseSettings(env, { chosen: true, methods: ['c2p'], ...timing });
    const adapters = BNC.adapters(settings, { logger: recordingLogger() });

    expect(adapters.c2p?.refunds?.rails).toEqual(['reversal', 'p2p']);
    expect(adapters.c2p?.statements).toBeDefined();
    expect(adapters.p2p?.receivingAccount).toEqual({ phoneNumber: '04142591177', bankCode: '0191', nationalId: 'J-123456789' });
    expect(adapters.credit_or_debit_card).toBeUndefined();
  });
});
