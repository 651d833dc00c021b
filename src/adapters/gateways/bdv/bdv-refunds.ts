import { GatewayRefunds, GatewayUnavailable, RefundAnswer, RefundOrder, RefundRail } from '../../../application/ports/payment-gateway';
import { parseMobilePhone } from '../../../domain/payer';
import { OncePerReference } from '../once-per-reference';
import { BdvAnswer, BdvClient, GatewayLogger } from './bdv-client';
import { APPROVED, UNKNOWN_OUTCOME, declineCodeFor } from './bdv-decline-codes';
import { BdvLedger } from './bdv-ledger';
import { BdvMovements } from './bdv-movements';
import { BdvOutMovements } from './bdv-out-movements';
import { payoutReference } from './bdv-payout-reference';
import { BdvSettings } from './bdv-settings';
import { caracasDay, centsAmount, splitIdDocument, text } from './bdv-wire';

/** What the refunds share with their C2P gateway. */
export interface BdvRefundsContext {
  settings: BdvSettings;
  client: BdvClient;
  movements: BdvMovements;
  ledger: BdvLedger;
  logger?: GatewayLogger;
  now: () => Date;
}

/** The words a payout carries (`conceptoPago`). */
const PAYOUT_CONCEPT = 'Reembolso';

/**
 * Money back through BDV. `reversal`: `annulment` of the charge by its `endToEndId` (known to the process that
 * charged it). `p2p`: a `vuelto` payout to the payer's phone, bank and id, with a `numeroReferencia` derived from
 * our refund id (see payoutReference). A refund whose answer was lost is looked for, never sent again: the sources
 * show no refusal of a repeated annulment or `numeroReferencia`, so `resend` sends nothing (docs/banks-bdv.md,
 * "Money out: is sending it again harmless?"). A payout is found with `getOutMovement` (the process that sent it
 * knows its payee) or in the movements by its `numeroReferencia`; an annulment in the movements.
 */
export class BdvRefunds implements GatewayRefunds {
  readonly rails: readonly RefundRail[] = ['reversal', 'p2p'];
  private readonly answers = new OncePerReference<RefundAnswer>();
  private readonly attempted = new Map<string, { order: RefundOrder; day: string }>();
  private readonly outMovements: BdvOutMovements;

  constructor(private readonly context: BdvRefundsContext) {
    this.outMovements = new BdvOutMovements(context.settings, context.client);
  }

  async refund(order: RefundOrder): Promise<RefundAnswer> {
    return this.answers.once(order.reference, () => this.send(order));
  }

  async resend(): Promise<RefundAnswer | null> {
    return null;
  }

  async lookupRefund(reference: string): Promise<RefundAnswer | null> {
    const known = this.answers.known(reference);
    if (known) return known;
    const attempted = this.attempted.get(reference);
    if (attempted?.order.rail === 'p2p' && (await this.outMovements.find(attempted.order, attempted.day))) {
      return this.found(reference, payoutReference(reference));
    }
    const today = caracasDay(this.context.now());
    const days = [...new Set([attempted?.day ?? today, today])];
    const wanted = attempted?.order.rail === 'reversal' ? annulmentOf(attempted.order) : payoutReference(reference);
    for (const day of days) {
      const movement = (await this.context.movements.ofDay(day)).find((candidate) => !candidate.incoming
        && (candidate.reference === wanted || (attempted?.order.rail === 'reversal' && candidate.observation.includes(wanted)
          && candidate.amount.equals(attempted.order.amount))));
      if (movement) return this.found(reference, attempted?.order.rail === 'reversal' ? movement.reference : wanted);
    }
    return null;
  }

  private found(reference: string, gatewayReference: string): RefundAnswer {
    this.context.ledger.claim(gatewayReference, reference);
    return this.answers.remember(reference, { status: 'refunded', gatewayReference });
  }

  private async send(order: RefundOrder): Promise<RefundAnswer> {
    if (this.attempted.has(order.reference)) {
      // Sent before and its answer lost: found, or still unknown; never sent twice.
      const earlier = await this.lookupRefund(order.reference);
      if (earlier) return earlier;
      throw new GatewayUnavailable(`BDV has not shown the refund ${order.reference} sent before; it is not sent again`);
    }
    if (order.rail === 'p2p') return this.payOut(order);
    if (order.rail !== 'reversal') {
      return this.answers.remember(order.reference, { status: 'declined', declineCode: 'refund_rail_unavailable' });
    }
    const charge = this.context.ledger.approved.get(order.charge.gatewayReference);
    if (!charge || charge.endToEndId === '') {
      this.context.logger?.info({ gateway: 'bdv', refund_id: order.reference, payment_intent_id: order.charge.reference },
        'BDV annulment impossible: the charge\'s endToEndId is unknown to this process');
      return this.answers.remember(order.reference, { status: 'declined', declineCode: 'refund_rail_unavailable' });
    }
    this.context.ledger.remember(this.attempted, order.reference, { order, day: caracasDay(this.context.now()) });
    const answer = await this.context.client.call('annulment', { endToEndId: charge.endToEndId, referenceOrigin: '' });
    return this.settle(order, answer, charge.endToEndId);
  }

  private async payOut(order: Extract<RefundOrder, { rail: 'p2p' }>): Promise<RefundAnswer> {
    const phone = parseMobilePhone(order.payee.phoneNumber);
    if (!phone) return this.answers.remember(order.reference, { status: 'declined', declineCode: 'invalid_payee' });
    const numeroReferencia = payoutReference(order.reference);
    // Kept before sending: a lost answer is asked about with what was sent.
    this.context.ledger.remember(this.attempted, order.reference, { order, day: caracasDay(this.context.now()) });
    const { letter, digits } = splitIdDocument(order.payee.payerId);
    const answer = await this.context.client.call('vuelto', {
      numeroReferencia,
      montoOperacion: centsAmount(order.amount),
      nacionalidadDestino: letter,
      cedulaDestino: digits,
      telefonoDestino: phone,
      bancoDestino: order.payee.bankCode,
      moneda: 'VES',
      conceptoPago: PAYOUT_CONCEPT,
    });
    return this.settle(order, answer, text(answer.kind === 'answered' ? answer.body.referencia : '') || numeroReferencia);
  }

  private settle(order: RefundOrder, answer: BdvAnswer, gatewayReference: string): RefundAnswer {
    if (answer.kind === 'key_refused') throw new GatewayUnavailable('BDV refused our key for the refund');
    if (answer.code === APPROVED) return this.found(order.reference, gatewayReference);
    if (UNKNOWN_OUTCOME.includes(answer.code)) throw new GatewayUnavailable(`BDV answered the refund with ${answer.code}: unknown`);
    const declineCode = declineCodeFor(answer.code);
    this.context.logger?.info(
      {
        gateway: 'bdv', refund_id: order.reference, rail: order.rail, decline_code: declineCode,
        bank_code: answer.code, bank_message: answer.message,
      },
      'BDV declined the refund',
    );
    return this.answers.remember(order.reference, { status: 'declined', declineCode });
  }
}

/** What an annulment's movement names: the annulled charge's reference. */
function annulmentOf(order: RefundOrder): string {
  return order.charge.gatewayReference;
}
