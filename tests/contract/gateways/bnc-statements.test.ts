import { BncC2pGateway } from '../../../src/adapters/gateways/bnc/bnc-c2p-gateway';
import { BncClient } from '../../../src/adapters/gateways/bnc/bnc-client';
import { BncSettings } from '../../../src/adapters/gateways/bnc/bnc-settings';
import { BusinessCalendar } from '../../../src/application/business-calendar';
import { C2pCharge } from '../../../src/application/ports/c2p-gateway';
import { GatewayUnavailable } from '../../../src/application/ports/payment-gateway';
import { Money } from '../../../src/domain/money';
import { parseMobilePhone, parseNationalId } from '../../../src/domain/payer';
import { FakeBnc } from '../../../tools/fake-bnc/fake-bnc-server';
import { startFakeBnc } from '../../support/bnc-fake';
import { parsed } from '../../support/fakes';
import { describeStatementsContract } from './statements.contract';

const c2pCharge = (otp: string): C2pCharge => ({
  phoneNumber: parsed(parseMobilePhone('04141234567')),
  payerId: parsed(parseNationalId('V12345678')),
  bankCode: '0191',
  otp,
});
const PAYEE = { phoneNumber: '04241234567', payerId: 'V-23456789', bankCode: '0134' };
const ves = (amount: string) => Money.fromDecimal('VES', amount);
const today = () => new BusinessCalendar('America/Caracas').dayOf(new Date());
let sequence = 0;
const newId = (prefix: string) => `${prefix}${Date.now().toString(36)}${++sequence}`;

let fake: FakeBnc;
let settings: BncSettings;

beforeAll(async () => {
  ({ fake, settings } = await startFakeBnc({ timeoutMs: 2_000 }));
});
afterAll(() => fake.close());

const gatewayOf = () => new BncC2pGateway(settings, new BncClient(settings));
const fixture = {
  create: () => {
    fake.ledger.clear();
    fake.operations.movementsAs = 'list';
    return gatewayOf();
  },
  approving: () => c2pCharge('123456'),
  declining: () => c2pCharge('111111'),
};
describeStatementsContract('BncC2pGateway on the fake bank, ReverseC2P', { ...fixture, refundOrder: () => ({ rail: 'reversal' }) });
describeStatementsContract('BncC2pGateway on the fake bank, SendP2P', { ...fixture, refundOrder: () => ({ rail: 'p2p', payee: PAYEE }) });
describeStatementsContract('BncC2pGateway on the fake bank, movements keyed by the account (v4.1), ReverseC2P', {
  ...fixture,
  create: () => {
    fake.ledger.clear();
    fake.operations.movementsAs = 'dictionary';
    return gatewayOf();
  },
  refundOrder: () => ({ rail: 'reversal' }),
});

describe('BncC2pGateway statement on the fake bank', () => {
  beforeEach(() => {
    fake.ledger.clear();
    fake.operations.movementsAs = 'list';
  });

  it('leaves out the transfers customers sent to the merchant', async () => {
    const gateway = gatewayOf();
    const reference = newId('pi_stmt');
    await gateway.charge({ ...c2pCharge('123456'), reference, amount: ves('99.99') });
    const transfer = fake.receiveTransfer({ payerPhone: '04241234567', payerBankCode: '0134', amount: 250 });

    const lines = await gateway.statements.statementOf(today());

    expect(lines.map((line) => line.reference)).toEqual([reference]);
    expect(lines.map((line) => line.gatewayReference)).not.toContain(transfer.reference);
  });

  it('lists the movements another process made, with our reference only for payouts (their description carries it)', async () => {
    const charging = gatewayOf();
    const reference = newId('pi_stmt');
    const charge = await charging.charge({ ...c2pCharge('123456'), reference, amount: ves('640') });
    if (charge.status !== 'approved') throw new Error('the charge was not approved');
    const refundId = newId('re_stmt');
    await charging.refunds.refund({ reference: refundId, amount: ves('40'), rail: 'p2p', payee: PAYEE, charge: { reference, gatewayReference: charge.gatewayReference } });

    const lines = await gatewayOf().statements.statementOf(today());

    expect(lines.map((line) => line.reference)).toEqual([null, refundId]);
    expect(lines[0].gatewayReference).toBe(charge.gatewayReference);
  });

  it('is GatewayUnavailable when the movements\' answer is lost', async () => {
    fake.loseNextAnswer('Position/HistoryByDate', 'reset_connection');
    await expect(gatewayOf().statements.statementOf(today())).rejects.toThrow(GatewayUnavailable);
  });
});
