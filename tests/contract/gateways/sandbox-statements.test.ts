import { SandboxC2pGateway } from '../../../src/adapters/gateways/sandbox/sandbox-c2p-gateway';
import { SandboxCardGateway } from '../../../src/adapters/gateways/sandbox/sandbox-card-gateway';
import { C2pCharge } from '../../../src/application/ports/c2p-gateway';
import { CardCharge } from '../../../src/application/ports/card-gateway';
import { parseCardNumber } from '../../../src/domain/card';
import { Money } from '../../../src/domain/money';
import { parseMobilePhone, parseNationalId } from '../../../src/domain/payer';
import { parsed } from '../../support/fakes';
import { describeStatementsContract } from './statements.contract';

const c2pCharge = (otp: string): C2pCharge => ({
  phoneNumber: parsed(parseMobilePhone('04141234567')),
  payerId: parsed(parseNationalId('V12345678')),
  bankCode: '0134',
  otp,
});

const cardCharge = (cardNumber: string): CardCharge => ({
  cardNumber: parsed(parseCardNumber(cardNumber)),
  cvv: '123',
  expiryMonth: 12,
  expiryYear: new Date().getUTCFullYear() + 1,
  holderId: parsed(parseNationalId('V12345678')),
  brand: 'visa',
});

/** 23:30 on 22 November in Caracas, already the 23rd in UTC: the day must be Caracas's. */
const LATE_EVENING = Date.parse('2026-11-23T03:30:00Z');

describeStatementsContract('SandboxC2pGateway, reversal', {
  create: () => new SandboxC2pGateway(),
  approving: () => c2pCharge('123456'),
  declining: () => c2pCharge('111111'),
  refundOrder: () => ({ rail: 'reversal' }),
});

describeStatementsContract('SandboxC2pGateway, Pago Móvil payout, late in the evening in Caracas', {
  create: () => new SandboxC2pGateway(0, () => LATE_EVENING),
  approving: () => c2pCharge('123456'),
  declining: () => c2pCharge('000000'),
  refundOrder: () => ({ rail: 'p2p', payee: { phoneNumber: '04141234567', payerId: 'V12345678', bankCode: '0134' } }),
  today: () => '2026-11-22',
});

describeStatementsContract('SandboxCardGateway', {
  create: () => new SandboxCardGateway(),
  approving: () => cardCharge('4242424242424242'),
  declining: () => cardCharge('4000000000000002'),
  refundOrder: () => ({ rail: 'card' }),
});

describe('SandboxC2pGateway statement', () => {
  it('books at the sandbox clock, and leaves out a refund still pending', async () => {
    const gateway = new SandboxC2pGateway(0, () => LATE_EVENING);
    const amount = Money.fromDecimal('VES', '100');
    const outcome = await gateway.charge({ ...c2pCharge('654321'), reference: 'pi_slow1', amount });
    const gatewayReference = outcome.status === 'approved' ? outcome.gatewayReference : '';
    const charge = { reference: 'pi_slow1', gatewayReference };
    const refund = await gateway.refunds.refund({ reference: 're_slow1', rail: 'reversal', amount, charge });

    const lines = await gateway.statements.statementOf('2026-11-22');

    expect(refund).toEqual({ status: 'pending' });
    expect(lines).toEqual([{ reference: 'pi_slow1', gatewayReference, amount, bookedAt: new Date(LATE_EVENING) }]);
    expect(await gateway.statements.statementOf('2026-11-23')).toEqual([]);
  });
});
