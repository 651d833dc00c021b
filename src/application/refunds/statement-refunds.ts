import { NOT_PROCESSED } from '../../domain/payment-outcome';
import { PaymentRequest } from '../../domain/payment-requests';
import { Refund } from '../../domain/refunds/refund';
import { Sums } from '../../domain/refunds/refund-plan';
import { OnUnsaved } from '../outcomes';
import { Clock } from '../ports/clock';
import { GatewayStatements, StatementLine } from '../ports/payment-gateway';
import { GatewayRoute, routeKey } from '../ports/payment-gateways';
import { PaymentRequestRepository } from '../ports/payment-request-repository';
import { StorageUnavailable } from '../ports/storage-unavailable';
import { RefundSettlement } from './refund-settlement';
import { retryOnConflict } from '../retry-on-conflict';
import { RequestSaver } from '../request-saver';

const BATCH = 100;

/** A refund judged failed that the bank booked after all, giving back more than was paid: the merchant's to recover. */
export interface OverRefund {
  gatewayId: string;
  paymentRequestId: string;
  refundId: string;
  /** What this booking gave back beyond what was paid. */
  overRefunded: Sums;
}

/**
 * The refunds side of the statement sweep. A line naming one of our refunds settles it: a pending refund
 * succeeds, and so does one judged failed before the bank booked it (reported as an over-refund when
 * that gives back more than was paid). A refund whose gateway never answered is judged not processed
 * only here: once the statement of its day has been read whole (its day is over) without it, and its
 * gateway, asked once more, still does not know it. Until then it stays pending, its amount held.
 */
export class StatementRefunds {
  constructor(
    private readonly clock: Clock,
    private readonly requests: PaymentRequestRepository,
    private readonly saver: RequestSaver,
    private readonly settlement: RefundSettlement,
    /** A refund younger than this may still be on its way to the bank: it is not judged yet. */
    private readonly settleAfterMs: number,
    private readonly onOverRefund: (overRefund: OverRefund) => void = () => {},
    private readonly onUnsaved: OnUnsaved = () => {},
  ) {}

  /** Settles the refunds of `route` (a gateway, or a merchant's account at it) that `lines` show booked; answers how many changed. */
  async settleBooked(route: GatewayRoute, lines: readonly StatementLine[]): Promise<number> {
    const byReference = new Map(lines.flatMap((line) => (line.reference === null ? [] : [[line.reference, line] as const])));
    let settled = 0;
    for (const found of await this.requests.findBookedRefundsToSettle(routeKey(route), [...byReference.keys()])) {
      for (const refund of found.refunds.filter((r) => byReference.has(r.id))) {
        const line = byReference.get(refund.id) as StatementLine;
        if (await this.orSkip(found.id, () => this.recordBooked(found, refund.id, route.gatewayId, line.gatewayReference))) settled++;
      }
    }
    return settled;
  }

  /**
   * Judges the refunds of `route` that `statements` lists, pending since before `dayStart` (the start of
   * the first day whose statement `lines` does not cover whole): not in `lines` and unknown to their
   * gateway, they failed (`not_processed`) and their amount is refundable again. Answers how many were judged.
   */
  async judgeUnbooked(
    route: GatewayRoute,
    statements: GatewayStatements,
    lines: readonly StatementLine[],
    dayStart: Date,
  ): Promise<number> {
    const key = routeKey(route);
    const cutoff = new Date(Math.min(dayStart.getTime(), this.clock.now().getTime() - this.settleAfterMs));
    const listed = new Set(lines.flatMap((line) => (line.reference === null ? [] : [line.reference])));
    let judged = 0;
    for (const request of await this.requests.findWithPendingRefunds(cutoff, BATCH, [key])) {
      const due = request.refunds.filter((refund) => refund.status === 'pending' && routeKey(refund) === key
        && refund.createdAt < cutoff && !listed.has(refund.id));
      for (const refund of due) {
        if (await this.settlement.statementsFor(request, refund) !== statements) continue;
        if (await this.orSkip(request.id, () => this.judge(request, refund))) judged++;
      }
    }
    return judged;
  }

  private async judge(request: PaymentRequest, refund: Refund): Promise<boolean> {
    const answer = (await this.settlement.ask(request, refund)) ?? { status: 'declined', declineCode: NOT_PROCESSED };
    return this.settlement.recordedFirst(request.owner, request.id, refund.id, answer);
  }

  /** A request that cannot be saved (not the database down) is skipped and told of: the sweep goes on. */
  private async orSkip(requestId: string, work: () => Promise<boolean>): Promise<boolean> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof StorageUnavailable) throw error;
      this.onUnsaved(requestId, error);
      return false;
    }
  }

  private async recordBooked(found: PaymentRequest, refundId: string, gatewayId: string, gatewayReference: string): Promise<boolean> {
    const outcome = await retryOnConflict(found.id, async () => {
      const request = await this.requests.findById(found.owner, found.id);
      if (!request) throw new Error(`payment request ${found.id} vanished while settling its refund`);
      const result = request.settleBookedRefund(refundId, gatewayReference, this.clock.now());
      if (result.kind === 'booked') await this.saver.save(request);
      return result;
    });
    if (outcome.kind !== 'booked') return false;
    if (outcome.overRefunded) this.onOverRefund({ gatewayId, paymentRequestId: found.id, refundId, overRefunded: outcome.overRefunded });
    return true;
  }
}
