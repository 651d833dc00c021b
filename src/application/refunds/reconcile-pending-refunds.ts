import { Clock } from '../ports/clock';
import { OnUnsaved } from '../outcomes';
import { PaymentRequestRepository } from '../ports/payment-request-repository';
import { StorageUnavailable } from '../ports/storage-unavailable';
import { RefundSettlement } from './refund-settlement';

const BATCH = 100;

export interface RefundReconciliationReport {
  settled: number;
  unresolved: number;
}

/**
 * Settles refunds left pending by a gateway that answered later, did not answer, or a crash, by
 * asking the gateway each refund recorded about our refund id, and where the bank does not show it
 * and refuses to book it twice (a void of a charge, BNC's payout), by sending it again with the same
 * identifiers, each round until the bank answers. Any other refund is never sent again: it waits for
 * the statement (StatementRefunds). Refunds at a gateway not configured now are left pending (the
 * payments reconciler reports those gateways).
 */
export class ReconcilePendingRefunds {
  constructor(
    private readonly clock: Clock,
    private readonly requests: PaymentRequestRepository,
    private readonly settlement: RefundSettlement,
    /** How old a refund must be before its gateway is asked again: a refund still being sent is left alone. */
    private readonly askAfterMs: number,
    private readonly onUnsaved: OnUnsaved = () => {},
  ) {}

  async execute(): Promise<RefundReconciliationReport> {
    const cutoff = new Date(this.clock.now().getTime() - this.askAfterMs);
    const configured = await this.settlement.configuredGatewayIds();
    const report: RefundReconciliationReport = { settled: 0, unresolved: 0 };
    for (const request of await this.requests.findWithPendingRefunds(cutoff, BATCH, configured)) {
      for (const refund of request.refunds.filter((r) => r.status === 'pending' && r.createdAt < cutoff)) {
        try {
          const result = await this.settlement.chase(request, refund);
          if (!result) { report.unresolved++; continue; }
          await this.settlement.record(request.owner, request.id, refund.id, result);
          report.settled++;
        } catch (error) {
          if (error instanceof StorageUnavailable) throw error;
          this.onUnsaved(request.id, error);
        }
      }
    }
    return report;
  }
}
