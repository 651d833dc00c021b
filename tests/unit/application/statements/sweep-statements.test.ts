import { InMemoryBankStatementLedger } from '../../../../src/adapters/persistence/in-memory/in-memory-bank-statement-ledger';
import { BusinessCalendar } from '../../../../src/application/business-calendar';
import { C2pGateway } from '../../../../src/application/ports/c2p-gateway';
import { GatewayRefunds, GatewayUnavailable, RefundAnswer, StatementLine } from '../../../../src/application/ports/payment-gateway';
import { RefundSettlement } from '../../../../src/application/refunds/refund-settlement';
import { LateCharges } from '../../../../src/application/statements/late-charges';
import { OverRefund, StatementRefunds } from '../../../../src/application/refunds/statement-refunds';
import { SweepStatements, UnmatchedTransaction } from '../../../../src/application/statements/sweep-statements';
import { Money } from '../../../../src/domain/money';
import { NOT_PROCESSED, PaymentOutcome } from '../../../../src/domain/payment-outcome';
import { PaymentRequest } from '../../../../src/domain/payment-requests';
import { aPaymentIntentFor } from '../../../support/builders';
import { aCheckoutWorld, gatewaysOf } from '../../../support/checkout-fakes';
import { saveWithItsEvents } from '../../../support/saving';

const NOW = '2026-11-22T13:30:00.000Z';
const TODAY = '2026-11-22';
const YESTERDAY = '2026-11-21';
/** Yesterday afternoon in Caracas: a refund made then is a day old at NOW. */
const YESTERDAY_AFTERNOON = new Date('2026-11-21T19:00:00.000Z');
const SETTLE_AFTER_MS = 120_000;

