import { randomInt } from 'node:crypto';

/** How the fake answers one charge: the bank's answer, or one of the ways an answer gets lost. */
export type FakeAnswer = 'answer' | 'never_answer' | 'server_error' | 'reset_connection' | 'unreadable_answer';

export type FakeOutcome =
  | { status: 'approved'; paymentReference: string }
  | { status: 'declined'; errorCode: string; description: string };

/** A charge the fake bank made or refused. It keeps no OTP, CVV or full card number. */
export interface FakeCharge {
  method: 'c2p' | 'card';
  invoiceNumber: string;
  amount: number;
  /** The payer's phone (C2P) or the card's last four digits. */
  payer: string;
  trxDate: string;
  outcome: FakeOutcome;
  /** How many charge requests carried this invoice number (repeats do not charge again). */
  requests: number;
}

/** Money the fake bank sent back: a void of a C2P charge (`anulacion`) or a Pago Móvil payout (`vuelto`). */
export interface FakeRefund {
  kind: 'anulacion' | 'vuelto';
  /** Our refund id. */
  invoiceNumber: string;
  amount: number;
  /** The refund's own reference at the bank. */
  paymentReference: string;
  /** The voided charge's payment reference (anulacion only). */
  voids: string | null;
  /** The payee's phone (vuelto); empty for a void. It keeps no payee id. */
  payer: string;
  trxDate: string;
}

/** A Pago Móvil transfer a customer sent to the merchant's phone (P2P), booked by a test. */
export interface FakeTransfer {
  /** The bank's full reference of the transfer. */
  paymentReference: string;
  /** The payer's phone, 58XXXXXXXXXX. */
  payer: string;
  /** The payer's bank, 4 digits (0134). */
  payerBankCode: string;
  amount: number;
  trxDate: string;
}

/**
 * The fake bank's book: one charge per invoice number, whatever the number of requests that carry
 * it; a repeat gets the first outcome. Refunds are booked apart (a repeated payout invoice number pays again).
 */
export class FakeMercantilLedger {
  private readonly byInvoice = new Map<string, FakeCharge>();
  /** In booking order; an invoice number may repeat (nothing shows the bank refusing a repeated payout). */
  private readonly refundsBooked: FakeRefund[] = [];
  private readonly transfersReceived: FakeTransfer[] = [];
  private withdrawnCents = 0;
  /** How the answers to the next C2P charges held from searches go (`holdNextC2pCharge`). */
  private holdsAsked: FakeAnswer[] = [];
  /** Invoice numbers of charges booked but not yet shown by the searches. */
  private readonly held = new Set<string>();

  /** The charge with this invoice number, made with `create()` only when the number is new. */
  charge(invoiceNumber: string, create: () => Omit<FakeCharge, 'requests' | 'invoiceNumber'>): { charge: FakeCharge; repeated: boolean } {
    const earlier = this.byInvoice.get(invoiceNumber);
    if (earlier) {
      earlier.requests++;
      return { charge: earlier, repeated: true };
    }
    const charge = { ...create(), invoiceNumber, requests: 1 };
    this.byInvoice.set(invoiceNumber, charge);
    return { charge, repeated: false };
  }

  /** Every charge made (approved), for a test to count: one payment must be one charge. */
  approved(method?: FakeCharge['method']): FakeCharge[] {
    return [...this.byInvoice.values()].filter((c) => c.outcome.status === 'approved' && (!method || c.method === method));
  }

  get(invoiceNumber: string): FakeCharge | undefined {
    return this.byInvoice.get(invoiceNumber);
  }

  all(): FakeCharge[] {
    return [...this.byInvoice.values()];
  }

  /** The approved C2P charge with this payment reference. */
  c2pCharge(paymentReference: string): FakeCharge | undefined {
    return this.approved('c2p').find((c) => c.outcome.status === 'approved' && c.outcome.paymentReference === paymentReference);
  }

  /** The next new C2P charge is booked, hidden from the searches, and its answer lost this way. */
  holdNextC2pCharge(answer: Exclude<FakeAnswer, 'answer'>): void {
    this.holdsAsked.push(answer);
  }

  /** Holds this new charge when a hold was asked for: how its answer is lost, else null. */
  holdIfAsked(invoiceNumber: string): FakeAnswer | null {
    const answer = this.holdsAsked.shift();
    if (!answer) return null;
    this.held.add(invoiceNumber);
    return answer;
  }

  isHeld(invoiceNumber: string): boolean {
    return this.held.has(invoiceNumber);
  }

  /** Shows the held charges in the searches from now on; answers their invoice numbers. */
  releaseHeld(): string[] {
    const released = [...this.held];
    this.held.clear();
    return released;
  }

  bookRefund(refund: FakeRefund): void {
    this.refundsBooked.push(refund);
  }

  /** The first refund booked with this invoice number. */
  refund(invoiceNumber: string): FakeRefund | undefined {
    return this.refundsBooked.find((refund) => refund.invoiceNumber === invoiceNumber);
  }

  /** Every void and payout made, for a test to count: one refund must be one payout or void. */
  refunds(kind?: FakeRefund['kind']): FakeRefund[] {
    return this.refundsBooked.filter((r) => !kind || r.kind === kind);
  }

  receiveTransfer(transfer: FakeTransfer): void {
    this.transfersReceived.push(transfer);
  }

  /** The P2P transfers customers sent to the merchant. */
  transfers(): FakeTransfer[] {
    return [...this.transfersReceived];
  }

  /** The merchant's Pago Móvil account, in cents: the C2P charges and P2P transfers in, less every void, payout and withdrawal. */
  balanceCents(): number {
    const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + Math.round(amount * 100), 0);
    const received = sum(this.approved('c2p').map((c) => c.amount)) + sum(this.transfersReceived.map((t) => t.amount));
    return received - sum(this.refunds().map((r) => r.amount)) - this.withdrawnCents;
  }

  /** The merchant moves `amount` VES out of its account (a test hook: a payout may then find too little). */
  withdraw(amount: number): void {
    this.withdrawnCents += Math.round(amount * 100);
  }

  clear(): void {
    this.byInvoice.clear();
    this.refundsBooked.length = 0;
    this.transfersReceived.length = 0;
    this.withdrawnCents = 0;
    this.holdsAsked = [];
    this.held.clear();
  }
}

export function newPaymentReference(): string {
  return String(randomInt(1e9)).padStart(9, '0') + String(randomInt(1e3)).padStart(3, '0');
}

/** A day in Venezuela (UTC-4, no daylight saving) as YYYY-MM-DD. */
export function venezuelanDate(at: Date): string {
  return new Date(at.getTime() - 4 * 3_600_000).toISOString().slice(0, 10);
}
