import { CardBrand } from './payment-intent';

export type CardScreeningDecline = 'invalid_card_number' | 'card_not_supported' | 'expired_card';

export interface CardExpiry {
  month: number;
  /** Four digits. */
  year: number;
}

/** A card number as digits only; whether it is sound (Luhn, brand) is judged by screenCard. */
export type CardNumber = string & { readonly __brand: 'CardNumber' };

/** 12 to 19 digits; single spaces may separate groups. */
export const CARD_NUMBER_PATTERN = /^(?=(?:\d ?){12,19}$)\d+(?: \d+)*$/;

export function parseCardNumber(raw: unknown): CardNumber | null {
  return typeof raw === 'string' && CARD_NUMBER_PATTERN.test(raw) ? (raw.replace(/ /g, '') as CardNumber) : null;
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** Visa: 4…, 13/16/19 digits. Mastercard: 51–55 or 2221–2720, 16 digits. */
export function cardBrand(digits: string): CardBrand | null {
  if (/^4/.test(digits) && [13, 16, 19].includes(digits.length)) return 'visa';
  const prefix4 = Number(digits.slice(0, 4));
  const isMastercardRange = /^5[1-5]/.test(digits) || (prefix4 >= 2221 && prefix4 <= 2720);
  if (isMastercardRange && digits.length === 16) return 'mastercard';
  return null;
}

/** `MM/YY` → month and four-digit year; null when the month is not 01–12. */
export const EXPIRY_PATTERN = /^(0[1-9]|1[0-2])\/(\d{2})$/;

export function parseExpiry(raw: unknown): CardExpiry | null {
  const match = typeof raw === 'string' ? EXPIRY_PATTERN.exec(raw) : null;
  return match ? { month: Number(match[1]), year: 2000 + Number(match[2]) } : null;
}

/** A card is good through the last day of its expiry month. */
export function isExpired(expiry: CardExpiry, current: { year: number; month: number }): boolean {
  return expiry.year < current.year || (expiry.year === current.year && expiry.month < current.month);
}

/** The checks made before any gateway sees a card, in their contractual order. */
export function screenCard(
  digits: CardNumber,
  expiry: CardExpiry,
  current: { year: number; month: number },
): { declined: CardScreeningDecline } | { brand: CardBrand } {
  if (!passesLuhn(digits)) return { declined: 'invalid_card_number' };
  const brand = cardBrand(digits);
  if (!brand) return { declined: 'card_not_supported' };
  if (isExpired(expiry, current)) return { declined: 'expired_card' };
  return { brand };
}
