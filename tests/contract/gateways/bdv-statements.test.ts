import { BdvSettings } from '../../../src/adapters/gateways/bdv/bdv-settings';
import { BusinessCalendar } from '../../../src/application/business-calendar';
import { GatewayUnavailable } from '../../../src/application/ports/payment-gateway';
import { Money } from '../../../src/domain/money';
import { FakeBdv } from '../../../tools/fake-bdv/fake-bdv-server';
import { BDV_APPROVING_OTP, BDV_DECLINING_OTP, bdvC2pCharge, bdvC2pGateway } from '../../support/bdv-charges';
import { startFakeBdv } from '../../support/bdv-fake';
import { describeStatementsContract } from './statements.contract';

const PAYEE = { phoneNumber: '04241234567', payerId: 'V-23456789', bankCode: '0134' };
const ves = (amount: string) => Money.fromDecimal('VES', amount);
const today = () => new BusinessCalendar('America/Caracas').dayOf(new Date());
let sequence = 0;
const newId = (prefix: string) => `${prefix}${Date.now().toString(36)}${++sequence}`;

let fake: FakeBdv;
let settings: BdvSettings;

beforeAll(async () => {
  ({ fake, settings } = await startFakeBdv({ timeoutMs: 2_000 }));
});
afterAll(() => fake.close());

const gatewayOf = () => bdvC2pGateway(settings);

describeStatementsContract('BdvC2pGateway on the fake bank, vuelto', {
  create: () => {
    fake.ledger.clear();
    return gatewayOf();
  },
  approving: () => bdvC2pCharge(BDV_APPROVING_OTP),
  declining: () => bdvC2pCharge(BDV_DECLINING_OTP),
  refundOrder: () => ({ rail: 'p2p', payee: PAYEE }),
});

describe('BdvC2pGateway statement on the fake bank', () => {
  beforeEach(() => fake.ledger.clear());

  it('reads every page (100 a page, continued by nroMovimiento) of a day with more movements than one page', async () => {
    for (let i = 0; i < 230; i++) fake.receiveTransfer({ payerPhone: '04241234567', payerBank: '0134', amount: `${i + 1}.00` });

    const lines = await gatewayOf().statements.statementOf(today());

    expect(lines).toHaveLength(230);
    expect(new Set(lines.map((line) => line.gatewayReference)).size).toBe(230);
  });

  it('lists a charge another process made without our reference (its bank reference names it), and its payout with ours', async () => {
    const charging = gatewayOf();
    const reference = newId('pi_stmt');
    const charge = await charging.charge({ ...bdvC2pCharge(BDV_APPROVING_OTP), reference, amount: ves('640') });
    if (charge.status !== 'approved') throw new Error('the charge was not approved');

    const lines = await gatewayOf().statements.statementOf(today());

    expect(lines).toEqual([expect.objectContaining({ reference: null, gatewayReference: charge.gatewayReference })]);
  });

  it('asks the day alone, in the bank\'s DD/MM/YYYY: nothing of today in yesterday\'s', async () => {
    await gatewayOf().charge({ ...bdvC2pCharge(BDV_APPROVING_OTP), reference: newId('pi_stmt'), amount: ves('10') });

    expect(await gatewayOf().statements.statementOf('2020-01-01')).toEqual([]);
  });

  it('is GatewayUnavailable when the movements\' answer is lost', async () => {
    fake.loseNextAnswer('movements', 'reset_connection');
    await expect(gatewayOf().statements.statementOf(today())).rejects.toThrow(GatewayUnavailable);
  });
});
