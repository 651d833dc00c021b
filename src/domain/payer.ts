import { VE_MOBILE_PREFIXES } from './ve-banks';

/** `04XXXXXXXXX`, `58…` or `+58…` → `04XXXXXXXXX`; null when it is not a Venezuelan mobile number. */
export function normalizeMobileNumber(raw: string): string | null {
  const match = /^(?:0|\+?58)(4\d{2})(\d{7})$/.exec(raw);
  if (!match) return null;
  const local = `0${match[1]}${match[2]}`;
  return VE_MOBILE_PREFIXES.includes(local.slice(0, 4)) ? local : null;
}

/** National id, passport or tax id: V, E, J, G, P or C, an optional dash, then 5 to 10 digits. */
export const PAYER_ID_PATTERN = /^[VEJGPC]-?\d{5,10}$/;
