import { FakeAnswer, MalformedRequest, conciliationAnswer } from './fake-bdv-answers';
import { FakeBdvLedger, FakeBdvTransfer, centsOf, decimalOf } from './fake-bdv-ledger';

/** A repeat within this many milliseconds of the first finding gets the first wording; later, the second (M-CONC's note). */
export const REPEAT_WORDING_MS = 30_000;

const MANDATORY = 'Datos Mandatorios no pueden estar en null';
const NOT_FOUND = 'No se pudo validar el movimiento : Registro solicitado no existe';
const CONCILIATED = 'Pago Móvil procesado exitosamente en el BDV. El movimiento ya fue conciliado anteriormente.';
const CONCILIATED_LATER = 'El pago ya fue conciliado previamente.';
const OUT_CONSULTED = 'Vuelto procesado exitosamente en el BDV. El movimiento ya fue consultado anteriormente.';

/** `getMovement` (received transfers) and `getOutMovement` (the merchant's own payouts) of one merchant. */
export class FakeBdvConciliation {
  constructor(
    private readonly ledger: FakeBdvLedger,
    private readonly merchant: { merchantPhone: string; merchantIdDocument: string },
  ) {}

  getMovement(body: Record<string, unknown>): FakeAnswer {
    const fields = ['cedulaPagador', 'telefonoPagador', 'telefonoDestino', 'referencia', 'fechaPago', 'importe', 'bancoOrigen'];
    if (fields.some((field) => body[field] !== undefined && typeof body[field] !== 'string')) throw new MalformedRequest();
    if (fields.some((field) => !body[field])) return conciliationAnswer(1010, MANDATORY);
    const [payerId, payerPhone, merchantPhone, reference, day, importe, payerBank] = fields.map((field) => body[field] as string);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return conciliationAnswer(1010, NOT_FOUND);
    const cents = /^\d+\.\d{2}$/.test(importe) ? centsOf(importe) : NaN;
    const checksId = body.reqCed === true && payerBank === '0102';
    const candidates = this.ledger.transfers.filter((transfer) =>
      merchantPhone === this.merchant.merchantPhone && transfer.payerPhone === payerPhone && transfer.payerBank === payerBank
      && transfer.day === day && transfer.reference.endsWith(reference) && reference.length >= 4
      && (!checksId || transfer.payerId === payerId));
    const exact = candidates.find((transfer) => transfer.cents === cents);
    if (!exact) {
      const other = candidates[0];
      return other ? conciliationAnswer(1010, `monto : ${decimalOf(other.cents)} - estatus : Transacción realizada`) : conciliationAnswer(1010, NOT_FOUND);
    }
    return this.conciliate(exact);
  }

  getOutMovement(body: Record<string, unknown>): FakeAnswer {
    const fields = ['cedulaPagador', 'telefonoPagador', 'telefonoDestino', 'referencia', 'fechaPago', 'importe', 'bancoOrigen', 'bancoDestino'];
    if (fields.some((field) => body[field] !== undefined && typeof body[field] !== 'string')) throw new MalformedRequest();
    if (fields.some((field) => !body[field])) return conciliationAnswer(1010, MANDATORY);
    const [merchantId, merchantPhone, payeePhone, reference, day, importe, , payeeBank] = fields.map((field) => body[field] as string);
    const payout = this.ledger.refunds.find((refund) => refund.kind === 'vuelto' && refund.of === reference
      && merchantId === this.merchant.merchantIdDocument && merchantPhone === this.merchant.merchantPhone
      && refund.payeePhone === payeePhone && refund.payeeBank === payeeBank && refund.day === day && refund.cents === centsOf(importe));
    if (!payout) return conciliationAnswer(1010, NOT_FOUND);
    payout.consulted += 1;
    if (payout.consulted > 1) return conciliationAnswer(1010, OUT_CONSULTED);
    const amount = decimalOf(payout.cents, true);
    return conciliationAnswer(1000, `monto : ${amount} - estatus : Transaccion realizada`, {
      status: '1000', amount, reason: 'Transaccion realizada',
    });
  }

  /** The first question that finds a transfer conciliates it; later ones are told so. */
  private conciliate(transfer: FakeBdvTransfer): FakeAnswer {
    if (transfer.conciliatedAt !== null) {
      return conciliationAnswer(1010, Date.now() - transfer.conciliatedAt < REPEAT_WORDING_MS ? CONCILIATED : CONCILIATED_LATER);
    }
    transfer.conciliatedAt = Date.now();
    const amount = decimalOf(transfer.cents);
    return conciliationAnswer(1000, `Monto: ${amount} - estatus: Transacción realizada`, {
      status: '1000', amount, reason: 'Transacción realizada', referencia: transfer.reference,
    });
  }
}
