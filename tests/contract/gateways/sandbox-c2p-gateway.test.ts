import { SandboxC2pGateway } from '../../../src/adapters/gateways/sandbox/sandbox-c2p-gateway';
import { C2pCharge } from '../../../src/application/ports/c2p-gateway';
import { Money } from '../../../src/domain/money';
import { parseMobilePhone, parseNationalId } from '../../../src/domain/payer';
import { parsed } from '../../support/fakes';
import { describeC2pGatewayContract } from './c2p-gateway.contract';

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

describe('SandboxC2pGateway outcomes (sandbox table in the README)', () => {
  let sequence = 0;
  const pay = (otp: string) =>
    new SandboxC2pGateway().charge({ ...c2pCharge(otp), reference: `pi_sandbox${++sequence}`, amount: Money.fromDecimal('VES', '100') });

  it('approves OTP 123456', async () => {
    expect(await pay('123456')).toEqual({ status: 'approved', gatewayReference: expect.stringMatching(/\S/) });
  });

  it('declines OTP 111111 as insufficient_funds', async () => {
    expect(await pay('111111')).toEqual({ status: 'declined', declineCode: 'insufficient_funds' });
  });

  it.each(['000000', '654321', '1234', '12345678', '123456789012', '1234560'])(
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
