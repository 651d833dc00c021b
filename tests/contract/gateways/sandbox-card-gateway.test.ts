import { SandboxCardGateway } from '../../../src/adapters/gateways/sandbox/sandbox-card-gateway';
import { SANDBOX_SLOW_REFUND_MS } from '../../../src/adapters/gateways/sandbox/sandbox-gateway';
import { CardCharge } from '../../../src/application/ports/card-gateway';
import { CardBrand } from '../../../src/domain/payment-intent';
import { Money } from '../../../src/domain/money';
import { parseCardNumber } from '../../../src/domain/card';
import { parseNationalId } from '../../../src/domain/payer';
import { parsed } from '../../support/fakes';
import { describeCardGatewayContract } from './card-gateway.contract';
import { describeRefundsContract } from './refunds.contract';

const NEXT_YEAR = new Date().getUTCFullYear() + 1;

/** A sound card as the core passes it on: digits only, not expired, brand already known. */
const cardCharge = (cardNumber: string, brand: CardBrand = 'visa'): CardCharge => ({
  cardNumber: parsed(parseCardNumber(cardNumber)),
  cvv: '123',
  expiryMonth: 12,
  expiryYear: NEXT_YEAR,
  holderId: parsed(parseNationalId('V12345678')),
  brand,
});

describeCardGatewayContract('SandboxCardGateway', {
  create: () => new SandboxCardGateway(),
  approving: () => cardCharge('4242424242424242'),
  declining: () => cardCharge('4000000000000002'),
  chargesMade: (gateway) => gateway.chargeCount,
});

describeRefundsContract('SandboxCardGateway', {
  create: () => new SandboxCardGateway(),
  approving: () => cardCharge('4242424242424242'),
  repeatable: true,
  order: () => ({ rail: 'card' }),
  refundsMade: (gateway) => gateway.refundCount,
});

describe('SandboxCardGateway outcomes (sandbox values in docs/merchant-guide.md)', () => {
  let sequence = 0;
  const pay = (cardNumber: string, brand: CardBrand = 'visa') =>
    new SandboxCardGateway().charge({ ...cardCharge(cardNumber, brand), reference: `pi_sandbox${++sequence}`, amount: Money.fromDecimal('VES', '100') });

  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
  ] as const)('approves %s (%s)', async (number, brand) => {
    expect(await pay(number, brand)).toEqual({ status: 'approved', gatewayReference: expect.stringMatching(/\S/) });
  });

  it('declines 4000000000000002 as card_declined', async () => {
    expect(await pay('4000000000000002')).toEqual({ status: 'declined', declineCode: 'card_declined' });
  });

  it('declines 4000000000009995 as insufficient_funds', async () => {
    expect(await pay('4000000000009995')).toEqual({ status: 'declined', declineCode: 'insufficient_funds' });
  });

  it.each([
    ['4111111111111111', 'visa'],
    ['4012888888881881', 'visa'],
    ['4222222222222', 'visa'],
    ['5105105105105100', 'mastercard'],
    ['2223003122003222', 'mastercard'],
  ] as const)('approves any other valid card: %s (%s)', async (number, brand) => {
    expect(await pay(number, brand)).toEqual({ status: 'approved', gatewayReference: expect.stringMatching(/\S/) });
  });
});

describe('SandboxCardGateway refunds (sandbox values in docs/merchant-guide.md)', () => {
  let now = Date.parse('2026-11-22T13:30:00Z');
  const gateway = new SandboxCardGateway(0, () => now);

  it('approves 4000000000005126, and keeps its refund pending, then declines it (refund_declined) after SANDBOX_SLOW_REFUND_MS (20 s)', async () => {
    const charged = await gateway.charge({ ...cardCharge('4000000000005126'), reference: 'pi_slow', amount: Money.fromDecimal('VES', '100') });
    const order = { reference: 're_slow', rail: 'card' as const, amount: Money.fromDecimal('VES', '40'), charge: { reference: 'pi_slow', gatewayReference: 'CARD1' } };

    const answered = await gateway.refunds.refund(order);
    now += SANDBOX_SLOW_REFUND_MS;

    expect(charged.status).toBe('approved');
    expect([answered, await gateway.refunds.lookupRefund('re_slow')]).toEqual([{ status: 'pending' }, { status: 'declined', declineCode: 'refund_declined' }]);
  });
});
