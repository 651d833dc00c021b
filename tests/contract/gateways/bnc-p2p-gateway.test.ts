import { BncC2pGateway } from '../../../src/adapters/gateways/bnc/bnc-c2p-gateway';
import { BncClient, GatewayLogger } from '../../../src/adapters/gateways/bnc/bnc-client';
import { BncP2pGateway } from '../../../src/adapters/gateways/bnc/bnc-p2p-gateway';
import { BncSettings } from '../../../src/adapters/gateways/bnc/bnc-settings';
import { GatewayUnavailable } from '../../../src/application/ports/payment-gateway';
import { Money } from '../../../src/domain/money';
import { parseMobilePhone, parseNationalId } from '../../../src/domain/payer';
import { FakeBnc } from '../../../tools/fake-bnc/fake-bnc-server';
import { startFakeBnc } from '../../support/bnc-fake';
import { parsed } from '../../support/fakes';
import { describeP2pGatewayContract, venezuelanToday } from './p2p-gateway.contract';

let fake: FakeBnc;
let settings: BncSettings;
let sequence = 0;
/** A new 12-digit bank reference. */
const newBankReference = () => String(100_000_000_000 + (Date.now() % 1_000_000) * 1000 + (++sequence % 1000));

beforeAll(async () => {
  // Two seconds for the bank: enough on a loaded machine (300 ms was not), and the fake's unanswered question is waited out.
  ({ fake, settings } = await startFakeBnc({ timeoutMs: 2_000, lookupTimeoutMs: 2_000 }));
});
afterAll(() => fake.close());

const gatewayOf = (logger?: GatewayLogger) => new BncP2pGateway(settings, new BncClient(settings, logger), logger);

// The bank answers the movements (read for a transfer of another amount) as a bare list, or keyed by the account (v4.1).
describe.each(['list', 'dictionary'] as const)('movements as a %s', (shape) => {
  afterAll(() => {
    fake.operations.movementsAs = 'list';
  });
  describeP2pGatewayContract('BncP2pGateway on the fake bank', {
    create: () => {
      fake.ledger.clear();
      fake.operations.movementsAs = shape;
      return gatewayOf();
    },
    bankReference: () => newBankReference(),
    receive: (t) => {
      fake.receiveTransfer({ reference: t.bankReference, payerPhone: t.phoneNumber, payerBankCode: t.bankCode, amount: t.amount.toDecimalString(), day: t.paidOn });
    },
  });
});

function recordingLogger(): GatewayLogger & { text: () => string } {
  const lines: string[] = [];
  const log = (fields: unknown, message?: string) => void lines.push(`${message ?? ''} ${JSON.stringify(fields)}`);
  return { info: log, error: log, text: () => lines.join('\n') } as unknown as GatewayLogger & { text: () => string };
}

describe('BncP2pGateway on the fake bank: which transfer is the reported one', () => {
  const amount = Money.fromDecimal('VES', '250.00');
  const PAYER = { payerPhone: '04241234567', payerBankCode: '0134' };
  type Reported = Partial<{ phoneNumber: string; bankCode: string; paidOn: string }>;
  const verify = (reported: string, over: Reported = {}, logger?: GatewayLogger) =>
    gatewayOf(logger).charge({
      transfer: { reference: reported, phoneNumber: PAYER.payerPhone, bankCode: PAYER.payerBankCode, paidOn: venezuelanToday(), ...over },
      reference: `pi_p2p${++sequence}`,
      amount,
    });

  beforeEach(() => fake.ledger.clear());

  it('tells payers to send to the merchant\'s phone at BNC (0191), with its RIF', () => {
    expect(gatewayOf().receivingAccount).toEqual({ phoneNumber: '04142591177', bankCode: '0191', nationalId: 'J-123456789' });
  });

  it.each([
    ['another payer phone', { phoneNumber: '04161234567' }],
    ['another payer bank', { bankCode: '0102' }],
    ['another day', { paidOn: '2020-01-02' }],
  ])('does not take a transfer from %s for the reported one', async (_, over) => {
    const { reference } = fake.receiveTransfer({ ...PAYER, amount: 250 });

    await expect(verify(reference, over)).rejects.toThrow(GatewayUnavailable);
  });

  it('never takes our own C2P charge or Pago Móvil payout for a transfer received', async () => {
    const c2p = new BncC2pGateway(settings, new BncClient(settings));
    const payer = { phoneNumber: parsed(parseMobilePhone(PAYER.payerPhone)), payerId: parsed(parseNationalId('V12345678')), bankCode: '0134' };
    const charge = await c2p.charge({ ...payer, otp: '123456', reference: `pi_c2p${++sequence}`, amount });
    if (charge.status !== 'approved') throw new Error('the C2P charge was not approved');
    const refund = await c2p.refunds.refund({
      reference: `re_p2p${++sequence}`, amount, rail: 'p2p',
      payee: { phoneNumber: PAYER.payerPhone, payerId: 'V12345678', bankCode: '0134' },
      charge: { reference: 'pi_other', gatewayReference: charge.gatewayReference },
    });
    if (refund.status !== 'refunded') throw new Error('the payout was not made');

    await expect(verify(charge.gatewayReference)).rejects.toThrow(GatewayUnavailable);
    await expect(verify(refund.gatewayReference)).rejects.toThrow(GatewayUnavailable);
  });

  it('books a transfer through the fake\'s HTTP hook too', async () => {
    const response = await fetch(`${new URL(settings.baseUrl).origin}/_fake/transfers`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ reference: '987600001234', payerPhone: '584241234567', payerBankCode: '0134', amount: '250.00' }),
    });

    expect(response.status).toBe(201);
    expect(await verify('1234')).toEqual({ status: 'approved', gatewayReference: '987600001234' });
  });

  it.each(['never_answer', 'server_error', 'reset_connection', 'unreadable_answer'] as const)(
    'is GatewayUnavailable when the answer is lost (%s); asking again finds the transfer',
    async (lost) => {
      const { reference } = fake.receiveTransfer({ ...PAYER, amount: 250 });
      fake.loseNextAnswer('Position/ValidateP2P', lost);

      await expect(verify(reference)).rejects.toThrow(GatewayUnavailable);
      expect(await verify(reference)).toEqual({ status: 'approved', gatewayReference: reference });
    },
  );

  it('logs a mismatch by our ids, never the payer\'s phone or transfer reference, nor a key', async () => {
    const logger = recordingLogger();
    const { reference } = fake.receiveTransfer({ ...PAYER, amount: 300 });

    expect(await verify(reference, {}, logger)).toEqual({ status: 'declined', declineCode: 'amount_mismatch' });
    expect(logger.text()).toContain('amount_mismatch');
    for (const secret of ['4241234567', reference, settings.masterKey]) expect(logger.text()).not.toContain(secret);
  });
});
