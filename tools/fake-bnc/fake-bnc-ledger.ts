import { randomInt } from 'node:crypto';

/** A movement of the merchant's account, as `Position/History` lists it (amounts in cents here). */
export interface FakeMovement {
  day: string;
  cents: number;
  incoming: boolean;
  code: string;
  type: string;
  concept: string;
  bankCode: string;
  referenceA: string;
  referenceB: string;
  referenceC: string;
  referenceD: string;
}

/** Every SendC2P the fake received: approved (a reference) or declined (the code). */
export interface FakeBncCharge {
  idTransaction: number;
  reference: string | null;
  declined: string | null;
  cents: number;
  debtorPhone: string;
  debtorId: string;
  debtorBank: number;
  reversedBy: string | null;
}

export interface FakeBncRefund {
  kind: 'reversal' | 'payout';
  reference: string;
  cents: number;
  /** The reversed charge's IdTransaction, or the payout's OperationRef. */
  of: string;
  description: string;
}

export interface FakeBncTransfer {
  reference: string;
  payerPhone: string;
  payerBank: number;
  cents: number;
  day: string;
}

/** A day in Caracas (UTC-4 all year) as YYYY-MM-DD. */
export function caracasDay(at: Date = new Date()): string {
  return new Date(at.getTime() - 4 * 3_600_000).toISOString().slice(0, 10);
}

/** The bank's references and transaction ids, shared by its merchants' ledgers: none is given twice by this fake. */
export class FakeBncNumbers {
  private lastIdTransaction = 0;
  private readonly references = new Set<string>();

  /** A new bank reference of 8 digits. */
  newReference(): string {
    for (;;) {
      const reference = String(randomInt(10_000_000, 100_000_000));
      if (!this.references.has(reference)) {
        this.references.add(reference);
        return reference;
      }
    }
  }

  newIdTransaction(): number {
    this.lastIdTransaction += 1;
    return 700_000 + this.lastIdTransaction;
  }
}

/** What the fake bank booked for one merchant: charges, reversals, payouts, transfers received, and the account's movements. */
export class FakeBncLedger {
  readonly charges: FakeBncCharge[] = [];
  readonly refunds: FakeBncRefund[] = [];
  readonly transfers: FakeBncTransfer[] = [];
  readonly movements: FakeMovement[] = [];

  constructor(private readonly numbers = new FakeBncNumbers()) {}

  clear(): void {
    for (const list of [this.charges, this.refunds, this.transfers, this.movements]) list.length = 0;
  }

  /** A new bank reference of 8 digits, never given twice by this fake. */
  newReference(): string {
    return this.numbers.newReference();
  }

  newIdTransaction(): number {
    return this.numbers.newIdTransaction();
  }

  /** What the merchant's account holds: what came in, less what went out. */
  balanceCents(): number {
    return this.movements.reduce((sum, movement) => sum + (movement.incoming ? movement.cents : -movement.cents), 0);
  }

  book(movement: Omit<FakeMovement, 'day'> & { day?: string }): void {
    this.movements.push({ day: caracasDay(), ...movement });
  }
}
