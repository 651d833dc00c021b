
/** Venezuela keeps UTC-4 all year. */
const CARACAS_OFFSET_MS = 4 * 3_600_000;

/** BNC's own bank code: where payers send the merchant's Pago Móvil. */
export const BNC_BANK_CODE = '0191';

/** The first instant of the next day in Caracas, when the bank's working keys expire. */
export function nextCaracasMidnight(at: Date): Date {
  const caracasDay = new Date(at.getTime() - CARACAS_OFFSET_MS).toISOString().slice(0, 10);
  return new Date(Date.parse(`${caracasDay}T00:00:00Z`) + 86_400_000 + CARACAS_OFFSET_MS);
}

/** A day in Caracas as YYYY-MM-DD. */
export function caracasDay(at: Date): string {
  return new Date(at.getTime() - CARACAS_OFFSET_MS).toISOString().slice(0, 10);
}

export { bankAmount, bankId, bankPhone } from '../pago-movil-wire';

/** V-12345678 → V12345678, as the bank's samples write an id. */
export function bankIdDocument(id: string): string {
  return id.replace('-', '').toUpperCase();
}

/** A date as the bank writes it (dd/MM/yyyy; yyyy-MM-dd accepted too) as YYYY-MM-DD, or null. */
export function movementDay(raw: unknown): string | null {
  const text = typeof raw === 'string' ? raw.trim() : '';
  const dmy = /^(\d{2})\/(\d{2})\/(\d{4})/.exec(text);
  if (dmy) return `${dmy[3]}-${dmy[2]}-${dmy[1]}`;
  const ymd = /^(\d{4})[-/](\d{2})[-/](\d{2})/.exec(text);
  return ymd ? `${ymd[1]}-${ymd[2]}-${ymd[3]}` : null;
}

export function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}
