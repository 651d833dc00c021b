import { GatewayRefunds, GatewayUnavailable, RefundAnswer, RefundOrder, RefundRail } from '../../../application/ports/payment-gateway';
import { parseMobilePhone } from '../../../domain/payer';
import { MercantilAnswer, MercantilClient } from './mercantil-client';
import { MercantilCipher } from './mercantil-cipher';
import { declineCodeFor } from './mercantil-decline-codes';
import { OncePerReference } from '../once-per-reference';
import { GatewayLogger } from './mercantil-gateway';
import { MercantilSettings } from './mercantil-settings';
import { bankAmount, bankId, bankPhone, identify } from './mercantil-wire';

/** What the refunds share with their C2P gateway. */
export interface MercantilRefundsContext {
  settings: MercantilSettings;
  cipher: MercantilCipher;
  client: MercantilClient;
  /** The bank's own reference of the void or payout with our invoice number, or null when its searches list none. */
  findRefund(reference: string): Promise<string | null>;
  logger?: GatewayLogger;
}

/** The bank's refusal of a charge already voided (docs/banks-mercantil.md, "Going live with Banco Mercantil"). */
const DUPLICATE = '94';

/**
 * Money back on a Mercantil C2P charge through `POST /payment/c2p`: `reversal` is an `anulacion` of the
 * charge (its payment reference), `p2p` a `vuelto` to the payee. Our refund id is the invoice number.
 * The bank takes no idempotency key, so every refund this process does not remember is first searched
 * for by that invoice number, and only sent when the bank lists none. A void whose answer was lost is
 * sent again (`resend`); a payout never is.
 */
export class MercantilC2pRefunds implements GatewayRefunds {
  readonly rails: readonly RefundRail[] = ['reversal', 'p2p'];
  private readonly answers = new OncePerReference<RefundAnswer>();

  constructor(private readonly context: MercantilRefundsContext) {}

  async refund(order: RefundOrder): Promise<RefundAnswer> {
    return this.answers.once(order.reference, () => this.send(order));
  }

  /**
   * Only a void is sent again: it names the charge by its payment reference and the bank voids a charge
   * once (a second void is refused `94`). A `vuelto` names no charge, and nothing shows that the bank
   * refuses a repeated invoice number: sent again, it could pay twice (docs/banks-mercantil.md).
   */
  async resend(order: RefundOrder): Promise<RefundAnswer | null> {
    if (order.rail !== 'reversal') return null;
    return this.answers.once(order.reference, () => this.send(order, true));
  }

  async lookupRefund(reference: string): Promise<RefundAnswer | null> {
    const known = this.answers.known(reference);
    if (known) return known;
    const found = await this.context.findRefund(reference);
    return found === null ? null : this.answers.remember(reference, { status: 'refunded', gatewayReference: found });
  }

  /** `repeat`: the order may have reached the bank before, so a refusal as already done is not this order's decline. */
  private async send(order: RefundOrder, repeat = false): Promise<RefundAnswer> {
    const unsendable = !this.rails.includes(order.rail) ? 'refund_rail_unavailable'
      : order.rail === 'p2p' && !parseMobilePhone(order.payee.phoneNumber) ? 'invalid_payee' : null;
    if (unsendable) return this.answers.remember(order.reference, { status: 'declined', declineCode: unsendable });
    const earlier = await this.lookupRefund(order.reference);
    if (earlier) return earlier;
    const { settings, client } = this.context;
    const answer = await client.post('/payment/c2p', this.body(order), settings.timeoutMs);
    if (answer.kind === 'accepted') return this.answers.remember(order.reference, refundedBy(answer.body));
    // Another process (or our own earlier send, booked late) may have voided the charge since our search.
    if (answer.errors[0]?.code.trim() === DUPLICATE) {
      const again = await this.lookupRefund(order.reference);
      if (again) return again;
      if (repeat) return { status: 'pending' };
    }
    return this.answers.remember(order.reference, this.declined(order, answer));
  }

  private declined(order: RefundOrder, answer: Extract<MercantilAnswer, { kind: 'refused' }>): RefundAnswer {
    const declineCode = declineCodeFor(answer.errors);
    this.context.logger?.info(
      {
        gateway: 'mercantil', refund_id: order.reference, rail: order.rail, payment_intent_id: order.charge.reference,
        decline_code: declineCode, bank_code: answer.errors[0]?.code, bank_description: answer.errors[0]?.description,
      },
      'Banco Mercantil declined the refund',
    );
    return { status: 'declined', declineCode };
  }

  /** The shape of a `compra` (as the bank's samples send all three types), without an OTP. */
  private body(order: RefundOrder): object {
    const { settings, cipher } = this.context;
    const payee = order.rail === 'p2p' ? order.payee : null;
    const phone = payee && parseMobilePhone(payee.phoneNumber);
    return {
      ...identify(settings),
      transaction_c2p: {
        trx_type: payee ? 'vuelto' : 'anulacion',
        payment_method: payee ? 'p2p' : 'c2p',
        amount: bankAmount(order.amount),
        currency: 'ves',
        // A reversal's order carries no payer: the bank finds the charge by its payment reference.
        destination_bank_id: payee ? bankId(payee.bankCode) : '',
        destination_id: payee ? cipher.encrypt(payee.payerId.replace('-', '')) : '',
        destination_mobile_number: phone ? cipher.encrypt(bankPhone(phone)) : '',
        origin_mobile_number: cipher.encrypt(settings.merchantPhone),
        twofactor_auth: '',
        invoice_number: order.reference,
        payment_reference: payee ? '' : order.charge.gatewayReference,
      },
    };
  }
}

function refundedBy(body: Record<string, unknown>): RefundAnswer {
  const response = body.transaction_c2p_response as Record<string, unknown> | undefined;
  const status = typeof response?.trx_status === 'string' ? response.trx_status.toLowerCase() : null;
  const paymentReference = response?.payment_reference === undefined ? '' : String(response.payment_reference).trim();
  if (status === 'approved' && paymentReference !== '') return { status: 'refunded', gatewayReference: paymentReference };
  throw new GatewayUnavailable(`Banco Mercantil answered the refund with a status we cannot read (${status ?? 'none'})`);
}
