import { SandboxC2pGateway } from '../../../../src/adapters/gateways/sandbox/sandbox-c2p-gateway';
import { SANDBOX_MEMORY, SandboxMemory } from '../../../../src/adapters/gateways/sandbox/sandbox-memory';
import { SandboxP2pGateway } from '../../../../src/adapters/gateways/sandbox/sandbox-p2p-gateway';
import { Money } from '../../../../src/domain/money';
import { parseMobilePhone, parseNationalId } from '../../../../src/domain/payer';
import { parsed } from '../../../support/fakes';

const HOUR = 3_600_000;
const amount = Money.fromDecimal('VES', '100');
const approving = {
  phoneNumber: parsed(parseMobilePhone('04141234567')), payerId: parsed(parseNationalId('V12345678')), bankCode: '0134', otp: '123456',
};

/** Reports a transfer by its reference to a P2P sandbox, as a checkout would. */
const reporter = (gateway: SandboxP2pGateway) => (reference: string) => gateway.charge({
  transfer: { reference, paidOn: '2026-11-27', payerId: approving.payerId, phoneNumber: approving.phoneNumber, bankCode: '0134' },
  reference: `pi_${reference}`, amount,
} as Parameters<SandboxP2pGateway['charge']>[0]);

function clock(start: number) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('what a sandbox bank remembers', () => {
  it('forgets an entry once it is older than the limit, when a new one comes', () => {
    const time = clock(0);
    const memory = new SandboxMemory<{ at: number }>(time.now, { forMs: 10 * HOUR, entries: 100 });
    memory.add('a', { at: time.now() });
    time.advance(6 * HOUR);
    memory.add('b', { at: time.now() });
    time.advance(5 * HOUR);
    memory.add('c', { at: time.now() });
    expect([...memory.entries()].map(([reference]) => reference)).toEqual(['b', 'c']);
  });

  it('keeps at most its number of entries, forgetting the oldest first', () => {
    const time = clock(0);
    const memory = new SandboxMemory<{ at: number }>(time.now, { forMs: HOUR, entries: 3 });
    for (const reference of ['a', 'b', 'c', 'd', 'e']) memory.add(reference, { at: time.now() });
    expect(memory.size).toBe(3);
    expect(memory.get('b')).toBeUndefined();
    expect(memory.get('c')).toEqual({ at: 0 });
  });

  it('a sandbox taking charges for ever holds a bounded number of them, and still knows the recent ones', async () => {
    const time = clock(Date.parse('2026-11-27T12:00:00Z'));
    const gateway = new SandboxC2pGateway(0, time.now, { forMs: SANDBOX_MEMORY.forMs, entries: 50 });
    for (let i = 0; i < 200; i++) await gateway.charge({ ...approving, reference: `pi_${i}`, amount });
    expect(gateway.chargeCount).toBe(50);
    expect(await gateway.lookup('pi_199')).toMatchObject({ status: 'approved' });
    expect(await gateway.lookup('pi_0')).toBeNull();
  });

  it('still lists yesterday\'s charges in the statement the sweep asks for, late tonight in Caracas', async () => {
    // 00:30 on 26 November in Caracas (04:30 UTC); the sweep asks for the 26th until the 27th ends, 47 hours later.
    const time = clock(Date.parse('2026-11-26T04:30:00Z'));
    const gateway = new SandboxC2pGateway(0, time.now);
    await gateway.charge({ ...approving, reference: 'pi_yesterday', amount });
    time.advance(47 * HOUR);
    await gateway.charge({ ...approving, reference: 'pi_tonight', amount });
    const lines = await gateway.statements.statementOf('2026-11-26');
    expect(lines.map((line) => line.reference)).toEqual(['pi_yesterday']);
  });

  it('the P2P sandbox forgets old reports too, and a forgotten one counts as reported afresh', async () => {
    const time = clock(0);
    const gateway = new SandboxP2pGateway(time.now, { forMs: HOUR, entries: 10 });
    const report = reporter(gateway);
    await expect(report('123402')).rejects.toThrow('not in the account yet');
    time.advance(2 * HOUR);
    await report('999999');
    await expect(report('123402')).rejects.toThrow('not in the account yet');
    time.advance(30_000);
    await expect(report('123402')).resolves.toMatchObject({ status: 'approved' });
  });

  it('the P2P sandbox remembers only the transfers found later: others take no room from them', async () => {
    const time = clock(0);
    const gateway = new SandboxP2pGateway(time.now, { forMs: HOUR, entries: 1 });
    const report = reporter(gateway);
    await expect(report('123402')).rejects.toThrow('not in the account yet');
    for (const other of ['999991', '999992', '999993']) await expect(report(other)).resolves.toMatchObject({ status: 'approved' });
    time.advance(30_000);
    await expect(report('123402')).resolves.toMatchObject({ status: 'approved' });
  });
});

describe('what a sandbox bank has refunded of a charge', () => {
  it('takes refunds up to the charge and declines the one that would go beyond it', async () => {
    const gateway = new SandboxC2pGateway(0);
    const charged = await gateway.charge({ ...approving, reference: 'pi_1', amount });
    const charge = { reference: 'pi_1', gatewayReference: charged.status === 'approved' ? charged.gatewayReference : '' };
    const refund = (reference: string, decimal: string) =>
      gateway.refunds.refund({ reference, amount: Money.fromDecimal('VES', decimal), charge, rail: 'reversal' });
    expect(await refund('rf_1', '60')).toMatchObject({ status: 'refunded' });
    expect(await refund('rf_2', '60')).toEqual({ status: 'declined', declineCode: 'amount_exceeds_charge' });
    expect(await refund('rf_3', '40')).toMatchObject({ status: 'refunded' });
    expect(await refund('rf_4', '0.01')).toEqual({ status: 'declined', declineCode: 'amount_exceeds_charge' });
    // Another charge's refunds are its own.
    await gateway.charge({ ...approving, reference: 'pi_2', amount });
    const other = await gateway.refunds.refund({ reference: 'rf_5', amount, charge: { ...charge, reference: 'pi_2' }, rail: 'reversal' });
    expect(other).toMatchObject({ status: 'refunded' });
  });
});
