import { BncC2pGateway } from '../../../src/adapters/gateways/bnc/bnc-c2p-gateway';
import { BncClient, GatewayLogger } from '../../../src/adapters/gateways/bnc/bnc-client';
import { BncSettings } from '../../../src/adapters/gateways/bnc/bnc-settings';
import { C2pCharge } from '../../../src/application/ports/c2p-gateway';
import { GatewayUnavailable } from '../../../src/application/ports/payment-gateway';
import { Money } from '../../../src/domain/money';
import { parseMobilePhone, parseNationalId } from '../../../src/domain/payer';
import { FakeBnc } from '../../../tools/fake-bnc/fake-bnc-server';
import { startFakeBnc } from '../../support/bnc-fake';
import { parsed } from '../../support/fakes';
import { describeC2pGatewayContract } from './c2p-gateway.contract';

/** The fake bank's test payer; only the token decides the outcome (the fake's server file lists the tokens). */
const c2pCharge = (otp: string): C2pCharge => ({
  phoneNumber: parsed(parseMobilePhone('04141234567')),
  payerId: parsed(parseNationalId('V12345678')),
  bankCode: '0191',
  otp,
});
const ves = (amount: string) => Money.fromDecimal('VES', amount);
let sequence = 0;
const newId = (prefix: string) => `${prefix}${Date.now().toString(36)}${++sequence}`;

let fake: FakeBnc;
let settings: BncSettings;

beforeAll(async () => {
  // A short wait for the bank: the fake's unanswered charge is waited out.
  ({ fake, settings } = await startFakeBnc({ timeoutMs: 300 }));
});
afterAll(() => fake.close());

const gatewayOf = (logger?: GatewayLogger) => new BncC2pGateway(settings, new BncClient(settings, logger), logger);

describeC2pGatewayContract('BncC2pGateway on the fake bank', {
  create: () => {
    fake.ledger.clear();
    return gatewayOf();
  },
  approving: () => c2pCharge('123456'),
  declining: () => c2pCharge('111111'),
  chargesMade: () => fake.ledger.charges.length,
});

function recordingLogger(): GatewayLogger & { text: () => string } {
  const lines: string[] = [];
  const log = (fields: unknown, message?: string) => void lines.push(`${message ?? ''} ${JSON.stringify(fields)}`);
  return { info: log, error: log, text: () => lines.join('\n') } as unknown as GatewayLogger & { text: () => string };
}

describe('BncC2pGateway on the fake bank', () => {
  beforeEach(() => fake.ledger.clear());

  it.each([
    ['111111', 'invalid_otp'],
    ['222222', 'insufficient_funds'],
    ['333333', 'amount_limit_exceeded'],
    ['444444', 'payer_not_affiliated'],
    ['555555', 'invalid_payer'],
  ])('declines the token %s as %s, with the bank\'s words', async (otp, declineCode) => {
    const outcome = await gatewayOf().charge({ ...c2pCharge(otp), reference: newId('pi_bnc'), amount: ves('10.01') });

    expect(outcome).toEqual({ status: 'declined', declineCode, gatewayMessage: expect.stringMatching(/\S/) });
  });

  it('sends the payer as the bank writes them, once', async () => {
    const outcome = await gatewayOf().charge({ ...c2pCharge('123456'), reference: newId('pi_bnc'), amount: ves('1523.40') });

    expect(fake.ledger.charges).toEqual([expect.objectContaining({ declined: null, cents: 152340, debtorPhone: '584141234567', debtorId: 'V12345678', debtorBank: 191 })]);
    expect(outcome).toEqual({ status: 'approved', gatewayReference: fake.ledger.charges[0].reference });
  });

  it.each(['reset_connection', 'never_answer', 'server_error', 'unreadable_answer'] as const)(
    'is GatewayUnavailable when the answer is lost (%s) after the bank charged; the lookup finds the charge, nothing is sent again',
    async (lost) => {
      const reference = newId('pi_lost');
      const gateway = gatewayOf();
      await gateway.charge({ ...c2pCharge('123456'), reference: newId('pi_other'), amount: ves('500') });
      fake.loseNextAnswer('MobPayment/SendC2P', lost);

      await expect(gateway.charge({ ...c2pCharge('123456'), reference, amount: ves('500') })).rejects.toThrow(GatewayUnavailable);
      const found = await gateway.lookup(reference);

      expect(found).toEqual({ status: 'approved', gatewayReference: fake.ledger.charges[1].reference });
      expect(fake.ledger.charges).toHaveLength(2);
    },
  );

  it('charges once across a working key the bank refused (EPIRWK): it logs on again and sends the charge once more, which the bank had not processed', async () => {
    const gateway = gatewayOf();
    await gateway.charge({ ...c2pCharge('123456'), reference: newId('pi_before'), amount: ves('10') });
    fake.expireWorkingKey();
    const logOns = fake.logOns;

    const outcome = await gateway.charge({ ...c2pCharge('123456'), reference: newId('pi_after'), amount: ves('20') });

    expect(outcome).toEqual({ status: 'approved', gatewayReference: fake.ledger.charges[1].reference });
    expect(fake.ledger.charges.map((charge) => charge.cents)).toEqual([1000, 2000]);
    expect(fake.logOns).toBe(logOns + 1);
  });

  it('answers null for a lost charge the bank never booked', async () => {
    const gateway = gatewayOf();
    const reference = newId('pi_lost');
    fake.loseNextAnswer('Auth/LogOn', 'reset_connection');

    await expect(gateway.charge({ ...c2pCharge('123456'), reference, amount: ves('500') })).rejects.toThrow(GatewayUnavailable);

    expect(await gateway.lookup(reference)).toBeNull();
    expect(fake.ledger.charges).toEqual([]);
  });

  it('logs a decline by our ids and the bank\'s code, never the token, the payer\'s phone or id, nor a key', async () => {
    const logger = recordingLogger();
    const reference = newId('pi_bnc');

    await gatewayOf(logger).charge({ ...c2pCharge('222222'), reference, amount: ves('10') });

    expect(logger.text()).toContain(reference);
    expect(logger.text()).toContain('G51');
    for (const secret of ['222222', '4141234567', '12345678', settings.masterKey]) expect(logger.text()).not.toContain(secret);
  });
});
