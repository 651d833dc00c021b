import { MercantilC2pGateway } from '../../../src/adapters/gateways/mercantil/mercantil-c2p-gateway';
import { MercantilCardGateway } from '../../../src/adapters/gateways/mercantil/mercantil-card-gateway';
import { GatewayLogger } from '../../../src/adapters/gateways/mercantil/mercantil-gateway';
import { MercantilSettings } from '../../../src/adapters/gateways/mercantil/mercantil-settings';
import { GatewayUnavailable } from '../../../src/application/ports/payment-gateway';
import { parseCardNumber } from '../../../src/domain/card';
import { Money } from '../../../src/domain/money';
import { parseMobilePhone, parseNationalId } from '../../../src/domain/payer';
import { FakeMercantil } from '../../../tools/fake-mercantil/fake-mercantil-server';
import { parsed } from '../../support/fakes';
import { startFakeMercantil } from '../../support/mercantil-fake';

const amount = Money.fromDecimal('VES', '2548.65');
let sequence = 0;
const newReference = () => `pi_mercantil${Date.now().toString(36)}${++sequence}`;

const c2p = (otp: string, reference = newReference()) => ({
  phoneNumber: parsed(parseMobilePhone('04141234567')),
  payerId: parsed(parseNationalId('V-12345678')),
  bankCode: '0105',
  otp,
  reference,
  amount,
});

const card = (cardNumber: string, cvv = '123', reference = newReference()) => ({
  cardNumber: parsed(parseCardNumber(cardNumber)),
  cvv,
  expiryMonth: 12,
  expiryYear: new Date().getUTCFullYear() + 1,
  holderId: parsed(parseNationalId('V12345678')),
  brand: 'visa' as const,
  reference,
  amount,
});

/** Records what the adapters log, as text. */
function recordingLogger(): GatewayLogger & { lines: string[] } {
  const lines: string[] = [];
  const log = (fields: unknown, message?: string) => void lines.push(`${message ?? ''} ${JSON.stringify(fields)}`);
  return { lines, info: log, error: log } as unknown as GatewayLogger & { lines: string[] };
}

