import { PaymentIntent } from '../../domain/payment-intent';
import { PaymentRequest } from '../../domain/payment-requests';
import { Clock } from '../ports/clock';
import { routeKey } from '../ports/payment-gateways';
import { PaymentRequestRepository } from '../ports/payment-request-repository';
import { OnUnsaved } from '../outcomes';
import { StorageUnavailable } from '../ports/storage-unavailable';
import { SettleResult, Settlement } from './settlement';

export { NOT_PROCESSED } from './settlement';

const BATCH = 100;

export interface ReconciliationReport {
  settled: number;
  unresolved: number;
  /** Payment intents left pending because the gateway that took them is not configured now. */
  unroutable: number;
}

/** A pending payment intent whose gateway is not configured now: never judged, only reported. */
export interface UnroutableIntent {
  paymentIntentId: string;
  paymentRequestId: string;
  gatewayId: string;
}

/**
 * Settles payment intents left pending by a crash or a gateway that did not answer, by asking the gateway
 * that took each one by our reference. Run it periodically. Each round hands `onUnroutable` the
 * payment intents whose gateway is not configured now (an empty list when there are none).
 */
export class ReconcilePendingPayments {
  constructor(
    private readonly clock: Clock,
    private readonly requests: PaymentRequestRepository,
    private readonly settlement: Settlement,
    private readonly settleAfterMs: number,
    private readonly onUnroutable: (intents: UnroutableIntent[]) => void = () => {},
    private readonly onUnsaved: OnUnsaved = () => {},
  ) {}

  async execute(): Promise<ReconciliationReport> {
    const cutoff = new Date(this.clock.now().getTime() - this.settleAfterMs);
    const report: ReconciliationReport = { settled: 0, unresolved: 0, unroutable: 0 };
    const unroutable: UnroutableIntent[] = [];
    const unroutableOf = (request: PaymentRequest, intent: PaymentIntent) =>
      unroutable.push({ paymentIntentId: intent.id, paymentRequestId: request.id, gatewayId: intent.gatewayId });
    // Two searches, so that payment intents no configured gateway can settle never crowd the others out of a round.
    const configured = await this.settlement.configuredGatewayIds();
    const settle = async (request: PaymentRequest, intent: PaymentIntent) => {
      const result = await this.settleOrSkip(request, intent);
      if (result.kind === 'settled') report.settled++;
      else if (result.kind === 'unroutable') unroutableOf(request, intent);
      else report.unresolved++;
    };
    for (const request of await this.requests.findWithPendingIntents(cutoff, BATCH, { among: configured })) {
      const judged = request.pendingIntents.filter((i) => i.createdAt < cutoff && configured.includes(routeKey(i)) && i.method !== 'p2p');
      for (const intent of judged) await settle(request, intent);
    }
    // Reported transfers are asked about every round, whatever their age: asking moves no money.
    const now = this.clock.now();
    for (const request of await this.requests.findWithPendingIntents(now, BATCH, { among: configured }, 'p2p')) {
      for (const intent of request.pendingIntents.filter((i) => i.method === 'p2p' && configured.includes(routeKey(i)))) {
        await settle(request, intent);
      }
    }
    for (const request of await this.requests.findWithPendingIntents(cutoff, BATCH, { outside: configured })) {
      request.pendingIntents
        .filter((i) => i.createdAt < cutoff && !configured.includes(routeKey(i)))
        .forEach((i) => unroutableOf(request, i));
    }
    report.unroutable = unroutable.length;
    this.onUnroutable(unroutable);
    return report;
  }

  /** A request that cannot be saved (not a conflict, not the database down) is skipped and told of: the round goes on. */
  private async settleOrSkip(request: PaymentRequest, intent: PaymentIntent): Promise<SettleResult | { kind: 'unsaved' }> {
    try {
      return await this.settlement.settle(request, intent);
    } catch (error) {
      if (error instanceof StorageUnavailable) throw error;
      this.onUnsaved(request.id, error);
      return { kind: 'unsaved' };
    }
  }
}
