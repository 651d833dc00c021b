import { FieldReason } from './errors';
import { parseMobilePhone } from './payer';

/** The rules of what a merchant may set on its profile, each a parser into a typed value (null: refused). */

export type MerchantName = string & { readonly __brand: 'MerchantName' };
/** A RIF written `J-12345678-4`: letter, 8 digits and the check digit that fits them. */
export type LegalId = string & { readonly __brand: 'LegalId' };
export type SupportEmail = string & { readonly __brand: 'SupportEmail' };
/** A Venezuelan phone, mobile or landline, written `04141234567` / `02121234567`. */
export type SupportPhone = string & { readonly __brand: 'SupportPhone' };
/** `#RRGGBB`, upper-case. */
export type BrandColor = string & { readonly __brand: 'BrandColor' };

export const MAX_MERCHANT_NAME_LENGTH = 80;
export const MAX_SUPPORT_EMAIL_LENGTH = 254;

/**
 * Controls (tabs and newlines too: a name is one line), bidirectional controls (they make text read
 * differently from what it is) and unpaired surrogates (no UTF-8 text holds them).
 */
const NOT_IN_A_NAME =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The name trimmed, 1 to 80 characters (code points), one line of plain text. */
export function parseMerchantName(raw: unknown): MerchantName | null {
  if (typeof raw !== 'string') return null;
  const name = raw.trim();
  const length = [...name].length;
  return length >= 1 && length <= MAX_MERCHANT_NAME_LENGTH && !NOT_IN_A_NAME.test(name) ? (name as MerchantName) : null;
}

/** Letter, 8 digits, check digit; a hyphen may follow the letter and precede the check digit. */
export const LEGAL_ID_PATTERN = /^([VEJPG])-?(\d{8})-?(\d)$/;
const LETTER_VALUES: Record<string, number> = { V: 1, E: 2, J: 3, P: 4, G: 5 };
const DIGIT_WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2];

/** SENIAT's check digit: the letter's value times 4 plus the digits by their weights, modulo 11, from 11 (10 and 11 give 0). */
export function rifCheckDigit(letter: string, digits: string): number {
  const sum = LETTER_VALUES[letter] * 4 + [...digits].reduce((total, digit, at) => total + Number(digit) * DIGIT_WEIGHTS[at], 0);
  const check = 11 - (sum % 11);
  return check >= 10 ? 0 : check;
}

/** A RIF (`J123456784`, `J-12345678-4`, a lower-case letter too) → `J-12345678-4`; null when malformed or its check digit is wrong. */
export function parseLegalId(raw: unknown): LegalId | null {
  if (typeof raw !== 'string') return null;
  const match = LEGAL_ID_PATTERN.exec(raw.toUpperCase());
  if (!match || rifCheckDigit(match[1], match[2]) !== Number(match[3])) return null;
  return `${match[1]}-${match[2]}-${match[3]}` as LegalId;
}

/** Dot-atoms before the @, hostname labels after it (the common `email` format of JSON Schema validators). */
export const EMAIL_PATTERN = new RegExp(
  "^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*"
    + '@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$',
  'i',
);

/** An e-mail address of at most 254 characters, kept as written. */
export function parseSupportEmail(raw: unknown): SupportEmail | null {
  return typeof raw === 'string' && raw.length <= MAX_SUPPORT_EMAIL_LENGTH && EMAIL_PATTERN.test(raw) ? (raw as SupportEmail) : null;
}

/** What people write between a phone's digits: spaces, hyphens, dots, parentheses. */
const PHONE_SEPARATORS = /[\s\-.()]/g;
const LANDLINE_PATTERN = /^(?:0|\+?58)(2\d{2})(\d{7})$/;

/** A mobile (as the payer's rule: `0414…`, `58…`, `+58…`) or a landline (`0212…`), separators allowed → `04141234567`. */
export function parseSupportPhone(raw: unknown): SupportPhone | null {
  if (typeof raw !== 'string') return null;
  const compact = raw.trim().replace(PHONE_SEPARATORS, '');
  const mobile = parseMobilePhone(compact);
  if (mobile) return mobile as string as SupportPhone;
  const landline = LANDLINE_PATTERN.exec(compact);
  return landline ? (`0${landline[1]}${landline[2]}` as SupportPhone) : null;
}

export const BRAND_COLOR_PATTERN = /^#[0-9A-Fa-f]{6}$/;

/** `#RRGGBB` in either case → upper-case. */
export function parseBrandColor(raw: unknown): BrandColor | null {
  return typeof raw === 'string' && BRAND_COLOR_PATTERN.test(raw) ? (raw.toUpperCase() as BrandColor) : null;
}

/** A change of the profile: a member left out stays; null clears an optional one (the name is never cleared). */
export interface ProfileChanges {
  name?: MerchantName;
  legalId?: LegalId | null;
  supportEmail?: SupportEmail | null;
  supportPhone?: SupportPhone | null;
  brandColor?: BrandColor | null;
}

export type ProfileField = keyof ProfileChanges;

/** Why a field was refused: `required` for a blank name (the one member never cleared), `invalid` for a value its rule refuses. */
export type ProfileRefusal =
  | { field: 'name'; reason: Extract<FieldReason, 'required' | 'invalid'> }
  | { field: Exclude<ProfileField, 'name'>; reason: Extract<FieldReason, 'invalid'> };

const OPTIONAL_PARSERS = {
  legalId: parseLegalId, supportEmail: parseSupportEmail, supportPhone: parseSupportPhone, brandColor: parseBrandColor,
} as const;

/**
 * Reads a whole change at once, as typed in a form (values trimmed): each member left out (undefined)
 * stays; an optional member that is null or blank clears it. Every refused field is named, and then
 * nothing is to change.
 */
export function parseProfileChanges(
  raw: Partial<Record<ProfileField, string | null>>,
): { kind: 'parsed'; changes: ProfileChanges } | { kind: 'refused'; refusals: ProfileRefusal[] } {
  const changes: ProfileChanges = {};
  const refusals: ProfileRefusal[] = [];
  if (raw.name !== undefined) {
    const name = parseMerchantName(raw.name);
    if (name) changes.name = name;
    else refusals.push({ field: 'name', reason: raw.name === null || raw.name.trim() === '' ? 'required' : 'invalid' });
  }
  for (const field of Object.keys(OPTIONAL_PARSERS) as (keyof typeof OPTIONAL_PARSERS)[]) {
    const value = raw[field];
    if (value === undefined) continue;
    if (value === null || value.trim() === '') {
      changes[field] = null;
      continue;
    }
    const parsed = OPTIONAL_PARSERS[field](value.trim());
    if (parsed) (changes as Record<string, unknown>)[field] = parsed;
    else refusals.push({ field, reason: 'invalid' });
  }
  return refusals.length > 0 ? { kind: 'refused', refusals } : { kind: 'parsed', changes };
}
