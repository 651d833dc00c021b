import Big from 'big.js';
import { Money } from '../../../domain/money';

/** BDV's own bank code: where payers send the merchant's Pago Móvil. */
export const BDV_BANK_CODE = '0102';

/** Venezuela keeps UTC-4 all year. */
const CARACAS_OFFSET_MS = 4 * 3_600_000;

/** A day in Caracas as YYYY-MM-DD. */
export function caracasDay(at: Date): string {
  return new Date(at.getTime() - CARACAS_OFFSET_MS).toISOString().slice(0, 10);
}

export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** YYYY-MM-DD → DD/MM/YYYY, as the movements query takes its dates. */
export function bankDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/**
 * A C2P amount as `process` takes it: a string with a dot, its decimals without trailing zeros but at least one
 * ("2.0", "1000.6", "729.64"). Both of the bank's manual examples have one decimal; the production clients send
 * two; this writes each amount the shortest way both agree on.
 */
export function c2pAmount(amount: Money): string {
  const [units, cents] = amount.toDecimalString().split('.');
  return `${units}.${cents.endsWith('0') ? cents[0] : cents}`;
}

/** `getMovement`'s `importe` and `vuelto`'s `montoOperacion`: two decimals with a dot ("120.00"), exact to the cent. */
export function centsAmount(amount: Money): string {
  return amount.toDecimalString();
}

/**
 * An amount as the bank writes it in its answers: "120.00", "-0.13", "1.0", or with a comma ("0,20"); thousands
 * dots only where a comma marks the decimals ("217.947.805,89"). null when it does not read.
 */
export function readBankAmount(raw: unknown): Money | null {
  if (typeof raw === 'number') return Number.isFinite(raw) ? Money.fromDecimal('VES', new Big(raw)) : null;
  if (typeof raw !== 'string') return null;
  let text = raw.trim().replace(/^\+/, '');
  if (text.includes(',')) text = text.replace(/\./g, '').replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(text) ? Money.fromDecimal('VES', text) : null;
}

/** V-12345678 → V12345678, as every BDV sample writes an id. */
export function bankIdDocument(id: string): string {
  return id.replace('-', '').toUpperCase();
}

/** `vuelto` writes an id apart: the letter (`nacionalidadDestino`) and the digits (`cedulaDestino`). */
export function splitIdDocument(id: string): { letter: string; digits: string } {
  const written = bankIdDocument(id);
  return { letter: written[0], digits: written.slice(1) };
}

/** A field of an answer as text ('' when absent): codes come as numbers from some operations, strings from others. */
export function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}
