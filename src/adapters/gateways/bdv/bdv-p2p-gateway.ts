import { GatewayAnswer, GatewayRefunds, GatewayStatements, GatewayUnavailable } from '../../../application/ports/payment-gateway';
import { P2P_DECLINES, P2pCharge, P2pGateway, ReceivingAccount } from '../../../application/ports/p2p-gateway';
import { Money } from '../../../domain/money';
import { parseMobilePhone } from '../../../domain/payer';
import { PaymentOutcome } from '../../../domain/payment-outcome';
import { BdvClient, GatewayLogger } from './bdv-client';
import { BdvSettings } from './bdv-settings';
import { BDV_BANK_CODE, bankIdDocument, centsAmount, text } from './bdv-wire';

/** "monto : 120.00 - estatus : …" with 1010: found, for the amount the message names. */
const OTHER_AMOUNT = /^\s*monto\s*:/i;
/** The words of a repeat: the movement was found and conciliated by an earlier question. */
const CONCILIATED_BEFORE = /ya fue conciliado/i;

/**
 * Verifies reported Pago Móvil transfers to the merchant's BDV account with `getMovement`: the payer's phone and
 * bank, the merchant's phone, the reported reference, the day in Caracas, the amount to the cent, and the payer's
 * id, checked (`reqCed`) only when the payer's bank is BDV and the payer gave it. Code 1000: approved. The bank
 * marks the movement conciliated on the first question that finds it; a later one answers 1010 "ya fue conciliado":
 * approved with the reported reference and `confirmedBefore`, and the core gives it to the report that asked first
 * and refuses it to any other (one transfer pays once). 1010 "monto : X": `amount_mismatch`. Any other 1010 (not found): not shown yet,
 * GatewayUnavailable, asked again later.
 */
export class BdvP2pGateway implements P2pGateway {
  readonly receivingAccount: ReceivingAccount;
  /** The account's payouts (`vuelto`), shared with its C2P gateway: a transfer whose payer gave their id is refunded so. */
  readonly refunds?: GatewayRefunds;
  /** The account's statement, the same object as its C2P gateway's (read once per account). */
  readonly statements?: GatewayStatements;

  constructor(
    private readonly settings: BdvSettings,
    private readonly client: BdvClient,
    private readonly logger?: GatewayLogger,
    account?: { refunds: GatewayRefunds; statements: GatewayStatements },
  ) {
    this.refunds = account?.refunds;
    this.statements = account?.statements;
    const id = settings.merchantIdDocument;
    this.receivingAccount = { phoneNumber: settings.merchantPhone, bankCode: BDV_BANK_CODE, nationalId: `${id[0]}-${id.slice(1)}` };
  }

  async charge({ transfer, reference, amount }: P2pCharge & { reference: string; amount: Money }): Promise<GatewayAnswer> {
    if (!/^\d{4,20}$/.test(transfer.reference)) throw new GatewayUnavailable('only a reported reference of 4 to 20 digits is asked for');
    const payer = parseMobilePhone(transfer.phoneNumber);
    if (!payer) throw new GatewayUnavailable('only a transfer from a Venezuelan mobile number can be asked for');
    const { payerId } = transfer;
    const checksId = payerId !== undefined && transfer.bankCode === BDV_BANK_CODE;
    const answer = await this.client.call('getMovement', {
      // Unchecked unless reqCed; for a transfer from another bank BDV itself writes "V" and the merchant's RIF.
      cedulaPagador: payerId ? bankIdDocument(payerId) : `V${this.settings.merchantIdDocument.slice(1)}`,
      telefonoPagador: payer,
      telefonoDestino: this.settings.merchantPhone,
      referencia: transfer.reference,
      fechaPago: transfer.paidOn,
      importe: centsAmount(amount),
      bancoOrigen: transfer.bankCode,
      reqCed: checksId,
    }, this.settings.lookupTimeoutMs);
    if (answer.kind === 'key_refused') throw new GatewayUnavailable('BDV refused the conciliation key');
    if (answer.code === '1000') {
      const full = text((answer.body.data as { referencia?: unknown } | null)?.referencia);
      return { status: 'approved', gatewayReference: /^\d+$/.test(full) && full.endsWith(transfer.reference) ? full : transfer.reference };
    }
    if (CONCILIATED_BEFORE.test(answer.message)) return { status: 'approved', gatewayReference: transfer.reference, confirmedBefore: true };
    if (OTHER_AMOUNT.test(answer.message)) {
      this.logger?.info({ gateway: 'bdv', payment_intent_id: reference, decline_code: P2P_DECLINES.amountMismatch },
        'BDV shows the reported transfer for another amount');
      return { status: 'declined', declineCode: P2P_DECLINES.amountMismatch };
    }
    throw new GatewayUnavailable('BDV does not show the reported transfer (yet)');
  }

  /** The bank keeps no charge of ours for a reported transfer: every question is asked again. */
  async lookup(): Promise<PaymentOutcome | null> {
    return null;
  }
}
