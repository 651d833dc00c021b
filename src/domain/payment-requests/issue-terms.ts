import { ExchangeRate, Money } from '../money';

/** How far ahead an expiry may be set, from the moment it is set. */
export const EXPIRY_WINDOW_SECONDS = { min: 60, max: 30 * 24 * 60 * 60 } as const;
export type ExpiryOutOfRange = { kind: 'expiry_out_of_range'; minSeconds: number; maxSeconds: number };

/** An expiry (null or left out: none) is accepted only within EXPIRY_WINDOW_SECONDS of `now`. */
export function expiryOutOfRange(expiresAt: Date | null | undefined, now: Date): ExpiryOutOfRange | null {
  if (expiresAt === null || expiresAt === undefined) return null;
  const ahead = (expiresAt.getTime() - now.getTime()) / 1000;
  if (ahead >= EXPIRY_WINDOW_SECONDS.min && ahead <= EXPIRY_WINDOW_SECONDS.max) return null;
  return { kind: 'expiry_out_of_range', minSeconds: EXPIRY_WINDOW_SECONDS.min, maxSeconds: EXPIRY_WINDOW_SECONDS.max };
}

/** A positive USD price that converts to 0.00 VES: the rate cannot be right, and nothing may be sold for nothing. */
export type Unpriceable = { kind: 'rate_unavailable' };

export function unpriceable(amount: Money, rate: ExchangeRate): Unpriceable | null {
  return amount.cents > 0 && amount.convert(rate).cents === 0 ? { kind: 'rate_unavailable' } : null;
}
