import { Owner } from '../../domain/mode';
import { PaymentIntent } from '../../domain/payment-intent';
import { NOT_PROCESSED, PaymentOutcome } from '../../domain/payment-outcome';
import { PaymentRequest } from '../../domain/payment-requests';
import { ClaimedKey } from '../idempotency/claimed-key';
import { Conflict } from '../outcomes';
import { Clock } from '../ports/clock';
import { GatewayAnswer, GatewayCredentialsRefused, GatewayUnavailable, PaymentGateway } from '../ports/payment-gateway';
import { P2P_DECLINES, P2pCharge } from '../ports/p2p-gateway';
import { TransferAlreadyUsed } from '../../domain/errors';
import { routeKey } from '../ports/payment-gateways';
import { Routes } from '../ports/routing';
import { PaymentRequestRepository } from '../ports/payment-request-repository';
import { readOnceFrom, retryOnConflict } from '../retry-on-conflict';
import { RequestSaver } from '../request-saver';
import { payingReport } from '../reported-transfers/paying-report';
import { StorageUnavailable } from '../ports/storage-unavailable';

export { NOT_PROCESSED } from '../../domain/payment-outcome';

/** What the intent's own gateway says: an outcome, nothing yet, or that gateway is not configured now. */
export type IntentAnswer = { kind: 'outcome'; outcome: PaymentOutcome } | { kind: 'unknown' } | Unroutable;
export type Unroutable = { kind: 'unroutable'; gatewayId: string };

/** What the bank said to a charge itself: answered it (whatever the outcome), refused our credentials, or nothing. */
export type ChargeHeard = 'answered' | 'credentials_refused' | 'silent';

export type SettleResult = { kind: 'settled'; request: PaymentRequest } | { kind: 'unknown' } | Unroutable | Conflict;

/**
 * How a payment intent is settled, for the checkout, the reconciler and a retried checkout alike: charge
 * (the checkout only), ask the gateway the payment intent recorded, judge a charge it never received, and
 * record the outcome. `settleAfterMs` must exceed any gateway call's timeout, so a payment intent still
 * in flight is never judged.
 */
export class Settlement {
  constructor(
    private readonly clock: Clock,
    private readonly requests: PaymentRequestRepository,
    private readonly saver: RequestSaver,
    private readonly routes: Routes,
    private readonly settleAfterMs: number,
    /** How long a reported transfer the bank has not shown is asked about before it is judged not found. */
    private readonly p2pWindowMs: number = 30 * 60_000,
  ) {}

  /** The route keys (gateways, merchants' bank accounts) that can be asked about now. */
  configuredGatewayIds(): Promise<readonly string[]> {
    return this.routes.routeKeys();
  }

  /**
   * Charges `intent` once; when the charge is not answered, asks the same gateway about it. `answer` null: neither
   * answered. `heard`: what the bank said to the charge itself.
   */
  async charge<TCharge>(
    gateway: PaymentGateway<TCharge>, intent: PaymentIntent, charge: TCharge,
  ): Promise<{ answer: GatewayAnswer | null; heard: ChargeHeard }> {
    let answer: GatewayAnswer;
    try {
      // The charge's fields last, as in PaymentRequest's record(): a spread first and keys after is slow.
      answer = await gateway.charge({ reference: intent.id, amount: intent.amount, ...charge });
    } catch (error) {
      if (!(error instanceof GatewayUnavailable)) throw error;
      const heard = error instanceof GatewayCredentialsRefused ? 'credentials_refused' : 'silent';
      return { answer: (await this.lookup(gateway, intent)) ?? null, heard };
    }
    if (answer.status !== 'approved' || !answer.confirmedBefore) return { answer, heard: 'answered' };
    // Which report the transfer pays cannot be told now: the reconciler asks the bank again.
    const paying = await payingReport(this.requests, intent, answer.gatewayReference).catch((error: unknown) => {
      if (error instanceof StorageUnavailable) return null;
      throw error;
    });
    return { answer: paying, heard: 'answered' };
  }

  /**
   * The payment intent's outcome from the gateway that took it. A charge that gateway never received is
   * judged not processed once the payment intent is `settleAfterMs` old; before, it is unknown.
   */
  async ask(intent: PaymentIntent): Promise<IntentAnswer> {
    const gateway = (await this.routes.byId(intent.gatewayId, intent.bankAccountId))?.[intent.method];
    if (!gateway) return { kind: 'unroutable', gatewayId: intent.gatewayId };
    if (intent.instrument.kind === 'p2p') return this.verifyAgain(gateway, intent);
    const outcome = await this.lookup(gateway, intent);
    if (outcome === undefined) return { kind: 'unknown' };
    if (outcome) return { kind: 'outcome', outcome };
    const oldEnough = intent.createdAt.getTime() < this.clock.now().getTime() - this.settleAfterMs;
    return oldEnough ? { kind: 'outcome', outcome: { status: 'declined', declineCode: NOT_PROCESSED } } : { kind: 'unknown' };
  }

