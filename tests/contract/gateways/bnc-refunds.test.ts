import { BncC2pGateway } from '../../../src/adapters/gateways/bnc/bnc-c2p-gateway';
import { BncClient, GatewayLogger } from '../../../src/adapters/gateways/bnc/bnc-client';
import { operationRef } from '../../../src/adapters/gateways/bnc/bnc-refunds';
import { BncSettings } from '../../../src/adapters/gateways/bnc/bnc-settings';
import { C2pCharge } from '../../../src/application/ports/c2p-gateway';
import { GatewayUnavailable, RefundOrder } from '../../../src/application/ports/payment-gateway';
import { Money } from '../../../src/domain/money';
import { parseMobilePhone, parseNationalId } from '../../../src/domain/payer';
import { FakeBnc } from '../../../tools/fake-bnc/fake-bnc-server';
import { startFakeBnc } from '../../support/bnc-fake';
import { parsed } from '../../support/fakes';
import { describeRefundsContract } from './refunds.contract';

const c2pCharge = (otp: string): C2pCharge => ({
  phoneNumber: parsed(parseMobilePhone('04141234567')),
  payerId: parsed(parseNationalId('V12345678')),
  bankCode: '0191',
  otp,
});
const PAYEE = { phoneNumber: '04241234567', payerId: 'V-23456789', bankCode: '0134' };
const ves = (amount: string) => Money.fromDecimal('VES', amount);
let sequence = 0;
const newId = (prefix: string) => `${prefix}${Date.now().toString(36)}${++sequence}`;

let fake: FakeBnc;
let settings: BncSettings;

beforeAll(async () => {
  // Two seconds for the bank: enough on a loaded machine (300 ms was not), and the fake's unanswered refund is waited out.
  ({ fake, settings } = await startFakeBnc({ timeoutMs: 2_000 }));
});
afterAll(() => fake.close());

const gatewayOf = (logger?: GatewayLogger) => new BncC2pGateway(settings, new BncClient(settings, logger), logger);

const refundsFixture = {
  create: () => {
    fake.ledger.clear();
    return gatewayOf();
  },
  approving: () => c2pCharge('123456'),
  refundsMade: () => fake.ledger.refunds.length,
};

describeRefundsContract('BncC2pGateway on the fake bank, ReverseC2P', {
  ...refundsFixture,
  repeatable: true,
  order: () => ({ rail: 'reversal' }),
  loseNextAnswer: () => fake.loseNextAnswer('MobPayment/ReverseC2P', 'reset_connection'),
});

describeRefundsContract('BncC2pGateway on the fake bank, SendP2P', {
  ...refundsFixture,
  repeatable: true,
  order: () => ({ rail: 'p2p', payee: PAYEE }),
  loseNextAnswer: () => fake.loseNextAnswer('MobPayment/SendP2P', 'reset_connection'),
});

function recordingLogger(): GatewayLogger & { text: () => string } {
  const lines: string[] = [];
  const log = (fields: unknown, message?: string) => void lines.push(`${message ?? ''} ${JSON.stringify(fields)}`);
  return { info: log, error: log, text: () => lines.join('\n') } as unknown as GatewayLogger & { text: () => string };
}