describe('Mercantil adapters on the fake bank: what the bank says becomes an outcome', () => {
  let fake: FakeMercantil;
  let settings: MercantilSettings;
  let logger: ReturnType<typeof recordingLogger>;

  beforeAll(async () => {
    // A short wait for the charge: the fake's "never answer" OTP is waited out once per test.
    ({ fake, settings } = await startFakeMercantil({ timeoutMs: 2_000 }));
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.ledger.clear();
    fake.searchUnavailable = false;
    logger = recordingLogger();
  });

  it('sends the bank what it decrypts: payer, phones, amount, bank and invoice number', async () => {
    const charge = c2p('123456');
    const outcome = await new MercantilC2pGateway(settings).charge(charge);

    const booked = fake.ledger.get(charge.reference);
    expect(booked).toMatchObject({ method: 'c2p', amount: 2548.65, payer: '584141234567', requests: 1 });
    expect(outcome).toEqual({ status: 'approved', gatewayReference: (booked?.outcome as { paymentReference: string }).paymentReference });
  });

  it.each([
    ['111111', 'insufficient_funds', 'Fondos insuficientes'],
    ['000000', 'invalid_otp', 'Clave de pago inválida o vencida'],
  ])('declines C2P OTP %s as %s, with the bank\'s description, which it logs', async (otp, declineCode, description) => {
    const charge = c2p(otp);

    expect(await new MercantilC2pGateway(settings, logger).charge(charge)).toEqual({ status: 'declined', declineCode, gatewayMessage: description });
    expect(logger.lines.join('\n')).toContain(description);
    expect(logger.lines.join('\n')).toContain(charge.reference);
  });

  it.each([
    ['4000000000000002', 'card_declined'],
    ['4000000000009995', 'insufficient_funds'],
  ])('declines card %s as %s', async (number, declineCode) => {
    expect(await new MercantilCardGateway(settings).charge(card(number))).toMatchObject({ status: 'declined', declineCode, gatewayMessage: expect.any(String) });
  });

  type LostAnswer = 'never' | 'error' | 'reset' | 'unreadable';
  const LOST_OTP: Record<LostAnswer, string> = { never: '999999', error: '888888', reset: '777777', unreadable: '666666' };
  const LOST_CVV: Record<LostAnswer, string> = { never: '999', error: '888', reset: '777', unreadable: '666' };
  /** A charge whose answer the fake loses, and a lookup from a gateway that never saw it (the reconciler after a restart). */
  const lostCharges = {
    C2P: (kind: LostAnswer) => {
      const charge = c2p(LOST_OTP[kind]);
      return { reference: charge.reference, charge: () => new MercantilC2pGateway(settings).charge(charge), lookup: () => new MercantilC2pGateway(settings).lookup(charge.reference) };
    },
    card: (kind: LostAnswer) => {
      const charge = card('4242424242424242', LOST_CVV[kind]);
      return { reference: charge.reference, charge: () => new MercantilCardGateway(settings).charge(charge), lookup: () => new MercantilCardGateway(settings).lookup(charge.reference) };
    },
  };

  describe.each(['C2P', 'card'] as const)('%s: a charge that lands without an answer', (method) => {
    it.each([
      ['no answer within the timeout', 'never'],
      ['a 500 after charging', 'error'],
      ['a connection reset after charging', 'reset'],
      ['an answer that is not JSON', 'unreadable'],
    ] as const)('is unknown on %s, and the lookup finds it paid with exactly one charge', async (_, kind) => {
      const lost = lostCharges[method](kind);

      await expect(lost.charge()).rejects.toThrow(GatewayUnavailable);
      const outcome = await lost.lookup();

      expect(outcome).toEqual({ status: 'approved', gatewayReference: expect.stringMatching(/\S/) });
      expect(fake.ledger.all()).toHaveLength(1);
      expect(fake.ledger.get(lost.reference)?.requests).toBe(1);
    });
  });

  it('never charges twice for one invoice number, even from a new process', async () => {
    const charge = c2p('123456');
    const first = await new MercantilC2pGateway(settings).charge(charge);

    const again = await new MercantilC2pGateway(settings).charge({ ...charge, otp: '111111' });

    expect(again).toEqual(first);
    expect(fake.ledger.all()).toHaveLength(1);
    expect(fake.ledger.get(charge.reference)?.requests).toBe(2);
  });

  it('finds nothing for a charge the bank refused when asked from a new process (the reconciler then judges it not processed)', async () => {
    const charge = c2p('111111');
    await new MercantilC2pGateway(settings).charge(charge);

    expect(await new MercantilC2pGateway(settings).lookup(charge.reference)).toBeNull();
  });

  it('cannot tell while the bank\'s search is down', async () => {
    fake.searchUnavailable = true;

    await expect(new MercantilC2pGateway(settings).lookup(newReference())).rejects.toThrow(GatewayUnavailable);
    await expect(new MercantilCardGateway(settings).lookup(newReference())).rejects.toThrow(GatewayUnavailable);
  });

  it('cannot tell when the bank refuses the search itself: a refusal proves no charge is absent', async () => {
    const charge = c2p('999999');
    await expect(new MercantilC2pGateway(settings).charge(charge)).rejects.toThrow(GatewayUnavailable);

    const otherPhone = { ...settings, merchantPhone: '584121111111' };
    await expect(new MercantilC2pGateway(otherPhone, logger).lookup(charge.reference)).rejects.toThrow(GatewayUnavailable);
    expect(logger.lines.join('\n')).toContain('refused a search');
  });

  it('treats a wrong client id as our misconfiguration: unknown, logged as an error, never a decline, nothing charged', async () => {
    const misconfigured = { ...settings, clientId: 'not-our-client-id' };

    await expect(new MercantilC2pGateway(misconfigured, logger).charge(c2p('123456'))).rejects.toThrow(GatewayUnavailable);
    await expect(new MercantilCardGateway(misconfigured, logger).lookup(newReference())).rejects.toThrow(GatewayUnavailable);

    expect(fake.ledger.all()).toEqual([]);
    expect(logger.lines.join('\n')).toContain('MERCANTIL_CLIENT_ID');
    expect(logger.lines.join('\n')).not.toContain('not-our-client-id');
  });

  it('is unknown when the bank cannot be reached at all', async () => {
    const unreachable = { ...settings, baseUrl: 'http://127.0.0.1:9/v1' };

    await expect(new MercantilCardGateway(unreachable).charge(card('4242424242424242'))).rejects.toThrow(GatewayUnavailable);
  });
});
