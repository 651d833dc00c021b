import { MercantilC2pGateway } from '../../../src/adapters/gateways/mercantil/mercantil-c2p-gateway';
import { MercantilCardGateway } from '../../../src/adapters/gateways/mercantil/mercantil-card-gateway';
import { GatewayLogger } from '../../../src/adapters/gateways/mercantil/mercantil-gateway';
import { MercantilSettings } from '../../../src/adapters/gateways/mercantil/mercantil-settings';
import { GatewayUnavailable, RefundOrder } from '../../../src/application/ports/payment-gateway';
import { Money } from '../../../src/domain/money';
import { parseMobilePhone, parseNationalId } from '../../../src/domain/payer';
import { FakeMercantil } from '../../../tools/fake-mercantil/fake-mercantil-server';
import { parsed } from '../../support/fakes';
import { startFakeMercantil } from '../../support/mercantil-fake';

const ves = (amount: string) => Money.fromDecimal('VES', amount);
let sequence = 0;
const newId = (prefix: string) => `${prefix}${Date.now().toString(36)}${++sequence}`;
const PAYEE = { phoneNumber: '04241234567', payerId: 'V-23456789', bankCode: '0134' };

function recordingLogger(): GatewayLogger & { text: () => string } {
  const lines: string[] = [];
  const log = (fields: unknown, message?: string) => void lines.push(`${message ?? ''} ${JSON.stringify(fields)}`);
  return { info: log, error: log, text: () => lines.join('\n') } as unknown as GatewayLogger & { text: () => string };
}

