import { Owner } from '../../domain/mode';
import { PaymentInstrument, PaymentIntent, PaymentMethod } from '../../domain/payment-intent';
import { PaymentOutcome } from '../../domain/payment-outcome';
import { PaymentRequest } from '../../domain/payment-requests';
import { findOwnPaymentRequest } from '../payment-requests/get-payment-request';
import { ClaimedKey } from '../idempotency/claimed-key';
import { IntentsExhausted, CheckoutOutcome, Conflict, NotFound, NotPayable, PaymentMethodUnavailable } from '../outcomes';
import { Clock } from '../ports/clock';
import { IdGenerator } from '../ports/id-generator';
import { PaymentGateway } from '../ports/payment-gateway';
import { PaymentRequestRepository } from '../ports/payment-request-repository';
import { StorageUnavailable } from '../ports/storage-unavailable';
import { readOnceFrom, retryOnConflict } from '../retry-on-conflict';
import { RequestSaver } from '../request-saver';
import { Settlement } from './settlement';
import { RecordC2pKeyCheck } from '../bank-accounts/record-c2p-key-check';

export interface CheckoutIntent<TCharge> {
  owner: Owner;
  paymentRequestId: string;
  method: PaymentMethod;
  instrument: PaymentInstrument;
  /**
   * The gateway of the method in the owner's mode, recorded on the payment intent (also when screened out);
   * null when the method has none in that mode.
   */
  gateway: { id: string; bankAccountId: string | null; gateway: PaymentGateway<TCharge>; c2pKeyChecked?: boolean } | null;
  /** What to charge, or the decline code of our own screening: such a checkout never reaches a gateway. */
  route: { charge: TCharge } | { screenedOut: string };
  idempotencyKey?: ClaimedKey;
  /** The request as the caller has just read it (the hosted page's read): the first try claims it without reading it again. */
  asRead?: PaymentRequest;
}

type Claim =
  | { kind: 'claimed'; request: PaymentRequest; intent: PaymentIntent; gateway: PaymentGateway<unknown> }
  | NotFound | NotPayable | IntentsExhausted | Conflict | PaymentMethodUnavailable;

/**
 * Pays a request at most once: (1) claim it and record the pending payment intent in one save, which only
 * one concurrent caller can win; (2) call the gateway with no transaction open; (3) record the
 * outcome in a second save. A gateway that does not answer is asked again by reference.
 */
export class Checkout {
  constructor(
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly requests: PaymentRequestRepository,
    private readonly saver: RequestSaver,
    private readonly settlement: Settlement,
    /** Where a C2P charge through a merchant's own account records what the bank said of its key; null: nowhere. */
    private readonly c2pKeyChecks: RecordC2pKeyCheck | null = null,
  ) {}

  async pay<TCharge>(checkout: CheckoutIntent<TCharge>): Promise<CheckoutOutcome> {
    const claim = await this.claim(checkout);
    if (claim.kind !== 'claimed') return claim;
    const { request, intent, gateway } = claim;
    const route = checkout.route;
    if ('screenedOut' in route) return { kind: 'declined', declineCode: route.screenedOut, paymentIntentId: intent.id };

    const { answer: outcome, heard } = await this.settlement.charge(gateway, intent, route.charge);
    const settled = outcome && (await this.record(request, intent, outcome, checkout.idempotencyKey));
    // A key already proven needs no write for another answer: only a first answer or a refusal changes the account.
    const keyNews = heard === 'credentials_refused' || (heard === 'answered' && !checkout.gateway?.c2pKeyChecked);
    if (checkout.method === 'c2p' && intent.bankAccountId !== null && keyNews) {
      await this.c2pKeyChecks?.record(request.owner.merchantId, intent.bankAccountId, heard);
    }
    if (!settled) return { kind: 'outcome_unknown', paymentIntentId: intent.id };

    const recorded = settled.intents.find((i) => i.id === intent.id);
    if (recorded?.status === 'rejected') {
      const gatewayMessage = outcome.status === 'declined' ? outcome.gatewayMessage : undefined;
      return {
        kind: 'declined',
        declineCode: recorded.declineCode ?? 'declined',
        paymentIntentId: intent.id,
        ...(gatewayMessage ? { gatewayMessage } : {}),
      };
    }
    return { kind: 'paid', request: settled };
  }

  /** The bank has answered; if its answer cannot be stored now (null), the reconciler stores it later. */
  private async record(
    request: PaymentRequest,
    intent: PaymentIntent,
    outcome: PaymentOutcome,
    key?: ClaimedKey,
  ): Promise<PaymentRequest | null> {
    try {
      const settled = await this.settlement.record(request.owner, request.id, intent.id, outcome, key, request);
      return settled instanceof PaymentRequest ? settled : null;
    } catch (error) {
      if (error instanceof StorageUnavailable) return null;
      throw error;
    }
  }

  private async claim<TCharge>(checkout: CheckoutIntent<TCharge>): Promise<Claim> {
    const read = readOnceFrom(checkout.asRead, () => findOwnPaymentRequest(this.requests, checkout.owner, checkout.paymentRequestId));
    return retryOnConflict(checkout.paymentRequestId, async (): Promise<Claim> => {
      const request = await read();
      if (!request) return { kind: 'not_found', id: checkout.paymentRequestId };
      const now = this.clock.now();
      const { gateway } = checkout;
      const intent = PaymentIntent.start({
        id: this.ids.next('paymentIntent'),
        amount: request.conversionAmount,
        instrument: checkout.instrument,
        gatewayId: gateway?.id ?? '',
        bankAccountId: gateway?.bankAccountId ?? null,
        now,
      });
      const refusal = request.beginPayment(intent, now);
      if (refusal) return refusal;
      // Refused after the request's own checks, and before anything is stored or charged.
      if (!gateway) return { kind: 'payment_method_unavailable', method: checkout.method };
      if ('screenedOut' in checkout.route) {
        request.settlePayment(intent.id, { status: 'declined', declineCode: checkout.route.screenedOut }, now);
      }
      const recoveryPoint = { paymentRequestId: request.id, paymentIntentId: intent.id };
      await this.saver.save(request, { claimedKey: checkout.idempotencyKey, recoveryPoint });
      return { kind: 'claimed', request, intent, gateway: gateway.gateway as PaymentGateway<unknown> };
    });
  }
}
