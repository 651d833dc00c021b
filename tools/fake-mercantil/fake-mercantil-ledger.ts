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

/**
 * The fake bank's book: one charge per invoice number, whatever the number of requests that carry
 * it; a repeat gets the first outcome.
 */
export class FakeMercantilLedger {
  private readonly byInvoice = new Map<string, FakeCharge>();

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

  clear(): void {
    this.byInvoice.clear();
  }
}

export function newPaymentReference(): string {
  return String(randomInt(1e9)).padStart(9, '0') + String(randomInt(1e3)).padStart(3, '0');
}

/** A day in Venezuela (UTC-4, no daylight saving) as YYYY-MM-DD. */
export function venezuelanDate(at: Date): string {
  return new Date(at.getTime() - 4 * 3_600_000).toISOString().slice(0, 10);
}
