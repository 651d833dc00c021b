import { C2pGateway } from '../../../../src/application/ports/c2p-gateway';
import { GatewayRefunds, GatewayUnavailable, RefundAnswer, RefundOrder } from '../../../../src/application/ports/payment-gateway';
import { ReconcilePendingRefunds } from '../../../../src/application/refunds/reconcile-pending-refunds';
import { RefundSettlement } from '../../../../src/application/refunds/refund-settlement';
import { PaymentOutcome } from '../../../../src/domain/payment-outcome';
import { PaymentRequest } from '../../../../src/domain/payment-requests';
import { aCheckoutWorld, gatewaysOf } from '../../../support/checkout-fakes';

const NOW = '2026-11-22T13:30:00.000Z';
const ASK_AFTER_MS = 5_000;

/**
 * A bank that lost the answer to a refund: its lookup says what the test sets (unreachable, unknown, or an
 * answer), and a refund sent again answers what `resent` says (null: this bank never takes a refund twice).
 */
class LostAnswerBank implements C2pGateway {
  lookupAnswer: RefundAnswer | null | 'unreachable' = null;
  resent: RefundAnswer | null | 'unreachable' = { status: 'refunded', gatewayReference: 'B-VOID' };
  readonly sentAgain: RefundOrder[] = [];
  async charge(): Promise<PaymentOutcome> { throw new Error('not charged in these tests'); }
  async lookup(): Promise<PaymentOutcome | null> { return null; }
  readonly refunds: GatewayRefunds = {
    rails: ['reversal', 'p2p'],
    refund: async () => { throw new GatewayUnavailable('no answer'); },
    lookupRefund: async () => {
      if (this.lookupAnswer === 'unreachable') throw new GatewayUnavailable();
      return this.lookupAnswer;
    },
    resend: async (order) => {
      if (this.resent === null) return null;
      this.sentAgain.push(order);
      if (this.resent === 'unreachable') throw new GatewayUnavailable();
      return this.resent;
    },
  };
}

describe('Reconciling refunds whose answer was lost', () => {
  function aWorld() {
    const world = aCheckoutWorld({ now: NOW });
    const bank = new LostAnswerBank();
    const gateways = gatewaysOf({ bank: { c2p: bank, credit_or_debit_card: world.cardGateway } }, { c2p: 'bank', credit_or_debit_card: 'bank' });
    const settlement = new RefundSettlement(world.clock, world.requests, world.saver, gateways);
    const reconciler = new ReconcilePendingRefunds(world.clock, world.requests, settlement, ASK_AFTER_MS);
    return { ...world, bank, reconciler };
  }

  /** A request paid at `bank` (365.00 VES), refunded in full (a void) now by `re_first`, which the bank never answered. */
  const refundedUnanswered = (world: ReturnType<typeof aWorld>) => world.aRefundUnanswered('bank', world.clock.now());
  const statusOf = async (world: ReturnType<typeof aWorld>, request: PaymentRequest) =>
    (await world.stored(request)).refunds.find((refund) => refund.id === 're_first')?.status;

  it('sends a refund the bank does not show again, with the same refund id and charge, and records the bank\'s answer', async () => {
    const world = aWorld();
    const request = await refundedUnanswered(world);
    world.clock.advanceSeconds(6);

    const report = await world.reconciler.execute();

    expect(report).toEqual({ settled: 1, unresolved: 0 });
    expect(world.bank.sentAgain.map((order) => [order.reference, order.rail, order.charge.gatewayReference]))
      .toEqual([['re_first', 'reversal', 'B-PAID']]);
    const refund = (await world.stored(request)).refunds[0];
    expect([refund.status, refund.referenceId]).toEqual(['succeeded', 'B-VOID']);
  });

  it('leaves a refund younger than the reconciler\'s age alone: it may still be on its way', async () => {
    const world = aWorld();
    const request = await refundedUnanswered(world);
    world.clock.advanceSeconds(4);

    expect(await world.reconciler.execute()).toEqual({ settled: 0, unresolved: 0 });
    expect([world.bank.sentAgain, await statusOf(world, request)]).toEqual([[], 'pending']);
  });

  it('sends nothing while the bank cannot be asked whether it has the refund', async () => {
    const world = aWorld();
    const request = await refundedUnanswered(world);
    world.bank.lookupAnswer = 'unreachable';
    world.clock.advanceSeconds(6);

    expect(await world.reconciler.execute()).toEqual({ settled: 0, unresolved: 1 });
    expect([world.bank.sentAgain, await statusOf(world, request)]).toEqual([[], 'pending']);
  });

  it('records what the bank shows without sending anything again', async () => {
    const world = aWorld();
    const request = await refundedUnanswered(world);
    world.bank.lookupAnswer = { status: 'refunded', gatewayReference: 'B-FOUND' };
    world.clock.advanceSeconds(6);

    await world.reconciler.execute();

    expect([world.bank.sentAgain, await statusOf(world, request)]).toEqual([[], 'succeeded']);
  });

  it('keeps it pending where the bank does not take a refund twice, or refuses it as already done without showing it', async () => {
    const world = aWorld();
    const request = await refundedUnanswered(world);
    world.clock.advanceSeconds(6);

    world.bank.resent = null;
    const notRepeatable = await world.reconciler.execute();
    world.bank.resent = { status: 'pending' };
    const alreadyDone = await world.reconciler.execute();

    expect([notRepeatable, alreadyDone]).toEqual([{ settled: 0, unresolved: 1 }, { settled: 0, unresolved: 1 }]);
    expect(await statusOf(world, request)).toBe('pending');
  });

  it('sends it again each round until the bank answers', async () => {
    const world = aWorld();
    const request = await refundedUnanswered(world);
    world.clock.advanceSeconds(6);
    world.bank.resent = 'unreachable';

    await world.reconciler.execute();
    await world.reconciler.execute();
    const pendingThen = await statusOf(world, request);
    world.bank.resent = { status: 'declined', declineCode: 'charge_not_found' };
    await world.reconciler.execute();

    expect(world.bank.sentAgain).toHaveLength(3);
    expect([pendingThen, await statusOf(world, request)]).toEqual(['pending', 'failed']);
  });
});
