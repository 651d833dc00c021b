import { SandboxC2pGateway } from '../../../src/adapters/gateways/sandbox/sandbox-c2p-gateway';
import { SANDBOX_SLOW_REFUND_MS } from '../../../src/adapters/gateways/sandbox/sandbox-gateway';
import { C2pCharge } from '../../../src/application/ports/c2p-gateway';
import { Money } from '../../../src/domain/money';
import { parseMobilePhone, parseNationalId } from '../../../src/domain/payer';
import { parsed } from '../../support/fakes';
import { describeC2pGatewayContract } from './c2p-gateway.contract';
import { describeRefundsContract } from './refunds.contract';

/** The sandbox's test payer; only the OTP decides the outcome. */
const c2pCharge = (otp: string): C2pCharge => ({
  phoneNumber: parsed(parseMobilePhone('04141234567')),
  payerId: parsed(parseNationalId('V12345678')),
  bankCode: '0134',
  otp,
});

describeC2pGatewayContract('SandboxC2pGateway', {
  create: () => new SandboxC2pGateway(),
  approving: () => c2pCharge('123456'),
  declining: () => c2pCharge('111111'),
  chargesMade: (gateway) => gateway.chargeCount,
});

describeRefundsContract('SandboxC2pGateway, reversal', {
  create: () => new SandboxC2pGateway(),
  approving: () => c2pCharge('123456'),
  repeatable: true,
  order: () => ({ rail: 'reversal' }),
  refundsMade: (gateway) => gateway.refundCount,
});

describeRefundsContract('SandboxC2pGateway, Pago Móvil payout', {
  create: () => new SandboxC2pGateway(),
  approving: () => c2pCharge('123456'),
  repeatable: true,
  order: () => ({ rail: 'p2p', payee: { phoneNumber: '04141234567', payerId: 'V12345678', bankCode: '0134' } }),
  refundsMade: (gateway) => gateway.refundCount,
});

describe('SandboxC2pGateway outcomes (sandbox values in docs/merchant-guide.md)', () => {
  let sequence = 0;
  const pay = (otp: string) =>
    new SandboxC2pGateway().charge({ ...c2pCharge(otp), reference: `pi_sandbox${++sequence}`, amount: Money.fromDecimal('VES', '100') });

  it('approves OTP 123456', async () => {
    expect(await pay('123456')).toEqual({ status: 'approved', gatewayReference: expect.stringMatching(/\S/) });
  });

  it('declines OTP 111111 as insufficient_funds', async () => {
    expect(await pay('111111')).toEqual({ status: 'declined', declineCode: 'insufficient_funds' });
  });

  it.each(['000000', '654320', '1234', '12345678', '123456789012', '1234560'])(
    'declines any other OTP (%s) as invalid_otp',
    async (otp) => {
      expect(await pay(otp)).toEqual({ status: 'declined', declineCode: 'invalid_otp' });
    },
  );

  it('gives every approved charge its own gateway reference', async () => {
    const references = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const outcome = await pay('123456');
      if (outcome.status === 'approved') references.add(outcome.gatewayReference);
    }
    expect(references.size).toBe(20);
  });
});

describe('SandboxC2pGateway refunds (sandbox values in docs/merchant-guide.md)', () => {
  let now = Date.parse('2026-11-22T13:30:00Z');
  const gateway = new SandboxC2pGateway(0, () => now);
  let sequence = 0;
  const paidWith = async (otp: string) => {
    const reference = `pi_refund${++sequence}`;
    const outcome = await gateway.charge({ ...c2pCharge(otp), reference, amount: Money.fromDecimal('VES', '100') });
    const gatewayReference = outcome.status === 'approved' ? outcome.gatewayReference : '';
    return { reference: `re_sandbox${sequence}`, rail: 'reversal' as const, amount: Money.fromDecimal('VES', '100'), charge: { reference, gatewayReference } };
  };

  it('approves OTP 654321, and keeps its refund pending, then declines it (refund_declined) after SANDBOX_SLOW_REFUND_MS (20 s)', async () => {
    const order = await paidWith('654321');

    const answered = await gateway.refunds.refund(order);
    now += SANDBOX_SLOW_REFUND_MS - 1;
    const before = await gateway.refunds.lookupRefund(order.reference);
    now += 1;
    const after = await gateway.refunds.lookupRefund(order.reference);

    expect(order.charge.gatewayReference).not.toBe('');
    expect([answered, before, after]).toEqual([{ status: 'pending' }, { status: 'pending' }, { status: 'declined', declineCode: 'refund_declined' }]);
    expect(await gateway.refunds.refund(order)).toEqual({ status: 'declined', declineCode: 'refund_declined' });
  });

  it('declines a refund of a declined charge, and one by a rail it does not offer', async () => {
    const declined = await paidWith('111111');
    const approved = await paidWith('123456');

    expect(await gateway.refunds.refund(declined)).toEqual({ status: 'declined', declineCode: 'charge_not_approved' });
    expect(await gateway.refunds.refund({ ...approved, rail: 'card' })).toEqual({ status: 'declined', declineCode: 'refund_rail_unavailable' });
  });
});
