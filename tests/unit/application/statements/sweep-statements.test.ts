import { InMemoryBankStatementLedger } from '../../../../src/adapters/persistence/in-memory/in-memory-bank-statement-ledger';
import { BusinessCalendar } from '../../../../src/application/business-calendar';
import { C2pGateway } from '../../../../src/application/ports/c2p-gateway';
import { GatewayUnavailable, StatementLine } from '../../../../src/application/ports/payment-gateway';
import { RefundSettlement } from '../../../../src/application/refunds/refund-settlement';
import { LateCharges } from '../../../../src/application/statements/late-charges';
import { SweepStatements, UnmatchedTransaction } from '../../../../src/application/statements/sweep-statements';
import { Money } from '../../../../src/domain/money';
import { NOT_PROCESSED, PaymentOutcome } from '../../../../src/domain/payment-outcome';
import { PaymentRequest } from '../../../../src/domain/payment-request';
import { aPaymentIntentFor } from '../../../support/builders';
import { aCheckoutWorld, gatewaysOf } from '../../../support/checkout-fakes';
import { saveWithItsEvents } from '../../../support/saving';

const NOW = '2026-11-22T13:30:00.000Z';
const TODAY = '2026-11-22';
const YESTERDAY = '2026-11-21';

/** A bank whose statement of each day is what the test says, or unreadable. */
class StatementBank implements C2pGateway {
  readonly days = new Map<string, StatementLine[] | 'unavailable'>();
  asked: string[] = [];
  async charge(): Promise<PaymentOutcome> { throw new Error('not charged in these tests'); }
  async lookup(): Promise<PaymentOutcome | null> { return null; }
  readonly statements = {
    statementOf: async (day: string): Promise<StatementLine[]> => {
      this.asked.push(day);
      const lines = this.days.get(day) ?? [];
      if (lines === 'unavailable') throw new GatewayUnavailable();
      return lines;
    },
  };
}

const lineOf = (reference: string | null, gatewayReference: string, amount = '365'): StatementLine => ({
  reference, gatewayReference, amount: Money.fromDecimal('VES', amount), bookedAt: new Date(NOW),
});

describe('Sweeping the banks\' statements', () => {
  function aWorld() {
    const world = aCheckoutWorld({ now: NOW });
    const bank = new StatementBank();
    const other = new StatementBank();
    const gateways = gatewaysOf({ bank: { c2p: bank, credit_or_debit_card: world.cardGateway }, other: { c2p: other } }, { c2p: 'bank', credit_or_debit_card: 'bank' });
    const calendar = new BusinessCalendar('America/Caracas');
    const refunds = new RefundSettlement(world.clock, world.requests, world.events, world.writing, gateways, 60_000);
    const lateCharges = new LateCharges(world.ids, world.clock, calendar, world.requests, world.events, world.writing, refunds);
    const unmatched: UnmatchedTransaction[] = [];
    const ledger = new InMemoryBankStatementLedger(world.requests.inner);
    const sweep = new SweepStatements(world.clock, calendar, gateways, world.requests, ledger, lateCharges, (found) => unmatched.push(found));
    return { ...world, bank, other, sweep, unmatched };
  }

  /** A stored request whose attempt `pi_late` at gateway `bank` was judged not processed. */
  async function judgedNotProcessed(world: ReturnType<typeof aWorld>): Promise<PaymentRequest> {
    const request = await world.aStoredRequest();
    const stored = await world.stored(request);
    stored.beginPayment(aPaymentIntentFor(stored, { id: 'pi_late', gatewayId: 'bank' }), new Date(NOW));
    stored.settlePayment('pi_late', { status: 'declined', declineCode: NOT_PROCESSED }, new Date(NOW));
    await saveWithItsEvents(world.requests.inner, stored);
    return stored;
  }

  it('asks each gateway for yesterday and today, and goes on past a statement it cannot read', async () => {
    const world = aWorld();
    const request = await judgedNotProcessed(world);
    world.bank.days.set(YESTERDAY, 'unavailable');
    world.bank.days.set(TODAY, [lineOf('pi_late', 'B-1')]);

    const report = await world.sweep.execute();

    expect([world.bank.asked, world.other.asked]).toEqual([[YESTERDAY, TODAY], [YESTERDAY, TODAY]]);
    expect(report).toEqual({ lines: 1, paid: 1, refunded: 0, unmatched: 0, unavailable: 1 });
    expect((await world.stored(request)).status).toBe('paid');
  });

  it('settles an attempt only by a line of the gateway that took it', async () => {
    const world = aWorld();
    const request = await judgedNotProcessed(world);
    world.other.days.set(TODAY, [lineOf('pi_late', 'O-1')]);

    const report = await world.sweep.execute();

    expect([report.paid, (await world.stored(request)).status]).toEqual([0, 'waiting_for_payment']);
  });

  it('leaves a late charge while another attempt is in flight, and settles it at a later sweep', async () => {
    const world = aWorld();
    const request = await judgedNotProcessed(world);
    const busy = await world.stored(request);
    busy.beginPayment(aPaymentIntentFor(busy, { id: 'pi_now', gatewayId: 'bank' }), new Date(NOW));
    await saveWithItsEvents(world.requests.inner, busy);
    world.bank.days.set(TODAY, [lineOf('pi_late', 'B-1')]);

    const first = await world.sweep.execute();
    const declined = await world.stored(request);
    declined.settlePayment('pi_now', { status: 'declined', declineCode: 'insufficient_funds' }, new Date(NOW));
    await saveWithItsEvents(world.requests.inner, declined);
    const second = await world.sweep.execute();

    expect([first.paid, second.paid]).toEqual([0, 1]);
    expect((await world.stored(request)).succeededIntent?.id).toBe('pi_late');
  });

  it('reports a line that names nothing of ours once, by the bank\'s reference, amount and day; a line of our charge or refund is no stranger', async () => {
    const world = aWorld();
    await judgedNotProcessed(world);
    world.bank.days.set(TODAY, [lineOf('pi_late', 'B-1'), lineOf(null, 'B-1'), lineOf('pi_unknown', 'B-9', '12.34')]);

    await world.sweep.execute();
    const again = await world.sweep.execute();

    expect(world.unmatched).toEqual([{ gatewayId: 'bank', day: TODAY, line: lineOf('pi_unknown', 'B-9', '12.34') }]);
    expect(again.unmatched).toBe(0);
  });
});
