import { BdvClient } from '../../../src/adapters/gateways/bdv/bdv-client';
import { BdvP2pGateway } from '../../../src/adapters/gateways/bdv/bdv-p2p-gateway';
import { BdvSettings } from '../../../src/adapters/gateways/bdv/bdv-settings';
import { GatewayUnavailable } from '../../../src/application/ports/payment-gateway';
import { P2pCharge } from '../../../src/application/ports/p2p-gateway';
import { Money } from '../../../src/domain/money';
import { FakeBdv } from '../../../tools/fake-bdv/fake-bdv-server';
import { startFakeBdv } from '../../support/bdv-fake';
import { describeP2pGatewayContract, venezuelanToday } from './p2p-gateway.contract';

let fake: FakeBdv;
let settings: BdvSettings;
let sequence = 0;
/** A new 12-digit bank reference. */
const newBankReference = () => String(100_000_000_000 + (Date.now() % 1_000_000) * 1000 + (++sequence % 1000));

beforeAll(async () => {
  ({ fake, settings } = await startFakeBdv({ timeoutMs: 2_000, lookupTimeoutMs: 2_000 }));
});
afterAll(() => fake.close());

const gatewayOf = (overrides: Partial<BdvSettings> = {}) => {
  const used = { ...settings, ...overrides };
  return new BdvP2pGateway(used, new BdvClient(used));
};

describe.each(['plain', 'v2'] as const)('on the %s paths', (pathStyle) => {
  describeP2pGatewayContract('BdvP2pGateway on the fake bank', {
    create: () => {
      fake.ledger.clear();
      return gatewayOf({ pathStyle });
    },
    bankReference: () => newBankReference(),
    receive: (t) => {
      fake.receiveTransfer({ reference: t.bankReference, payerPhone: t.phoneNumber, payerBank: t.bankCode, amount: t.amount.toDecimalString(), day: t.paidOn });
    },
  });
});

describe('BdvP2pGateway on the fake bank', () => {
  beforeEach(() => fake.ledger.clear());
  const amount = Money.fromDecimal('VES', '120');
  const verify = (transfer: Partial<P2pCharge['transfer']> & { payerId?: string }, gateway = gatewayOf()) => gateway.charge({
    transfer: { reference: '', phoneNumber: '04141234567', bankCode: '0102', paidOn: venezuelanToday(), ...transfer } as P2pCharge['transfer'],
    reference: `pi_p2p${++sequence}`,
    amount,
  });

  it('checks the payer\'s id (reqCed) only when the payer\'s bank is BDV and the payer gave it', async () => {
    const own = fake.receiveTransfer({ payerPhone: '04141234567', payerBank: '0102', payerId: 'V12345678', amount: '120.00' });

    await expect(verify({ reference: own.reference, payerId: 'V-87654321' })).rejects.toThrow(GatewayUnavailable);
    expect(await verify({ reference: own.reference, payerId: 'V-12345678' })).toEqual({ status: 'approved', gatewayReference: own.reference });
  });

  it('sends the day as given (Caracas) and the amount to the cent: a cent off is an amount mismatch', async () => {
    const transfer = fake.receiveTransfer({ payerPhone: '04141234567', payerBank: '0134', amount: '120.01' });

    expect(await verify({ reference: transfer.reference, bankCode: '0134' })).toEqual({ status: 'declined', declineCode: 'amount_mismatch' });
    expect(fake.ledger.transfers[0].conciliatedAt).toBeNull();
  });

  it('answers "already conciliated" to a second question: approved with the reported reference, confirmed before (the core gives it to the first asker)', async () => {
    const transfer = fake.receiveTransfer({ payerPhone: '04141234567', payerBank: '0134', amount: '120.00' });
    fake.loseNextAnswer('getMovement', 'reset_connection');

    await expect(verify({ reference: transfer.reference, bankCode: '0134' })).rejects.toThrow(GatewayUnavailable);

    expect(fake.ledger.transfers[0].conciliatedAt).not.toBeNull();
    expect(await verify({ reference: transfer.reference, bankCode: '0134' }))
      .toEqual({ status: 'approved', gatewayReference: transfer.reference, confirmedBefore: true });
  });

  it('is GatewayUnavailable, never a decline, when the bank refuses the conciliation key', async () => {
    const transfer = fake.receiveTransfer({ payerPhone: '04141234567', payerBank: '0134', amount: '120.00' });

    await expect(verify({ reference: transfer.reference, bankCode: '0134' }, gatewayOf({ conciliationApiKey: 'NOTTHEKEY0000' })))
      .rejects.toThrow(GatewayUnavailable);
  });
});
