import { Owner } from '../../domain/mode';
import { PaymentRequest } from '../../domain/payment-requests';
import { Refund } from '../../domain/refunds/refund';
import { BusinessCalendar } from '../business-calendar';
import { Clock } from '../ports/clock';
import { IdGenerator } from '../ports/id-generator';
import { StatementLine } from '../ports/payment-gateway';
import { PaymentRequestRepository } from '../ports/payment-request-repository';
import { RefundSettlement } from '../refunds/refund-settlement';
import { retryOnConflict } from '../retry-on-conflict';
import { RequestSaver } from '../request-saver';

/** `busy`: another payment intent is in flight, the next sweep tries again; `none`: nothing to do (settled already, by anyone). */
export type LateChargeSettled = 'paid' | 'refunded' | 'busy' | 'none';

/**
 * Settles a charge the bank booked for a payment intent we had judged not processed: it pays the request,
 * or it is refunded in full as a `duplicate`, sent to the gateway at once like a merchant's refund.
 * The change is one save under the request's version, so of several instances (or a retry after a
 * crash) exactly one settles it; the refund is sent by that one, and the refund reconciler asks
 * about it if that one dies before the answer is stored.
 */
export class LateCharges {
  constructor(
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly calendar: BusinessCalendar,
    private readonly requests: PaymentRequestRepository,
    private readonly saver: RequestSaver,
    private readonly refunds: RefundSettlement,
  ) {}

  async settle(owner: Owner, requestId: string, intentId: string, line: StatementLine): Promise<LateChargeSettled> {
    const settled = await retryOnConflict(requestId, async () => {
      const request = await this.requests.findById(owner, requestId);
      const intent = request?.intents.find((candidate) => candidate.id === intentId);
      if (!request || !intent) return null;
      const now = this.clock.now();
      const result = request.settleLateCharge(intentId, line.gatewayReference, {
        id: this.ids.next('refund'),
        paidToday: this.calendar.dayOf(line.bookedAt) === this.calendar.dayOf(now),
        cardGatewayRefunds: (await this.refunds.refundsOf(intent, intent.gatewayId))?.rails.includes('card') ?? false,
      }, now);
      if (result.kind === 'paid' || result.kind === 'refunded') {
        await this.saver.save(request);
      }
      return { request, result };
    });
    if (settled === null || 'kind' in settled) return 'none';
    const { request, result } = settled;
    if (result.kind === 'refunded') await this.sendRefund(owner, request.id, request, result.refund);
    return result.kind === 'nothing' ? 'none' : result.kind;
  }

  private async sendRefund(owner: Owner, requestId: string, request: PaymentRequest, refund: Refund): Promise<void> {
    if (refund.status !== 'pending') return;
    const answer = await this.refunds.send(request, refund);
    if (answer) await this.refunds.record(owner, requestId, refund.id, answer);
  }
}
