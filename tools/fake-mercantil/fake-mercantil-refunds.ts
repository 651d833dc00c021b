import { FakeAnswer, FakeMercantilLedger, FakeRefund, newPaymentReference, venezuelanDate } from './fake-mercantil-ledger';
import { FakeMercantilRequests, Refusal } from './fake-mercantil-requests';

/** The fake's refusals of refunds (docs/banks-mercantil.md, "The local fake Mercantil"); ISO 8583 codes, as for charges. */
export const REFUND_REFUSALS = {
  alreadyVoided: { errorCode: '94', description: 'El pago ya fue anulado' },
  unknownCharge: { errorCode: '25', description: 'Pago no encontrado' },
  moreThanCharged: { errorCode: '13', description: 'Monto mayor que el del pago' },
  insufficientFunds: { errorCode: '51', description: 'Fondos insuficientes' },
} as const;

/**
 * `anulacion` and `vuelto` at the fake bank, refusing a repeat only where the public sources do: a charge
 * is voided once (a second void is refused `94`), for at most its amount. A `vuelto` names no charge and
 * nothing shows the bank refusing a repeated invoice number, so a repeat pays again; a payout needs the
 * merchant's balance (the C2P charges in, less what went back).
 */
export class FakeMercantilRefunds {
  /** How the answer to the next refund booked goes (a test hook: refunds carry no OTP to choose it by). */
  private lostAnswers: FakeAnswer[] = [];
  /** How many of the next refunds are held in transit, and those held: not booked until `bookInTransit()`. */
  private toHold = 0;
  private inTransit: Record<string, unknown>[] = [];

  constructor(
    private readonly ledger: FakeMercantilLedger,
    private readonly requests: FakeMercantilRequests,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The next refund is booked, then its answer is lost this way. */
  loseNextAnswer(answer: Exclude<FakeAnswer, 'answer'> = 'reset_connection'): void {
    this.lostAnswers.push(answer);
  }

  /**
   * The next refund is held in transit: the caller hears nothing, the bank has not booked it and its
   * searches do not list it, until `bookInTransit()` books it (a void the bank books late).
   */
  holdNextInTransit(): void {
    this.toHold++;
  }

  /** The invoice numbers of the refunds held in transit now (they reached the bank, which has not booked them). */
  heldInTransit(): string[] {
    return this.inTransit.map((t) => String(t.invoice_number ?? ''));
  }

  /** Takes the next refund into transit when one is to be held: true then (its answer never comes). */
  holdIfAsked(t: Record<string, unknown> | undefined): boolean {
    if (this.toHold === 0) return false;
    this.requests.refund(t);
    this.toHold--;
    this.inTransit.push(t ?? {});
    return true;
  }

  /**
   * Books the refunds held in transit now, as the bank would on their arrival; answers the invoice numbers
   * of those booked (a void of a charge voided meanwhile, by its own repeat, say, is refused and dropped).
   */
  bookInTransit(): string[] {
    const held = this.inTransit;
    this.inTransit = [];
    return held.flatMap((t) => {
      try {
        return [this.book(t).refund.invoiceNumber];
      } catch (error) {
        if (error instanceof Refusal) return [];
        throw error;
      }
    });
  }

  /** Books the refund this request asks for, or throws the bank's refusal. */
  book(t: Record<string, unknown> | undefined): { refund: FakeRefund; answer: FakeAnswer } {
    const read = this.requests.refund(t);
    if (read.voids !== null) {
      const charge = this.ledger.c2pCharge(read.voids);
      if (!charge) throw refusal(REFUND_REFUSALS.unknownCharge);
      if (this.ledger.refunds('anulacion').some((r) => r.voids === read.voids)) throw refusal(REFUND_REFUSALS.alreadyVoided);
      if (cents(read.amount) > cents(charge.amount)) throw refusal(REFUND_REFUSALS.moreThanCharged);
    } else if (cents(read.amount) > this.ledger.balanceCents()) {
      throw refusal(REFUND_REFUSALS.insufficientFunds);
    }
    const refund: FakeRefund = { ...read, paymentReference: newPaymentReference(), trxDate: venezuelanDate(this.now()) };
    this.ledger.bookRefund(refund);
    return { refund, answer: this.lostAnswers.shift() ?? 'answer' };
  }

  clear(): void {
    this.lostAnswers = [];
    this.toHold = 0;
    this.inTransit = [];
  }
}

function refusal(r: { errorCode: string; description: string }): Refusal {
  return new Refusal(r.errorCode, r.description);
}

function cents(amount: number): number {
  return Math.round(amount * 100);
}
