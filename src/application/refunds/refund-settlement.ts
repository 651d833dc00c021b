import { Owner } from '../../domain/mode';
import { PaymentIntent } from '../../domain/payment-intent';
import { PaymentRequest } from '../../domain/payment-requests';
import { Refund, RefundResult } from '../../domain/refunds/refund';
import { Conflict } from '../outcomes';
import { ClaimedKey } from '../idempotency/claimed-key';
import { Clock } from '../ports/clock';
import { GatewayRefunds, GatewayStatements, GatewayUnavailable, RefundAnswer, RefundOrder } from '../ports/payment-gateway';
import { Routes } from '../ports/routing';
import { PaymentRequestRepository } from '../ports/payment-request-repository';
import { retryOnConflict } from '../retry-on-conflict';
import { RequestSaver } from '../request-saver';

/**
 * How a refund reaches its gateway and how its answer is recorded, for the refund's creation, a
 * retry of it and the reconciler alike: sent once (the gateway treats our refund id as an
 * idempotency key), then asked about by that id at the gateway the refund recorded, and sent
 * again with the same identifiers only where that bank refuses to book it twice (`chase`).
 */
export class RefundSettlement {
  constructor(
    private readonly clock: Clock,
    private readonly requests: PaymentRequestRepository,
    private readonly saver: RequestSaver,
    private readonly routes: Routes,
  ) {}

  /**
   * The refunds of the gateway (and bank account) that took the refunded charge `intent`, when it is known
   * now and offers them; none for a refund without a gateway (`gatewayId` null: manual).
   */
  async refundsOf(intent: PaymentIntent | null | undefined, gatewayId: string | null): Promise<GatewayRefunds | null> {
    if (!intent || gatewayId === null) return null;
    return (await this.routes.byId(gatewayId, intent.bankAccountId))?.[intent.method]?.refunds ?? null;
  }

  private refundsFor(request: PaymentRequest, refund: Refund): Promise<GatewayRefunds | null> {
    return this.refundsOf(request.intents.find((intent) => intent.id === refund.paymentIntentId), refund.gatewayId);
  }

  /** The route keys (gateways, merchants' bank accounts) that can be asked about now. */
  configuredGatewayIds(): Promise<readonly string[]> {
    return this.routes.routeKeys();
  }

  /** Sends the refund once; unanswered, asks the same gateway by our id. null: neither answered (it stays pending). */
  async send(request: PaymentRequest, refund: Refund): Promise<RefundResult | null> {
    const gateway = await this.refundsFor(request, refund);
    if (!gateway) return null;
    try {
      return settled(await gateway.refund(orderFor(request, refund)));
    } catch (error) {
      if (!(error instanceof GatewayUnavailable)) throw error;
    }
    return settled(await lookup(gateway, refund.id));
  }

  /**
   * What the refund's gateway says of it now; null while it says nothing. A refund is never judged by
   * its age: one its gateway never shows stays pending (its amount held) until the bank's statement of
   * its day has been read without it (see StatementRefunds).
   */
  async ask(request: PaymentRequest, refund: Refund): Promise<RefundResult | null> {
    const gateway = await this.refundsFor(request, refund);
    return gateway ? settled(await lookup(gateway, refund.id)) : null;
  }

  /**
   * As `ask`, and where the gateway does not show the refund (it never received it, or its answer was lost
   * before the bank booked it), sends it again with the same identifiers when the bank itself refuses to
   * book it twice (`GatewayRefunds.resend`). null while neither settles it.
   */
  async chase(request: PaymentRequest, refund: Refund): Promise<RefundResult | null> {
    const gateway = await this.refundsFor(request, refund);
    if (!gateway) return null;
    const found = await lookup(gateway, refund.id);
    if (found !== null) return settled(found);
    try {
      return settled(await gateway.resend(orderFor(request, refund)));
    } catch (error) {
      if (error instanceof GatewayUnavailable) return null;
      throw error;
    }
  }

  /** The statement that lists `refund`'s movement: its charge's method's adapter's at the refund's gateway. */
  async statementsFor(request: PaymentRequest, refund: Refund): Promise<GatewayStatements | null> {
    const intent = request.intents.find((candidate) => candidate.id === refund.paymentIntentId);
    if (!intent || refund.gatewayId === null) return null;
    return (await this.routes.byId(refund.gatewayId, refund.bankAccountId))?.[intent.method]?.statements ?? null;
  }

  /** Records a gateway's answer on the pending refund; whoever comes second finds it settled and leaves it. */
  async record(
    owner: Owner, requestId: string, refundId: string, result: RefundResult, key?: ClaimedKey,
  ): Promise<PaymentRequest | Conflict> {
    const recorded = await this.recordOnce(owner, requestId, refundId, result, key);
    return 'request' in recorded ? recorded.request : recorded;
  }

  /** As `record`, saying whether this call settled it (false: someone else had, or the request kept changing). */
  async recordedFirst(owner: Owner, requestId: string, refundId: string, result: RefundResult): Promise<boolean> {
    const recorded = await this.recordOnce(owner, requestId, refundId, result);
    return 'request' in recorded && recorded.first;
  }

  private recordOnce(owner: Owner, requestId: string, refundId: string, result: RefundResult, key?: ClaimedKey) {
    return retryOnConflict(requestId, async () => {
      const request = await this.requests.findById(owner, requestId);
      if (!request) throw new Error(`payment request ${requestId} vanished while refunding it`);
      if (!request.refunds.some((refund) => refund.id === refundId && refund.status === 'pending')) return { request, first: false };
      request.settleRefund(refundId, result, this.clock.now());
      await this.saver.save(request, { claimedKey: key, recoveryPoint: { paymentRequestId: requestId, refundId } });
      return { request, first: true };
    });
  }
}

/** The order for `refund`: the charge it returns, and for a transfer the account the customer paid from. */
export function orderFor(request: PaymentRequest, refund: Refund): RefundOrder {
  const intent = request.intents.find((candidate) => candidate.id === refund.paymentIntentId);
  if (!intent || intent.referenceId === null) throw new Error(`refund ${refund.id} names no approved charge of ${request.id}`);
  const base = {
    reference: refund.id,
    amount: refund.conversionAmount,
    charge: { reference: intent.id, gatewayReference: intent.referenceId },
  };
  if (refund.method === 'reversal' || refund.method === 'card') return { ...base, rail: refund.method };
  const instrument = intent.instrument;
  const payerId = instrument.kind === 'card' ? undefined : instrument.payerId;
  if (refund.method !== 'p2p' || instrument.kind === 'card' || payerId === undefined) {
    throw new Error(`refund ${refund.id} has no rail to a gateway`);
  }
  return { ...base, rail: 'p2p', payee: { phoneNumber: instrument.phoneNumber, payerId, bankCode: instrument.bankCode } };
}

const settled = (answer: RefundAnswer | null | undefined): RefundResult | null =>
  !answer || answer.status === 'pending' ? null : answer;

/** null: the gateway never received it, or cannot be reached now (either way: not settled yet). */
async function lookup(gateway: GatewayRefunds, reference: string): Promise<RefundAnswer | null | undefined> {
  try {
    return await gateway.lookupRefund(reference);
  } catch (error) {
    if (error instanceof GatewayUnavailable) return undefined;
    throw error;
  }
}
