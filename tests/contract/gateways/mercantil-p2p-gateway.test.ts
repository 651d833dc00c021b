import { MERCANTIL } from '../../../src/adapters/gateways/mercantil/mercantil-connector';
import { MercantilC2pGateway } from '../../../src/adapters/gateways/mercantil/mercantil-c2p-gateway';
import { GatewayLogger } from '../../../src/adapters/gateways/mercantil/mercantil-gateway';
import { MercantilP2pGateway, MercantilP2pSettings } from '../../../src/adapters/gateways/mercantil/mercantil-p2p-gateway';
import { GatewayUnavailable } from '../../../src/application/ports/payment-gateway';
import { Money } from '../../../src/domain/money';
import { parseMobilePhone, parseNationalId } from '../../../src/domain/payer';
import { FakeMercantil } from '../../../tools/fake-mercantil/fake-mercantil-server';
import { parsed } from '../../support/fakes';
import { startFakeMercantil } from '../../support/mercantil-fake';
import { describeP2pGatewayContract, venezuelanToday } from './p2p-gateway.contract';

let fake: FakeMercantil;
let settings: MercantilP2pSettings;
let sequence = 0;
/** A new 12-digit bank reference, as Mercantil's are. */
const newBankReference = () => String(100_000_000_000 + Date.now() % 1_000_000 * 1000 + (++sequence % 1000));

beforeAll(async () => {
  // Two seconds for the bank: enough on a loaded machine (300 ms was not), and the fake's unanswered search is waited out.
  const started = await startFakeMercantil({ lookupTimeoutMs: 2_000 });
  fake = started.fake;
  settings = { ...started.settings, merchantIdDocument: 'J-123456789' };
});
afterAll(() => fake.close());

describeP2pGatewayContract('MercantilP2pGateway on the fake bank', {
  create: () => {
    fake.ledger.clear();
    return new MercantilP2pGateway(settings);
  },
  bankReference: () => newBankReference(),
  receive: (t) => {
    const amount = t.amount.toDecimalString();
    fake.receiveTransfer({ reference: t.bankReference, payerPhone: t.phoneNumber, payerBankCode: t.bankCode, amount, day: t.paidOn });
  },
});

function recordingLogger(): GatewayLogger & { text: () => string } {
  const lines: string[] = [];
  const log = (fields: unknown, message?: string) => void lines.push(`${message ?? ''} ${JSON.stringify(fields)}`);
  return { info: log, error: log, text: () => lines.join('\n') } as unknown as GatewayLogger & { text: () => string };
}

describe('MercantilP2pGateway on the fake bank: which transfer is the reported one', () => {
  const amount = Money.fromDecimal('VES', '250.00');
  const PAYER = { payerPhone: '04241234567', payerBankCode: '0134' };
  const gateway = (logger?: GatewayLogger) => new MercantilP2pGateway(settings, logger);
  type Reported = Partial<{ phoneNumber: string; bankCode: string; paidOn: string }>;
  const verify = (reported: string, over: Reported = {}, logger?: GatewayLogger) =>
    gateway(logger).charge({
      transfer: { reference: reported, phoneNumber: PAYER.payerPhone, bankCode: PAYER.payerBankCode, paidOn: venezuelanToday(), ...over },
      reference: `pi_p2p${++sequence}`,
      amount,
    });

  beforeEach(() => {
    fake.ledger.clear();
    fake.searchUnavailable = false;
  });

  it('answers with the bank\'s full reference when the payer reports its last digits', async () => {
    const { paymentReference } = fake.receiveTransfer({ ...PAYER, amount: 250 });

    expect(await verify(paymentReference.slice(-6))).toEqual({ status: 'approved', gatewayReference: paymentReference });
  });

  it('tells payers to send to the merchant\'s phone at Mercantil, with its RIF', () => {
    expect(gateway().receivingAccount).toEqual({ phoneNumber: '04142591177', bankCode: '0105', nationalId: 'J-123456789' });
  });

  it.each([
    ['another payer phone', { phoneNumber: '04161234567' }],
    ['another payer bank', { bankCode: '0102' }],
    ['another day', { paidOn: '2020-01-02' }],
  ])('does not take a transfer from %s for the reported one', async (_, over) => {
    const { paymentReference } = fake.receiveTransfer({ ...PAYER, amount: 250 });

    await expect(verify(paymentReference, over)).rejects.toThrow(GatewayUnavailable);
  });

  it('never takes our own C2P charge or Pago Móvil payout for a transfer received', async () => {
    const c2p = new MercantilC2pGateway(settings);
    const payerId = parsed(parseNationalId('V12345678'));
    const payer = { phoneNumber: parsed(parseMobilePhone(PAYER.payerPhone)), payerId, bankCode: '0134' };
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

  it('picks the transfer of exactly the amount when two share the reported digits', async () => {
    const short = fake.receiveTransfer({ ...PAYER, reference: '111100004321', amount: 249 });
    const exact = fake.receiveTransfer({ ...PAYER, reference: '222200004321', amount: 250 });

    expect(await verify('4321')).toEqual({ status: 'approved', gatewayReference: exact.paymentReference });
    expect(short.paymentReference).not.toBe(exact.paymentReference);
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

  const LOST = ['never_answer', 'server_error', 'reset_connection', 'unreadable_answer'] as const;
  describe.each(LOST)('a search whose answer is lost (%s)', (lost) => {
    it('is GatewayUnavailable; asking again finds the transfer', async () => {
      const { paymentReference } = fake.receiveTransfer({ ...PAYER, amount: 250 });
      fake.loseNextSearchAnswer(lost);

      await expect(verify(paymentReference)).rejects.toThrow(GatewayUnavailable);
      expect(await verify(paymentReference)).toEqual({ status: 'approved', gatewayReference: paymentReference });
    });
  });

  it('is GatewayUnavailable while the bank\'s search is down (503)', async () => {
    const { paymentReference } = fake.receiveTransfer({ ...PAYER, amount: 250 });
    fake.searchUnavailable = true;

    await expect(verify(paymentReference)).rejects.toThrow(GatewayUnavailable);
  });

  it('logs a mismatch and a refused search by our ids, never the payer\'s phone or transfer reference, nor a secret', async () => {
    const logger = recordingLogger();
    const { paymentReference } = fake.receiveTransfer({ ...PAYER, amount: 300 });

    expect(await verify(paymentReference, {}, logger)).toEqual({ status: 'declined', declineCode: 'amount_mismatch' });
    const stranger = new MercantilP2pGateway({ ...settings, merchantPhone: '584121112233' }, logger);
    const refused = stranger.charge({
      transfer: { reference: paymentReference, phoneNumber: PAYER.payerPhone, bankCode: '0134', paidOn: venezuelanToday() },
      reference: 'pi_stranger',
      amount,
    });

    await expect(refused).rejects.toThrow(GatewayUnavailable);
    expect(logger.text()).toContain('amount_mismatch');
    expect(logger.text()).toContain('pi_stranger');
    for (const secret of ['4241234567', paymentReference, settings.secretKey, settings.clientId]) expect(logger.text()).not.toContain(secret);
  });

  it('is offered by the Mercantil bank only with the merchant\'s RIF', () => {
    const logger = recordingLogger();
    const { merchantIdDocument: _, ...withoutRif } = settings;

    expect(MERCANTIL.adapters(settings, { logger }).p2p).toBeInstanceOf(MercantilP2pGateway);
    expect(MERCANTIL.adapters(withoutRif, { logger }).p2p).toBeUndefined();
  });
});