describe('BNC refunds on the fake bank', () => {
  let gateway: BncC2pGateway;
  beforeEach(() => {
    fake.ledger.clear();
    gateway = gatewayOf();
  });

  const refundOf = async (rail: 'reversal' | 'p2p', amount = '500', on = gateway): Promise<RefundOrder> => {
    const reference = newId('pi_refund');
    const outcome = await on.charge({ ...c2pCharge('123456'), reference, amount: ves('500') });
    if (outcome.status !== 'approved') throw new Error('the charge was not approved');
    const base = { reference: newId('re_refund'), amount: ves(amount), charge: { reference, gatewayReference: outcome.gatewayReference } };
    return rail === 'p2p' ? { ...base, rail, payee: PAYEE } : { ...base, rail };
  };

  it('pays out to the payee as the bank writes them, with an OperationRef of 20 characters from our refund id', async () => {
    const order = await refundOf('p2p', '120.50');

    const answer = await gateway.refunds.refund(order);

    expect(fake.ledger.refunds).toEqual([expect.objectContaining({ kind: 'payout', cents: 12050, of: operationRef(order.reference), description: `Reembolso ${order.reference}` })]);
    expect(operationRef(order.reference)).toHaveLength(20);
    expect(answer).toEqual({ status: 'refunded', gatewayReference: fake.ledger.refunds[0].reference });
    expect(fake.ledger.movements.at(-1)).toMatchObject({ referenceB: '584241234567', bankCode: '0134' });
  });

  it('sent again from another process (SwAlreadySent), a payout answers the first reference and pays nothing more', async () => {
    const order = await refundOf('p2p');
    fake.loseNextAnswer('MobPayment/SendP2P', 'never_answer');
    await expect(gateway.refunds.refund(order)).rejects.toThrow(GatewayUnavailable);

    const again = await gatewayOf().refunds.refund(order);

    expect(again).toEqual({ status: 'refunded', gatewayReference: fake.ledger.refunds[0].reference });
    expect(fake.ledger.refunds).toHaveLength(1);
  });

  it('finds a payout from another process by our refund id in the movements', async () => {
    const order = await refundOf('p2p');
    const answer = await gateway.refunds.refund(order);

    expect(await gatewayOf().refunds.lookupRefund(order.reference)).toEqual(answer);
  });

  it('reverses a charge once: a second reversal with another refund id is declined, not taken for the first', async () => {
    const order = await refundOf('reversal');

    expect(await gateway.refunds.refund(order)).toMatchObject({ status: 'refunded' });
    const again = await gateway.refunds.refund({ ...order, reference: newId('re_refund') });
    const more = await refundOf('reversal', '500.01');

    expect(again).toEqual({ status: 'declined', declineCode: 'duplicate_transaction' });
    expect(await gateway.refunds.refund(more)).toEqual({ status: 'declined', declineCode: 'invalid_amount' });
    expect(fake.ledger.refunds).toHaveLength(1);
  });

  it('declines a reversal of a charge another process made (its IdTransaction is unknown here), sending nothing', async () => {
    const order = await refundOf('reversal');

    expect(await gatewayOf().refunds.refund(order)).toEqual({ status: 'declined', declineCode: 'refund_rail_unavailable' });
    expect(fake.ledger.refunds).toEqual([]);
  });

  it('sends a payout held in transit again with the same OperationRef: paid once, the one in transit answered SwAlreadySent', async () => {
    const order = await refundOf('p2p');
    fake.holdNextInTransit('MobPayment/SendP2P');
    await expect(gateway.refunds.refund(order)).rejects.toThrow(GatewayUnavailable);

    const resent = await gatewayOf().refunds.resend(order);

    expect(fake.ledger.refunds).toEqual([expect.objectContaining({ kind: 'payout', of: operationRef(order.reference) })]);
    expect(resent).toEqual({ status: 'refunded', gatewayReference: fake.ledger.refunds[0].reference });
    expect(fake.bookInTransit()).toEqual([{ answered: expect.objectContaining({ SwAlreadySent: true }) }]);
    expect(fake.ledger.refunds).toHaveLength(1);
  });

  it('sends a reversal held in transit again when it knows the charge: reversed once, the one in transit refused G94', async () => {
    const order = await refundOf('reversal');
    fake.holdNextInTransit('MobPayment/ReverseC2P');
    await expect(gateway.refunds.refund(order)).rejects.toThrow(GatewayUnavailable);

    const resent = await gateway.refunds.resend(order);

    expect(resent).toEqual({ status: 'refunded', gatewayReference: fake.ledger.refunds[0].reference });
    expect(fake.bookInTransit()).toEqual([{ refused: 'G94' }]);
    expect(fake.ledger.refunds).toHaveLength(1);
  });

  it('never sends again a reversal of a charge another process made (its IdTransaction is unknown here), nor answers it declined', async () => {
    const order = await refundOf('reversal');
    fake.holdNextInTransit('MobPayment/ReverseC2P');
    await expect(gateway.refunds.refund(order)).rejects.toThrow(GatewayUnavailable);

    expect(await gatewayOf().refunds.resend(order)).toBeNull();
    expect(fake.bookInTransit()).toEqual([{ answered: expect.objectContaining({ Reference: expect.any(String) }) }]);
    expect(fake.ledger.refunds).toHaveLength(1);
  });

  it('answers a resent reversal the bank refuses as already reversed, by a reversal the movements do not tie to it, as pending', async () => {
    const order = await refundOf('reversal');
    expect(await gateway.refunds.refund(order)).toMatchObject({ status: 'refunded' });

    expect(await gateway.refunds.resend({ ...order, reference: newId('re_refund') })).toEqual({ status: 'pending' });
    expect(fake.ledger.refunds).toHaveLength(1);
  });

  it('declines a payout the merchant\'s balance cannot cover, and logs it by our ids, never the payee nor a key', async () => {
    const logger = recordingLogger();
    const logged = gatewayOf(logger);
    const order = await refundOf('p2p', '900', logged);

    expect(await logged.refunds.refund(order)).toEqual({ status: 'declined', declineCode: 'insufficient_funds' });
    expect(logger.text()).toContain(order.reference);
    expect(logger.text()).toContain('G51');
    for (const secret of ['23456789', '4241234567', settings.masterKey]) expect(logger.text()).not.toContain(secret);
  });

  it('declines a rail it does not offer without reaching the bank', async () => {
    const order = await refundOf('reversal');

    expect(await gateway.refunds.refund({ ...order, rail: 'card' })).toEqual({ status: 'declined', declineCode: 'refund_rail_unavailable' });
    expect(fake.ledger.refunds).toEqual([]);
  });
});
