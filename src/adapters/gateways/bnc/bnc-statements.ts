import { StatementLine } from '../../../application/ports/payment-gateway';
import { BncLedger } from './bnc-ledger';
import { BncMovement, BncMovements } from './bnc-movements';
import { PAYOUT_CONCEPT } from './bnc-refunds';

/** Venezuela keeps UTC-4 all year. */
const VENEZUELA_OFFSET = '-04:00';

/**
 * BNC's statement of one day for the C2P gateway (`Position/HistoryByDate`): the movements our C2P gateway
 * makes, C2P charges received, their reversals and our Pago Móvil payouts. Transfers customers sent to the
 * merchant, and anything else on the account, are left out. Our reference comes from this process's memory
 * of the bank's references, or for a payout from its description; else it is null. The movements carry a
 * date without a time: each is booked at the start of its day in Caracas.
 */
export class BncStatements {
  constructor(
    private readonly movements: BncMovements,
    private readonly ledger: BncLedger,
  ) {}

  async statementOf(day: string): Promise<StatementLine[]> {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new RangeError(`a statement day is YYYY-MM-DD, got ${JSON.stringify(day)}`);
    const lines = new Map<string, StatementLine>();
    for (const movement of await this.movements.ofDay(day)) {
      if (!isOurs(movement) || movement.referenceA === '') continue;
      const reference = this.ledger.ours.get(movement.referenceA) ?? payoutReference(movement);
      const bookedAt = new Date(`${day}T00:00:00${VENEZUELA_OFFSET}`);
      // A movement listed twice is one movement: its type and the bank's reference name it.
      lines.set(`${movement.type}:${movement.referenceA}`, {
        gatewayReference: movement.referenceA,
        reference,
        amount: movement.amount,
        bookedAt,
      });
    }
    return [...lines.values()];
  }
}

function isOurs(movement: BncMovement): boolean {
  const c2p = movement.type.includes('c2p');
  const reversal = movement.type.includes('revers');
  const payout = !movement.incoming && movement.type.includes('p2p') && !reversal;
  return (c2p && movement.incoming && !reversal) || (reversal && !movement.incoming) || payout;
}

function payoutReference(movement: BncMovement): string | null {
  const match = new RegExp(`^${PAYOUT_CONCEPT} (\\S+)$`, 'i').exec(movement.concept);
  return !movement.incoming && match ? match[1] : null;
}
