import { Money } from '../../domain/money';
import { Owner } from '../../domain/mode';
import { PaymentRequest } from '../../domain/payment-requests';
import { Refund, RefundReason } from '../../domain/refunds/refund';
import { BusinessCalendar } from '../business-calendar';
import { ClaimedKey } from '../idempotency/claimed-key';
import { findOwnPaymentRequest } from '../payment-requests/get-payment-request';
import { Clock } from '../ports/clock';
import { IdGenerator } from '../ports/id-generator';
import { PaymentRequestRepository } from '../ports/payment-request-repository';
import { StorageUnavailable } from '../ports/storage-unavailable';
import { UNTIL_DEFINITIVE, retryOnConflict } from '../retry-on-conflict';
import { RequestSaver } from '../request-saver';
import { CreateRefundOutcome, refundIn } from './refund-outcomes';
import { RefundSettlement } from './refund-settlement';

export interface CreateRefundCommand {
  owner: Owner;
  paymentRequestId: string;
  /** USD; null for everything that remains. */
  amount: Money | null;
  reason: RefundReason | null;
  description: string | null;
  idempotencyKey?: ClaimedKey;
}

/**
 * Gives money back at most once, like a checkout pays: (1) the refund is stored pending with the
 * request's version, so concurrent refunds never exceed what was paid; (2) its gateway is asked with
 * no transaction open; (3) the answer is recorded in a second save. Unanswered, it stays pending for the reconciler.
 */
export class CreateRefund {
  constructor(
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly calendar: BusinessCalendar,
    private readonly requests: PaymentRequestRepository,
    private readonly saver: RequestSaver,
    private readonly settlement: RefundSettlement,
  ) {}

  async execute(command: CreateRefundCommand): Promise<CreateRefundOutcome> {
    const opened = await this.open(command);
    if (opened.kind !== 'refund') return opened;
    const { request, refund } = opened;
    if (refund.status !== 'pending') return opened;

    const result = await this.settlement.send(request, refund);
    if (!result) return opened;
    const recorded = await this.settlement
      .record(command.owner, request.id, refund.id, result, command.idempotencyKey)
      .catch((error: unknown) => { if (error instanceof StorageUnavailable) return null; throw error; });
    // Not stored now (the reconciler asks again): the refund is answered as stored, pending.
    return recorded instanceof PaymentRequest ? refundIn(recorded, refund.id) : opened;
  }

  /** Refunds racing on one request each get a definitive answer (made, or more than remains), never a conflict. */
  private open(command: CreateRefundCommand): Promise<CreateRefundOutcome> {
    return retryOnConflict(command.paymentRequestId, async (): Promise<CreateRefundOutcome> => {
      const request = await findOwnPaymentRequest(this.requests, command.owner, command.paymentRequestId);
      if (!request) return { kind: 'not_found', id: command.paymentRequestId };
      const now = this.clock.now();
      const paid = request.succeededIntent;
      const paidOn = paid && this.calendar.dayOf(paid.resolvedAt ?? paid.createdAt);
      const rails = (await this.settlement.refundsOf(paid, paid?.gatewayId ?? null))?.rails ?? [];
      const refund = request.refund({
        id: this.ids.next('refund'),
        amount: command.amount,
        reason: command.reason,
        description: command.description,
        paidToday: paidOn === this.calendar.dayOf(now),
        cardGatewayRefunds: rails.includes('card'),
        paysOutRefunds: rails.includes('p2p'),
        now,
      });
      if (!(refund instanceof Refund)) return refund;
      const recoveryPoint = { paymentRequestId: request.id, refundId: refund.id };
      await this.saver.save(request, { claimedKey: command.idempotencyKey, recoveryPoint });
      return refundIn(request, refund.id);
    }, UNTIL_DEFINITIVE);
  }
}
