import { FakeAnswer, FakeMercantilLedger, FakeRefund, newPaymentReference, venezuelanDate } from './fake-mercantil-ledger';
import { FakeMercantilRequests, Refusal } from './fake-mercantil-requests';

/** The fake's refusals of refunds (docs/OPERATING.md, "The local fake Mercantil"); ISO 8583 codes, as for charges. */
export const REFUND_REFUSALS = {
  duplicateInvoice: { errorCode: '94', description: 'Numero de factura procesado previamente' },
  alreadyVoided: { errorCode: '94', description: 'El pago ya fue anulado' },
  unknownCharge: { errorCode: '25', description: 'Pago no encontrado' },
  moreThanCharged: { errorCode: '13', description: 'Monto mayor que el del pago' },
  insufficientFunds: { errorCode: '51', description: 'Fondos insuficientes' },
} as const;

/**
 * `anulacion` and `vuelto` at the fake bank: each booked once per invoice number (a repeat is refused,
 * as the bank refuses a processed invoice number); a charge is voided once, for at most its amount;
 * a payout needs the merchant's balance (the C2P charges in, less what went back).
 */
export class FakeMercantilRefunds {
  /** How the answer to the next refund booked goes (a test hook: refunds carry no OTP to choose it by). */
  private lostAnswers: FakeAnswer[] = [];

  constructor(
    private readonly ledger: FakeMercantilLedger,
    private readonly requests: FakeMercantilRequests,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The next refund is booked, then its answer is lost this way. */
  loseNextAnswer(answer: Exclude<FakeAnswer, 'answer'> = 'reset_connection'): void {
    this.lostAnswers.push(answer);
  }

  /** Books the refund this request asks for, or throws the bank's refusal. */
  book(t: Record<string, unknown> | undefined): { refund: FakeRefund; answer: FakeAnswer } {
    const read = this.requests.refund(t);
    if (this.ledger.refund(read.invoiceNumber)) throw refusal(REFUND_REFUSALS.duplicateInvoice);
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
  }
}

function refusal(r: { errorCode: string; description: string }): Refusal {
  return new Refusal(r.errorCode, r.description);
}

function cents(amount: number): number {
  return Math.round(amount * 100);
}
