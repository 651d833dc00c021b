import { randomBytes } from 'node:crypto';
import { GatewayRefunds, GatewayUnavailable, PaymentGateway, RefundOrder, RefundRail } from '../../../src/application/ports/payment-gateway';
import { Money } from '../../../src/domain/money';

export interface RefundsContractFixture<TGateway extends PaymentGateway<TCharge>, TCharge> {
  /** A gateway that has seen no charge yet; called before every test. */
  create: () => TGateway | Promise<TGateway>;
  /** Fields of a charge this gateway approves and can refund at once. */
  approving: () => TCharge;
  /** The rail to refund by, and what else that rail needs (a payee for `p2p`). */
  order: () => Pick<RefundOrder, 'rail'> & Partial<Pick<Extract<RefundOrder, { rail: 'p2p' }>, 'payee'>>;
  /**
   * Whether the bank itself refuses to book this rail's order twice, so a refund whose answer was lost is sent
   * again (`resend`) rather than left to the statement.
   */
  repeatable: boolean;
  /** How many refunds really reached the gateway, when the adapter can tell. */
  refundsMade?: (gateway: TGateway) => number;
  /** Makes the next refund this gateway sends reach the bank and be made, and its answer be lost; when it can. */
  loseNextAnswer?: (gateway: TGateway) => void;
}

const SNAKE_CASE = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;
const newId = (prefix: string) => `${prefix}${randomBytes(8).toString('hex')}`;

/** The shared behaviour of a gateway's refunds: once per refund reference, never more than was charged, found later. */
export function describeRefundsContract<TGateway extends PaymentGateway<TCharge>, TCharge>(
  adapterName: string,
  fixture: RefundsContractFixture<TGateway, TCharge>,
): void {
  describe(`${adapterName} honours the refunds contract`, () => {
    let gateway: TGateway;
    let refunds: GatewayRefunds;
    const charged = Money.fromDecimal('VES', '729.64');

    beforeEach(async () => {
      gateway = await fixture.create();
      if (!gateway.refunds) throw new Error(`${adapterName} offers no refunds`);
      refunds = gateway.refunds;
    });

    /** Charges the approving fields, and answers the order that refunds `amount` of it. */
    const aChargeToRefund = async (amount: Money, reference = newId('re_contract')): Promise<RefundOrder> => {
      const chargeReference = newId('pi_contract');
      const outcome = await gateway.charge({ ...fixture.approving(), reference: chargeReference, amount: charged });
      if (outcome.status !== 'approved') throw new Error(`the approving charge was ${outcome.status}`);
      return { ...fixture.order(), reference, amount, charge: { reference: chargeReference, gatewayReference: outcome.gatewayReference } } as RefundOrder;
    };
    const expectRefundsMade = (count: number) => {
      if (fixture.refundsMade) expect(fixture.refundsMade(gateway)).toBe(count);
    };

    it('offers the rail the order uses', () => {
      expect(refunds.rails).toContain<RefundRail>(fixture.order().rail);
    });

    it('refunds an approved charge with a non-empty gateway reference, and finds it later by our reference', async () => {
      const order = await aChargeToRefund(charged);

      const answer = await refunds.refund(order);

      expect(answer).toEqual({ status: 'refunded', gatewayReference: expect.stringMatching(/\S/) });
      expect(await refunds.lookupRefund(order.reference)).toEqual(answer);
      expectRefundsMade(1);
    });

    it('treats our refund reference as an idempotency key: sent again, it answers as the first time and returns nothing more', async () => {
      const order = await aChargeToRefund(Money.fromDecimal('VES', '100'));
      const first = await refunds.refund(order);

      const second = await refunds.refund(order);

      expect(second).toEqual(first);
      expectRefundsMade(1);
    });

    it('refuses a refund of more than is left of the charge, with a snake_case code', async () => {
      const order = await aChargeToRefund(Money.fromDecimal('VES', '700'));
      await refunds.refund(order);

      const more = await refunds.refund({ ...order, reference: newId('re_contract'), amount: Money.fromDecimal('VES', '29.65') });

      expect(more).toEqual({ status: 'declined', declineCode: expect.stringMatching(SNAKE_CASE) });
    });

    (fixture.loseNextAnswer ? it : it.skip)(
      'when the answer is lost: unknown (GatewayUnavailable), then found refunded by lookup, and sent again it returns nothing more',
      async () => {
        const order = await aChargeToRefund(charged);
        fixture.loseNextAnswer?.(gateway);

        await expect(refunds.refund(order)).rejects.toThrow(GatewayUnavailable);
        const found = await refunds.lookupRefund(order.reference);
        const again = await refunds.refund(order);

        expect(found).toEqual({ status: 'refunded', gatewayReference: expect.stringMatching(/\S/) });
        expect(again).toEqual(found);
        expectRefundsMade(1);
      },
    );

    if (fixture.repeatable) {
      it('sends again (resend) a refund it never received, with the same identifiers, and a repeat returns nothing more', async () => {
        const order = await aChargeToRefund(charged);

        const sent = await refunds.resend(order);
        const again = await refunds.resend(order);

        expect(sent).toEqual({ status: 'refunded', gatewayReference: expect.stringMatching(/\S/) });
        expect(again).toEqual(sent);
        expect(await refunds.lookupRefund(order.reference)).toEqual(sent);
        expectRefundsMade(1);
      });
    } else {
      it('never sends this rail again: resend sends nothing and answers null (the refund waits for the statement)', async () => {
        const order = await aChargeToRefund(charged);

        expect(await refunds.resend(order)).toBeNull();
        expect(await refunds.lookupRefund(order.reference)).toBeNull();
        expectRefundsMade(0);
      });
    }

    it('knows nothing of a refund it never received', async () => {
      expect(await refunds.lookupRefund(newId('re_contract'))).toBeNull();
    });
  });
}
