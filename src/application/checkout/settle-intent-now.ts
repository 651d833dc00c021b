import { Owner } from '../../domain/mode';
import { PaymentRequest } from '../../domain/payment-requests';
import { ClaimedKey } from '../idempotency/claimed-key';
import { CheckoutOutcome } from '../outcomes';
import { PaymentRequestRepository } from '../ports/payment-request-repository';
import { Settlement } from './settlement';

/**
 * Settles one payment intent now, the way the reconciler would, without ever charging: a checkout
 * retried after its first request died answers from the payment intent that request had started. Until
 * the payment intent's gateway can tell (or the intent is old enough to be judged), the outcome stays unknown.
 */
export class SettleIntentNow {
  constructor(
    private readonly requests: PaymentRequestRepository,
    private readonly settlement: Settlement,
  ) {}

  async execute(owner: Owner, paymentRequestId: string, paymentIntentId: string, claimedKey?: ClaimedKey): Promise<CheckoutOutcome> {
    const request = await this.requests.findById(owner, paymentRequestId);
    const intent = request?.intents.find((candidate) => candidate.id === paymentIntentId);
    if (!request || !intent) return { kind: 'not_found', id: paymentRequestId };
    if (intent.status !== 'pending') return outcomeOf(request, paymentIntentId);

    const result = await this.settlement.settle(request, intent, claimedKey);
    if (result.kind === 'settled') return outcomeOf(result.request, paymentIntentId);
    if (result.kind === 'conflict') return result;
    return { kind: 'outcome_unknown', paymentIntentId };
  }
}

function outcomeOf(request: PaymentRequest, paymentIntentId: string): CheckoutOutcome {
  const intent = request.intents.find((candidate) => candidate.id === paymentIntentId)!;
  if (intent.status === 'succeeded') return { kind: 'paid', request };
  if (intent.status === 'rejected') return { kind: 'declined', declineCode: intent.declineCode ?? 'declined', paymentIntentId };
  return { kind: 'outcome_unknown', paymentIntentId };
}
