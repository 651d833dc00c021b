import { payoutReference } from '../../../src/adapters/gateways/bdv/bdv-payout-reference';
import { BdvSettings } from '../../../src/adapters/gateways/bdv/bdv-settings';
import { GatewayUnavailable, RefundOrder } from '../../../src/application/ports/payment-gateway';
import { Money } from '../../../src/domain/money';
import { FakeBdv } from '../../../tools/fake-bdv/fake-bdv-server';
import { BDV_APPROVING_OTP, bdvC2pCharge, bdvC2pGateway } from '../../support/bdv-charges';
import { startFakeBdv } from '../../support/bdv-fake';
import { describeRefundsContract } from './refunds.contract';

const PAYEE = { phoneNumber: '04241234567', payerId: 'V-23456789', bankCode: '0134' };
const ves = (amount: string) => Money.fromDecimal('VES', amount);
let sequence = 0;
const newId = (prefix: string) => `${prefix}${Date.now().toString(36)}${++sequence}`;

let fake: FakeBdv;
let settings: BdvSettings;

beforeAll(async () => {
  ({ fake, settings } = await startFakeBdv({ timeoutMs: 2_000 }));
});
afterAll(() => fake.close());

const create = () => {
  fake.ledger.clear();
  return bdvC2pGateway(settings);
};

describeRefundsContract('BdvC2pGateway annulment on the fake bank', {
  create,
  approving: () => bdvC2pCharge(BDV_APPROVING_OTP),
  order: () => ({ rail: 'reversal' }),
  repeatable: false,
  refundsMade: () => fake.ledger.refunds.length,
  loseNextAnswer: () => fake.loseNextAnswer('annulment', 'reset_connection'),
});

describeRefundsContract('BdvC2pGateway vuelto on the fake bank', {
  create: () => {
    // An empty account: only the charge is there to pay out, so a payout beyond it is refused (1034, as BNC's G51).
    fake.firstMerchant.suite.openingBalanceCents = 0;
    return create();
  },
  approving: () => bdvC2pCharge(BDV_APPROVING_OTP),
  order: () => ({ rail: 'p2p', payee: PAYEE }),
  repeatable: false,
  refundsMade: () => fake.ledger.refunds.length,
  loseNextAnswer: () => fake.loseNextAnswer('vuelto', 'reset_connection'),
});

describe('BdvC2pGateway refunds on the fake bank', () => {
  beforeEach(() => {
    fake.ledger.clear();
    fake.firstMerchant.suite.openingBalanceCents = 100_000_000;
  });

  const chargeToRefund = async (gateway = bdvC2pGateway(settings)) => {
    const reference = newId('pi_bdv');
    const outcome = await gateway.charge({ ...bdvC2pCharge(BDV_APPROVING_OTP), reference, amount: ves('500') });
    if (outcome.status !== 'approved') throw new Error('not approved');
    return { gateway, charge: { reference, gatewayReference: outcome.gatewayReference } };
  };

  it('pays out to the payee as the bank writes them: our numeroReferencia, the id split, two decimals', async () => {
    const { gateway, charge } = await chargeToRefund();
    const order: RefundOrder = { reference: newId('re_bdv'), amount: ves('120.5'), rail: 'p2p', payee: PAYEE, charge };

    const answer = await gateway.refunds.refund(order);

    expect(answer).toEqual({ status: 'refunded', gatewayReference: payoutReference(order.reference) });
    expect(fake.ledger.refunds).toEqual([expect.objectContaining({
      kind: 'vuelto', of: payoutReference(order.reference), cents: 12050, payeePhone: '04241234567', payeeBank: '0134', payeeId: 'V23456789',
    })]);
  });

  it('finds a payout whose answer was lost from another instance, by its numeroReferencia in the movements; never pays twice', async () => {
    const { gateway, charge } = await chargeToRefund();
    const order: RefundOrder = { reference: newId('re_lost'), amount: ves('50'), rail: 'p2p', payee: PAYEE, charge };
    fake.loseNextAnswer('vuelto', 'server_error');

    await expect(gateway.refunds.refund(order)).rejects.toThrow(GatewayUnavailable);
    const elsewhere = bdvC2pGateway(settings);

    expect(await elsewhere.refunds.lookupRefund(order.reference)).toEqual({ status: 'refunded', gatewayReference: payoutReference(order.reference) });
    expect(fake.ledger.refunds).toHaveLength(1);
  });

  it('does not send again a payout whose answer was lost and that the bank does not show: still unknown', async () => {
    const { gateway, charge } = await chargeToRefund();
    const order: RefundOrder = { reference: newId('re_held'), amount: ves('50'), rail: 'p2p', payee: PAYEE, charge };
    fake.holdNextInTransit('vuelto');
    const impatient = bdvC2pGateway({ ...settings, timeoutMs: 300 });
    const fromCharge = await chargeToRefund(impatient);

    await expect(impatient.refunds.refund({ ...order, charge: fromCharge.charge })).rejects.toThrow(GatewayUnavailable);
    await expect(impatient.refunds.refund({ ...order, charge: fromCharge.charge })).rejects.toThrow(GatewayUnavailable);
    fake.bookInTransit();

    expect(await impatient.refunds.lookupRefund(order.reference)).toEqual({ status: 'refunded', gatewayReference: payoutReference(order.reference) });
    expect(fake.ledger.refunds).toHaveLength(1);
    expect(gateway).toBeDefined();
  });

  it('cannot annul a charge another instance made (its endToEndId is only in the process answer): declined, nothing sent', async () => {
    const { charge } = await chargeToRefund();

    const answer = await bdvC2pGateway(settings).refunds.refund({ reference: newId('re_bdv'), amount: ves('500'), rail: 'reversal', charge });

    expect(answer).toEqual({ status: 'declined', declineCode: 'refund_rail_unavailable' });
    expect(fake.ledger.refunds).toEqual([]);
  });
});
