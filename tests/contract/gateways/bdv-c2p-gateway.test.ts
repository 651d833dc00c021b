import { BdvSettings } from '../../../src/adapters/gateways/bdv/bdv-settings';
import { ChargedIntent, GatewayUnavailable } from '../../../src/application/ports/payment-gateway';
import { Money } from '../../../src/domain/money';
import { FakeBdv } from '../../../tools/fake-bdv/fake-bdv-server';
import { BDV_APPROVING_OTP, BDV_DECLINING_OTP, bdvC2pCharge, bdvC2pGateway, recordingLogger } from '../../support/bdv-charges';
import { startFakeBdv } from '../../support/bdv-fake';
import { describeC2pGatewayContract } from './c2p-gateway.contract';

const ves = (amount: string) => Money.fromDecimal('VES', amount);
let sequence = 0;
const newId = (prefix: string) => `${prefix}${Date.now().toString(36)}${++sequence}`;

let fake: FakeBdv;
let settings: BdvSettings;

beforeAll(async () => {
  ({ fake, settings } = await startFakeBdv({ timeoutMs: 2_000 }));
});
afterAll(() => fake.close());

describe.each(['plain', 'v2'] as const)('on the %s paths', (pathStyle) => {
  describeC2pGatewayContract('BdvC2pGateway on the fake bank', {
    create: () => {
      fake.ledger.clear();
      return bdvC2pGateway({ ...settings, pathStyle });
    },
    approving: () => bdvC2pCharge(BDV_APPROVING_OTP),
    declining: () => bdvC2pCharge(BDV_DECLINING_OTP),
    chargesMade: () => fake.ledger.charges.length,
  });
});

