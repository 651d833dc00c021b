import { VE_MOBILE_PREFIXES } from './ve-banks';

/** A Venezuelan mobile number, normalised to `04XXXXXXXXX`. */
export type MobilePhone = string & { readonly __brand: 'MobilePhone' };

/** A payer's national id, passport or tax id: V, E, J, G, P or C, an optional dash, then 5 to 10 digits. */
export type NationalId = string & { readonly __brand: 'NationalId' };

export const MOBILE_PATTERN = /^(?:0|\+?58)(4\d{2})(\d{7})$/;
export const NATIONAL_ID_PATTERN = /^[VEJGPC]-?\d{5,10}$/;

/** `04XXXXXXXXX`, `58…` or `+58…` with a mobile prefix in use → `04XXXXXXXXX`; null for anything else. */
export function parseMobilePhone(raw: unknown): MobilePhone | null {
  const match = typeof raw === 'string' ? MOBILE_PATTERN.exec(raw) : null;
  if (!match) return null;
  const local = `0${match[1]}${match[2]}`;
  return VE_MOBILE_PREFIXES.includes(local.slice(0, 4)) ? (local as MobilePhone) : null;
}

export function parseNationalId(raw: unknown): NationalId | null {
  return typeof raw === 'string' && NATIONAL_ID_PATTERN.test(raw) ? (raw as NationalId) : null;
}
