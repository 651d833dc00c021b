import { PaymentDeclined, PaymentOutcomeUnknown } from '../domain/errors';
import { PaymentInstrument, PaymentIntent } from '../domain/payment-intent';
import { PaymentRequest } from '../domain/payment-request';
import { findOwnPaymentRequest } from './get-payment-request';
import { Clock } from './ports/clock';
import { IdGenerator } from './ports/id-generator';
import { GatewayOutcome, GatewayUnavailable, PaymentGateway } from './ports/payment-gateway';
import { PaymentRequestRepository } from './ports/payment-request-repository';
import { StorageUnavailable } from './ports/storage-unavailable';
import { retryOnConflict } from './retry-on-conflict';
import { settlePayment } from './settle-payment';

export interface CheckoutAttempt<TCharge> {
  merchantId: string;
  paymentRequestId: string;
  instrument: PaymentInstrument;
  /** What to charge, or the decline code of our own screening: such an attempt never reaches a gateway. */
  route: { gateway: PaymentGateway<TCharge>; charge: TCharge } | { screenedOut: string };
}

/**
 * Pays a request at most once: (1) claim it and record the pending attempt in one save, which only
 * one concurrent caller can win; (2) call the gateway with no transaction open; (3) record the
 * outcome in a second save. A gateway that does not answer is asked again by reference.
 */
export class Checkout {
  constructor(
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly requests: PaymentRequestRepository,
  ) {}

  async pay<TCharge>(attempt: CheckoutAttempt<TCharge>): Promise<PaymentRequest> {
    const { request, intent } = await this.claim(attempt);
    const route = attempt.route;
    if ('screenedOut' in route) throw new PaymentDeclined(route.screenedOut, intent.id);

    const outcome = await this.ask(route.gateway, { ...route.charge, reference: intent.id, amount: intent.amount });
    if (!outcome) throw new PaymentOutcomeUnknown(intent.id);

    const settled = await this.record(request, intent, outcome);
    const recorded = settled.intents.find((i) => i.id === intent.id);
    if (recorded?.status === 'rejected') throw new PaymentDeclined(recorded.declineCode ?? 'declined', intent.id);
    return settled;
  }

  /** The bank has answered; if its answer cannot be stored now, the reconciler stores it later. */
  private async record(request: PaymentRequest, intent: PaymentIntent, outcome: GatewayOutcome): Promise<PaymentRequest> {
    try {
      return await settlePayment({ clock: this.clock, requests: this.requests }, request.merchantId, request.id, intent.id, outcome);
    } catch (error) {
      if (error instanceof StorageUnavailable) throw new PaymentOutcomeUnknown(intent.id);
      throw error;
    }
  }

  private async claim<TCharge>(attempt: CheckoutAttempt<TCharge>): Promise<{ request: PaymentRequest; intent: PaymentIntent }> {
    return retryOnConflict(async () => {
      const request = await findOwnPaymentRequest(this.requests, attempt.merchantId, attempt.paymentRequestId);
      const now = this.clock.now();
      const intent = PaymentIntent.start({
        id: this.ids.next('paymentIntent'),
        amount: request.conversionAmount,
        instrument: attempt.instrument,
        now,
      });
      request.beginPayment(intent, now);
      if ('screenedOut' in attempt.route) {
        request.settlePayment(intent.id, { approved: false, declineCode: attempt.route.screenedOut }, now);
      }
      await this.requests.save(request);
      return { request, intent };
    });
  }

  /** The gateway's answer, or null when neither the charge nor a lookup by reference answered. */
  private async ask<TCharge>(
    gateway: PaymentGateway<TCharge>,
    charge: Parameters<PaymentGateway<TCharge>['charge']>[0],
  ): Promise<GatewayOutcome | null> {
    try {
      return await gateway.charge(charge);
    } catch (error) {
      if (!(error instanceof GatewayUnavailable)) throw error;
    }
    try {
      return await gateway.lookup(charge.reference);
    } catch (error) {
      if (error instanceof GatewayUnavailable) return null;
      throw error;
    }
  }
}
