import { GatewayUnavailable, RefundOrder } from '../../../application/ports/payment-gateway';
import { parseMobilePhone } from '../../../domain/payer';
import { BdvClient } from './bdv-client';
import { payoutReference } from './bdv-payout-reference';
import { BdvSettings } from './bdv-settings';
import { BDV_BANK_CODE, centsAmount } from './bdv-wire';

/** The repeat's words: a payout found before ("ya fue consultado"), or 30 s later ("ya fue conciliado previamente"). */
const FOUND_BEFORE = /procesado exitosamente|ya fue conciliado/i;

/**
 * `getOutMovement`: whether a Pago Móvil the merchant sent (our `vuelto`) was made, matched on the whole tuple
 * (the merchant's RIF and phone, the payee's phone and bank, our `numeroReferencia`, the day, the amount to the
 * cent). Code 1000, or 1010 saying it was already asked about: made. Any other 1010: not made (yet).
 */
export class BdvOutMovements {
  constructor(
    private readonly settings: BdvSettings,
    private readonly client: BdvClient,
  ) {}

  async find(order: Extract<RefundOrder, { rail: 'p2p' }> | RefundOrder, day: string): Promise<boolean> {
    if (order.rail !== 'p2p') return false;
    const phone = parseMobilePhone(order.payee.phoneNumber);
    if (!phone) return false;
    const answer = await this.client.call('getOutMovement', {
      cedulaPagador: this.settings.merchantIdDocument,
      telefonoPagador: this.settings.merchantPhone,
      telefonoDestino: phone,
      referencia: payoutReference(order.reference),
      fechaPago: day,
      importe: centsAmount(order.amount),
      bancoOrigen: BDV_BANK_CODE,
      bancoDestino: order.payee.bankCode,
    }, this.settings.lookupTimeoutMs);
    if (answer.kind === 'key_refused') throw new GatewayUnavailable('BDV refused the suite key for getOutMovement');
    return answer.code === '1000' || FOUND_BEFORE.test(answer.message);
  }
}
