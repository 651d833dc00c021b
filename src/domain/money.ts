import Big from 'big.js';

export type Currency = 'USD' | 'VES';

const CENTS_PER_UNIT = 100;
const HALF_UP = 1 as Big.RoundingMode;
/** Digits that always make a safe integer (at most 15). */
const SHORT_INTEGER = /^-?\d{1,15}$/;

/** An amount of one currency, held as whole cents. Arithmetic goes through big.js, never floats. */
export class Money {
  private constructor(
    readonly currency: Currency,
    readonly cents: number,
  ) {}

  static ofCents(currency: Currency, cents: number | string | bigint): Money {
    // Cents read from the database or computed are almost always a safe integer already: no big.js for them.
    const whole = typeof cents === 'number' ? cents : typeof cents === 'string' && SHORT_INTEGER.test(cents) ? Number(cents) : NaN;
    if (Number.isSafeInteger(whole)) return new Money(currency, whole + 0); // + 0: -0 is 0, as "-0" read through big.js
    const value = new Big(cents.toString());
    if (!value.eq(value.round(0, Big.roundDown))) throw new RangeError(`cents must be whole: ${cents}`);
    const asNumber = value.toNumber();
    if (!Number.isSafeInteger(asNumber)) throw new RangeError(`cents out of range: ${cents}`);
    return new Money(currency, asNumber);
  }

  /** Rounds half up to cents. */
  static fromDecimal(currency: Currency, amount: Big | string): Money {
    const cents = new Big(amount).times(CENTS_PER_UNIT).round(0, HALF_UP);
    return Money.ofCents(currency, cents.toFixed(0));
  }

  get amount(): Big {
    return new Big(this.cents).div(CENTS_PER_UNIT);
  }

  /** "1234.50": the amount with exactly two decimals. */
  toDecimalString(): string {
    return this.amount.toFixed(2);
  }

  /** Converts at a rate whose base is this money's currency; the result is rounded half up to cents. */
  convert(rate: ExchangeRate): Money {
    if (rate.base !== this.currency) throw new RangeError(`rate is for ${rate.base}, not ${this.currency}`);
    return Money.fromDecimal(rate.quote, this.amount.times(rate.value));
  }

  equals(other: Money): boolean {
    return this.currency === other.currency && this.cents === other.cents;
  }
}

export const RATE_DECIMALS = 8;

/** Units of `quote` paid for one unit of `base`, kept with up to 8 decimal places. */
export class ExchangeRate {
  private constructor(
    readonly base: Currency,
    readonly quote: Currency,
    readonly value: Big,
  ) {}

  static of(base: Currency, quote: Currency, value: Big | string): ExchangeRate {
    const kept = new Big(value).round(RATE_DECIMALS, HALF_UP);
    if (kept.lte(0)) throw new RangeError(`a rate must be positive at ${RATE_DECIMALS} decimals: ${value}`);
    return new ExchangeRate(base, quote, kept);
  }

  /** The rate in cents of the quote currency, rounded half up. */
  get cents(): number {
    return Number(this.value.times(CENTS_PER_UNIT).round(0, HALF_UP).toFixed(0));
  }

  toDecimalString(): string {
    return this.value.toFixed();
  }
}

export const MAX_USD_AMOUNT = 1_000_000;

/**
 * The one rule for a USD amount a merchant sends: a JSON number above 0, at most 1,000,000, whose
 * shortest decimal form (`String(n)`) has at most two decimals. `1.005`, `0.1 + 0.2`, `1e308` fail.
 */
export function parseUsdAmount(value: unknown): Money | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  if (value <= 0 || value > MAX_USD_AMOUNT) return null;
  const text = String(value);
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  return Money.fromDecimal('USD', text);
}
