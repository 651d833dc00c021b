import { randomBytes } from 'node:crypto';
import { BusinessCalendar } from '../../../src/application/business-calendar';
import { PaymentGateway, RefundOrder, StatementLine } from '../../../src/application/ports/payment-gateway';
import { Money } from '../../../src/domain/money';

export interface StatementsContractFixture<TGateway extends PaymentGateway<TCharge>, TCharge> {
  /** A gateway that offers statements; called before every test. */
  create: () => TGateway | Promise<TGateway>;
  /** Fields of a charge this gateway approves. */
  approving: () => TCharge;
  /** Fields of a charge this gateway declines. */
  declining: () => TCharge;
  /** When the gateway offers refunds: the rail of a refund it makes at once, and what else that rail needs. */
  refundOrder?: () => Pick<RefundOrder, 'rail'> & Partial<Pick<Extract<RefundOrder, { rail: 'p2p' }>, 'payee'>>;
  /** Today in the business zone as the gateway's clock sees it; by default, from the machine's clock. */
  today?: () => string;
}

const CARACAS = new BusinessCalendar('America/Caracas');
const newId = (prefix: string) => `${prefix}${randomBytes(8).toString('hex')}`;

function dayBefore(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date - 1)).toISOString().slice(0, 10);
}

/**
 * The shared behaviour of a gateway's statement: every movement that moved money on a day, once, with our
 * reference, so that a sweep can match the bank's book against our payment intents and refunds.
 */
export function describeStatementsContract<TGateway extends PaymentGateway<TCharge>, TCharge>(
  adapterName: string,
  fixture: StatementsContractFixture<TGateway, TCharge>,
): void {
  describe(`${adapterName} honours the statements contract`, () => {
    let gateway: TGateway;
    const today = () => fixture.today?.() ?? CARACAS.dayOf(new Date());
    const statementOf = (day: string): Promise<StatementLine[]> => {
      if (!gateway.statements) throw new Error(`${adapterName} offers no statements`);
      return gateway.statements.statementOf(day);
    };
    const linesOf = async (day: string, reference: string) => (await statementOf(day)).filter((line) => line.reference === reference);

    beforeEach(async () => {
      gateway = await fixture.create();
    });

    const charged = async (amount: Money) => {
      const reference = newId('pi_statement');
      const outcome = await gateway.charge({ ...fixture.approving(), reference, amount });
      if (outcome.status !== 'approved') throw new Error(`the approving charge was ${outcome.status}`);
      return { reference, gatewayReference: outcome.gatewayReference, amount };
    };

    it('lists an approved charge of today once, with our reference, the bank\'s reference and the amount', async () => {
      const charge = await charged(Money.fromDecimal('VES', '1523.40'));

      const lines = await linesOf(today(), charge.reference);

      expect(lines).toHaveLength(1);
      const { reference, gatewayReference } = charge;
      expect(lines[0]).toEqual({ reference, gatewayReference, amount: expect.anything(), bookedAt: expect.any(Date) });
      expect(lines[0].amount.equals(charge.amount)).toBe(true);
      expect(CARACAS.dayOf(lines[0].bookedAt)).toBe(today());
    });

    it('does not list a declined charge', async () => {
      const reference = newId('pi_statement');
      const outcome = await gateway.charge({ ...fixture.declining(), reference, amount: Money.fromDecimal('VES', '88') });

      expect(outcome.status).toBe('declined');
      expect(await linesOf(today(), reference)).toEqual([]);
    });

    (fixture.refundOrder ? it : it.skip)('lists a refund made, with our refund id as its reference', async () => {
      const charge = await charged(Money.fromDecimal('VES', '640'));
      const order = {
        ...fixture.refundOrder?.(), reference: newId('re_statement'), amount: Money.fromDecimal('VES', '140.25'),
        charge: { reference: charge.reference, gatewayReference: charge.gatewayReference },
      } as RefundOrder;

      const answer = await gateway.refunds?.refund(order);

      if (answer?.status !== 'refunded') throw new Error(`the refund was ${answer?.status ?? 'not offered'}`);
      const lines = await linesOf(today(), order.reference);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ reference: order.reference, gatewayReference: answer.gatewayReference });
      expect(lines[0].amount.equals(order.amount)).toBe(true);
      expect(await linesOf(today(), charge.reference)).toHaveLength(1);
    });

    it('does not list today\'s movements in yesterday\'s statement', async () => {
      const charge = await charged(Money.fromDecimal('VES', '75.10'));

      expect(await linesOf(dayBefore(today()), charge.reference)).toEqual([]);
      expect(await linesOf(today(), charge.reference)).toHaveLength(1);
    });

    it('answers the same when asked twice', async () => {
      await charged(Money.fromDecimal('VES', '310'));

      const first = await statementOf(today());
      const second = await statementOf(today());

      expect(second).toEqual(first);
    });
  });
}
