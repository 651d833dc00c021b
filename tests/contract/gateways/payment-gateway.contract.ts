import { randomBytes } from 'node:crypto';
import { PaymentGateway } from '../../../src/application/ports/payment-gateway';
import { PaymentOutcome } from '../../../src/domain/payment-outcome';
import { Money } from '../../../src/domain/money';

/**
 * What an adapter under test supplies. Charge fields come from the adapter's own test file: a real
 * bank's test values differ from the sandbox's.
 */
export interface GatewayContractFixture<TGateway, TCharge> {
  /** A gateway that has seen no charge yet; called before every test. */
  create: () => TGateway | Promise<TGateway>;
  /** Fields of a charge this gateway approves. */
  approving: () => TCharge;
  /** Fields of a charge this gateway declines. */
  declining: () => TCharge;
  /** How many charges really reached the gateway, when the adapter can tell (the sandbox can). */
  chargesMade?: (gateway: TGateway) => number;
}

const SNAKE_CASE = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;

/** Our payment intent ids, as the core sends them as references: unique per call. */
function newReference(): string {
  return `pi_contract${randomBytes(8).toString('hex')}`;
}

/** The shared behaviour of every gateway port (PaymentGateway): charge once per reference, look up later. */
export function describePaymentGatewayContract<TGateway extends PaymentGateway<TCharge>, TCharge>(
  portName: string,
  adapterName: string,
  fixture: GatewayContractFixture<TGateway, TCharge>,
): void {
  describe(`${adapterName} honours the ${portName} contract`, () => {
    let gateway: TGateway;
    const amount = Money.fromDecimal('VES', '729.64');

    beforeEach(async () => {
      gateway = await fixture.create();
    });

    const charge = (fields: TCharge, reference = newReference()) => gateway.charge({ ...fields, reference, amount });

    /** Checked only when the adapter can count the charges it received. */
    const expectChargesMade = (count: number) => {
      if (fixture.chargesMade) expect(fixture.chargesMade(gateway)).toBe(count);
    };

    it('approves an approving charge with a non-empty gateway reference', async () => {
      const outcome = await charge(fixture.approving());

      expect(outcome).toEqual({ status: 'approved', gatewayReference: expect.any(String) });
      expect((outcome as Extract<PaymentOutcome, { status: 'approved' }>).gatewayReference.trim()).not.toBe('');
      expectChargesMade(1);
    });

    it('declines a declining charge with a snake_case decline code (and perhaps the bank\'s own words, as text)', async () => {
      const { gatewayMessage, ...outcome } = await charge(fixture.declining());

      expect(outcome).toEqual({ status: 'declined', declineCode: expect.stringMatching(SNAKE_CASE) });
      expect(gatewayMessage === undefined || (typeof gatewayMessage === 'string' && gatewayMessage.trim() !== '')).toBe(true);
    });

    it.each([
      ['an approved', () => fixture.approving()],
      ['a declined', () => fixture.declining()],
    ])('returns the first outcome and charges nothing more when %s charge is sent again', async (_, fields) => {
      const reference = newReference();
      const first = await charge(fields(), reference);

      const second = await charge(fields(), reference);

      expect(second).toEqual(first);
      expect(await gateway.lookup(reference)).toEqual(first);
      expectChargesMade(1);
    });

    it('treats the reference as an idempotency key: a repeat with other fields still gets the first outcome', async () => {
      const reference = newReference();
      const first = await charge(fixture.approving(), reference);

      const repeat = await charge(fixture.declining(), reference);

      expect(first.status).toBe('approved');
      expect(repeat).toEqual(first);
      expectChargesMade(1);
    });

    it('charges once when two charges with one reference arrive together', async () => {
      const reference = newReference();

      const [a, b] = await Promise.all([charge(fixture.approving(), reference), charge(fixture.approving(), reference)]);

      expect(a.status).toBe('approved');
      expect(b).toEqual(a);
      expect(await gateway.lookup(reference)).toEqual(a);
      expectChargesMade(1);
    });

    it.each([
      ['an approved', () => fixture.approving()],
      ['a declined', () => fixture.declining()],
    ])('looks up %s charge by its reference and finds its outcome', async (_, fields) => {
      const reference = newReference();
      const outcome = await charge(fields(), reference);

      expect(await gateway.lookup(reference)).toEqual(outcome);
    });

    it('finds nothing for a reference that was never charged', async () => {
      await charge(fixture.approving());

      expect(await gateway.lookup(newReference())).toBeNull();
    });

    it('keeps charges with different references apart', async () => {
      const [first, second, third] = [newReference(), newReference(), newReference()];

      const approvedOnce = await charge(fixture.approving(), first);
      const approvedTwice = await charge(fixture.approving(), second);
      const declined = await charge(fixture.declining(), third);

      expect(approvedOnce.status).toBe('approved');
      expect(approvedTwice.status).toBe('approved');
      expect(approvedTwice).not.toEqual(approvedOnce);
      expect(declined.status).toBe('declined');
      expect(await gateway.lookup(first)).toEqual(approvedOnce);
      expect(await gateway.lookup(second)).toEqual(approvedTwice);
      expect(await gateway.lookup(third)).toEqual(declined);
      expectChargesMade(3);
    });
  });
}
