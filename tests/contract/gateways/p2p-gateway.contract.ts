import { randomBytes } from 'node:crypto';
import { GatewayUnavailable } from '../../../src/application/ports/payment-gateway';
import { P2pCharge, P2pGateway } from '../../../src/application/ports/p2p-gateway';
import { Money } from '../../../src/domain/money';

/** A transfer the payer made to the merchant, as the bank holds it: its full reference and what it moved. */
export interface BankTransfer {
  bankReference: string;
  phoneNumber: string;
  bankCode: string;
  /** YYYY-MM-DD in Venezuela. */
  paidOn: string;
  amount: Money;
}

/** What an adapter under test supplies: how its bank comes to hold a transfer (the sandbox decides by reference). */
export interface P2pContractFixture<TGateway extends P2pGateway> {
  /** A gateway whose bank holds no transfer yet; called before every test. */
  create: () => TGateway | Promise<TGateway>;
  /**
   * A new full bank reference, of at least 8 digits: `found` is found once received, `oneBolivarShort` is
   * received for 1.00 VES less than asked, `never` is never found (the sandbox decides by the last digits).
   */
  bankReference: (kind: 'found' | 'oneBolivarShort' | 'never') => string;
  /** Makes the transfer exist at the bank (the fake books it; the sandbox needs nothing). */
  receive: (transfer: BankTransfer) => void | Promise<void>;
}

/** Today in Venezuela (UTC-4), the day the contract's payers send their transfers. */
export function venezuelanToday(): string {
  return new Date(Date.now() - 4 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * The suite every P2pGateway adapter must pass: a reported transfer is verified by searching the bank for
 * it, never by moving money; asking again is harmless; the bank's reference may be reported by its last digits.
 */
export function describeP2pGatewayContract<TGateway extends P2pGateway>(adapterName: string, fixture: P2pContractFixture<TGateway>): void {
  describe(`${adapterName} honours the P2pGateway contract`, () => {
    let gateway: TGateway;
    const amount = Money.fromDecimal('VES', '729.64');
    const payer = { phoneNumber: '04141234567', bankCode: '0134' };

    beforeEach(async () => {
      gateway = await fixture.create();
    });

    /** A transfer the bank now holds for `received` VES. */
    const received = async (kind: 'found' | 'oneBolivarShort', receivedAmount = amount): Promise<BankTransfer> => {
      const transfer = { ...payer, bankReference: fixture.bankReference(kind), paidOn: venezuelanToday(), amount: receivedAmount };
      await fixture.receive(transfer);
      return transfer;
    };

    const verify = (transfer: Omit<BankTransfer, 'amount'>, reported = transfer.bankReference, reference = newReference()) => {
      const { phoneNumber, bankCode, paidOn } = transfer;
      const charge: P2pCharge = { transfer: { reference: reported, phoneNumber, bankCode, paidOn } };
      return gateway.charge({ ...charge, reference, amount });
    };

    it('approves a transfer found for exactly the amount, with a non-empty reference; asking again answers the same', async () => {
      const transfer = await received('found');
      const reference = newReference();

      const first = await verify(transfer, transfer.bankReference, reference);
      const again = await verify(transfer, transfer.bankReference, reference);
      const fromAnotherIntent = await verify(transfer);

      expect(first).toEqual({ status: 'approved', gatewayReference: expect.stringMatching(/\S/) });
      // A bank that confirms a transfer once (BDV) says to later questions that it did: the core gives it to the first report.
      expect(again).toEqual(expect.objectContaining({ status: 'approved', gatewayReference: (first as { gatewayReference: string }).gatewayReference }));
      expect(fromAnotherIntent).toEqual(expect.objectContaining({ status: 'approved', gatewayReference: (first as { gatewayReference: string }).gatewayReference }));
    });

    it('declines a transfer found for another amount as amount_mismatch', async () => {
      const transfer = await received('oneBolivarShort', Money.ofCents('VES', amount.cents - 100));

      expect(await verify(transfer)).toEqual({ status: 'declined', declineCode: 'amount_mismatch' });
    });

    it('rejects with GatewayUnavailable while the bank does not show the transfer', async () => {
      const transfer = { ...payer, bankReference: fixture.bankReference('never'), paidOn: venezuelanToday() };

      await expect(verify(transfer)).rejects.toThrow(GatewayUnavailable);
      await expect(verify(transfer)).rejects.toThrow(GatewayUnavailable);
    });

    it('knows no charges: lookup answers null, even for a verified transfer', async () => {
      const transfer = await received('found');
      const reference = newReference();
      await verify(transfer, transfer.bankReference, reference);

      expect(await gateway.lookup(reference)).toBeNull();
      expect(await gateway.lookup(newReference())).toBeNull();
    });

    it.each([4, 5, 6, 8])('matches a reported reference of only the last %i digits of the bank\'s', async (digits) => {
      const transfer = await received('found');
      const reported = transfer.bankReference.slice(-digits);

      const outcome = await verify(transfer, reported);

      expect(outcome).toEqual({ status: 'approved', gatewayReference: expect.stringMatching(new RegExp(`${reported}$`)) });
    });
  });
}

/** Our payment intent ids, as the core sends them as references: unique per call. */
function newReference(): string {
  return `pi_contract${randomBytes(8).toString('hex')}`;
}
