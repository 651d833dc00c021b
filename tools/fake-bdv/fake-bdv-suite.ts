import { FakeAnswer, MalformedRequest } from './fake-bdv-answers';
import { FakeBdvLedger, FakeBdvMovement, caracasDay, centsOf, decimalOf } from './fake-bdv-ledger';

/** The bank answers 100 movements a page. */
export const FAKE_PAGE_SIZE = 100;

/** `vuelto`, `consulta/movimientos` and the balance of one merchant. */
export class FakeBdvSuite {
  /** What the account held before the ledger's movements. */
  openingBalanceCents = 100_000_000;
  repeatedPayouts: 'booked' | 'refused' = 'booked';

  constructor(
    private readonly ledger: FakeBdvLedger,
    private readonly merchant: { accountNumber: string },
  ) {}

  /**
   * A Pago Móvil payout from the merchant's account. Undocumented refusals, the fake's own: 1034 beyond the balance
   * (the C2P table's "Saldo insuficiente"). A `numeroReferencia` already paid: the sources do not say whether the
   * bank refuses or books a repeat, so by default the fake books it again (the worst case: a test proves we never
   * send one twice); `repeatedPayouts = 'refused'` answers 1094 instead.
   */
  vuelto(body: Record<string, unknown>): FakeAnswer {
    const fields = ['numeroReferencia', 'montoOperacion', 'nacionalidadDestino', 'cedulaDestino', 'telefonoDestino', 'bancoDestino', 'moneda'];
    if (fields.some((field) => typeof body[field] !== 'string')) throw new MalformedRequest();
    const [reference, amount, letter, digits, phone, bank, currency] = fields.map((field) => body[field] as string);
    const cents = /^\d+\.\d{1,2}$/.test(amount) ? centsOf(amount) : NaN;
    if (!(cents > 0) || currency !== 'VES' || !/^[VE]$/.test(letter) || !/^\d{5,10}$/.test(digits) || !/^04\d{9}$/.test(phone)) {
      return { body: { code: 1013, message: 'Datos inválidos' } };
    }
    const repeated = this.ledger.refunds.some((refund) => refund.kind === 'vuelto' && refund.of === reference);
    if (repeated && this.repeatedPayouts === 'refused') {
      return { body: { code: 1094, message: 'Operación duplicada' } };
    }
    if (cents > this.ledger.balanceCents(this.openingBalanceCents)) return { body: { code: 1034, message: 'Saldo insuficiente' } };
    this.ledger.refunds.push({ kind: 'vuelto', of: reference, cents, payeePhone: phone, payeeBank: bank, payeeId: `${letter}${digits}`,
      day: caracasDay(), consulted: 0 });
    this.ledger.book({ cents, incoming: false, reference, description: 'VUELTO PAGOMOVIL ', observation: `VUELTO A ${phone.slice(0, 4)}*** ` });
    return { body: { code: 1000, message: 'Transaccion realizada', referencia: reference } };
  }

  /** From `fechaIni` to `fechaFin` (DD/MM/YYYY); a range leaves out today, a same-day query of today does not. 100 a page. */
  movements(body: Record<string, unknown>): FakeAnswer {
    const from = isoDay(body.fechaIni);
    const to = isoDay(body.fechaFin);
    if (!from || !to || body.cuenta !== this.merchant.accountNumber) throw new MalformedRequest();
    const today = caracasDay();
    const sameDay = from === to;
    const after = typeof body.nroMovimiento === 'string' && /^\d+$/.test(body.nroMovimiento) ? Number(body.nroMovimiento) : 0;
    const listed = this.ledger.movements
      .filter((movement) => movement.day >= from && movement.day <= to && (sameDay || movement.day !== today) && movement.number > after)
      .sort((a, b) => a.number - b.number);
    const page = listed.slice(0, FAKE_PAGE_SIZE);
    return { body: { code: '1000', message: '', data: { totalOfMovements: listed.length, movs: page.map((m) => this.row(m)) }, status: 200 } };
  }

  balance(body: Record<string, unknown>): FakeAnswer {
    if (body.account !== this.merchant.accountNumber) throw new MalformedRequest();
    const balance = this.ledger.balanceCents(this.openingBalanceCents);
    return { body: { code: 1000, message: 'success', cuentaPrincipal: this.merchant.accountNumber, ppalSdoRetTot: '0', ppalSdoFinal: decimalOf(balance) } };
  }

  private row(movement: FakeBdvMovement): object {
    const upTo = this.ledger.movements.filter((other) => other.number <= movement.number);
    const saldo = upTo.reduce((sum, other) => sum + (other.incoming ? other.cents : -other.cents), this.openingBalanceCents);
    return {
      referencia: movement.reference, descripcion: movement.description, fecha: movement.day, hora: movement.time,
      mov: movement.incoming ? 'CREDITO' : 'DEBITO', saldo: venezuelan(saldo),
      importe: `${movement.incoming ? '' : '-'}${decimalOf(movement.cents)}`, nroMov: String(movement.number),
      observacion: movement.observation,
    };
  }
}

/** DD/MM/YYYY → YYYY-MM-DD, or null. */
function isoDay(raw: unknown): string | null {
  const match = typeof raw === 'string' ? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(raw) : null;
  return match ? `${match[3]}-${match[2]}-${match[1]}` : null;
}

/** 21794780589 → "217.947.805,89". */
function venezuelan(cents: number): string {
  const [units, decimals] = decimalOf(cents).split('.');
  return `${units.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${decimals}`;
}