describe('BdvC2pGateway on the fake bank', () => {
  beforeEach(() => fake.ledger.clear());
  const charge = (otp: string, amount = '10.01', reference = newId('pi_bdv'), gateway = bdvC2pGateway(settings)) =>
    gateway.charge({ ...bdvC2pCharge(otp), reference, amount: ves(amount) });

  it.each([
    ['11111111', 'invalid_otp'],
    ['22222222', 'insufficient_funds'],
    ['33333333', 'amount_limit_exceeded'],
    ['44444444', 'payer_not_affiliated'],
    ['55555555', 'invalid_payer'],
    ['66666666', 'transaction_limit_exceeded'],
    ['77777777', 'invalid_amount'],
  ])('declines the key %s as %s, with the bank\'s words', async (otp, declineCode) => {
    expect(await charge(otp)).toEqual({ status: 'declined', declineCode, gatewayMessage: expect.stringMatching(/\S/) });
  });

  it('sends the bank\'s formats: the amount with its shortest decimals, VES, CELE, the merchant\'s phone; keeps the referencia', async () => {
    const outcome = await charge(BDV_APPROVING_OTP, '1000.60');

    expect(fake.ledger.charges).toEqual([expect.objectContaining({ code: '1000', cents: 100060, payerId: 'V12345678', payerPhone: '04141234567' })]);
    expect(outcome).toEqual({ status: 'approved', gatewayReference: fake.ledger.charges[0].reference });
    expect(fake.ledger.charges[0].endToEndId).toHaveLength(58);
  });

  it('charges with a key the bank sent the payer (paymentkey), once', async () => {
    const gateway = bdvC2pGateway(settings);
    const sent = await gateway.c2pKeys.sendKey({ payerId: 'V-12345678', phoneNumber: '04141234567', bankCode: '0134' });
    const otp = fake.ledger.keys[0].otp;

    expect(sent).toEqual({ status: 'sent', expiresInSeconds: 300 });
    expect(await charge(otp, '20', newId('pi_key'), gateway)).toEqual({ status: 'approved', gatewayReference: expect.any(String) });
    expect(await charge(otp, '20', newId('pi_key'), gateway)).toMatchObject({ status: 'declined', declineCode: 'invalid_otp' });
  });

  it('refuses to send a key for an id the bank cannot read (1080)', async () => {
    const answer = await bdvC2pGateway(settings).c2pKeys.sendKey({ payerId: 'V123', phoneNumber: '04141234567', bankCode: '0134' });

    expect(answer).toEqual({ status: 'refused', declineCode: 'invalid_payer' });
  });

  it.each(['10020000', '10410000', '10500000'])('leaves the outcome unknown on %s (GatewayUnavailable), never sending it again', async (otp) => {
    const gateway = bdvC2pGateway(settings);
    const reference = newId('pi_unknown');

    await expect(charge(otp, '30', reference, gateway)).rejects.toThrow(GatewayUnavailable);
    await expect(charge(otp, '30', reference, gateway)).rejects.toThrow(GatewayUnavailable);

    expect(fake.ledger.charges).toHaveLength(2);
  });

  it('finds a charge the bank made on 1050 (timeout) by lookup, in the movements', async () => {
    const gateway = bdvC2pGateway(settings);
    const reference = newId('pi_timeout');
    await expect(charge('10500000', '30', reference, gateway)).rejects.toThrow(GatewayUnavailable);

    expect(await gateway.lookup(reference)).toEqual({ status: 'approved', gatewayReference: fake.ledger.charges[0].reference });
  });

  it.each(['reset_connection', 'never_answer', 'server_error', 'unreadable_answer'] as const)(
    'is GatewayUnavailable when the answer is lost (%s) after the bank charged; the lookup finds the charge, nothing is sent again',
    async (lost) => {
      const gateway = bdvC2pGateway(settings);
      await charge(BDV_APPROVING_OTP, '500', newId('pi_other'), gateway);
      fake.loseNextAnswer('process', lost);
      const reference = newId('pi_lost');

      await expect(charge(BDV_APPROVING_OTP, '500', reference, gateway)).rejects.toThrow(GatewayUnavailable);

      expect(await gateway.lookup(reference)).toEqual({ status: 'approved', gatewayReference: fake.ledger.charges[1].reference });
      expect(fake.ledger.charges).toHaveLength(2);
    },
  );

  const attemptOf = (amount: string, startedAt = new Date()): ChargedIntent => ({
    amount: ves(amount),
    instrument: { kind: 'c2p', bankCode: '0134', bankName: 'Banesco', payerId: 'V-12345678', phoneNumber: '04141234567' },
    startedAt,
  });

  it('finds a lost charge from another instance by the attempt; null for another amount, or one it never booked', async () => {
    fake.loseNextAnswer('process', 'reset_connection');
    const reference = newId('pi_lost');
    await expect(charge(BDV_APPROVING_OTP, '500', reference)).rejects.toThrow(GatewayUnavailable);

    expect(await bdvC2pGateway(settings).lookup(reference, attemptOf('500.01'))).toBeNull();
    expect(await bdvC2pGateway(settings).lookup(reference, attemptOf('500'))).toEqual({ status: 'approved', gatewayReference: fake.ledger.charges[0].reference });
    expect(await bdvC2pGateway(settings).lookup(newId('pi_never'))).toBeNull();
  });

  it('books a charge held in transit late: unknown at first, then found by lookup', async () => {
    const gateway = bdvC2pGateway({ ...settings, timeoutMs: 300 });
    const reference = newId('pi_late');
    fake.holdNextInTransit('process');

    await expect(charge(BDV_APPROVING_OTP, '75', reference, gateway)).rejects.toThrow(GatewayUnavailable);
    expect(await gateway.lookup(reference, attemptOf('75'))).toBeNull();
    fake.bookInTransit();

    expect(await gateway.lookup(reference, attemptOf('75'))).toEqual({ status: 'approved', gatewayReference: fake.ledger.charges[0].reference });
  });

  it('is GatewayUnavailable, logged as an error, when the bank refuses the C2P key; never the customer\'s decline', async () => {
    const logger = recordingLogger();
    const gateway = bdvC2pGateway({ ...settings, c2pApiKey: 'WRONGKEY00000000' }, logger);

    await expect(charge(BDV_APPROVING_OTP, '10', newId('pi_key'), gateway)).rejects.toThrow(GatewayUnavailable);
    expect(logger.text()).toContain('API key');
    expect(logger.text()).not.toContain('WRONGKEY');
  });

  it('logs a decline by our ids and the bank\'s code, never the key, the payer\'s phone or id, nor an API key', async () => {
    const logger = recordingLogger();
    const reference = newId('pi_bdv');

    await charge(BDV_DECLINING_OTP, '10', reference, bdvC2pGateway(settings, logger));

    expect(logger.text()).toContain(reference);
    expect(logger.text()).toContain('1034');
    for (const secret of [BDV_DECLINING_OTP, '4141234567', '12345678', settings.c2pApiKey]) expect(logger.text()).not.toContain(secret);
  });
});