/** A bank whose statement of each day is what the test says, or unreadable; it knows the refunds in `refundAnswers`. */
class StatementBank implements C2pGateway {
  readonly days = new Map<string, StatementLine[] | 'unavailable'>();
  readonly refundAnswers = new Map<string, RefundAnswer>();
  asked: string[] = [];
  async charge(): Promise<PaymentOutcome> { throw new Error('not charged in these tests'); }
  async lookup(): Promise<PaymentOutcome | null> { return null; }
  readonly refunds: GatewayRefunds = {
    rails: ['reversal', 'p2p'],
    refund: async () => { throw new GatewayUnavailable('no answer'); },
    lookupRefund: async (reference: string) => this.refundAnswers.get(reference) ?? null,
    resend: async () => null,
  };
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
    const refunds = new RefundSettlement(world.clock, world.requests, world.saver, gateways);
    const lateCharges = new LateCharges(world.ids, world.clock, calendar, world.requests, world.saver, refunds);
    const unmatched: UnmatchedTransaction[] = [];
    const overRefunds: OverRefund[] = [];
    const statementRefunds = new StatementRefunds(
      world.clock, world.requests, world.saver, refunds, SETTLE_AFTER_MS, (over) => overRefunds.push(over),
    );
    const ledger = new InMemoryBankStatementLedger(world.requests.inner);
    const sweep = new SweepStatements(
      world.clock, calendar, gateways, world.requests, ledger, lateCharges, statementRefunds, (found) => unmatched.push(found),
    );
    return { ...world, bank, other, sweep, unmatched, overRefunds };
  }

  /** A stored request whose payment intent `pi_late` at gateway `bank` was judged not processed. */
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
    expect(report).toEqual({ lines: 1, paid: 1, refunded: 0, unmatched: 0, unavailable: 1, refundsBooked: 0, refundsJudged: 0 });
    expect((await world.stored(request)).status).toBe('paid');
  });

  it('settles a payment intent only by a line of the gateway that took it', async () => {
    const world = aWorld();
    const request = await judgedNotProcessed(world);
    world.other.days.set(TODAY, [lineOf('pi_late', 'O-1')]);

    const report = await world.sweep.execute();

    expect([report.paid, (await world.stored(request)).status]).toEqual([0, 'waiting_for_payment']);
  });

  it('leaves a late charge while another payment intent is in flight, and settles it at a later sweep', async () => {
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

    expect(world.unmatched).toEqual([{ gatewayId: 'bank', bankAccountId: null, day: TODAY, line: lineOf('pi_unknown', 'B-9', '12.34') }]);
    expect(again.unmatched).toBe(0);
  });

  describe('refunds', () => {
    const refundedUnanswered = (world: ReturnType<typeof aWorld>, at: Date) => world.aRefundUnanswered('bank', at);
    const refundOf = async (world: ReturnType<typeof aWorld>, request: PaymentRequest, id: string) =>
      (await world.stored(request)).refunds.find((refund) => refund.id === id);

    it('settles a pending refund the statement shows booked', async () => {
      const world = aWorld();
      const request = await refundedUnanswered(world, new Date(NOW));
      world.bank.days.set(TODAY, [lineOf('re_first', 'B-VOID')]);

      const report = await world.sweep.execute();

      expect([report.refundsBooked, report.unmatched]).toEqual([1, 0]);
      const refund = await refundOf(world, request, 're_first');
      expect([refund?.status, refund?.referenceId]).toEqual(['succeeded', 'B-VOID']);
      expect(world.events.published.map((event) => event.type)).toContain('refund.succeeded');
    });

    it('leaves a refund of today pending, however old, while its gateway does not know it: its day is not over', async () => {
      const world = aWorld();
      const request = await refundedUnanswered(world, new Date(new Date(NOW).getTime() - 3 * 3_600_000));

      const report = await world.sweep.execute();

      expect([report.refundsJudged, (await refundOf(world, request, 're_first'))?.status]).toEqual([0, 'pending']);
      expect((await world.stored(request)).refund({
        id: 're_second', amount: null, reason: null, description: null, paidToday: true, cardGatewayRefunds: false, now: new Date(NOW),
      })).toMatchObject({ kind: 'not_refundable' });
    });

    it('judges a refund of yesterday not processed once both statements are read without it and its gateway does not know it', async () => {
      const world = aWorld();
      const request = await refundedUnanswered(world, YESTERDAY_AFTERNOON);

      const report = await world.sweep.execute();

      const refund = await refundOf(world, request, 're_first');
      expect([report.refundsJudged, refund?.status, refund?.failureCode]).toEqual([1, 'failed', NOT_PROCESSED]);
    });

    it('does not judge a refund while a statement it could be on cannot be read, nor one its gateway answers', async () => {
      const world = aWorld();
      const request = await refundedUnanswered(world, YESTERDAY_AFTERNOON);
      world.bank.days.set(TODAY, 'unavailable');

      const unread = await world.sweep.execute();
      world.bank.days.delete(TODAY);
      world.bank.refundAnswers.set('re_first', { status: 'refunded', gatewayReference: 'B-LOOKED-UP' });
      const answered = await world.sweep.execute();

      expect([unread.refundsJudged, answered.refundsJudged]).toEqual([0, 1]);
      const refund = await refundOf(world, request, 're_first');
      expect([refund?.status, refund?.referenceId]).toEqual(['succeeded', 'B-LOOKED-UP']);
    });

    it('makes a refund judged failed succeed when the bank books it after all, and reports what went back twice', async () => {
      const world = aWorld();
      const request = await refundedUnanswered(world, YESTERDAY_AFTERNOON);
      await world.sweep.execute();
      const again = await world.stored(request);
      again.refund({ id: 're_second', amount: null, reason: null, description: null, paidToday: false, cardGatewayRefunds: false, now: new Date(NOW) });
      again.settleRefund('re_second', { status: 'refunded', gatewayReference: 'B-PAYOUT' }, new Date(NOW));
      await saveWithItsEvents(world.requests.inner, again);
      world.bank.days.set(TODAY, [lineOf('re_second', 'B-PAYOUT'), lineOf('re_first', 'B-VOID')]);

      const report = await world.sweep.execute();
      const twice = await world.sweep.execute();

      expect([report.refundsBooked, twice.refundsBooked]).toEqual([1, 0]);
      const stored = await world.stored(request);
      expect(stored.refunds.map((refund) => refund.status)).toEqual(['succeeded', 'succeeded']);
      expect(stored.overRefunded.conversionAmount.toDecimalString()).toBe('365.00');
      expect(world.overRefunds).toEqual([{
        gatewayId: 'bank', paymentRequestId: request.id, refundId: 're_first', overRefunded: stored.overRefunded,
      }]);
    });
  });
});