  /**
   * A reported transfer is settled by asking the bank for it again (asking moves no money): found,
   * it is approved or declined; still not there once `p2pWindowMs` have passed, it was not made.
   */
  private async verifyAgain(gateway: PaymentGateway<unknown>, intent: PaymentIntent): Promise<IntentAnswer> {
    const { instrument } = intent;
    if (instrument.kind !== 'p2p') throw new Error(`payment intent ${intent.id} reports no transfer`);
    const transfer = {
      reference: instrument.reference,
      phoneNumber: instrument.phoneNumber,
      bankCode: instrument.bankCode,
      paidOn: instrument.paidOn,
      ...(instrument.payerId === undefined ? {} : { payerId: instrument.payerId }),
    };
    try {
      const verifier = gateway as PaymentGateway<P2pCharge>;
      const answer = await verifier.charge({ transfer, reference: intent.id, amount: intent.amount });
      const { gatewayMessage: _words, confirmedBefore, ...outcome } = answer;
      const paying = confirmedBefore && outcome.status === 'approved';
      return { kind: 'outcome', outcome: paying ? await payingReport(this.requests, intent, outcome.gatewayReference) : outcome };
    } catch (error) {
      if (!(error instanceof GatewayUnavailable)) throw error;
    }
    const windowOver = intent.createdAt.getTime() <= this.clock.now().getTime() - this.p2pWindowMs;
    return windowOver ? { kind: 'outcome', outcome: { status: 'declined', declineCode: P2P_DECLINES.notFound } } : { kind: 'unknown' };
  }

  /** Asks about the pending payment intent and records what is known. */
  async settle(request: PaymentRequest, intent: PaymentIntent, claimedKey?: ClaimedKey): Promise<SettleResult> {
    const answer = await this.ask(intent);
    if (answer.kind !== 'outcome') return answer;
    const settled = await this.record(request.owner, request.id, intent.id, answer.outcome, claimedKey);
    return settled instanceof PaymentRequest ? { kind: 'settled', request: settled } : settled;
  }

  /**
   * Records a gateway's outcome on the pending payment intent `intentId`. Whoever comes second (the checkout
   * or the reconciler) finds the payment intent already settled and leaves it as it is. `stored`, the
   * caller's copy as it last saved or read it, spares the first try a read: if anyone changed the
   * request since, its save fails on the version and the next try reads it again.
   */
  async record(
    owner: Owner,
    requestId: string,
    intentId: string,
    outcome: PaymentOutcome,
    claimedKey?: ClaimedKey,
    stored?: PaymentRequest,
  ): Promise<PaymentRequest | Conflict> {
    const read = readOnceFrom(stored, () => this.requests.findById(owner, requestId));
    return retryOnConflict(requestId, async () => {
      const request = await read();
      if (!request) throw new Error(`payment request ${requestId} vanished while paying it`);
      if (!request.pendingIntents.some((intent) => intent.id === intentId)) return request;
      request.settlePayment(intentId, outcome, this.clock.now());
      try {
        await this.saver.save(request, { claimedKey, recoveryPoint: { paymentRequestId: requestId, paymentIntentId: intentId } });
      } catch (error) {
        if (!(error instanceof TransferAlreadyUsed) || outcome.status !== 'approved') throw error;
        // The transfer paid another request first: this payment intent is declined, and the request stays payable.
        return this.record(owner, requestId, intentId, { status: 'declined', declineCode: P2P_DECLINES.alreadyUsed }, claimedKey);
      }
      return request;
    });
  }

  /**
   * null: the gateway never received the charge; undefined: it cannot be reached now. A charge found
   * that another payment intent was already paid by is not this intent's (a bank that keeps no reference of
   * ours finds a charge by what it was, and found the other one): one bank charge never pays twice.
   */
  private async lookup(gateway: PaymentGateway<unknown>, intent: PaymentIntent): Promise<PaymentOutcome | null | undefined> {
    let outcome: PaymentOutcome | null;
    try {
      outcome = await gateway.lookup(intent.id, { amount: intent.amount, instrument: intent.instrument, startedAt: intent.createdAt });
    } catch (error) {
      if (error instanceof GatewayUnavailable) return undefined;
      throw error;
    }
    if (outcome?.status !== 'approved') return outcome;
    return (await this.requests.holdsBankReference(routeKey(intent), outcome.gatewayReference, intent.id)) ? null : outcome;
  }
}
