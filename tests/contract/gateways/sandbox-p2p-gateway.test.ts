import { randomInt } from 'node:crypto';
import { SANDBOX_P2P, SANDBOX_P2P_FOUND_AFTER_MS, SandboxP2pGateway } from '../../../src/adapters/gateways/sandbox/sandbox-p2p-gateway';
import { GatewayUnavailable } from '../../../src/application/ports/payment-gateway';
import { Money } from '../../../src/domain/money';
import { describeP2pGatewayContract, venezuelanToday } from './p2p-gateway.contract';

/** Eight random digits, then the two that decide (SANDBOX_P2P); `37` is any other ending. */
const withEnding = (ending: string) => `${randomInt(10_000_000, 100_000_000)}${ending}`;

describeP2pGatewayContract('SandboxP2pGateway', {
  create: () => new SandboxP2pGateway(),
  bankReference: (kind) =>
    withEnding(kind === 'never' ? SANDBOX_P2P.neverFound : kind === 'oneBolivarShort' ? SANDBOX_P2P.oneBolivarShort : '37'),
  // The sandbox holds every transfer its rules say it holds.
  receive: () => {},
});

describe('SandboxP2pGateway outcomes (sandbox values in docs/merchant-guide.md)', () => {
  let now = Date.parse('2026-11-22T13:30:00Z');
  const gateway = new SandboxP2pGateway(() => now);
  let sequence = 0;
  const amount = Money.fromDecimal('VES', '100');
  const verify = (reference: string) =>
    gateway.charge({
      transfer: { reference, phoneNumber: '04141234567', bankCode: '0134', paidOn: venezuelanToday() },
      reference: `pi_sandbox${++sequence}`,
      amount,
    });

  it('never finds a reference ending in 00, however long it is asked about', async () => {
    await expect(verify('123400')).rejects.toThrow(GatewayUnavailable);
    now += 3_600_000;
    await expect(verify('123400')).rejects.toThrow(GatewayUnavailable);
  });

  it('finds a reference ending in 01 for 1.00 VES less: amount_mismatch', async () => {
    expect(await verify('98765401')).toEqual({ status: 'declined', declineCode: 'amount_mismatch' });
  });

  it('finds a reference ending in 02 only from 20 s after it was first reported', async () => {
    await expect(verify('5555502')).rejects.toThrow(GatewayUnavailable);
    now += SANDBOX_P2P_FOUND_AFTER_MS - 1;
    await expect(verify('5555502')).rejects.toThrow(GatewayUnavailable);
    now += 1;
    expect(await verify('5555502')).toEqual({ status: 'approved', gatewayReference: '5555502' });
  });

  it.each(['1234', '0003', '12345678901234567890', '4410'])('finds any other reference (%s) at once, as the bank\'s', async (reference) => {
    expect(await verify(reference)).toEqual({ status: 'approved', gatewayReference: reference });
  });

  it('sends payers to a sample account of Banco Mercantil', () => {
    const phoneNumber = expect.stringMatching(/^04\d{9}$/);
    expect(gateway.receivingAccount).toEqual({ phoneNumber, bankCode: '0105', nationalId: expect.any(String) });
  });
});
