import Big from 'big.js';

export type Currency = 'USD' | 'VES';

const CENTS_PER_UNIT = 100;
const HALF_UP = 1 as Big.RoundingMode;
/** Whole cents written plainly, at most 15 digits: always a safe integer, read exactly by Number(). */
const PLAIN_CENTS = /^-?[1-9]\d{0,14}$|^0$/;

/** An amount of one currency, held as whole cents. Arithmetic goes through big.js, never floats. */
export class Money {
  private constructor(
    readonly currency: Currency,
    readonly cents: number,
  ) {}

  static ofCents(currency: Currency, cents: number | string | bigint): Money {
    // Without big.js when the answer is plain: reads (bigint columns come as text) and sums build amounts this way.
    if (typeof cents === 'number' && Number.isSafeInteger(cents) && !Object.is(cents, -0)) return new Money(currency, cents);
    if (typeof cents === 'string' && PLAIN_CENTS.test(cents)) return new Money(currency, Number(cents));
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
    if (typeof value !== 'string') return ExchangeRate.read(base, quote, value);
    // Every request stores its rate as text and a day has few rates: each text is read once, then shared.
    const key = `${base}${quote}${value}`;
    let rate = readRates.get(key);
    if (!rate) {
      rate = ExchangeRate.read(base, quote, value);
      if (readRates.size >= MAX_READ_RATES) readRates.clear();
      readRates.set(key, rate);
    }
    return rate;
  }

  private static read(base: Currency, quote: Currency, value: Big | string): ExchangeRate {
    const kept = new Big(value).round(RATE_DECIMALS, HALF_UP);
    if (kept.lte(0)) throw new RangeError(`a rate must be positive at ${RATE_DECIMALS} decimals: ${value}`);
    return new ExchangeRate(base, quote, kept);
  }

  /** The rate in cents of the quote currency, rounded half up. */
  get cents(): number {
    return shownOnce(this).cents;
  }

  toDecimalString(): string {
    return shownOnce(this).text;
  }
}

const MAX_READ_RATES = 1_000;
const readRates = new Map<string, ExchangeRate>();

/**
 * A rate's cents and text, worked out once per rate (every answer about a request shows both), kept
 * beside it rather than on it so that rates stay plain values to compare.
 */
const shown = new WeakMap<ExchangeRate, { cents: number; text: string }>();

function shownOnce(rate: ExchangeRate): { cents: number; text: string } {
  let forms = shown.get(rate);
  if (!forms) {
    forms = { cents: Number(rate.value.times(CENTS_PER_UNIT).round(0, HALF_UP).toFixed(0)), text: rate.value.toFixed() };
    shown.set(rate, forms);
  }
  return forms;
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
