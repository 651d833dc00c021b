import { PaymentRequest } from '../domain/payment-request';
import { CheckoutOutcome } from './outcomes';
import { CardGateway } from './ports/card-gateway';
import { C2pGateway } from './ports/c2p-gateway';
import { Clock } from './ports/clock';
import { DomainEventPublisher } from './ports/domain-event-publisher';
import { PaymentRequestRepository } from './ports/payment-request-repository';
import { askGatewayAbout } from './reconcile-pending-payments';
import { settlePayment } from './settle-payment';

/**
 * Settles one payment attempt now, the way the reconciler would, without ever charging: a checkout
 * retried after its first request died answers from the attempt that request had started.
 * `settleAfterMs` is the reconciler's: a charge the gateway does not know of is judged not
 * processed only once the attempt is that old; before, the outcome stays unknown.
 */
export class SettleAttemptNow {
  constructor(
    private readonly clock: Clock,
    private readonly requests: PaymentRequestRepository,
    private readonly c2p: C2pGateway,
    private readonly card: CardGateway,
    private readonly events: DomainEventPublisher,
    private readonly settleAfterMs: number,
  ) {}

  async execute(merchantId: string, paymentRequestId: string, paymentIntentId: string): Promise<CheckoutOutcome> {
    const request = await this.requests.findById(merchantId, paymentRequestId);
    const intent = request?.intents.find((candidate) => candidate.id === paymentIntentId);
    if (!request || !intent) return { kind: 'not_found', id: paymentRequestId };
    if (intent.status !== 'pending') return outcomeOf(request, paymentIntentId);

    const oldEnough = intent.createdAt.getTime() < this.clock.now().getTime() - this.settleAfterMs;
    const outcome = await askGatewayAbout({ c2p: this.c2p, card: this.card }, intent, { judgeUnknown: oldEnough });
    if (!outcome) return { kind: 'outcome_unknown', paymentIntentId };
    const deps = { clock: this.clock, requests: this.requests, events: this.events };
    const settled = await settlePayment(deps, merchantId, paymentRequestId, paymentIntentId, outcome);
    return settled instanceof PaymentRequest ? outcomeOf(settled, paymentIntentId) : settled;
  }
}

function outcomeOf(request: PaymentRequest, paymentIntentId: string): CheckoutOutcome {
  const intent = request.intents.find((candidate) => candidate.id === paymentIntentId)!;
  if (intent.status === 'succeeded') return { kind: 'paid', request };
  if (intent.status === 'rejected') return { kind: 'declined', declineCode: intent.declineCode ?? 'declined', paymentIntentId };
  return { kind: 'outcome_unknown', paymentIntentId };
}
