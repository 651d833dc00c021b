import { BncC2pGateway } from '../../../src/adapters/gateways/bnc/bnc-c2p-gateway';
import { BncClient, GatewayLogger } from '../../../src/adapters/gateways/bnc/bnc-client';
import { BncSettings } from '../../../src/adapters/gateways/bnc/bnc-settings';
import { C2pCharge } from '../../../src/application/ports/c2p-gateway';
import { ChargedIntent, GatewayUnavailable } from '../../../src/application/ports/payment-gateway';
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
  // Two seconds for the bank: enough on a loaded machine (300 ms was not), and the fake's unanswered charge is waited out.
  ({ fake, settings } = await startFakeBnc({ timeoutMs: 2_000 }));
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

/** The payment intent as the core passes it to a lookup: its amount, instrument and start. */
const intentOf = (amount: string, fields: { phoneNumber?: string; startedAt?: Date } = {}): ChargedIntent => ({
  amount: ves(amount),
  instrument: { kind: 'c2p', bankCode: '0191', bankName: 'Banco Nacional de Crédito', payerId: 'V12345678', phoneNumber: fields.phoneNumber ?? '04141234567' },
  startedAt: fields.startedAt ?? new Date(),
});

// The bank answers the movements as a bare list, or keyed by the account (its v4.1 documentation): both are read.
describe.each(['list', 'dictionary'] as const)('BncC2pGateway finds a charge from any instance by the payment intent (movements as a %s)', (shape) => {
  beforeEach(() => {
    fake.ledger.clear();
    fake.operations.movementsAs = shape;
  });
  afterAll(() => {
    fake.operations.movementsAs = 'list';
  });

  /** A charge the bank booked whose answer was lost, sent by an instance that is then gone. */
  const lostCharge = async (amount: string, reference = newId('pi_lost')) => {
    fake.loseNextAnswer('MobPayment/SendC2P', 'reset_connection');
    await expect(gatewayOf().charge({ ...c2pCharge('123456'), reference, amount: ves(amount) })).rejects.toThrow(GatewayUnavailable);
    return reference;
  };

  it('finds the lost charge on a new gateway given the payment intent, sends nothing again, and lists it with our reference', async () => {
    const startedAt = new Date();
    const reference = await lostCharge('500');
    const elsewhere = gatewayOf();

    const found = await elsewhere.lookup(reference, intentOf('500', { startedAt }));

    expect(found).toEqual({ status: 'approved', gatewayReference: fake.ledger.charges[0].reference });
    expect(await elsewhere.lookup(reference, intentOf('500', { startedAt }))).toEqual(found);
    expect(fake.ledger.charges).toHaveLength(1);
    const lines = await elsewhere.statements.statementOf(fake.ledger.movements[0].day);
    expect(lines.map((line) => line.reference)).toEqual([reference]);
  });

  it('answers null on a new gateway without the payment intent: it has nothing to look for', async () => {
    const reference = await lostCharge('500');

    expect(await gatewayOf().lookup(reference)).toBeNull();
  });

  it.each([
    ['the amount', intentOf('500.01')],
    ['the payer\'s phone', intentOf('500', { phoneNumber: '04241234567' })],
    ['the days (a payment intent of three days ago)', intentOf('500', { startedAt: new Date(Date.now() - 3 * 86_400_000) })],
  ])('answers null when %s differs from the movement', async (_, intent) => {
    const reference = await lostCharge('500');

    expect(await gatewayOf().lookup(reference, intent)).toBeNull();
  });

  it('finds a charge booked the day after its payment intent began (sent around midnight)', async () => {
    const reference = await lostCharge('500');

    const found = await gatewayOf().lookup(reference, intentOf('500', { startedAt: new Date(Date.now() - 86_400_000) }));

    expect(found).toEqual({ status: 'approved', gatewayReference: fake.ledger.charges[0].reference });
  });

  it('answers null for a declined charge: the bank booked no movement', async () => {
    const reference = newId('pi_declined');
    await gatewayOf().charge({ ...c2pCharge('222222'), reference, amount: ves('500') });

    expect(await gatewayOf().lookup(reference, intentOf('500'))).toBeNull();
  });

  it('does not give a movement it found for one reference to another with the same facts', async () => {
    const reference = await lostCharge('500');
    const elsewhere = gatewayOf();
    await elsewhere.lookup(reference, intentOf('500'));

    expect(await elsewhere.lookup(newId('pi_never_sent'), intentOf('500'))).toBeNull();
  });

  it('is GatewayUnavailable (unknown, left pending) when two charges alike are both possible, logged by our id, never the phone', async () => {
    const logger = recordingLogger();
    await gatewayOf().charge({ ...c2pCharge('123456'), reference: newId('pi_first'), amount: ves('500') });
    const reference = await lostCharge('500');

    await expect(gatewayOf(logger).lookup(reference, intentOf('500'))).rejects.toThrow(GatewayUnavailable);
    expect(logger.text()).toContain(reference);
    expect(logger.text()).toContain(fake.ledger.charges[1].reference as string);
    expect(logger.text()).not.toContain('4141234567');
    expect(fake.ledger.charges).toHaveLength(2);
  });

  it('is GatewayUnavailable as well when both answers were lost: neither movement is known as the other charge', async () => {
    const first = await lostCharge('500');
    const second = await lostCharge('500');
    const elsewhere = gatewayOf();

    await expect(elsewhere.lookup(first, intentOf('500'))).rejects.toThrow(GatewayUnavailable);
    await expect(elsewhere.lookup(second, intentOf('500'))).rejects.toThrow(GatewayUnavailable);
  });

  it('tells two charges alike apart where the other one is known: the instance that charged it', async () => {
    const gateway = gatewayOf();
    await gateway.charge({ ...c2pCharge('123456'), reference: newId('pi_first'), amount: ves('500') });
    fake.loseNextAnswer('MobPayment/SendC2P', 'reset_connection');
    const reference = newId('pi_lost');
    await expect(gateway.charge({ ...c2pCharge('123456'), reference, amount: ves('500') })).rejects.toThrow(GatewayUnavailable);

    expect(await gateway.lookup(reference, intentOf('500'))).toEqual({ status: 'approved', gatewayReference: fake.ledger.charges[1].reference });
  });

  it('cannot reverse a charge it found but did not send (its IdTransaction is only in the SendC2P answer): declined, nothing sent', async () => {
    const reference = await lostCharge('500');
    const elsewhere = gatewayOf();
    const found = await elsewhere.lookup(reference, intentOf('500'));
    if (found?.status !== 'approved') throw new Error('the charge was not found');

    const answer = await elsewhere.refunds.refund({ reference: newId('re_lost'), amount: ves('500'), rail: 'reversal', charge: { reference, gatewayReference: found.gatewayReference } });

    expect(answer).toEqual({ status: 'declined', declineCode: 'refund_rail_unavailable' });
    expect(fake.ledger.refunds).toEqual([]);
  });
});
