import { StatementLine } from '../../../application/ports/payment-gateway';
import { BdvLedger } from './bdv-ledger';
import { BdvMovement, BdvMovements } from './bdv-movements';

/**
 * BDV's statement of one day (`consulta/movimientos`): the money Pago Móvil brought in (C2P charges and reported
 * transfers alike: the movements do not tell them apart) and what our gateway sent out (annulments and payouts it
 * knows). Our reference comes from this process's memory of the bank's references; else it is null, and the sweep
 * matches the line by the bank's reference. Booked at the movement's day and hour (HHMM) in Caracas.
 */
export class BdvStatements {
  constructor(
    private readonly movements: BdvMovements,
    private readonly ledger: BdvLedger,
  ) {}

  async statementOf(day: string): Promise<StatementLine[]> {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new RangeError(`a statement day is YYYY-MM-DD, got ${JSON.stringify(day)}`);
    const lines = new Map<string, StatementLine>();
    for (const movement of await this.movements.ofDay(day)) {
      if (movement.reference === '' || !this.isOurs(movement)) continue;
      lines.set(`${movement.incoming ? 'in' : 'out'}:${movement.reference}`, {
        gatewayReference: movement.reference,
        reference: this.ledger.ours.get(movement.reference) ?? null,
        amount: movement.amount,
        bookedAt: bookedAt(movement),
      });
    }
    return [...lines.values()];
  }

  private isOurs(movement: BdvMovement): boolean {
    if (movement.incoming) return /PAGO ?MOVIL/i.test(`${movement.description} ${movement.observation}`);
    return this.ledger.ours.has(movement.reference);
  }
}

function bookedAt(movement: BdvMovement): Date {
  const time = /^\d{4}$/.test(movement.time) ? `${movement.time.slice(0, 2)}:${movement.time.slice(2)}` : '00:00';
  return new Date(`${movement.day}T${time}:00-04:00`);
}
