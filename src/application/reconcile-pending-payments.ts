import { PaymentIntent } from '../domain/payment-intent';
import { PaymentOutcome } from '../domain/payment-outcome';
import { PaymentRequest } from '../domain/payment-request';
import { CardGateway } from './ports/card-gateway';
import { C2pGateway } from './ports/c2p-gateway';
import { Clock } from './ports/clock';
import { DomainEventPublisher } from './ports/domain-event-publisher';
import { GatewayUnavailable } from './ports/payment-gateway';
import { PaymentRequestRepository } from './ports/payment-request-repository';
import { settlePayment } from './settle-payment';

const BATCH = 100;

/** A gateway that never received a charge this long after it was started never will: settle it as not processed. */
export const NOT_PROCESSED = 'not_processed';

export interface ReconciliationReport {
  settled: number;
  unresolved: number;
}

/**
 * Settles attempts left pending by a crash or a gateway that did not answer, by asking the gateway
 * about each one by our reference. Run it periodically. `settleAfterMs` must exceed any gateway
 * call's timeout, so an attempt still in flight is never judged.
 */
export class ReconcilePendingPayments {
  constructor(
    private readonly clock: Clock,
    private readonly requests: PaymentRequestRepository,
    private readonly c2p: C2pGateway,
    private readonly card: CardGateway,
    private readonly events: DomainEventPublisher,
    private readonly settleAfterMs: number,
  ) {}

  async execute(): Promise<ReconciliationReport> {
    const cutoff = new Date(this.clock.now().getTime() - this.settleAfterMs);
    const report: ReconciliationReport = { settled: 0, unresolved: 0 };
    for (const request of await this.requests.findWithPendingIntents(cutoff, BATCH)) {
      for (const intent of request.pendingIntents.filter((i) => i.createdAt < cutoff)) {
        const outcome = await this.ask(intent);
        if (!outcome) {
          report.unresolved++;
          continue;
        }
        const deps = { clock: this.clock, requests: this.requests, events: this.events };
        const settled = await settlePayment(deps, request.merchantId, request.id, intent.id, outcome);
        if (settled instanceof PaymentRequest) report.settled++;
        else report.unresolved++;
      }
    }
    return report;
  }

  /** null while the gateway cannot be reached: try again next round. */
  private async ask(intent: PaymentIntent): Promise<PaymentOutcome | null> {
    return askGatewayAbout({ c2p: this.c2p, card: this.card }, intent, { judgeUnknown: true });
  }
}

/**
 * The attempt's outcome by our reference, or null when the gateway cannot tell yet (unreachable,
 * or it has no such charge and `judgeUnknown` is off). A charge the gateway never received is
 * judged not processed only when the attempt is old enough that no call can still be in flight.
 */
export async function askGatewayAbout(
  gateways: { c2p: C2pGateway; card: CardGateway },
  intent: PaymentIntent,
  { judgeUnknown }: { judgeUnknown: boolean },
): Promise<PaymentOutcome | null> {
  const gateway = intent.method === 'c2p' ? gateways.c2p : gateways.card;
  try {
    const outcome = await gateway.lookup(intent.id);
    if (outcome || !judgeUnknown) return outcome;
    return { status: 'declined', declineCode: NOT_PROCESSED };
  } catch (error) {
    if (error instanceof GatewayUnavailable) return null;
    throw error;
  }
}