describe('Mercantil C2P refunds on the fake bank: anulacion and vuelto', () => {
  let fake: FakeMercantil;
  let settings: MercantilSettings;
  const gateway = (logger?: GatewayLogger) => new MercantilC2pGateway(settings, logger);

  beforeAll(async () => {
    // Two seconds for the bank: enough on a loaded machine (300 ms was not), and the fake's unanswered refund is waited out.
    ({ fake, settings } = await startFakeMercantil({ timeoutMs: 2_000 }));
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.ledger.clear();
    fake.refunds.clear();
    fake.searchUnavailable = false;
  });

  /** A C2P charge of 500 VES approved at the fake, and an order that refunds `amount` of it by `rail`. */
  const refundOf = async (rail: 'reversal' | 'p2p', amount = '500'): Promise<RefundOrder> => {
    const reference = newId('pi_refund');
    const payer = { phoneNumber: parsed(parseMobilePhone('04141234567')), payerId: parsed(parseNationalId('V12345678')), bankCode: '0105' };
    const outcome = await gateway().charge({ ...payer, otp: '123456', reference, amount: ves('500') });
    if (outcome.status !== 'approved') throw new Error('the charge was not approved');
    const base = { reference: newId('re_refund'), amount: ves(amount), charge: { reference, gatewayReference: outcome.gatewayReference } };
    return rail === 'p2p' ? { ...base, rail, payee: PAYEE } : { ...base, rail };
  };

  it('pays a vuelto to the payee the fake decrypts, with our refund id as the invoice number', async () => {
    const order = await refundOf('p2p', '120.50');

    const answer = await gateway().refunds?.refund(order);

    const booked = fake.ledger.refund(order.reference);
    expect(booked).toMatchObject({ kind: 'vuelto', amount: 120.5, payer: '584241234567', voids: null });
    expect(answer).toEqual({ status: 'refunded', gatewayReference: booked?.paymentReference });
    expect(fake.ledger.refunds('vuelto')).toHaveLength(1);
  });

  it('voids the charge named by its payment reference once; declines a second void, an unknown charge, more than was charged', async () => {
    const order = await refundOf('reversal');
    const logger = recordingLogger();

    expect(await gateway().refunds?.refund(order)).toMatchObject({ status: 'refunded' });
    expect(fake.ledger.refund(order.reference)).toMatchObject({ kind: 'anulacion', amount: 500, voids: order.charge.gatewayReference });
    const again = await gateway(logger).refunds?.refund({ ...order, reference: newId('re_refund') });
    const unknownCharge = { ...order.charge, gatewayReference: '000000000000' };
    const unknown = await gateway().refunds?.refund({ ...order, reference: newId('re_refund'), charge: unknownCharge });
    const more = await refundOf('reversal', '500.01');
    const tooMuch = await gateway().refunds?.refund(more);

    expect(again).toEqual({ status: 'declined', declineCode: 'duplicate_transaction' });
    expect(unknown).toEqual({ status: 'declined', declineCode: 'charge_not_found' });
    expect(tooMuch).toEqual({ status: 'declined', declineCode: 'invalid_amount' });
    expect(fake.ledger.refunds('anulacion')).toHaveLength(1);
    expect(logger.text()).toContain('El pago ya fue anulado');
  });

  it('sends a void held in transit again from another process: voided once, and the one in transit is refused on arrival', async () => {
    const order = await refundOf('reversal');
    fake.refunds.holdNextInTransit();
    await expect(gateway().refunds?.refund(order)).rejects.toThrow(GatewayUnavailable);
    expect(await gateway().refunds?.lookupRefund(order.reference)).toBeNull();

    const resent = await gateway().refunds?.resend(order);

    const voids = fake.ledger.refunds('anulacion');
    expect(voids.map((entry) => [entry.invoiceNumber, entry.voids])).toEqual([[order.reference, order.charge.gatewayReference]]);
    expect(resent).toEqual({ status: 'refunded', gatewayReference: voids[0].paymentReference });
    expect(fake.refunds.bookInTransit()).toEqual([]);
    expect(fake.ledger.refunds()).toHaveLength(1);
  });

  it('answers a resent void the bank refuses as already voided, by a void its search does not show, as pending, not declined', async () => {
    const order = await refundOf('reversal');
    expect(await gateway().refunds?.refund(order)).toMatchObject({ status: 'refunded' });

    const resent = await gateway().refunds?.resend({ ...order, reference: newId('re_refund') });

    expect(resent).toEqual({ status: 'pending' });
    expect(fake.ledger.refunds()).toHaveLength(1);
  });

  it('never sends a vuelto again, even one held in transit: a repeated invoice number could pay twice', async () => {
    const order = await refundOf('p2p', '100');
    fake.refunds.holdNextInTransit();
    await expect(gateway().refunds?.refund(order)).rejects.toThrow(GatewayUnavailable);

    expect(await gateway().refunds?.resend(order)).toBeNull();
    expect(fake.refunds.bookInTransit()).toEqual([order.reference]);
    expect(fake.ledger.refunds('vuelto')).toHaveLength(1);
  });

  it('declines a vuelto the merchant\'s balance at the bank cannot cover', async () => {
    const order = await refundOf('p2p', '500.01');

    expect(await gateway().refunds?.refund(order)).toEqual({ status: 'declined', declineCode: 'insufficient_funds' });
    expect(fake.ledger.refunds()).toEqual([]);
  });

  describe.each(['reversal', 'p2p'] as const)('%s whose answer is lost after the bank made it', (rail) => {
    it.each(['never_answer', 'server_error', 'reset_connection', 'unreadable_answer'] as const)(
      'is unknown on %s; sent again from a new process, it is found and not made twice',
      async (lost) => {
        const order = await refundOf(rail);
        fake.refunds.loseNextAnswer(lost);

        await expect(gateway().refunds?.refund(order)).rejects.toThrow(GatewayUnavailable);
        const again = await gateway().refunds?.refund(order);
        const found = await gateway().refunds?.lookupRefund(order.reference);

        expect(again).toEqual({ status: 'refunded', gatewayReference: fake.ledger.refund(order.reference)?.paymentReference });
        expect(found).toEqual(again);
        expect(fake.ledger.refunds()).toHaveLength(1);
      },
    );
  });

  it('sends nothing while the bank\'s search is down: a refund it cannot look up first stays unknown', async () => {
    const order = await refundOf('p2p');
    fake.refunds.loseNextAnswer();
    await expect(gateway().refunds?.refund(order)).rejects.toThrow(GatewayUnavailable);
    fake.searchUnavailable = true;

    await expect(gateway().refunds?.refund(order)).rejects.toThrow(GatewayUnavailable);
    await expect(gateway().refunds?.refund({ ...order, reference: newId('re_refund') })).rejects.toThrow(GatewayUnavailable);
    expect(fake.ledger.refunds()).toHaveLength(1);
  });

  it('tells refunds and charges apart in the search: neither lookup finds the other', async () => {
    const order = await refundOf('p2p');
    await gateway().refunds?.refund(order);

    expect(await gateway().refunds?.lookupRefund(order.charge.reference)).toBeNull();
    expect(await gateway().lookup(order.reference)).toBeNull();
  });

  it('declines a rail it does not offer without reaching the bank', async () => {
    const order = await refundOf('reversal');

    const answer = await gateway().refunds?.refund({ ...order, rail: 'card' });

    expect(answer).toEqual({ status: 'declined', declineCode: 'refund_rail_unavailable' });
    expect(fake.ledger.refunds()).toEqual([]);
  });

  it('logs a declined refund by our ids, never the payee\'s id or phone, nor the secret', async () => {
    const logger = recordingLogger();
    const order = await refundOf('p2p', '900');

    await gateway(logger).refunds?.refund(order);

    expect(logger.text()).toContain(order.reference);
    expect(logger.text()).toContain('insufficient_funds');
    for (const secret of ['23456789', '4241234567', settings.secretKey]) expect(logger.text()).not.toContain(secret);
  });

  it('offers no refunds on cards: card refunds at Mercantil are manual', () => {
    expect('refunds' in new MercantilCardGateway(settings)).toBe(false);
    expect(gateway().refunds?.rails).toEqual(['reversal', 'p2p']);
  });
});
