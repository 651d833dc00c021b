import Big from 'big.js';

export type Currency = 'USD' | 'VES';

const CENTS_PER_UNIT = 100;
const HALF_UP = 1 as Big.RoundingMode;
/** Digits that always make a safe integer (at most 15). */
const SHORT_INTEGER = /^-?\d{1,15}$/;

/**
 * An amount of one currency, held as whole cents. Arithmetic is exact, never floats: big.js, or whole
 * numbers (cents, and a rate in hundred-millionths as a bigint) where the result is an integer anyway.
 */
export class Money {
  private constructor(
    readonly currency: Currency,
    readonly cents: number,
  ) {}

  static ofCents(currency: Currency, cents: number | string | bigint): Money {
    // Cents read from the database or computed are almost always a safe integer already: no big.js for them.
    // A bigint past the safe range becomes an unsafe number here, and is refused below.
    const whole = typeof cents === 'number' ? cents : typeof cents === 'bigint' ? Number(cents)
      : SHORT_INTEGER.test(cents) ? Number(cents) : NaN;
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
    const whole = Math.abs(this.cents);
    const units = Math.floor(whole / CENTS_PER_UNIT);
    const cents = String(whole % CENTS_PER_UNIT).padStart(2, '0');
    return `${this.cents < 0 ? '-' : ''}${units}.${cents}`;
  }

  /** Converts at a rate whose base is this money's currency; the result is rounded half up to cents. */
  convert(rate: ExchangeRate): Money {
    if (rate.base !== this.currency) throw new RangeError(`rate is for ${rate.base}, not ${this.currency}`);
    // cents x (units / 10^8) quote units = cents x units / 10^8 quote cents.
    return Money.ofCents(rate.quote, divideHalfUp(BigInt(this.cents) * rate.units, RATE_SCALE));
  }

  equals(other: Money): boolean {
    return this.currency === other.currency && this.cents === other.cents;
  }
}

export const RATE_DECIMALS = 8;
const RATE_SCALE = 10n ** BigInt(RATE_DECIMALS);
/** Hundred-millionths of a unit in one cent. */
const UNITS_PER_CENT = RATE_SCALE / BigInt(CENTS_PER_UNIT);
/** A rate as text that needs no rounding: digits, and at most RATE_DECIMALS of them after the point. */
const EXACT_RATE_TEXT = new RegExp(`^(\\d{1,15})(?:\\.(\\d{1,${RATE_DECIMALS}}))?$`);

/** `numerator / denominator` (denominator > 0) rounded half up, away from zero, as big.js's ROUND_HALF_UP does. */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  const half = denominator / 2n;
  return numerator < 0n ? -((-numerator + half) / denominator) : (numerator + half) / denominator;
}

/** Units of `quote` paid for one unit of `base`, kept with up to 8 decimal places. */
export class ExchangeRate {
  private constructor(
    readonly base: Currency,
    readonly quote: Currency,
    /** The rate in hundred-millionths of `quote`: exact, as it keeps at most 8 decimals. */
    readonly units: bigint,
  ) {}

  static of(base: Currency, quote: Currency, value: Big | string): ExchangeRate {
    const text = typeof value === 'string' ? EXACT_RATE_TEXT.exec(value) : null;
    // Text a database or a parser gives (at most 8 decimals) needs no big.js; anything else is rounded by it.
    const units = text
      ? BigInt(text[1] + (text[2] ?? '').padEnd(RATE_DECIMALS, '0'))
      : BigInt(new Big(value).round(RATE_DECIMALS, HALF_UP).times(RATE_SCALE.toString()).toFixed(0));
    if (units <= 0n) throw new RangeError(`a rate must be positive at ${RATE_DECIMALS} decimals: ${value}`);
    return new ExchangeRate(base, quote, units);
  }

  /** The rate as a big.js number, for arithmetic beyond conversion. */
  get value(): Big {
    return new Big(this.toDecimalString());
  }

  /** The rate in cents of the quote currency, rounded half up. */
  get cents(): number {
    return Number(divideHalfUp(this.units, UNITS_PER_CENT));
  }

  /** In JSON (a snapshot written whole), the value as decimal text, as its big.js number wrote it. */
  toJSON(): { base: Currency; quote: Currency; value: string } {
    return { base: this.base, quote: this.quote, value: this.toDecimalString() };
  }

  /** The rate in plain decimal notation, without trailing zeros: "36.1234", "40". */
  toDecimalString(): string {
    const whole = this.units / RATE_SCALE;
    const fraction = (this.units % RATE_SCALE).toString().padStart(RATE_DECIMALS, '0').replace(/0+$/, '');
    return fraction ? `${whole}.${fraction}` : `${whole}`;
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
  const text = /^(\d+)(?:\.(\d{1,2}))?$/.exec(String(value));
  if (!text) return null;
  return Money.ofCents('USD', Number(text[1]) * CENTS_PER_UNIT + Number((text[2] ?? '').padEnd(2, '0')));
}
