import { createHash } from 'node:crypto';
import { GatewayRefunds, GatewayUnavailable, RefundAnswer, RefundOrder, RefundRail } from '../../../application/ports/payment-gateway';
import { parseMobilePhone } from '../../../domain/payer';
import { OncePerReference } from '../once-per-reference';
import { BncAnswer, BncClient, GatewayLogger } from './bnc-client';
import { declineCodeFor } from './bnc-decline-codes';
import { BncLedger } from './bnc-ledger';
import { BncMovement, BncMovements } from './bnc-movements';
import { BncSettings } from './bnc-settings';
import { bankAmount, bankId, bankIdDocument, bankPhone, text } from './bnc-wire';

/** What the refunds share with their C2P gateway. */
export interface BncRefundsContext {
  settings: BncSettings;
  client: BncClient;
  movements: BncMovements;
  ledger: BncLedger;
  logger?: GatewayLogger;
}

/** The refusal of a second reversal of one charge (ISO 8583 94, as the bank's G codes follow ISO 8583). */
const DUPLICATE = 'G94';

/** How a payout's description starts; our refund id follows, so the movements show it as the `Concept`. */
export const PAYOUT_CONCEPT = 'Reembolso';

/**
 * Money back on a BNC C2P charge. `reversal`: `MobPayment/ReverseC2P` of the charge's `IdTransaction`
 * (known to the process that charged it). `p2p`: a Pago Móvil payout, `MobPayment/SendP2P`, whose
 * `OperationRef` is derived from our refund id, so sending it again is harmless (the bank answers
 * `SwAlreadySent` with the first payout's reference), and whose description carries our refund id, so the
 * movements show it. A reversal whose answer was lost is looked for in the movements before it is sent again.
 */
export class BncC2pRefunds implements GatewayRefunds {
  readonly rails: readonly RefundRail[] = ['reversal', 'p2p'];
  private readonly answers = new OncePerReference<RefundAnswer>();
  /** Refunds sent whose answer may have been lost, by our refund id. */
  private readonly attempted = new Map<string, RefundOrder>();

  constructor(private readonly context: BncRefundsContext) {}

  async refund(order: RefundOrder): Promise<RefundAnswer> {
    return this.answers.once(order.reference, () => this.send(order));
  }

  /**
   * Both are sent again with the same identifiers: a payout's `OperationRef` (a repeat answers `SwAlreadySent`
   * with the first payout's reference) and a reversal's `IdTransactionToReverse` (a charge is reversed once;
   * a second is refused `G94`). A reversal whose charge's IdTransaction this process does not know cannot be.
   */
  async resend(order: RefundOrder): Promise<RefundAnswer | null> {
    const repeatable = order.rail === 'p2p' || (order.rail === 'reversal' && this.idTransactionOf(order) !== null);
    return repeatable ? this.answers.once(order.reference, () => this.send(order, true)) : null;
  }

  async lookupRefund(reference: string): Promise<RefundAnswer | null> {
    const known = this.answers.known(reference);
    if (known) return known;
    const order = this.attempted.get(reference);
    const movements = await this.context.movements.lastDays();
    const found = movements.find((movement) =>
      !movement.incoming && movement.referenceA !== '' && !this.context.ledger.claimedByAnother(movement.referenceA, reference)
      && (isPayoutOf(movement, reference) || (order?.rail === 'reversal' && this.isReversalOf(movement, order))));
    if (!found) return null;
    this.context.ledger.claim(found.referenceA, reference);
    return this.answers.remember(reference, { status: 'refunded', gatewayReference: found.referenceA });
  }

