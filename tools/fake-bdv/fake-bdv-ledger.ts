import { randomInt } from 'node:crypto';

/** A movement of the merchant's account, as `consulta/movimientos` lists it (amounts in cents here). */
export interface FakeBdvMovement {
  number: number;
  day: string;
  /** HHMM. */
  time: string;
  cents: number;
  incoming: boolean;
  reference: string;
  description: string;
  observation: string;
}

/** Every `process` the fake received: approved (its references) or declined (the code). */
export interface FakeBdvCharge {
  reference: string | null;
  endToEndId: string | null;
  code: string;
  cents: number;
  payerId: string;
  payerPhone: string;
  payerBank: string;
  day: string;
  annulled: boolean;
}

/** An annulment or a `vuelto` the fake made. */
export interface FakeBdvRefund {
  kind: 'annulment' | 'vuelto';
  /** The annulled charge's `endToEndId`, or the vuelto's `numeroReferencia`. */
  of: string;
  cents: number;
  payeePhone: string;
  payeeBank: string;
  payeeId: string;
  day: string;
  /** How many `getOutMovement` questions found it (the first is answered 1000, later ones 1010). */
  consulted: number;
}

/** A Pago Móvil transfer a customer sent to the merchant. `conciliatedAt`: when a getMovement first found it. */
export interface FakeBdvTransfer {
  reference: string;
  payerPhone: string;
  payerBank: string;
  payerId: string;
  cents: number;
  day: string;
  conciliatedAt: number | null;
}

/** A C2P key the bank sent a payer by SMS. */
export interface FakeBdvKey {
  otp: string;
  payerId: string;
  payerPhone: string;
  expiresAt: number;
}

/** A day in Caracas (UTC-4 all year) as YYYY-MM-DD, and its time as HHMM / HHMMSS. */
export function caracasDay(at: Date = new Date()): string {
  return caracas(at).slice(0, 10);
}

export function caracasTime(at: Date = new Date()): string {
  return caracas(at).slice(11, 19).replace(/:/g, '');
}

function caracas(at: Date): string {
  return new Date(at.getTime() - 4 * 3_600_000).toISOString();
}

/** "729.6" → 72960, "120.00" → 12000, "0,20" → 20: a dot or comma decimal of at most two digits, in whole cents; NaN otherwise. */
export function centsOf(amount: string): number {
  const match = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(amount.trim());
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : NaN;
}

/** 72960 → "729.60"; `comma`: "729,60". */
export function decimalOf(cents: number, comma = false): string {
  const text = `${Math.trunc(cents / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
  return comma ? text.replace('.', ',') : text;
}

/** The bank's 12-digit references, never given twice by this fake (shared by its merchants). */
export class FakeBdvNumbers {
  private readonly references = new Set<string>();
  private lastMovement = 4_900;

  newReference(): string {
    for (;;) {
      const reference = String(randomInt(100_000_000, 1_000_000_000)).padStart(12, '0');
      if (!this.references.has(reference)) {
        this.references.add(reference);
        return reference;
      }
    }
  }

  nextMovementNumber(): number {
    return ++this.lastMovement;
  }
}

/** What the fake bank booked for one merchant. */
export class FakeBdvLedger {
  readonly charges: FakeBdvCharge[] = [];
  readonly refunds: FakeBdvRefund[] = [];
  readonly transfers: FakeBdvTransfer[] = [];
  readonly movements: FakeBdvMovement[] = [];
  readonly keys: FakeBdvKey[] = [];

  constructor(readonly numbers = new FakeBdvNumbers()) {}

  clear(): void {
    for (const list of [this.charges, this.refunds, this.transfers, this.movements, this.keys]) list.length = 0;
  }

  /** What the merchant's account holds: what came in, less what went out, over a starting balance. */
  balanceCents(opening: number): number {
    return this.movements.reduce((sum, movement) => sum + (movement.incoming ? movement.cents : -movement.cents), opening);
  }

  book(movement: Omit<FakeBdvMovement, 'number' | 'day' | 'time'> & { day?: string }): FakeBdvMovement {
    const booked = { number: this.numbers.nextMovementNumber(), day: caracasDay(), time: caracasTime().slice(0, 4), ...movement };
    this.movements.push(booked);
    return booked;
  }
}
