import { PaymentIntent } from '../../domain/payment-intent';
import { PaymentOutcome } from '../../domain/payment-outcome';
import { P2P_DECLINES } from '../ports/p2p-gateway';
import { routeKey } from '../ports/payment-gateways';
import { PaymentRequestRepository } from '../ports/payment-request-repository';

/**
 * What a bank's "already confirmed" answer to a reported transfer means for `intent`. A bank that confirms a
 * transfer once (BDV marks it conciliated on the first question that finds it) answers later questions that it
 * was confirmed before, and not to whom. A payment intent is recorded before its question is sent, so the transfer
 * pays the payment intent already approved for it, or else the one that reported it first (a lost answer whose
 * repeat says "already confirmed" pays the request that asked first); every other report of it is refused
 * `reference_already_used`.
 */
export async function payingReport(
  requests: PaymentRequestRepository, intent: PaymentIntent, gatewayReference: string,
): Promise<PaymentOutcome> {
  const { instrument } = intent;
  if (instrument.kind !== 'p2p') throw new Error(`payment intent ${intent.id} reports no transfer`);
  const first = await requests.firstReportOf(routeKey(intent), instrument);
  return first === intent.id ? { status: 'approved', gatewayReference } : { status: 'declined', declineCode: P2P_DECLINES.alreadyUsed };
}