  /** `repeat`: the order may have reached the bank before, so a refusal as already done is not this order's decline. */
  private async send(order: RefundOrder, repeat = false): Promise<RefundAnswer> {
    if (!this.rails.includes(order.rail)) {
      return this.answers.remember(order.reference, { status: 'declined', declineCode: 'refund_rail_unavailable' });
    }
    if (order.rail === 'p2p') return this.payOut(order);
    const idTransaction = this.idTransactionOf(order);
    if (idTransaction === null) {
      this.context.logger?.info(
        { gateway: 'bnc', refund_id: order.reference, payment_intent_id: order.charge.reference },
        'BNC reversal impossible: the charge\'s IdTransaction is unknown to this process',
      );
      return this.answers.remember(order.reference, { status: 'declined', declineCode: 'refund_rail_unavailable' });
    }
    const triedBefore = repeat || this.attempted.has(order.reference);
    if (triedBefore) {
      const earlier = await this.lookupRefund(order.reference);
      if (earlier) return earlier;
    }
    this.context.ledger.remember(this.attempted, order.reference, order);
    const { settings, client } = this.context;
    const answer = await client.call('/MobPayment/ReverseC2P', {
      IdTransactionToReverse: idTransaction,
      Amount: bankAmount(order.amount),
      Terminal: settings.terminal,
    });
    if (answer.kind === 'refused' && answer.code === DUPLICATE && triedBefore) {
      const again = await this.lookupRefund(order.reference);
      if (again) return again;
      if (repeat) return { status: 'pending' };
    }
    return this.settle(order, answer);
  }

  /** ReverseC2P names the charge by its IdTransaction, which only the SendC2P answer gives, to the process that charged. */
  private idTransactionOf(order: RefundOrder): number | null {
    return this.context.ledger.approved.get(order.charge.gatewayReference)?.idTransaction ?? null;
  }

  private async payOut(order: Extract<RefundOrder, { rail: 'p2p' }>): Promise<RefundAnswer> {
    const phone = parseMobilePhone(order.payee.phoneNumber);
    if (!phone) return this.answers.remember(order.reference, { status: 'declined', declineCode: 'invalid_payee' });
    this.context.ledger.remember(this.attempted, order.reference, order);
    const answer = await this.context.client.call('/MobPayment/SendP2P', {
      Amount: bankAmount(order.amount),
      BeneficiaryBankCode: bankId(order.payee.bankCode),
      BeneficiaryCellPhone: bankPhone(phone),
      BeneficiaryEmail: '',
      BeneficiaryID: bankIdDocument(order.payee.payerId),
      // The port knows no payee name; the bank uses it only in the e-mail it may send.
      BeneficiaryName: 'Cliente',
      Description: `${PAYOUT_CONCEPT} ${order.reference}`.slice(0, 100),
      OperationRef: operationRef(order.reference),
    });
    return this.settle(order, answer);
  }

  private settle(order: RefundOrder, answer: BncAnswer): RefundAnswer {
    if (answer.kind === 'refused') {
      const declineCode = declineCodeFor(answer.code);
      this.context.logger?.info(
        {
          gateway: 'bnc', refund_id: order.reference, rail: order.rail, payment_intent_id: order.charge.reference,
          decline_code: declineCode, bank_code: answer.code, bank_description: answer.description,
        },
        'BNC declined the refund',
      );
      return this.answers.remember(order.reference, { status: 'declined', declineCode });
    }
    const gatewayReference = text((answer.value as { Reference?: unknown } | null)?.Reference);
    if (gatewayReference === '') throw new GatewayUnavailable('BNC answered the refund without a reference we can read');
    this.context.ledger.claim(gatewayReference, order.reference);
    return this.answers.remember(order.reference, { status: 'refunded', gatewayReference });
  }

  /**
   * A reversal of the order's charge for its amount: the bank's reference of the charge in `ReferenceB`, or its IdTransaction in
   * `ReferenceD`.
   */
  private isReversalOf(movement: BncMovement, order: RefundOrder): boolean {
    const idTransaction = this.context.ledger.approved.get(order.charge.gatewayReference)?.idTransaction;
    const namesCharge =
      movement.referenceB === order.charge.gatewayReference || (idTransaction != null && movement.referenceD === String(idTransaction));
    return movement.type.includes('revers') && namesCharge && movement.amount.equals(order.amount);
  }
}

/** The bank takes at most 20 characters as `OperationRef`: the first 20 hex digits of our refund id's SHA-256, the same on every send. */
export function operationRef(refundId: string): string {
  return createHash('sha256').update(refundId, 'utf8').digest('hex').slice(0, 20);
}

/** A payout whose description carries our refund id. */
export function isPayoutOf(movement: BncMovement, refundId: string): boolean {
  return !movement.incoming && movement.concept.toLowerCase() === `${PAYOUT_CONCEPT} ${refundId}`.slice(0, 100).toLowerCase();
}
