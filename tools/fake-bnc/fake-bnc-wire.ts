/** How the fake bank reads a request's fields (a field it cannot read is refused EPIIMS) and writes a movement. */
import { FakeMovement } from './fake-bnc-ledger';

/** A `KO` answer: the bank's 6-character code and its words. */
export class FakeRefusal extends Error {
  constructor(readonly code: string, readonly description: string) {
    super(`${code} ${description}`);
  }
}

export function invalidModel(field: string): FakeRefusal {
  return new FakeRefusal('EPIIMS', `El modelo no cumple las validaciones: ${field}`);
}

export function centsOf(amount: unknown): number {
  const value = typeof amount === 'number' ? amount : typeof amount === 'string' ? Number(amount) : Number.NaN;
  if (!Number.isFinite(value) || value <= 0 || Math.abs(value * 100 - Math.round(value * 100)) > 1e-6) throw invalidModel('Amount');
  return Math.round(value * 100);
}

export function phoneOf(phone: unknown): string {
  if (typeof phone !== 'string' || !/^584\d{9}$/.test(phone)) throw invalidModel('CellPhone');
  return phone;
}

/** A bank code as the samples send it: 191 or "0191". */
export function bankOf(code: unknown): number {
  const value = Number(code);
  if (!Number.isInteger(value) || value <= 0 || value > 9999) throw invalidModel('BankCode');
  return value;
}

export function bankText(code: number): string {
  return String(code).padStart(4, '0');
}

/** yyyy-MM-dd, yyyy/M/d, with or without a time, as the samples write dates. */
export function dayOf(raw: unknown): string | null {
  const match = typeof raw === 'string' ? /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})/.exec(raw) : null;
  return match ? `${match[1]}-${match[2].padStart(2, '0')}-${match[3].padStart(2, '0')}` : null;
}

export function authorizationOf(reference: string): string {
  return reference.slice(-6);
}

/** A movement as the bank writes it: `Date` dd/MM/yyyy, `BalanceDelta` Ingreso or Egreso. */
export function rowOf(movement: FakeMovement): object {
  const [year, month, date] = movement.day.split('-');
  return {
    Date: `${date}/${month}/${year}`, ControlNumber: movement.referenceA, Amount: movement.cents / 100, Code: movement.code,
    BankCode: movement.bankCode, DebtorInstrument: movement.referenceB, Concept: movement.concept, Type: movement.type,
    BalanceDelta: movement.incoming ? 'Ingreso' : 'Egreso',
    ReferenceA: movement.referenceA, ReferenceB: movement.referenceB, ReferenceC: movement.referenceC, ReferenceD: movement.referenceD,
  };
}
